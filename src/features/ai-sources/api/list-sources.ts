import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { RagSourcePageSchema, type RagSource, type RagSourcePage } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { aiSourceKeys, type SourceFilters } from './ai-source-keys';

const PAGE_SIZE = 25;
/** How often the list asks again while the background job still has work on a source. */
export const SETTLING_REFRESH_MS = 1500;

export function listSources(filters: SourceFilters, cursor: string | undefined, signal?: AbortSignal): Promise<RagSourcePage> {
  return api.get('/organization/rag/sources', { query: { ...filters, limit: PAGE_SIZE, cursor }, schema: RagSourcePageSchema, signal });
}

/** A source the background job has not finished with: being processed, or deleted but still listed. */
export const isSettling = (source: RagSource) => source.status === 'queued' || source.status === 'processing' || source.status === 'deleting';

/**
 * Newest first, in pages (the cursor of the last page asks for the next). While any listed source is queued,
 * processing or being deleted the list refreshes itself, so its status changes without a reload.
 */
export const sourcesQueryOptions = (filters: SourceFilters) =>
  infiniteQueryOptions({
    queryKey: aiSourceKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listSources(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.data.some(isSettling)) ? SETTLING_REFRESH_MS : false),
  });

/** The route's loader fetched the first page already. */
export function useSources(filters: SourceFilters) {
  return useSuspenseInfiniteQuery(sourcesQueryOptions(filters));
}
