import { sql } from 'drizzle-orm';
import type { Conversation } from '#contract/conversations';
import type { ChangeType } from '#contract/change-types';
import type { Db } from '../../db/client.ts';
import { changeEvents } from '../../db/schema.ts';
import { getConversationsWithJson } from '../conversations/conversation-view.ts';
import { requestDispatch } from '../webhooks/dispatch.ts';
import type { Actor } from '../conversations/events.ts';


export const CHANGES_CHANNEL = 'inbox_changes';

export interface NewChange {
  type: ChangeType;
  conversationId?: number | null;
  payload: Record<string, unknown>;
}

/**
 * Records changes in the feed, in the caller's transaction (so a change and its event commit together, or
 * neither does), then wakes every server process's streams (NOTIFY, delivered at commit). Call it after the
 * transaction's last row lock: it takes the organization's feed lock until commit, so that the events of one
 * organization commit in the order of their ids and a stream reading past an id never misses an earlier one.
 */
export async function emitChanges(tx: Db, organizationId: number, actor: Actor, changes: NewChange[], at: Date): Promise<void> {
  await insertFeed(
    tx,
    organizationId,
    actor,
    changes.map((c) => feedRow(c.type, c.conversationId ?? null, JSON.stringify(c.payload))),
    at,
  );
}

/**
 * One event per conversation, carrying it as the list shows it (read in the transaction: as it will commit),
 * plus `extra` fields. Conversations that no longer exist are left out. Answers those snapshots, so a caller
 * that answers the same conversations need not read them again.
 */
export async function emitConversationChanges(
  tx: Db,
  organizationId: number,
  actor: Actor,
  type: ChangeType,
  ids: number[],
  at: Date,
  extra: (conversation: Conversation) => Record<string, unknown> = () => ({}),
): Promise<Conversation[]> {
  if (ids.length === 0) return [];
  const snapshots = await getConversationsWithJson(tx, organizationId, [...new Set(ids)]);
  // The payload { conversation, ...extra } written around the database's own JSON text of the conversation.
  const payload = (json: string, more: Record<string, unknown>) => {
    const rest = JSON.stringify(more);
    return rest === '{}' ? `{"conversation":${json}}` : `{"conversation":${json},${rest.slice(1)}`;
  };
  await insertFeed(
    tx,
    organizationId,
    actor,
    snapshots.map(({ conversation, json }) => feedRow(type, conversation.id, payload(json, extra(conversation)))),
    at,
  );
  return snapshots.map((s) => s.conversation);
}

/** A feed row as JSON text, its payload already JSON text. */
const feedRow = (type: ChangeType, conversationId: number | null, payload: string) =>
  `{"type":${JSON.stringify(type)},"conversation_id":${conversationId ?? 'null'},"payload":${payload}}`;

/**
 * Takes the feed lock, writes the rows in order from one JSON parameter (250 rows of eight parameters each cost
 * several times more to build, send and parse, and the lock is held meanwhile), and announces them.
 */
async function insertFeed(tx: Db, organizationId: number, actor: Actor, rows: string[], at: Date): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(727006, ${organizationId % 2_147_483_647}::int)`);
  await tx.execute(sql`
    insert into ${changeEvents} (organization_id, type, actor_type, actor_agent_id, actor_api_key_id, conversation_id, payload, created_at)
    select ${organizationId}::bigint, x.type, ${actor.type}, ${actor.agentId}::bigint, ${actor.apiKeyId}::bigint, x.conversation_id, x.payload,
           ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${`[${rows.join(',')}]`}::jsonb) as x(type text, conversation_id bigint, payload jsonb)`);
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${String(organizationId)})`);
  await requestDispatch(tx, organizationId, at);
}
