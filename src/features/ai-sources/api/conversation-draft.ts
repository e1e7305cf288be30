import type { RagConversationDraft } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

// Asked from a conversation's header: its schema (and zod) come when first asked for.
const draftSchema = lazySchema(() => import('#contract/rag').then((m) => m.RagConversationDraftSchema));

/** What a conversation would teach the store now: its customer's question and the agent's last sent answer. */
export function getConversationDraft(conversationId: number, signal?: AbortSignal): Promise<RagConversationDraft> {
  return api.get('/organization/rag/sources/conversation/draft', { query: { conversation_id: conversationId }, schema: draftSchema, signal });
}
