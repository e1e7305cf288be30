import type { SUPPRESSION_ORDERS, SORT_WAYS } from '#contract/suppressions';

/** The list's order, as the URL and the API's order_by and way name it. */
export interface SuppressionOrder {
  order_by: (typeof SUPPRESSION_ORDERS)[number];
  way: (typeof SORT_WAYS)[number];
}

// Query keys of the suppression list. Mutations invalidate through these, never with no key.
export const suppressionKeys = {
  all: ['suppressions'] as const,
  lists: () => [...suppressionKeys.all, 'list'] as const,
  list: (order: SuppressionOrder) => [...suppressionKeys.lists(), order] as const,
};
