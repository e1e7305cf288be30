import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conversation } from '../../../contract/conversations.ts';
import type { Db } from '../../db/client.ts';
import { agents, contacts, conversations } from '../../db/schema.ts';

// The one place that turns conversation rows into the API's Conversation shape.

const assignee = alias(agents, 'assignee');

// Every column but the search document, which can be large and is never shown.
const { search: _search, ...conversationFields } = getTableColumns(conversations);

export const conversationColumns = {
  c: conversationFields,
  contact: { id: contacts.id, name: contacts.name, email: contacts.email },
  assignee: { id: assignee.id, name: assignee.name, email: assignee.email },
};

/** select ... from conversations with its contact and assignee joined; add where/order/limit. */
export function selectConversations(db: Db) {
  return selectConversationsWith(db, {});
}

/** The same, with extra selected fields (e.g. a sort key). */
export function selectConversationsWith<E extends Record<string, SQL.Aliased | SQL>>(db: Db, extra: E) {
  return db
    .select({ ...conversationColumns, ...extra })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(assignee, eq(assignee.id, conversations.assigneeId));
}

type Row = {
  c: Omit<typeof conversations.$inferSelect, 'search'>;
  contact: { id: number; name: string; email: string | null };
  assignee: { id: number | null; name: string | null; email: string | null } | null;
};

export function toConversation({ c, contact, assignee: a }: Row): Conversation {
  return {
    id: c.id,
    subject: c.subject,
    status: c.status,
    assignee: a && a.id !== null ? { id: a.id, name: a.name!, email: a.email! } : null,
    tags: c.tags,
    contact,
    channel_id: c.channelId,
    snooze_until: c.snoozeUntil?.toISOString() ?? null,
    created: c.createdAt.toISOString(),
    updated: c.updatedAt.toISOString(),
    last_message_at: c.lastMessageAt?.toISOString() ?? null,
    waiting_since: c.waitingSince?.toISOString() ?? null,
    preview: c.preview,
    message_count: c.messageCount,
  };
}

export async function getConversation(db: Db, organizationId: number, id: number): Promise<Conversation | undefined> {
  const [row] = await selectConversations(db)
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, id)))
    .limit(1);
  return row ? toConversation(row) : undefined;
}

/** The conversations of these ids that exist in the organization, in the order of `ids`. */
export async function getConversations(db: Db, organizationId: number, ids: number[]): Promise<Conversation[]> {
  if (ids.length === 0) return [];
  const rows = await selectConversations(db).where(
    and(eq(conversations.organizationId, organizationId), inArray(conversations.id, ids)),
  );
  const byId = new Map(rows.map((r) => [r.c.id, toConversation(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
