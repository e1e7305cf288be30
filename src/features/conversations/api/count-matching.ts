import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { bulkOperationKeys } from './bulk-operation-keys';

const MatchingCountSchema = z.object({ count: z.number().int(), max: z.number().int() });
export type MatchingCount = z.infer<typeof MatchingCountSchema>;

/** How many conversations the view's search matches now, and the most one change can cover. */
export function countMatching(search: string, signal?: AbortSignal): Promise<MatchingCount> {
  return api.get('/conversations/bulk/matching', { query: { search }, schema: MatchingCountSchema, signal });
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
