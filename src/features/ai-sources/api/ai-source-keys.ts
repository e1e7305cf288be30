import type { RagSourceStatus, RagSourceType } from '#contract/rag';
import type { RagProposalStatus } from '#contract/rag-proposals';

/** The list's filters, as the URL and the API's query name them. */
export interface SourceFilters {
  type?: RagSourceType;
  status?: RagSourceStatus;
  /** Words the sources contain. */
  search?: string;
}

// Query keys of the AI Q&A store. Mutations invalidate through these, never with no key.
export const aiSourceKeys = {
  all: ['ai-sources'] as const,
  lists: () => [...aiSourceKeys.all, 'list'] as const,
  list: (filters: SourceFilters) => [...aiSourceKeys.lists(), filters] as const,
  details: () => [...aiSourceKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...aiSourceKeys.details(), uuid] as const,
  searches: () => [...aiSourceKeys.all, 'search'] as const,
  search: (q: string) => [...aiSourceKeys.searches(), q] as const,
  // The change feed's ai_source.* events refresh the lists, searches and these; an open source only while it is not being deleted (live/apply-changes.ts).
  proposals: () => [...aiSourceKeys.all, 'proposals'] as const,
  proposalList: (status: RagProposalStatus) => [...aiSourceKeys.proposals(), status] as const,
};
