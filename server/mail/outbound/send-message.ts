import { and, asc, eq, getTableColumns, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { attachments, messages } from '../../db/schema.ts';
import { readBlob } from '../../domain/files/blob-store.ts';
import { emitConversationChanges } from '../../domain/changes/emit.ts';
import { recordEvents } from '../../domain/conversations/events.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { buildMime } from './build-mime.ts';
import { agentActor, completeSentRecord, recordAccepted } from './record-sent.ts';
import { signedBody } from './signed-body.ts';
import { PermanentDeliveryError, type MailTransport } from './transport.ts';

/** Attempts before a message is marked failed; with the queue's backoff that is about four hours of retries. */
export const SEND_MAX_ATTEMPTS = 8;

type MessageRow = typeof messages.$inferSelect;

/**
 * Moves a due message to `sending` (one statement, under its row lock); what to do instead when it is not due
 * or not sendable. `sending` here means an earlier attempt died mid-way (its lease ran out): it is sent again.
 */
async function claim(db: Db, messageId: number, now: Date): Promise<(MessageRow & { hasAttachments: boolean }) | { retryAt: Date } | undefined> {
  const sendable = and(eq(messages.id, messageId), eq(messages.direction, 'outbound'), inArray(messages.status, ['scheduled', 'sending']));
  const [claimed] = await db
    .update(messages)
    .set({ status: 'sending' })
    .where(and(sendable, or(isNull(messages.sendAt), lte(messages.sendAt, now))))
    // Most messages have none: their attachments are then not asked for.
    .returning({ ...getTableColumns(messages), hasAttachments: sql<boolean>`exists (select 1 from ${attachments} where ${attachments.messageId} = ${messages.id})` });
  if (claimed) return claimed;
  // Gone, sent, cancelled, or due later (its delay was changed): only the last is tried again, then.
  const [later] = await db.select({ sendAt: messages.sendAt }).from(messages).where(sendable);
  if (!later) return undefined;
  return { retryAt: later.sendAt && later.sendAt > now ? later.sendAt : now };
}

/**
 * The `message.send` job: delivers a scheduled message once its delay has passed, exactly once (one worker
 * holds the job, and the message moves scheduled -> sending -> sent under its row lock). Temporary failures
 * are retried with backoff, the message back in `scheduled` meanwhile (so it can still be cancelled);
 * a permanent failure, or the last attempt, marks it `failed` with the reason.
 */
export function sendMessageHandler(deps: { db: Db; transport: MailTransport; logger: Logger }): JobHandler {
  const { db, transport, logger } = deps;
  return async (job) => {
    const messageId = Number(job.payload.message_id);
    const claimed = await claim(db, messageId, job.now);
    if (!claimed || 'retryAt' in claimed) return claimed;
    const m = claimed;
    const stored = !m.hasAttachments
      ? []
      : await db
          .select({ filename: attachments.filename, contentType: attachments.contentType, blobId: attachments.blobId })
          .from(attachments)
          .where(eq(attachments.messageId, m.id))
          .orderBy(asc(attachments.id));
    const files = [];
    for (const f of stored) files.push({ filename: f.filename, contentType: f.contentType, content: await readBlob(db, f.blobId) });
    const body = await signedBody(db, m);

    // Set once the relay took the message: from then on a failure (of its record) must not be taken for a
    // failed delivery. The job is retried and, the message still `sending`, sends it again: the documented case.
    let relayTookIt = false;
    let recorded = false;
    try {
      const { raw, envelope } = await buildMime({
        from: { name: m.fromName, email: m.fromEmail },
        to: m.to,
        cc: m.cc,
        bcc: m.bcc,
        subject: m.subject,
        html: body.html ?? '',
        text: body.text,
        messageId: m.messageIdHeader!,
        inReplyTo: m.inReplyTo,
        references: m.references,
        attachments: files,
        date: job.now,
        autoReplied: m.automated === 'auto-replied',
      });
      // Recorded at once, in the transport's acceptance lane: one statement between the relay's answer and the
      // record, one message at a time, so a crash sends at most one message twice; then the rest of the record.
      await transport.send(raw, envelope, m.messageIdHeader!, async () => {
        relayTookIt = true;
        recorded = await recordAccepted(db, m.id, job.now, body);
      });
    } catch (err) {
      if (relayTookIt) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      const final = err instanceof PermanentDeliveryError || job.attempts >= SEND_MAX_ATTEMPTS;
      logger.warn({ message: m.id, attempts: job.attempts, final, reason }, 'send failed');
      await db.transaction(async (tx) => {
        await tx
          .update(messages)
          .set({ status: final ? 'failed' : 'scheduled', failureReason: reason.slice(0, 1000) })
          .where(eq(messages.id, m.id));
        if (final) {
          await recordEvents(tx, agentActor(m), [{ organizationId: m.organizationId, conversationId: m.conversationId, type: 'message_failed', data: { message_id: m.id, reason: reason.slice(0, 500) } }], job.now);
          await emitConversationChanges(tx, m.organizationId, agentActor(m), 'message.failed', [m.conversationId], job.now, () => ({ message_id: m.id, reason: reason.slice(0, 500) }));
        }
      });
      if (final) return;
      throw err;
    }
    if (recorded) await completeSentRecord(db, m, job.now, logger);
  };
}
