import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { bulkOperationKeys } from './bulk-operation-keys';

export interface MatchingCount {
  count: number;
  max: number;
}

const matchingCountSchema = lazySchema<MatchingCount>(() => import('./bulk-schemas').then((m) => m.MatchingCountSchema));

/** How many conversations the view's search matches now, and the most one change can cover. */
export function countMatching(search: string, signal?: AbortSignal): Promise<MatchingCount> {
  return api.get('/conversations/bulk/matching', { query: { search }, schema: matchingCountSchema, signal });
}

export const matchingCountQueryOptions = (search: string) =>
  queryOptions({
    queryKey: bulkOperationKeys.matchingCount(search),
    queryFn: ({ signal }) => countMatching(search, signal),
    staleTime: 5_000,
  });

/** Asked for only while every loaded row is selected (the toolbar then offers every match). */
export function useMatchingCount(search: string, enabled: boolean) {
  return useQuery({ ...matchingCountQueryOptions(search), enabled });
}
