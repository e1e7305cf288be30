import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { AcceptanceLane } from './acceptance-lane.ts';
import { RelayConnections } from './relay-connections.ts';

/** Where outgoing mail goes: a relay over SMTP, or (with none configured) .eml files in an outbox folder. */
export interface MailTransport {
  kind: 'relay' | 'outbox';
  /**
   * Hands the message over, and calls `accepted` once the relay took it (the .eml file is in place), before any
   * other message can be taken (AcceptanceLane): `accepted` records it. Rejects with the delivery's error
   * (PermanentDeliveryError for a 5xx answer), or with accepted's own.
   */
  send(raw: Buffer, envelope: { from: string; to: string[] }, messageId: string, accepted: () => Promise<void>): Promise<void>;
  close(): void;
}

/** A delivery error that will not go away by retrying (the relay answered 5xx). */
export class PermanentDeliveryError extends Error {}

function deliveryError(err: unknown): Error {
  const code = (err as { responseCode?: number }).responseCode;
  const message = err instanceof Error ? err.message : String(err);
  if (code !== undefined && code >= 500) return new PermanentDeliveryError(message);
  return err instanceof Error ? err : new Error(message);
}

/**
 * The message as a stream whose last byte waits for the lane: the relay can accept the message only once this
 * send's turn came. `holder.release` is set once it has.
 */
function heldBack(raw: Buffer, lane: AcceptanceLane, holder: { release?: () => void; over: boolean }): Readable {
  const split = Math.max(0, raw.length - 1);
  let stage: 'body' | 'last' | 'waiting' = split > 0 ? 'body' : 'last';
  return new Readable({
    read() {
      if (stage === 'body') {
        stage = 'last';
        this.push(raw.subarray(0, split));
      } else if (stage === 'last') {
        stage = 'waiting';
        void lane.acquire().then((release) => {
          // The exchange failed meanwhile (the relay went away): the turn is not needed.
          if (holder.over) return release();
          holder.release = release;
          this.push(raw.subarray(split));
          this.push(null);
        });
      }
    },
  });
}

/**
 * `connections`: how many SMTP connections to the relay are kept open and used at once (the send jobs that run
 * at once); see RelayConnections.
 */
export function createMailTransport(opts: { relayUrl?: string | undefined; outboxDir: string; connections?: number }): MailTransport {
  const lane = new AcceptanceLane();
  if (opts.relayUrl) {
    // Bounded waits: a relay that hangs fails the attempt (retried later) instead of holding a worker for minutes.
    // Query parameters of the URL (e.g. ?name=) still apply, and override these.
    const relay = new RelayConnections(
      { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000, ...parseConnectionUrl(opts.relayUrl) },
      opts.connections ?? 1,
    );
    return {
      kind: 'relay',
      async send(raw, envelope, _messageId, accepted) {
        const holder: { release?: () => void; over: boolean } = { over: false };
        try {
          try {
            await relay.send(envelope, () => heldBack(raw, lane, holder));
          } catch (err) {
            throw deliveryError(err);
          }
          await accepted();
        } finally {
          holder.over = true;
          holder.release?.();
        }
      },
      close: () => relay.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(raw, envelope, messageId, accepted) {
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const safeId = messageId.replace(/[^A-Za-z0-9@._-]/g, '');
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const envelopeHeader = `X-Envelope-From: ${envelope.from}\r\nX-Envelope-To: ${envelope.to.join(', ')}\r\n`;
      await fs.writeFile(`${file}.tmp`, Buffer.concat([Buffer.from(envelopeHeader), raw]));
      const release = await lane.acquire();
      try {
        await fs.rename(`${file}.tmp`, file);
        await accepted();
      } finally {
        release();
      }
    },
    close: () => {},
  };
}
