import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { conversations, messages } from '../../db/schema.ts';
import { emitConversationChanges } from '../../domain/changes/emit.ts';
import { recordEvents, type Actor } from '../../domain/conversations/events.ts';
import { ACTIONS_JOB } from '../../domain/conversations/post-send-actions.ts';
import { recordFirstReply } from '../../domain/conversations/first-reply.ts';
import { recordSourceUse } from '../../domain/rag/source-usage.ts';
import { refreshSla } from '../../domain/sla/refresh-sla.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { LEASE_MS, type JobHandler } from '../../jobs/worker.ts';
import { loggableError } from '../../logger.ts';

// A message the relay accepted is recorded `sent` at once, in one statement: until that commits, a crash makes
// the next attempt send it again (the relay has no way to say it already has it), so the shorter that moment the
// fewer messages a crash sends twice, with several sends in flight at any time. The rest of the record (the
// conversation's waiting time, the message_sent event, the change feed, post-send actions) follows in a
// transaction of its own; the same statement queues a job that does it instead, should the process die first.

export const SENT_JOB = 'message.sent';

type MessageRow = typeof messages.$inferSelect;

const recordKey = (messageId: number) => `sent:${messageId}`;

export function agentActor(m: MessageRow): Actor {
  return { type: m.agentId ? 'agent' : 'system', agentId: m.agentId, apiKeyId: null };
}

/**
 * Records the relay's acceptance: `sending` -> `sent`, with the body as sent (the thread shows what the customer
 * received, signature included) and the job that finishes the record a lease from now (the sender finishes it
 * long before and deletes the job). False when the message was not `sending` any more.
 */
export async function recordAccepted(db: Db, messageId: number, at: Date, body: { html: string | null; text: string }): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with sent as (
      update messages set status = 'sent', sent_at = ${at}, failure_reason = null, html = ${body.html}, text = ${body.text}
      where id = ${messageId} and status = 'sending'
      returning id, organization_id)
    insert into jobs (kind, organization_id, payload, run_at, dedupe_key)
    select ${SENT_JOB}, organization_id, jsonb_build_object('message_id', id), ${new Date(at.getTime() + LEASE_MS)}, ${recordKey(messageId)}
    from sent
    on conflict (dedupe_key) where status in ('pending', 'running') do nothing
    returning id`);
  return rows.length > 0;
}

/** What follows a send, in the caller's transaction: answered, the AI answer's use, the message_sent event and change, its actions. */
async function completeRecord(tx: Db, m: MessageRow, at: Date): Promise<void> {
  // Answered: unless the customer wrote again after this reply was written, who then waits since that mail. A closed
  // or spam conversation waits for nobody, whatever was sent into it. The first reply sent meets the first response.
  // A rule's auto-reply answers nobody: the customer still waits for a person, and no target is met by it.
  if (m.automated === null) {
    await recordFirstReply(tx, m.organizationId, m.conversationId, m.agentId, at);
    await tx
      .update(conversations)
      .set({
        waitingSince: sql`case when ${conversations.status} in ('opened', 'snoozed') then (select min(${messages.createdAt}) from ${messages}
          where ${messages.conversationId} = ${m.conversationId} and ${messages.direction} = 'inbound' and ${messages.createdAt} > ${m.createdAt})
          else ${conversations.waitingSince} end`,
      })
      .where(eq(conversations.id, m.conversationId));
  }
  await refreshSla(tx, m.organizationId, [m.conversationId], at);
  // The customer got the AI answer (or passage) it used: one use of that source.
  if (m.aiSourceUuid) await recordSourceUse(tx, m.organizationId, m.aiSourceUuid, at);
  await recordEvents(tx, agentActor(m), [{ organizationId: m.organizationId, conversationId: m.conversationId, type: 'message_sent', data: { message_id: m.id } }], at);
  await emitConversationChanges(tx, m.organizationId, agentActor(m), 'message.sent', [m.conversationId], at, () => ({ message_id: m.id }));
  if (Array.isArray(m.actions) && m.actions.length > 0) {
    await enqueueJob(tx, { kind: ACTIONS_JOB, organizationId: m.organizationId, payload: { message_id: m.id }, runAt: at, dedupeKey: `actions:${m.id}` });
  }
}

/**
 * The sender's own completion of the record, right after recordAccepted. Taking the pending job (deleting it)
 * in the same transaction decides who completes it: this, or the job if a worker claimed it meanwhile. A failure
 * here is left to the job, a minute later: the message was sent, and must not be sent again for it.
 */
export async function completeSentRecord(db: Db, m: MessageRow, at: Date, logger: Logger): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const taken = await queryRows<{ id: number }>(tx, sql`
        delete from jobs where dedupe_key = ${recordKey(m.id)} and status = 'pending' returning id`);
      if (taken.length > 0) await completeRecord(tx, m, at);
    });
  } catch (err) {
    logger.warn({ message: m.id, err: loggableError(err) }, 'recording a sent message failed: its job completes it');
  }
}

/** The `message.sent` job: runs only when the process that sent the message died (or failed) before completing its record. */
export function sentRecordHandler(db: Db): JobHandler {
  return async (job) => {
    const [m] = await db.select().from(messages).where(eq(messages.id, Number(job.payload.message_id)));
    if (!m || m.status !== 'sent') return;
    await db.transaction((tx) => completeRecord(tx, m, m.sentAt ?? job.now));
  };
}
