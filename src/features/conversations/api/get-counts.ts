import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationCounts } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { conversationKeys } from './conversation-keys';

/** How often the sidebar's counts are refreshed while nothing else refreshes them (a change does at once). */
const REFRESH_MS = 30_000;

const countsSchema = lazySchema(() => import('#contract/conversations').then((m) => m.ConversationCountsSchema));

/** The sidebar shows them on every page: checked against the contract once its schema is loaded (see api-client.ts). */
export function getCounts(signal?: AbortSignal): Promise<ConversationCounts> {
  return api.get('/conversations/counts', { schema: countsSchema, checkLater: true, signal });
}

export const countsQueryOptions = () =>
  queryOptions({
    queryKey: conversationKeys.counts(),
    queryFn: ({ signal }) => getCounts(signal),
    staleTime: 10_000,
    refetchInterval: REFRESH_MS,
  });

/** The number of conversations of each sidebar view (mine, unassigned, each status), capped. */
export function useCounts() {
  return useQuery(countsQueryOptions());
}

/** A count as the sidebar shows it: "10k+" at the cap, "1.2k" past a thousand. */
export function formatCount(value: number, cap: number): string {
  if (value >= cap) return `${Math.floor(cap / 1000)}k+`;
  if (value >= 1000) return `${(Math.floor(value / 100) / 10).toString()}k`;
  return String(value);
}
