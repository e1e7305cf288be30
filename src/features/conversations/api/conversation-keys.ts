import type { ConversationOrder } from '#contract/conversations';

/** The inbox view as the list endpoint sees it (the URL search params, normalised). */
export interface ConversationListFilters {
  search: string;
  order: ConversationOrder;
}

// Query keys of everything about conversations. Mutations invalidate through these, never with no key.
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (filters: ConversationListFilters) => [...conversationKeys.lists(), filters] as const,
  details: () => [...conversationKeys.all, 'detail'] as const,
  detail: (id: number) => [...conversationKeys.details(), id] as const,
  timeline: (id: number) => [...conversationKeys.detail(id), 'timeline'] as const,
  counts: () => [...conversationKeys.all, 'counts'] as const,
};
