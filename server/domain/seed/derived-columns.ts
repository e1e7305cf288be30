import type { SeedStatus } from './drafts.ts';

// The conversation columns that summarise its messages, computed the way the rest of the service defines them.

/**
 * When the customer started waiting: the earliest inbound message after the last agent reply, while the
 * conversation still needs an answer (last message inbound, status opened or snoozed); null otherwise.
 */
export function waitingSinceOf(
  messages: readonly { direction: 'inbound' | 'outbound'; createdAt: Date }[],
  status: SeedStatus,
): Date | null {
  const last = messages[messages.length - 1];
  if (!last || last.direction !== 'inbound' || (status !== 'opened' && status !== 'snoozed')) return null;
  let start = last.createdAt;
  for (let i = messages.length - 1; i >= 0 && messages[i]!.direction === 'inbound'; i--) start = messages[i]!.createdAt;
  return start;
}
