import { SORT_WAYS, SUPPRESSION_ORDERS } from '../../lib/contract-constants';
import { oneOf, searchParams } from '../../lib/search-params';
import type { SuppressionOrder } from './api/suppression-keys';

// The list's order lives in the URL (`?order_by=blocked&way=desc`), so a sorted view can be bookmarked and
// shared. Unknown values are dropped rather than refused: the page then shows its default order.

export const suppressionSearchSchema = searchParams({
  order_by: oneOf(SUPPRESSION_ORDERS),
  way: oneOf(SORT_WAYS),
});
export type SuppressionSearch = ReturnType<typeof suppressionSearchSchema.parse>;

type Column = SuppressionOrder['order_by'];

/** The way a column sorts when first chosen: names A to Z, the most blocked and the newest first. */
const FIRST_WAY: Record<Column, SuppressionOrder['way']> = { contact: 'asc', blocked: 'desc', created: 'desc' };

/** Newest first until the admin picks another order. */
export function toOrder(search: SuppressionSearch): SuppressionOrder {
  const order_by = search.order_by ?? 'created';
  return { order_by, way: search.way ?? FIRST_WAY[order_by] };
}

/** A click on a column header: the sorted column reverses, another one sorts in its first way. */
export function nextOrder(current: SuppressionOrder, column: Column): SuppressionOrder {
  if (current.order_by === column) return { order_by: column, way: current.way === 'asc' ? 'desc' : 'asc' };
  return { order_by: column, way: FIRST_WAY[column] };
}
