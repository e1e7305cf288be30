import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback for tests: the relay that outgoing mail is handed to. It records every
// message it accepts (raw bytes, envelope, parsed) and can be told to refuse the next N messages with a
// temporary (4xx) or permanent (5xx) answer after reading them, as a real relay would.

export interface RelayedMessage {
  raw: Buffer;
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  /** The Message-ID header, with its angle brackets. */
  messageId: string | undefined;
  /** The name the client gave in EHLO/HELO (nodemailer: its `name` option, e.g. ?name=... in a relay URL). */
  clientName: string;
  receivedAt: Date;
}

export interface RefusedMessage {
  code: number;
  envelope: { from: string; to: string[] };
  messageId: string | undefined;
}

export interface TestRelay {
  port: number;
  /** For nodemailer.createTransport / SMTP_RELAY_URL. */
  url: string;
  /** Messages accepted, in the order their DATA ended. */
  messages: RelayedMessage[];
  /** Messages refused on purpose by failNext. */
  refused: RefusedMessage[];
  /** Refuse the next `count` messages with this code (e.g. 451 or 550). */
  failNext(count: number, code: number, text?: string): void;
  /** Forget what was recorded and any pending failures. */
  reset(): void;
  /** Resolves once at least `count` messages were accepted; rejects after timeoutMs. */
  waitForCount(count: number, timeoutMs?: number): Promise<RelayedMessage[]>;
  close(): Promise<void>;
}

export async function startTestRelay(): Promise<TestRelay> {
  const messages: RelayedMessage[] = [];
  const refused: RefusedMessage[] = [];
  let failures: { count: number; code: number; text: string } | undefined;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const w of [...waiters]) w();
  };

  const server = new SMTPServer({
    name: 'test-relay',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 60 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (err) => callback(err));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        void simpleParser(raw).then(
          (parsed) => {
            if (failures && failures.count > 0) {
              failures.count--;
              refused.push({ code: failures.code, envelope, messageId: parsed.messageId });
              const { code, text } = failures;
              if (failures.count === 0) failures = undefined;
              return callback(Object.assign(new Error(text), { responseCode: code }));
            }
            messages.push({ raw, envelope, parsed, messageId: parsed.messageId, clientName: session.hostNameAppearsAs, receivedAt: new Date() });
            notify();
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused,
    failNext(count, code, text) {
      failures = { count, code, text: text ?? (code >= 500 ? '5.7.1 Relaying refused by test relay' : '4.3.0 Test relay busy, try later') };
    },
    reset() {
      messages.length = 0;
      refused.length = 0;
      failures = undefined;
    },
    waitForCount(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`test relay: ${messages.length} of ${count} messages within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
