import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationPage } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { conversationKeys, type ConversationListFilters } from './conversation-keys';

/** Rows a page: large enough that a long scroll needs few requests, small enough to answer fast. */
export const CONVERSATION_PAGE_SIZE = 100;

const conversationPageSchema = lazySchema(() => import('#contract/conversations').then((m) => m.ConversationPageSchema));

/** The inbox's first screen shows it: checked against the contract once its schema is loaded (see api-client.ts). */
export function listConversations(
  filters: ConversationListFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  return api.get('/conversations', {
    query: { search: filters.search || undefined, order: filters.order, cursor, limit: CONVERSATION_PAGE_SIZE },
    schema: conversationPageSchema,
    checkLater: true,
    signal,
  });
}

/** The inbox list: cursor pages of one view (search + order); `cursor` is null on the last page. */
export const conversationListQueryOptions = (filters: ConversationListFilters) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listConversations(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
    // What is due soon changes with the clock, not only with events: such a view asks again every minute.
    refetchInterval: /(^|\s)sla:/i.test(filters.search) ? 60_000 : false,
  });

export function useConversationList(filters: ConversationListFilters) {
  return useInfiniteQuery(conversationListQueryOptions(filters));
}
