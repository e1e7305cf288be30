import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { SMTPServerSession } from 'smtp-server';
import type { Db } from '../../db/client.ts';
import { channels } from '../../db/schema.ts';
import { createConnectionCounter, createSemaphore, DELIVERY_CONCURRENCY, IDLE_TIMEOUT_MS, MAX_CLIENTS, MAX_MESSAGE_BYTES, MAX_RECIPIENTS, RECEIVE_BUDGET_BYTES } from './limits.ts';
import { loadMailParser, parseMail, UnparseableMail } from './parse-mail.ts';
import { MAX_ADDRESS_LENGTH } from '#contract/address-list';
import { recordBlocked } from '../../domain/suppressions.ts';
import { loggableError } from '../../logger.ts';
import { receiveMail, suppressionFor, type InboundChannel } from './receive-mail.ts';


function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export interface SmtpListener {
  port: number;
  /**
   * Stops accepting; resolves when the sessions still open have ended. With a `deadline` (epoch ms), those still
   * open then are told 421 (the sender retries later) and closed: without one smtp-server waits 30 s for them.
   */
  close(deadline?: number): Promise<void>;
}

async function channelFor(db: Db, address: string): Promise<(InboundChannel & { active: boolean }) | undefined> {
  const [row] = await db
    .select({ id: channels.id, organizationId: channels.organizationId, email: channels.email, active: channels.active })
    .from(channels)
    .where(eq(channels.email, address.trim().toLowerCase()));
  return row;
}

/**
 * The inbound SMTP listener: mail for any organization's channel address is accepted and filed; unknown
 * recipients and disabled channels are refused at RCPT (550), oversized mail with 552, suppressed senders with 550, and a failure
 * to store answers 451 so the sending server retries (mail is never lost silently). Connections are limited
 * in number (421), per address and with slots kept for new addresses, and cut after `idleTimeoutMs` of silence.
 */
