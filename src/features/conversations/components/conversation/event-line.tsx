import { Archive, Ban, Clock, Inbox, Sparkles, Tag, UserRound, XCircle } from 'lucide-react';
import type { ComponentType } from 'react';
import type { ConversationEvent } from '#contract/conversations';
import { RelativeTime } from './relative-time';

const ICONS: Record<string, ComponentType<{ className?: string }>> = {
  status_changed: Archive,
  snoozed: Clock,
  woke_up: Inbox,
  assigned: UserRound,
  unassigned: UserRound,
  tagged: Tag,
  untagged: Tag,
  contact_blocked: Ban,
  message_cancelled: XCircle,
  message_failed: XCircle,
  action_failed: XCircle,
};

/** A change in the history: one small grey line, "Dana closed the conversation · 5m ago". */
export function EventLine({ event, sentence, now }: { event: ConversationEvent; sentence: string; now: number }) {
  const Icon = ICONS[event.type] ?? Sparkles;
  return (
    <p className="flex items-center justify-center gap-1.5 px-4 text-xs text-slate-500">
      <Icon aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
      <span className="min-w-0 truncate" title={sentence}>
        {sentence}
      </span>
      <span aria-hidden="true">·</span>
      <RelativeTime iso={event.created} now={now} className="shrink-0" />
    </p>
  );
}
