import { z } from 'zod';
import { PathUuidSchema, RAG_LIMITS, RAG_SOURCE_STATUSES, RAG_SOURCE_TYPES } from '../../../contract/rag';
import type { SourceFilters } from './api/ai-source-keys';

/** What the editor sheet shows: a new Q&A, a new text, or the Q&A of that uuid. */
export const NEW_QUESTION = 'new-question';
export const NEW_TEXT = 'new-text';

/**
 * The page's address: the list's filters, the question being tried (`q`) and the open editor (`edit`), so a
 * view can be reloaded or shared. Anything unreadable is dropped rather than refused: an old link still opens.
 */
export const aiSourcesSearchSchema = z.object({
  type: z.enum(RAG_SOURCE_TYPES).optional().catch(undefined),
  status: z.enum(RAG_SOURCE_STATUSES).optional().catch(undefined),
  q: z.string().trim().min(1).max(RAG_LIMITS.queryLength).optional().catch(undefined),
  edit: z.union([z.literal(NEW_QUESTION), z.literal(NEW_TEXT), PathUuidSchema]).optional().catch(undefined),
});
export type AiSourcesSearch = z.infer<typeof aiSourcesSearchSchema>;

export function toFilters({ type, status }: AiSourcesSearch): SourceFilters {
  return { ...(type ? { type } : {}), ...(status ? { status } : {}) };
}
