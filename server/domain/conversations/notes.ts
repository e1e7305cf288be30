import { and, eq } from 'drizzle-orm';
import type { Note } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import { conversations, notes } from '../../db/schema.ts';
import { emitConversationChanges } from '../changes/emit.ts';
import type { Actor } from './events.ts';
import { resolveSendingAgent } from './outbound-message.ts';

/** An internal note on a conversation: visible to agents only, never sent; counts as activity. */
export async function addNote(
  db: Db,
  organizationId: number,
  conversationId: number,
  input: { body: string; agent_id?: number | undefined; agent_email?: string | undefined },
  now: Date,
  actor?: Actor,
): Promise<Note | undefined> {
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
  if (!conversation) return undefined;
  const agent = await resolveSendingAgent(db, organizationId, input);
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(notes)
      .values({ organizationId, conversationId, agentId: agent.id, body: input.body, createdAt: now })
      .returning();
    await tx
      .update(conversations)
      .set({ updatedAt: now })
      .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
    await emitConversationChanges(tx, organizationId, actor ?? { type: 'agent', agentId: agent.id, apiKeyId: null }, 'note.added', [conversationId], now, () => ({
      note_id: note!.id,
    }));
    return { id: note!.id, conversation_id: conversationId, body: note!.body, agent, created: note!.createdAt.toISOString() };
  });
}
