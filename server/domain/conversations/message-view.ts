import { and, eq, sql } from 'drizzle-orm';
import type { Message, TimelineEntry } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import type { JsonText } from '../../db/json-text.ts';
import { queryRows } from '../../db/query-rows.ts';
import { events, messages, notes } from '../../db/schema.ts';
import { isoTimestamp } from '../../db/sql-json.ts';

// Messages, notes and events of one conversation, in the API's shapes, merged in time order. As for
// conversations (conversation-view.ts), the database writes each one's JSON: a 50-message thread is one
// statement and no per-column parsing or mapping here.

/** An agent (joined under `alias`) as { id, name, email }, or null. */
const agentJson = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email) end`;

// The message `m`, its agent joined as `ma`; each attachment with the URL of GET /conversations/{id}/attachments/{attachment_id}.
const MESSAGE_JSON = `json_build_object(
  'id', m.id,
  'conversation_id', m.conversation_id,
  'direction', m.direction,
  'status', m.status,
  'from', json_build_object('name', m.from_name, 'email', m.from_email),
  'to', m."to",
  'cc', m.cc,
  'bcc', m.bcc,
  'subject', m.subject,
  'html', m.html,
  'text', m.text,
  'agent', ${agentJson('ma')},
  'attachments', coalesce((
    select json_agg(json_build_object('id', f.id, 'name', f.filename, 'type', f.content_type, 'size', f.size,
                                      'url', '/api/conversations/' || m.conversation_id || '/attachments/' || f.id) order by f.id)
    from attachments f where f.message_id = m.id), '[]'::json),
  'generated_id', m.generated_id,
  'send_at', ${isoTimestamp('m.send_at')},
  'sent_at', ${isoTimestamp('m.sent_at')},
  'failure_reason', m.failure_reason,
  'automated', m.automated,
  'created', ${isoTimestamp('m.created_at')}
)`.replace(/\s+/g, ' '); // sent with every statement: no layout

const NOTE_JSON = `json_build_object(
  'id', n.id, 'conversation_id', n.conversation_id, 'body', n.body, 'agent', ${agentJson('na')}, 'created', ${isoTimestamp('n.created_at')}
)`;

const EVENT_JSON = `json_build_object(
  'id', e.id,
  'conversation_id', e.conversation_id,
  'type', e.type,
  'actor', json_build_object('type', e.actor_type, 'agent', ${agentJson('ea')}, 'api_key_id', e.actor_api_key_id),
  'data', e.data,
  'created', ${isoTimestamp('e.created_at')}
)`;

/** One message of the organization, in the API shape. */
export async function getMessage(db: Db, organizationId: number, messageId: number): Promise<Message | undefined> {
  const [row] = await queryRows<{ message: string }>(
    db,
    sql`select ${sql.raw(MESSAGE_JSON)}::text as message from messages m left join agents ma on ma.id = m.agent_id
        where m.organization_id = ${organizationId} and m.id = ${messageId}`,
  );
  return row ? (JSON.parse(row.message) as Message) : undefined;
}

/** How many messages, notes and events the conversation has. */
export async function countTimelineEntries(db: Db, organizationId: number, conversationId: number): Promise<number> {
  const count = async (table: typeof messages | typeof notes | typeof events) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.organizationId, organizationId), eq(table.conversationId, conversationId)));
    return Number(row?.n ?? 0);
  };
  return (await count(messages)) + (await count(notes)) + (await count(events));
}

/**
 * The conversation's history in time order (ties within a millisecond: messages, then notes, then events, each
 * by id); with `limit`, only the first entries.
 */
export async function loadTimelineEntries(
  db: Db,
  organizationId: number,
  conversationId: number,
  opts: { limit?: number } = {},
): Promise<TimelineEntry[]> {
  return JSON.parse(await loadTimelineJson(db, organizationId, conversationId, opts)) as TimelineEntry[];
}

/** As loadTimelineEntries, as the JSON text of the array, written by the database, to answer as it is. */
export async function loadTimelineJson(
  db: Db,
  organizationId: number,
  conversationId: number,
  opts: { limit?: number } = {},
): Promise<JsonText<TimelineEntry[]>> {
  const limit = opts.limit === undefined ? sql`` : sql`limit ${opts.limit}`;
  // Milliseconds, as the API's timestamps show them: entries written in one millisecond keep the kinds' order.
  const rows = await queryRows<{ entry: string }>(
    db,
    sql`select entry::text as entry from (
          select date_trunc('milliseconds', m.created_at) as at, 0 as rank, m.id, json_build_object('type', 'message', 'message', ${sql.raw(MESSAGE_JSON)}) as entry
          from messages m left join agents ma on ma.id = m.agent_id
          where m.organization_id = ${organizationId} and m.conversation_id = ${conversationId}
          union all
          select date_trunc('milliseconds', n.created_at), 1, n.id, json_build_object('type', 'note', 'note', ${sql.raw(NOTE_JSON)})
          from notes n left join agents na on na.id = n.agent_id
          where n.organization_id = ${organizationId} and n.conversation_id = ${conversationId}
          union all
          select date_trunc('milliseconds', e.created_at), 2, e.id, json_build_object('type', 'event', 'event', ${sql.raw(EVENT_JSON)})
          from events e left join agents ea on ea.id = e.actor_agent_id
          where e.organization_id = ${organizationId} and e.conversation_id = ${conversationId}
        ) entries
        order by at, rank, id ${limit}`,
  );
  return `[${rows.map((r) => r.entry).join(',')}]`;
}
