import { queryOptions, useQuery } from '@tanstack/react-query';
import { RagSearchResponseSchema } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

/** As many as the reply box's suggestions look at, so "try a question" shows what agents would get. */
export const TRY_LIMIT = 5;

export function searchSources(q: string, signal?: AbortSignal) {
  return api.get('/organization/rag/search', { query: { q, limit: TRY_LIMIT }, schema: RagSearchResponseSchema, signal });
}

/** What retrieval answers to a question now (ready sources only, best first). Never cached for long: the store changes. */
export const sourceSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: aiSourceKeys.search(q), queryFn: ({ signal }) => searchSources(q, signal), staleTime: 0 });

/** Runs once there is a question to try. */
export function useSourceSearch(q: string | undefined) {
  return useQuery({ ...sourceSearchQueryOptions(q ?? ''), enabled: Boolean(q) });
}
