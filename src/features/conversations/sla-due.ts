import type { Conversation } from '#contract/conversations';

// A conversation's next SLA due time, as the list's `due` order and the due badges read it (the server's
// sla_due_key: the soonest of the targets not met yet).

export function nextDueMs(c: Pick<Conversation, 'sla'>): number | undefined {
  if (!c.sla) return undefined;
  const times = [c.sla.first_response_due_at, c.sla.next_response_due_at, c.sla.resolution_due_at]
    .filter((t): t is string => t !== null)
    .map((t) => Date.parse(t));
  return times.length ? Math.min(...times) : undefined;
}
