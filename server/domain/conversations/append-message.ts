import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema.ts';
import { PREVIEW_LENGTH, previewOf, SEARCH_DOCUMENT_BUDGET, SEARCH_TEXT_MAX } from '../message-text.ts';

/**
 * Keeps a conversation's summary in step with a message just added to it: count, preview, activity times,
 * the search document, and the customer's wait (a customer message starts it if none is running).
 */
export async function appendMessageToConversation(
  tx: Db,
  input: { organizationId: number; conversationId: number; text: string; at: Date; fromCustomer: boolean },
): Promise<void> {
  await tx
    .update(conversations)
    .set({
      messageCount: sql`${conversations.messageCount} + 1`,
      preview: previewOf(input.text),
      lastMessageAt: input.at,
      updatedAt: input.at,
      ...(input.fromCustomer ? { waitingSince: sql`coalesce(${conversations.waitingSince}, ${input.at})` } : {}),
      search: sql`case when octet_length(${conversations.search}::text) < ${SEARCH_DOCUMENT_BUDGET}
        then ${conversations.search} || setweight(to_tsvector('english', ${input.text.slice(0, SEARCH_TEXT_MAX)}), 'B')
        else ${conversations.search} end`,
    })
    .where(and(eq(conversations.organizationId, input.organizationId), eq(conversations.id, input.conversationId)));
}

/** An agent's reply went out: the customer is no longer waiting. */
export async function markAnswered(tx: Db, organizationId: number, conversationId: number, at: Date): Promise<void> {
  await tx
    .update(conversations)
    .set({ waitingSince: null, updatedAt: at })
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
}

/**
 * Recounts a conversation's summary from its messages, leaving out cancelled ones: after an undo the list
 * must not show, or count, a message that was never sent. (The search document keeps its words: a tsvector
 * cannot have one message taken out; the subject and other messages still match as before.)
 */
export async function recountConversation(tx: Db, organizationId: number, conversationId: number): Promise<void> {
  const live = sql`from ${messages} m where m.conversation_id = ${conversationId} and m.status <> 'cancelled'`;
  await tx
    .update(conversations)
    .set({
      messageCount: sql`(select count(*)::int ${live})`,
      preview: sql`coalesce((select left(regexp_replace(btrim(m.text), '[[:space:]]+', ' ', 'g'), ${PREVIEW_LENGTH}) ${live} order by m.created_at desc, m.id desc limit 1), '')`,
      lastMessageAt: sql`(select max(m.created_at) ${live})`,
    })
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
}
