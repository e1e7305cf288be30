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
  /** `agent_id: null`: a note no agent wrote (a rule's). */
  input: { body: string; agent_id?: number | null | undefined; agent_email?: string | undefined },
  now: Date,
  actor?: Actor,
): Promise<Note | undefined> {
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
  if (!conversation) return undefined;
  const agent = input.agent_id === null ? null : await resolveSendingAgent(db, organizationId, { agent_id: input.agent_id, agent_email: input.agent_email });
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(notes)
      .values({ organizationId, conversationId, agentId: agent?.id ?? null, body: input.body, createdAt: now })
      .returning();
    await tx
      .update(conversations)
      .set({ updatedAt: now })
      .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
    await emitConversationChanges(tx, organizationId, actor ?? { type: 'agent', agentId: agent?.id ?? null, apiKeyId: null }, 'note.added', [conversationId], now, () => ({
      note_id: note!.id,
    }));
    return { id: note!.id, conversation_id: conversationId, body: note!.body, agent, created: note!.createdAt.toISOString() };
  });
}
