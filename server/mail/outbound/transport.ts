import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/** Where outgoing mail goes: a relay over SMTP, or (with none configured) .eml files in an outbox folder. */
export interface MailTransport {
  kind: 'relay' | 'outbox';
  send(raw: Buffer, envelope: { from: string; to: string[] }, messageId: string): Promise<void>;
  close(): void;
}

/** A delivery error that will not go away by retrying (the relay answered 5xx). */
export class PermanentDeliveryError extends Error {}

/**
 * `connections`: how many SMTP connections to the relay are kept open and used at once (the send jobs that run
 * at once). Reused for one message after another (up to 100 each), they spare every message a connection, a
 * greeting and, with a real relay, a TLS handshake and a login.
 */
export function createMailTransport(opts: { relayUrl?: string | undefined; outboxDir: string; connections?: number }): MailTransport {
  if (opts.relayUrl) {
    // Bounded waits: a relay that hangs fails the attempt (retried later) instead of holding a worker for minutes.
    // Query parameters of the URL (e.g. ?name=) still apply, and override these.
    const transport = nodemailer.createTransport({
      pool: true,
      maxConnections: opts.connections ?? 1,
      // A connection that breaks mid-message fails the attempt, which the job retries with its backoff: never
      // resent at once on another connection, as the relay may have taken it (the message is `sending` meanwhile).
      maxRequeues: 0,
      // Closed by us before a relay's own idle timeout closes it under a message about to be sent.
      idleTimeout: 30_000,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
      ...parseConnectionUrl(opts.relayUrl),
    });
    return {
      kind: 'relay',
      async send(raw, envelope) {
        try {
          await transport.sendMail({ envelope, raw });
        } catch (err) {
          const code = (err as { responseCode?: number }).responseCode;
          const message = err instanceof Error ? err.message : String(err);
          if (code !== undefined && code >= 500) throw new PermanentDeliveryError(message);
          throw err instanceof Error ? err : new Error(message);
        }
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(raw, envelope, messageId) {
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const safeId = messageId.replace(/[^A-Za-z0-9@._-]/g, '');
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const envelopeHeader = `X-Envelope-From: ${envelope.from}\r\nX-Envelope-To: ${envelope.to.join(', ')}\r\n`;
      await fs.writeFile(`${file}.tmp`, Buffer.concat([Buffer.from(envelopeHeader), raw]));
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => {},
  };
}
