import type { TimelineEntry } from '#contract/conversations';
import { isHiddenEvent } from './describe-event';

/**
 * What the thread lists. A reply cancelled by Undo send went back into the editor: it has no card (the
 * history keeps its one-line `message_cancelled` event). Events that only repeat a message are left out.
 */
export function visibleEntries(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries.filter((entry) => {
    if (entry.type === 'event') return !isHiddenEvent(entry.event.type);
    if (entry.type === 'message') return !(entry.message.direction === 'outbound' && entry.message.status === 'cancelled');
    return true;
  });
}
