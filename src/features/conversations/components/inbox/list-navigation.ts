// Pure rules of moving through the inbox list: where j and k go, and which conversation opens after the
// open one leaves the view (auto-advance). Ids are the loaded rows, in list order.

/** Where the keyboard is: a conversation, and the row it was at (it may have left the list since). */
export interface ListPosition {
  id: number | null;
  /** Its row when last seen; -1 when unknown. */
  index: number;
}

/**
 * The row j (`delta` 1) or k (-1) goes to. From a row still in the list: the next or previous one, stopping
 * at either end. From a conversation that left the list (closed while open, say), the row that took its
 * place is next and the one above it is previous. Without a position, the first row.
 */
export function stepFrom(ids: readonly number[], from: ListPosition, delta: 1 | -1): number | null {
  if (ids.length === 0) return null;
  const at = from.id === null ? -1 : ids.indexOf(from.id);
  let next: number;
  if (at >= 0) next = at + delta;
  else if (from.index >= 0) next = delta > 0 ? from.index : from.index - 1;
  else next = 0;
  return ids[Math.min(ids.length - 1, Math.max(0, next))] ?? null;
}

/**
 * The conversation to open once `id` leaves the view (closed, snoozed, spam, deleted), decided before it
 * leaves: the row below it, else the row above it (it was the last), else none. When `id` is not in the list,
 * the row at its last known place.
 */
export function nextAfterLeaving(ids: readonly number[], from: ListPosition): number | null {
  const at = from.id === null ? -1 : ids.indexOf(from.id);
  if (at < 0) {
    if (from.index < 0) return null;
    return ids[Math.min(from.index, ids.length - 1)] ?? null;
  }
  return ids[at + 1] ?? ids[at - 1] ?? null;
}
