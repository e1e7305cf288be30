import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Conversation } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import type { JsonText } from '../../db/json-text.ts';
import { queryRows } from '../../db/query-rows.ts';
import { isoTimestamp } from '../../db/sql-json.ts';
import { conversations } from '../../db/schema.ts';

// The one place that turns conversation rows into the API's Conversation shape. The database composes it: one
// JSON text per row, so a page costs no per-column parsing and no mapping here (lists and bulk answers are the
// hottest reads), with timestamps as toISOString writes them.

// row_to_json of a lateral row writes compact JSON (no spaces, keys in column order): the same bytes as
// JSON.stringify, so a list can pass the text on as it is, and cheaper for the database than json_build_object.
const CONVERSATION_FIELDS = `select
  conversations.id,
  conversations.subject,
  conversations.status,
  case when assignee.id is null then null else (select row_to_json(a) from (select assignee.id, assignee.name, assignee.email) a) end as assignee,
  conversations.tags,
  (select row_to_json(c) from (select contact.id, contact.name, contact.email) c) as contact,
  conversations.channel_id,
  ${isoTimestamp('conversations.snooze_until')} as snooze_until,
  ${isoTimestamp('conversations.created_at')} as created,
  ${isoTimestamp('conversations.updated_at')} as updated,
  ${isoTimestamp('conversations.last_message_at')} as last_message_at,
  ${isoTimestamp('conversations.waiting_since')} as waiting_since,
  conversations.preview,
  conversations.message_count,
  case when conversations.sla_policy_id is null then null else (select row_to_json(s) from (select
    conversations.sla_policy_id as policy_id,
    ${isoTimestamp('conversations.sla_first_response_due_at')} as first_response_due_at,
    ${isoTimestamp('conversations.sla_next_response_due_at')} as next_response_due_at,
    ${isoTimestamp('conversations.sla_resolution_due_at')} as resolution_due_at,
    array(select jsonb_object_keys(conversations.sla_breaches) order by 1) as breached,
    conversations.status = 'snoozed' as paused) s) end as sla`.replace(/\s+/g, ' '); // sent with every statement: no layout

// The columns the JSON and the orders need (not the search document, which can be large and is never shown).
const COLUMNS = [
  'id', 'organization_id', 'subject', 'status', 'assignee_id', 'tags', 'contact_id', 'channel_id', 'snooze_until', 'created_at',
  'updated_at', 'last_message_at', 'waiting_since', 'preview', 'message_count', 'priority_key', 'longest_key',
  'sla_policy_id', 'sla_first_response_due_at', 'sla_next_response_due_at', 'sla_resolution_due_at', 'sla_breaches', 'sla_due_key',
].map((c) => `conversations.${c}`).join(', ');

/** A conversation as the database wrote it, and the extra columns asked for. */
export type ConversationRow<E extends string = never> = { conversation: string } & Record<E, unknown>;

export interface ConversationsQuery {
  where: SQL;
  orderBy?: SQL;
  limit?: number;
  /**
   * Read every match of `where` first, and order them after: never walk `orderBy`'s index looking for them. For a
   * search with a word the statistics cannot tell is rare (common-lexemes.ts): its matches are few.
   */
  matchesFirst?: boolean;
  /** More columns of the answer, by name (e.g. a page's sort key). */
  extra?: Record<string, SQL>;
}

/**
 * The conversations matching `where`, in `orderBy` order, at most `limit`, each as its API JSON. The rows are
 * picked first and joined to their contact and assignee after: the planner chooses how to find a page from the
 * conversations table alone (a rarely used word reads its few matches by index and sorts them instead of walking
 * the whole order), and the joins and the JSON cost only the page. Conditions and orders name the table
 * `conversations` (drizzle's columns render so), which the picked rows are called too.
 */
export function selectConversationsSql(q: ConversationsQuery): SQL {
  const order = q.orderBy ? sql` order by ${q.orderBy}` : sql``;
  const limit = q.limit === undefined ? sql`` : sql` limit ${q.limit}`;
  const extras = Object.entries(q.extra ?? {}).map(([name, value]) => sql`, ${value} as ${sql.identifier(name)}`);
  // OFFSET 0 keeps the subquery apart: it is planned to return all its rows, so it cannot be an ordered walk.
  const source = q.matchesFirst
    ? sql`(select ${sql.raw(COLUMNS)} from ${conversations} where ${q.where} offset 0) conversations`
    : sql`${conversations} where ${q.where}`;
  return sql`select row_to_json(fields)::text as conversation${sql.join(extras)}
    from (select ${sql.raw(COLUMNS)} from ${source}${order}${limit}) conversations
    join contacts contact on contact.id = conversations.contact_id
    left join agents assignee on assignee.id = conversations.assignee_id
    cross join lateral (${sql.raw(CONVERSATION_FIELDS)}) fields${order}`;
}

export function toConversation(row: { conversation: string }): Conversation {
  return JSON.parse(row.conversation) as Conversation;
}

export async function getConversation(db: Db, organizationId: number, id: number): Promise<Conversation | undefined> {
  const json = await getConversationJson(db, organizationId, id);
  return json === undefined ? undefined : (JSON.parse(json) as Conversation);
}

/** The conversation as the JSON text the database wrote, to answer as it is. */
export async function getConversationJson(db: Db, organizationId: number, id: number): Promise<JsonText<Conversation> | undefined> {
  const [row] = await queryRows<ConversationRow>(
    db,
    selectConversationsSql({ where: and(eq(conversations.organizationId, organizationId), eq(conversations.id, id))! }),
  );
  return row?.conversation;
}

/** The conversations of these ids that exist in the organization, in the order of `ids`. */
export async function getConversations(db: Db, organizationId: number, ids: number[]): Promise<Conversation[]> {
  return (await getConversationsWithJson(db, organizationId, ids)).map((c) => c.conversation);
}

/** As getConversations, each also as the JSON text the database wrote (to pass on without writing it again). */
export async function getConversationsWithJson(
  db: Db,
  organizationId: number,
  ids: number[],
): Promise<{ conversation: Conversation; json: JsonText<Conversation> }[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ConversationRow>(
    db,
    selectConversationsSql({ where: and(eq(conversations.organizationId, organizationId), inArray(conversations.id, ids))! }),
  );
  const byId = new Map(rows.map((r) => {
    const conversation = toConversation(r);
    return [conversation.id, { conversation, json: r.conversation }];
  }));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
