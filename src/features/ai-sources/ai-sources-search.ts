import { RAG_LIST_SEARCH_MAX_LENGTH, RAG_QUERY_MAX_LENGTH, RAG_SOURCE_STATUSES, RAG_SOURCE_TYPES, UUID_PATTERN } from '../../lib/contract-constants';
import { either, lowerCasePattern, oneOf, searchParams, text } from '../../lib/search-params';
import type { SourceFilters } from './api/ai-source-keys';

/** The proposals' statuses the page can show besides the pending ones, which it shows first. */
export const DECIDED_PROPOSAL_STATUSES = ['dismissed', 'accepted'] as const;
export type DecidedProposalStatus = (typeof DECIDED_PROPOSAL_STATUSES)[number];

/** What the editor sheet shows: a new Q&A, a new text, or the Q&A of that uuid. */
export const NEW_QUESTION = 'new-question';
export const NEW_TEXT = 'new-text';

/**
 * The page's address: the list's filters, the question being tried (`q`), the open editor (`edit`) and which questions from replies are shown (`proposals`), so a
 * view can be reloaded or shared. Anything unreadable is dropped rather than refused: an old link still opens.
 */
export const aiSourcesSearchSchema = searchParams({
  type: oneOf(RAG_SOURCE_TYPES),
  status: oneOf(RAG_SOURCE_STATUSES),
  // Words the listed sources contain (the list's own filter, not the tried question).
  search: text({ trim: true, min: 1, max: RAG_LIST_SEARCH_MAX_LENGTH }),
  q: text({ trim: true, min: 1, max: RAG_QUERY_MAX_LENGTH }),
  // A Q&A's uuid as the API's paths take it (lower-cased).
  edit: either(oneOf([NEW_QUESTION, NEW_TEXT]), lowerCasePattern(UUID_PATTERN)),
  // The questions from replies already decided; absent: those still to review.
  proposals: oneOf(DECIDED_PROPOSAL_STATUSES),
});
export type AiSourcesSearch = ReturnType<typeof aiSourcesSearchSchema.parse>;

export function toFilters({ type, status, search }: AiSourcesSearch): SourceFilters {
  return { ...(type ? { type } : {}), ...(status ? { status } : {}), ...(search ? { search } : {}) };
}
