import { AlarmClock, CircleCheck, Inbox, ShieldAlert, Timer, User, UserX, type LucideIcon } from 'lucide-react';
import type { ConversationCounts, ConversationOrder } from '#contract/conversations';
import type { InboxView } from '../../features/conversations/inbox-search';

export interface InboxViewLink {
  view: InboxView;
  label: string;
  /** The search the view is (kept in the URL, so a view is a link like any other). */
  q: string | undefined;
  /** The order it opens in, when not the default. */
  order?: ConversationOrder;
  icon: LucideIcon;
}

// The working queues first (what is mine, what nobody has, everything open), then the other statuses.
export const INBOX_VIEWS: InboxViewLink[] = [
  { view: 'mine', label: 'Mine', q: 'assigned:me', icon: User },
  { view: 'unassigned', label: 'Unassigned', q: 'assigned:none', icon: UserX },
  // SLA targets due within the hour or overdue, the soonest first.
  { view: 'due_soon', label: 'Due soon', q: 'sla:due_soon', order: 'due', icon: Timer },
  { view: 'opened', label: 'All open', q: undefined, icon: Inbox },
  { view: 'snoozed', label: 'Snoozed', q: 'status:snoozed', icon: AlarmClock },
  { view: 'closed', label: 'Closed', q: 'status:closed', icon: CircleCheck },
  { view: 'spam', label: 'Spam', q: 'status:spam', icon: ShieldAlert },
];

/** The first view of the second group (the other statuses), drawn after a divider. */
export const FIRST_STATUS_VIEW: InboxView = 'snoozed';

/** A view's count, or null while unknown (not loaded yet; `mine` for a caller that is no agent). */
export function countOf(counts: ConversationCounts | undefined, view: InboxView): number | null {
  return counts ? counts[view] : null;
}
