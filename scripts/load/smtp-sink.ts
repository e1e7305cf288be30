import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';

// Where the load stage's server relays outgoing mail (SMTP_RELAY_URL): a real SMTP exchange on loopback that
// keeps nothing but a count, so that nothing composed under load leaves the machine.

export interface SmtpSink {
  url: string;
  /** Messages accepted so far. */
  received(): number;
  /** Messages a second between the first and the last accepted (NaN before two). */
  rate(): number;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  let first = 0;
  let last = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        last = performance.now();
        if (received === 1) first = last;
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
