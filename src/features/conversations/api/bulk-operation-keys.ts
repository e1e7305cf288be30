import { conversationKeys } from './conversation-keys';

// Query keys of bulk operations (a change over many conversations, its progress and its undo).
export const bulkOperationKeys = {
  all: [...conversationKeys.all, 'bulk-operation'] as const,
  detail: (id: number) => [...bulkOperationKeys.all, id] as const,
  /** How many conversations a search matches, for "select all matching". */
  matchingCount: (search: string) => [...bulkOperationKeys.all, 'matching-count', search] as const,
};