export async function startSmtpListener(opts: {
  db: Db;
  logger: Logger;
  port: number;
  host: string;
  now?: () => Date;
  /** Milliseconds a session may stay silent before it is closed; 30 s unless a test needs it shorter. */
  idleTimeoutMs?: number;
}): Promise<SmtpListener> {
  const { db, logger } = opts;
  const now = opts.now ?? (() => new Date());
  // Per-transaction state, keyed by the envelope: smtp-server keeps one session object for the whole
  // connection and replaces only `session.envelope` at each MAIL FROM / RSET, so keying by the session would
  // deliver a later message to every organization named earlier on the same connection.
  const channelsOf = new WeakMap<SMTPServerSession['envelope'], Map<string, InboundChannel>>();
  const countedOf = new WeakMap<SMTPServerSession['envelope'], Set<number>>();

  const connections = createConnectionCounter();
  let receivingBytes = 0;
  const deliverySlot = createSemaphore(DELIVERY_CONCURRENCY);

  // Loaded only when the listener starts (SMTP_PORT=0 turns it off, and then neither is ever needed).
  const [{ SMTPServer }] = await Promise.all([import('smtp-server'), loadMailParser()]);
  const server = new SMTPServer({
    name: 'support-inbox',
    banner: 'Support Inbox ESMTP',
    size: MAX_MESSAGE_BYTES,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // The client's host name is never used; looking it up costs up to 1.5 s per connection, holding a slot.
    disableReverseLookup: true,
    // smtp-server counts every accepted socket, also those not yet past onConnect (~100 ms and a reverse
    // lookup), and answers 421 to all past its limit: set above ours, so that our counter decides who gets in.
    maxClients: MAX_CLIENTS * 2,
    // A held idle connection costs a slot; mail servers send their next command within seconds.
    socketTimeout: opts.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    onConnect(session, callback) {
      const refused = connections.admit(session.id, session.remoteAddress);
      if (refused) return callback(smtpError(421, refused));
      callback();
    },
    onClose(session) {
      // Also called for the sessions onConnect refused: the counter ignores those.
      connections.release(session.id);
    },
    async onRcptTo(address, session, callback) {
      try {
        const accepted = channelsOf.get(session.envelope) ?? new Map<string, InboundChannel>();
        if (accepted.size >= MAX_RECIPIENTS) return callback(smtpError(452, '4.5.3 Too many recipients'));
        const channel = await channelFor(db, address.address);
        if (!channel) return callback(smtpError(550, `5.1.1 <${address.address}>: no such mailbox here`));
        // Permanent: the sender's server gives up and tells its user, rather than retrying for days.
        if (!channel.active) return callback(smtpError(550, `5.2.1 <${address.address}>: this mailbox is disabled and accepts no mail`));
        // The envelope sender can be refused early; the From header is checked once the message is read.
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        const blockedBy = await suppressionFor(db, channel.organizationId, [mailFrom]);
        if (blockedBy) {
          // Counted once per message and organization, however many of its addresses the mail was sent to.
          const counted = countedOf.get(session.envelope) ?? new Set<number>();
          if (!counted.has(channel.organizationId)) {
            counted.add(channel.organizationId);
            countedOf.set(session.envelope, counted);
            await recordBlocked(db, channel.organizationId, blockedBy.id);
          }
          return callback(smtpError(550, '5.7.1 Sender blocked by the recipient'));
        }
        accepted.set(channel.email, { id: channel.id, organizationId: channel.organizationId, email: channel.email });
        channelsOf.set(session.envelope, accepted);
        callback();
      } catch (err) {
        logger.error({ err: loggableError(err) }, 'smtp: recipient check failed');
        callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      let held = 0; // bytes of this message counted in receivingBytes
      let overBudget = false;
      const release = () => {
        receivingBytes -= held;
        held = 0;
      };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_MESSAGE_BYTES || overBudget) return;
        if (receivingBytes + chunk.length > RECEIVE_BUDGET_BYTES) {
          overBudget = true; // read on to the end, keep nothing: the sender retries later
          chunks.length = 0;
          release();
          return;
        }
        receivingBytes += chunk.length;
        held += chunk.length;
        chunks.push(chunk);
      });
      stream.on('error', (err) => {
        release();
        callback(err);
      });
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded || size > MAX_MESSAGE_BYTES) {
          release();
          return callback(smtpError(552, '5.3.4 Message too big: at most 25 MB'));
        }
        if (overBudget) return callback(smtpError(452, '4.3.1 Busy receiving other mail, try again later'));
        const targets = [...(channelsOf.get(session.envelope)?.values() ?? [])];
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        const raw = Buffer.concat(chunks);
        chunks.length = 0;
        void deliverySlot(() => deliver(raw, mailFrom, targets))
          .finally(release)
          .then(
            () => callback(),
            (err: Error & { responseCode?: number }) => callback(err),
          );
      });
    },
  });

  const deliver = async (raw: Buffer, mailFrom: string | null, targets: InboundChannel[]) => {
    let mail;
    try {
      mail = await parseMail(raw, mailFrom);
    } catch (err) {
      logger.warn({ err: loggableError(err) }, 'smtp: unparseable message');
      throw smtpError(554, err instanceof UnparseableMail ? err.message : '5.6.0 Message could not be parsed');
    }
    if (mail.from.email.length > MAX_ADDRESS_LENGTH) throw smtpError(553, '5.1.7 Sender address is too long');
    let stored = 0;
    // An organization that refused the sender is not asked again for its other addresses: counted once.
    const refusedBy = new Set<number>();
    for (const channel of targets) {
      if (refusedBy.has(channel.organizationId)) continue;
      try {
        const result = await receiveMail(db, channel, mail, now());
        logger.info({ channel: channel.id, outcome: result.outcome }, 'smtp: message received');
        if (result.outcome === 'stored' || result.outcome === 'duplicate') stored++;
        else refusedBy.add(channel.organizationId);
      } catch (err) {
        logger.error({ err: loggableError(err), channel: channel.id }, 'smtp: could not store message');
        throw smtpError(451, '4.3.0 Temporary failure storing the message, try again later');
      }
    }
    if (targets.length > 0 && stored === 0) throw smtpError(550, '5.7.1 Sender blocked by the recipient');
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  server.on('error', (err) => logger.warn({ err }, 'smtp: connection error'));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: async (deadline) => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const cut =
        deadline === undefined
          ? undefined
          : setTimeout(() => {
              for (const session of server.connections) {
                session.send(421, 'Server shutting down, try again later');
                session.close();
              }
            }, Math.max(0, deadline - Date.now()));
      await closed;
      clearTimeout(cut);
    },
  };
}
