import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { BulkOperation, Conversation, ConversationPage } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { applyBulkChange, chunkIds, patchListPages, toBulkBody, type BulkChange } from '../bulk-change';
import { matchesView } from '../inbox-search';
import { conversationKeys, type ConversationListFilters } from './conversation-keys';

const bulkUpdateResultSchema = lazySchema(() => import('#contract/conversations').then((m) => m.BulkUpdateResultSchema));

export interface BulkUpdateInput {
  ids: number[];
  change: BulkChange;
}

/** A request of a chunked update failed; `updated` holds what the earlier requests changed. */
export class BulkUpdateError extends Error {
  override readonly name = 'BulkUpdateError';
  readonly updated: Conversation[];
  constructor(cause: unknown, updated: Conversation[]) {
    super(cause instanceof Error ? cause.message : 'The update failed.', { cause });
    this.updated = updated;
  }
}

export interface BulkUpdateOutcome {
  /** The conversations updated, in their new state. */
  conversations: Conversation[];
  /** One operation per request: what Undo puts back. */
  operations: BulkOperation[];
}

/** POST /conversations/bulk, in requests of at most 500 ids; resolves to the conversations updated. */
export async function bulkUpdateConversations({ ids, change }: BulkUpdateInput): Promise<BulkUpdateOutcome> {
  const outcome: BulkUpdateOutcome = { conversations: [], operations: [] };
  for (const chunk of chunkIds(ids)) {
    try {
      const result = await api.post('/conversations/bulk', toBulkBody(chunk, change), { schema: bulkUpdateResultSchema });
      outcome.conversations.push(...result.conversations);
      outcome.operations.push(result.operation);
    } catch (error) {
      throw new BulkUpdateError(error, outcome.conversations);
    }
  }
  return outcome;
}

type ListData = InfiniteData<ConversationPage, string | undefined>;
const bulkMutationKey = [...conversationKeys.all, 'bulk'] as const;

/**
 * Changes many conversations. Every cached list shows the change at once (rows that leave a view
 * disappear from it); a failure puts the lists back. Afterwards the lists and the conversations refetch.
 */
export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bulkMutationKey,
    mutationFn: bulkUpdateConversations,
    onMutate: async ({ ids, change }) => {
      // A list fetch in flight would overwrite the optimistic pages with the old state.
      await queryClient.cancelQueries({ queryKey: conversationKeys.lists() });
      const snapshot = queryClient.getQueriesData<ListData>({ queryKey: conversationKeys.lists() });
      const idSet = new Set(ids);
      for (const [queryKey, data] of snapshot) {
        if (!data) continue;
        const filters = queryKey[2] as ConversationListFilters | undefined;
        const keep = (c: Conversation) => (filters ? matchesView(c, filters.search) : true);
        queryClient.setQueryData<ListData>(queryKey, patchListPages(data, idSet, change, keep));
      }
      // A conversation on screen (one acted on from the keyboard, say) shows the change at once too.
      const details: [readonly unknown[], Conversation][] = [];
      for (const id of ids) {
        const key = conversationKeys.detail(id);
        const before = queryClient.getQueryData<Conversation>(key);
        const after = before && applyBulkChange(before, change);
        if (!before || !after) continue;
        details.push([key, before]);
        queryClient.setQueryData<Conversation>(key, after);
      }
      return { snapshot, details };
    },
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) queryClient.setQueryData(queryKey, data);
      for (const [queryKey, data] of context?.details ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSuccess: ({ conversations }, { ids, change }) => {
      if (change.kind === 'status' && change.status === 'DELETE') {
        // Gone for good: nothing should refetch them (a 404) or show them again. One still on screen is
        // left to whoever shows it (it navigates away, then the cache lets it go).
        const deleted = new Set<unknown>(ids);
        queryClient.removeQueries({
          queryKey: conversationKeys.details(),
          predicate: (query) => deleted.has(query.queryKey[2]) && query.getObserversCount() === 0,
        });
        return;
      }
      // An open conversation shows its new state at once; the invalidation below brings its history.
      for (const conversation of conversations) {
        queryClient.setQueryData<Conversation>(conversationKeys.detail(conversation.id), (old) => (old ? conversation : old));
      }
    },
    onSettled: (_data, error, { ids, change }) => {
      // While another bulk change is still running, its optimistic state must not be refetched away.
      if (queryClient.isMutating({ mutationKey: bulkMutationKey }) > 1) return;
      // Not awaited: the rows are already right, and refetching every loaded page must not delay the toast.
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      if (!error && change.kind === 'status' && change.status === 'DELETE') return;
      const idSet = new Set<unknown>(ids);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.details(), predicate: (query) => idSet.has(query.queryKey[2]) });
    },
  });
}
