import type { ConversationChange } from '../../api/update-conversation';
import type { BulkChange } from '../../bulk-change';

/**
 * A header change that takes the conversation out of the agent's queue (close, snooze, spam), as the list
 * runs it so that the next conversation can open (auto-advance); null for any other change (reopen,
 * assignee, tags), which the header makes in place.
 */
export function leavingChange(change: ConversationChange): BulkChange | null {
  if (change.assignee !== undefined || change.tag !== undefined || change.untag !== undefined) return null;
  switch (change.status) {
    case 'CLOSED':
    case 'SPAM':
      return { kind: 'status', status: change.status };
    case 'SNOOZED':
      return change.snooze_until ? { kind: 'snooze', until: change.snooze_until } : null;
    default:
      return null;
  }
}
