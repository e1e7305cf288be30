import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import { WAKE_JOB } from '../conversations/wake-up.ts';
import { conversations, events, messages, notes } from '../../db/schema.ts';
import type { ConversationDraft } from './drafts.ts';
import { insertJsonRows } from './json-insert.ts';

// Writes a batch of conversation drafts with a few bulk statements, then computes their search vectors in
// one UPDATE from the stored messages, so the index matches what is in the table.

/** Ids taken from the sequence up front, so children point at their conversation without relying on RETURNING order. */
async function reserveConversationIds(db: Db, count: number): Promise<number[]> {
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('conversations', 'id'))`.mapWith(Number) })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Inserts the batch (call it inside a transaction); returns how many messages were written. */
export async function insertConversationBatch(db: Db, organizationId: number, drafts: readonly ConversationDraft[]): Promise<number> {
  if (drafts.length === 0) return 0;
  const ids = await reserveConversationIds(db, drafts.length);
  const withIds = drafts.map((draft, i) => ({ draft, id: ids[i]! }));

  await insertJsonRows(
    db,
    conversations,
    withIds.map(({ draft: d, id }) => ({
      id,
      organizationId,
      channelId: d.channelId,
      contactId: d.contactId,
      subject: d.subject,
      status: d.status,
      assigneeId: d.assigneeId,
      tags: d.tags,
      snoozeUntil: d.snoozeUntil,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
      waitingSince: d.waitingSince,
      lastMessageAt: d.lastMessageAt,
      preview: d.preview,
      messageCount: d.messageCount,
      firstReplyAt: d.firstReplyAt,
      firstReplyAgentId: d.firstReplyAgentId,
      firstResponseSeconds: d.firstResponseSeconds,
      slaCycleStartedAt: d.slaCycleStartedAt,
    })),
  );
  const messageRows = withIds.flatMap(({ draft, id }) => draft.messages.map((m) => ({ ...m, organizationId, conversationId: id })));
  await insertJsonRows(db, messages, messageRows);
  const noteRows = withIds.flatMap(({ draft, id }) => draft.notes.map((n) => ({ ...n, organizationId, conversationId: id })));
  await insertJsonRows(db, notes, noteRows);
  const eventRows = withIds.flatMap(({ draft, id }) =>
    draft.events.map((e) => ({ ...e, actorType: 'agent' as const, organizationId, conversationId: id })),
  );
  await insertJsonRows(db, events, eventRows);
  // Snoozed conversations wake up like any other: one durable job each.
  await enqueueJobs(
    db,
    withIds.flatMap(({ draft: d, id }) =>
      d.status === 'snoozed' && d.snoozeUntil
        ? [{ kind: WAKE_JOB, organizationId, payload: { conversation_id: id }, runAt: d.snoozeUntil, dedupeKey: `wake:${id}` }]
        : [],
    ),
  );

  // Appended to what the insert trigger put there: the contact's words (migration 0014).
  await db.execute(sql`
    update ${conversations} c
    set search = c.search || setweight(to_tsvector('english', c.subject), 'A') || setweight(to_tsvector('english', m.body), 'B')
    from (
      select conversation_id, string_agg(text, ' ' order by created_at, id) as body
      from ${messages}
      where conversation_id = any(${`{${ids.join(',')}}`}::bigint[])
      group by conversation_id
    ) m
    where c.id = m.conversation_id and c.organization_id = ${organizationId}`);
  return messageRows.length;
}
