import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ConversationEvent, Message, Note, TimelineEntry } from '../../../contract/conversations.ts';
import type { Db } from '../../db/client.ts';
import { agents, attachments, events, messages, notes } from '../../db/schema.ts';

// Messages, notes and events of one conversation, in the API's shapes, merged in time order.

type AgentSummary = { id: number; name: string; email: string };
type MessageRow = typeof messages.$inferSelect;
type AttachmentMeta = { id: number; messageId: number; filename: string; contentType: string; size: number };

export function attachmentUrl(conversationId: number, attachmentId: number): string {
  return `/api/conversations/${conversationId}/attachments/${attachmentId}`;
}

export function toMessage(m: MessageRow, agent: AgentSummary | null, files: AttachmentMeta[]): Message {
  return {
    id: m.id,
    conversation_id: m.conversationId,
    direction: m.direction,
    status: m.status,
    from: { name: m.fromName, email: m.fromEmail },
    to: m.to,
    cc: m.cc,
    bcc: m.bcc,
    subject: m.subject,
    html: m.html,
    text: m.text,
    agent,
    attachments: files.map((f) => ({
      id: f.id,
      name: f.filename,
      type: f.contentType,
      size: f.size,
      url: attachmentUrl(m.conversationId, f.id),
    })),
    generated_id: m.generatedId,
    send_at: m.sendAt?.toISOString() ?? null,
    sent_at: m.sentAt?.toISOString() ?? null,
    failure_reason: m.failureReason,
    created: m.createdAt.toISOString(),
  };
}

async function agentsById(db: Db, ids: (number | null)[]): Promise<Map<number, AgentSummary>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: agents.id, name: agents.name, email: agents.email }).from(agents).where(inArray(agents.id, wanted));
  return new Map(rows.map((a) => [a.id, a]));
}

async function attachmentsOf(db: Db, messageIds: number[]): Promise<Map<number, AttachmentMeta[]>> {
  const byMessage = new Map<number, AttachmentMeta[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ id: attachments.id, messageId: attachments.messageId, filename: attachments.filename, contentType: attachments.contentType, size: attachments.size })
    .from(attachments)
    .where(inArray(attachments.messageId, messageIds))
    .orderBy(asc(attachments.id));
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

/** One message of the organization, in the API shape. */
export async function getMessage(db: Db, organizationId: number, messageId: number): Promise<Message | undefined> {
  const [m] = await db.select().from(messages).where(and(eq(messages.organizationId, organizationId), eq(messages.id, messageId)));
  if (!m) return undefined;
  const [people, files] = await Promise.all([agentsById(db, [m.agentId]), attachmentsOf(db, [m.id])]);
  return toMessage(m, m.agentId ? (people.get(m.agentId) ?? null) : null, files.get(m.id) ?? []);
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
 * The conversation's history in time order (ties: messages, then notes, then events, each by id); with `limit`,
 * only the first entries are read (the first n overall are among the first n of each kind).
 */
export async function loadTimelineEntries(
  db: Db,
  organizationId: number,
  conversationId: number,
  opts: { limit?: number } = {},
): Promise<TimelineEntry[]> {
  const limit = opts.limit ?? Number.MAX_SAFE_INTEGER;
  const [messageRows, noteRows, eventRows] = await Promise.all([
    db.select().from(messages).where(and(eq(messages.organizationId, organizationId), eq(messages.conversationId, conversationId))).orderBy(asc(messages.createdAt), asc(messages.id)).limit(limit),
    db.select().from(notes).where(and(eq(notes.organizationId, organizationId), eq(notes.conversationId, conversationId))).orderBy(asc(notes.createdAt), asc(notes.id)).limit(limit),
    db.select().from(events).where(and(eq(events.organizationId, organizationId), eq(events.conversationId, conversationId))).orderBy(asc(events.createdAt), asc(events.id)).limit(limit),
  ]);
  const people = await agentsById(db, [
    ...messageRows.map((m) => m.agentId),
    ...noteRows.map((n) => n.agentId),
    ...eventRows.map((e) => e.actorAgentId),
  ]);
  const files = await attachmentsOf(db, messageRows.map((m) => m.id));
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));

  const entries: { at: number; rank: number; id: number; entry: TimelineEntry }[] = [
    ...messageRows.map((m) => ({
      at: m.createdAt.getTime(),
      rank: 0,
      id: m.id,
      entry: { type: 'message' as const, message: toMessage(m, person(m.agentId), files.get(m.id) ?? []) },
    })),
    ...noteRows.map((n) => {
      const note: Note = { id: n.id, conversation_id: n.conversationId, body: n.body, agent: person(n.agentId), created: n.createdAt.toISOString() };
      return { at: n.createdAt.getTime(), rank: 1, id: n.id, entry: { type: 'note' as const, note } };
    }),
    ...eventRows.map((e) => {
      const event: ConversationEvent = {
        id: e.id,
        conversation_id: e.conversationId,
        type: e.type,
        actor: { type: e.actorType, agent: person(e.actorAgentId), api_key_id: e.actorApiKeyId },
        data: e.data,
        created: e.createdAt.toISOString(),
      };
      return { at: e.createdAt.getTime(), rank: 2, id: e.id, entry: { type: 'event' as const, event } };
    }),
  ];
  entries.sort((a, b) => a.at - b.at || a.rank - b.rank || a.id - b.id);
  return entries.slice(0, limit).map((e) => e.entry);
}
