import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';

// Where the load stage's server relays outgoing mail (SMTP_RELAY_URL): a real SMTP exchange on loopback that
// keeps nothing of a message but its Message-ID, first recipient and when it was accepted, so that nothing
// composed under load leaves the machine and a message accepted twice can be told.

export interface SinkDelivery {
  /** The Message-ID header, with its angle brackets ('' when the message had none). */
  messageId: string;
  /** The envelope's first recipient. */
  to: string;
  /** When the sink accepted it (epoch ms). */
  at: number;
}

export interface SmtpSink {
  url: string;
  /** Messages accepted so far. */
  received(): number;
  /** Messages a second between the first and the last accepted (NaN before two). */
  rate(): number;
  /** Every message accepted, in the order their DATA ended. */
  deliveries(): readonly SinkDelivery[];
  close(): Promise<void>;
}

/** The headers end within this many bytes in every message the server writes; the body is not kept. */
const HEADER_BYTES = 16 * 1024;

export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  let first = 0;
  let last = 0;
  const deliveries: SinkDelivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < HEADER_BYTES && !head.includes('\r\n\r\n')) head += chunk.toString('latin1', 0, HEADER_BYTES);
      });
      stream.on('end', () => {
        received++;
        last = performance.now();
        if (received === 1) first = last;
        const headers = head.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
        const messageId = /^message-id:\s*(<[^>\r\n]*>)/im.exec(headers)?.[1] ?? '';
        deliveries.push({ messageId, to: session.envelope.rcptTo[0]?.address ?? '', at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    rate: () => (received > 1 ? ((received - 1) * 1000) / (last - first) : NaN),
    deliveries: () => deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
