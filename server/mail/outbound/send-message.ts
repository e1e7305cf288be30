import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { attachments, conversations, messages } from '../../db/schema.ts';
import { readBlob } from '../../domain/files/blob-store.ts';
import { emitConversationChanges } from '../../domain/changes/emit.ts';
import { recordEvents, type Actor } from '../../domain/conversations/events.ts';
import { ACTIONS_JOB } from '../../domain/conversations/post-send-actions.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { buildMime } from './build-mime.ts';
import { signedBody } from './signed-body.ts';
import { PermanentDeliveryError, type MailTransport } from './transport.ts';

/** Attempts before a message is marked failed; with the queue's backoff that is about four hours of retries. */
export const SEND_MAX_ATTEMPTS = 8;

type MessageRow = typeof messages.$inferSelect;

/** Moves a due message to `sending` under its row lock; what to do instead when it is not due or not sendable. */
async function claim(db: Db, messageId: number, now: Date): Promise<MessageRow | { retryAt: Date } | undefined> {
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
    // `sending` here means an earlier attempt died mid-way (its lease ran out): it is sent again.
    if (!m || m.direction !== 'outbound' || (m.status !== 'scheduled' && m.status !== 'sending')) return undefined;
    if (m.sendAt && m.sendAt > now) return { retryAt: m.sendAt };
    await tx.update(messages).set({ status: 'sending' }).where(eq(messages.id, messageId));
    return m;
  });
}

function agentActor(m: MessageRow): Actor {
  return { type: m.agentId ? 'agent' : 'system', agentId: m.agentId, apiKeyId: null };
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
    const stored = await db
      .select({ filename: attachments.filename, contentType: attachments.contentType, blobId: attachments.blobId })
      .from(attachments)
      .where(eq(attachments.messageId, m.id))
      .orderBy(asc(attachments.id));
    const files = [];
    for (const f of stored) files.push({ filename: f.filename, contentType: f.contentType, content: await readBlob(db, f.blobId) });
    const body = await signedBody(db, m);

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
      });
      await transport.send(raw, envelope, m.messageIdHeader!);
    } catch (err) {
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

    await db.transaction(async (tx) => {
      // The thread shows what the customer received: the body as sent, signature included.
      await tx.update(messages).set({ status: 'sent', sentAt: job.now, failureReason: null, html: body.html, text: body.text }).where(eq(messages.id, m.id));
      // Answered: unless the customer wrote again after this reply was written, who then waits since that mail.
      await tx
        .update(conversations)
        .set({
          waitingSince: sql`(select min(${messages.createdAt}) from ${messages}
            where ${messages.conversationId} = ${m.conversationId} and ${messages.direction} = 'inbound' and ${messages.createdAt} > ${m.createdAt})`,
        })
        // A closed or spam conversation waits for nobody, whatever was sent into it.
        .where(and(eq(conversations.id, m.conversationId), inArray(conversations.status, ['opened', 'snoozed'])));
      await recordEvents(tx, agentActor(m), [{ organizationId: m.organizationId, conversationId: m.conversationId, type: 'message_sent', data: { message_id: m.id } }], job.now);
      await emitConversationChanges(tx, m.organizationId, agentActor(m), 'message.sent', [m.conversationId], job.now, () => ({ message_id: m.id }));
      if (Array.isArray(m.actions) && m.actions.length > 0) {
        await enqueueJob(tx, { kind: ACTIONS_JOB, organizationId: m.organizationId, payload: { message_id: m.id }, runAt: job.now, dedupeKey: `actions:${m.id}` });
      }
    });
  };
}
