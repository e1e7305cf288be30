import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ChangeEvent } from '#contract/events';
import type { Db } from '../../db/client.ts';
import { changeEvents } from '../../db/schema.ts';
import { queryRows } from '../../db/query-rows.ts';

type Row = typeof changeEvents.$inferSelect;

/** The public shape: the feed row with its payload's fields beside the common ones. */
export function toChangeEvent(row: Row): ChangeEvent {
  return {
    ...row.payload,
    id: row.id,
    type: row.type,
    created: row.createdAt.toISOString(),
    actor: { type: row.actorType, agent_id: row.actorAgentId, api_key_id: row.actorApiKeyId },
    conversation_id: row.conversationId,
  };
}

/** The organization's events after `afterId`, oldest first. */
export async function changesAfter(db: Db, organizationId: number, afterId: number, limit = 500): Promise<ChangeEvent[]> {
  const rows = await db
    .select()
    .from(changeEvents)
    .where(and(eq(changeEvents.organizationId, organizationId), gt(changeEvents.id, afterId)))
    .orderBy(asc(changeEvents.id))
    .limit(limit);
  return rows.map(toChangeEvent);
}

/** The newest event id of the organization (0 without any): where a stream without history starts. */
export async function latestChangeId(db: Db, organizationId: number): Promise<number> {
  const [row] = await queryRows<{ id: number | string | null }>(
    db,
    sql`select max(id) as id from ${changeEvents} where ${changeEvents.organizationId} = ${organizationId}`,
  );
  return Number(row?.id ?? 0);
}
