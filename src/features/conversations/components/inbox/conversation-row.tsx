import { Link } from '@tanstack/react-router';
import { memo, type CSSProperties, type MouseEvent } from 'react';
import type { Conversation } from '#contract/conversations';
import { Checkbox } from '../../../../components/ui/checkbox';
import { cn } from '../../../../lib/cn';
import { DueBadge } from '../sla/due-badge';
import { AssigneeAvatar } from './assignee-avatar';
import { formatFullDate, formatRelativeShort } from './relative-time';
import { RowPresence } from './row-presence';
import { StatusBadge } from './status-badge';

/** Every row has the same height, so the virtualizer needs no measuring. */
export const ROW_HEIGHT = 84;
const MAX_TAGS = 2;
const MUTED_ON_TINT = 'group-data-[tinted]/row:text-slate-600';

export interface ConversationRowProps {
  conversation: Conversation;
  index: number;
  /** Total rows when known (the last page is loaded), else -1. */
  setSize: number;
  start: number;
  selected: boolean;
  open: boolean;
  cursor: boolean;
  now: Date;
  onToggle: (id: number, range: boolean) => void;
  onFocusRow: (id: number) => void;
}

/**
 * The time a row shows: when the customer's wait began (the order waiting rows are in), else the last message,
 * else the creation. Never the last change: tagging or assigning a conversation is no news.
 */
function rowTime(c: Conversation, waiting: boolean): { iso: string; date: Date; label: string } {
  if (waiting && c.waiting_since) return { iso: c.waiting_since, date: new Date(c.waiting_since), label: 'Waiting since' };
  if (c.last_message_at) return { iso: c.last_message_at, date: new Date(c.last_message_at), label: 'Last message' };
  return { iso: c.created, date: new Date(c.created), label: 'Started' };
}

export const ConversationRow = memo(function ConversationRow({
  conversation: c,
  index,
  setSize,
  start,
  selected,
  open,
  cursor,
  now,
  onToggle,
  onFocusRow,
}: ConversationRowProps) {
  const contact = c.contact.name.trim() || c.contact.email || 'Unknown contact';
  const waiting = c.waiting_since !== null && c.status === 'opened';
  const time = rowTime(c, waiting);
  const style: CSSProperties = { height: ROW_HEIGHT, transform: `translateY(${start}px)` };
  const onCheckboxClick = (event: MouseEvent) => {
    event.preventDefault();
    onToggle(c.id, event.shiftKey);
  };

  return (
    <li className="absolute inset-x-0 top-0" style={style} aria-posinset={index + 1} aria-setsize={setSize} data-conversation-id={c.id}>
      <div
        // Muted text gets darker on a tinted (open or selected) row, to keep its contrast.
        data-tinted={open || selected || undefined}
        className={cn(
          'group/row relative flex h-full items-start gap-3 border-b border-slate-100 pr-4 pl-4 transition-colors',
          open ? 'bg-indigo-50/80' : selected ? 'bg-sky-50' : 'bg-white hover:bg-slate-50',
        )}
      >
        {(open || cursor) && (
          <span aria-hidden="true" className={cn('absolute inset-y-0 left-0 w-[3px]', open ? 'bg-indigo-600' : 'bg-slate-300')} />
        )}
        <Checkbox
          aria-label={`Select conversation ${c.subject || '(no subject)'}`}
          checked={selected}
          onClick={onCheckboxClick}
          className="relative z-10 mt-[15px]"
        />
        <Link
          to="/inbox/$conversationId"
          params={{ conversationId: String(c.id) }}
          activeOptions={{ includeSearch: false }}
          onFocus={() => onFocusRow(c.id)}
          className="min-w-0 flex-1 py-3 outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-indigo-500 focus-visible:after:ring-inset"
        >
          <span className="flex items-center gap-2">
            {waiting && (
              <span title="Waiting for a reply" className="size-2 shrink-0 rounded-full bg-indigo-500">
                <span className="sr-only">Waiting for a reply: </span>
              </span>
            )}
            <span className={cn('truncate text-sm', waiting ? 'font-semibold text-slate-900' : 'font-medium text-slate-700')}>
              {contact}
            </span>
            {c.message_count > 1 && (
              <span className={cn('shrink-0 text-xs text-slate-500', MUTED_ON_TINT)} title={`${c.message_count} messages`}>
                <span className="sr-only">, </span>
                {c.message_count}
                <span className="sr-only"> messages</span>
              </span>
            )}
            <span className="ml-auto flex shrink-0 items-center gap-2 pl-2">
              <AssigneeAvatar agent={c.assignee} />
              <time
                dateTime={time.iso}
                title={`${time.label} ${formatFullDate(time.date)}`}
                className={cn('min-w-9 text-right text-xs whitespace-nowrap text-slate-500 tabular-nums', MUTED_ON_TINT)}
              >
                {formatRelativeShort(time.date, now)}
              </time>
            </span>
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span className={cn('truncate text-[13px]', waiting ? 'font-medium text-slate-900' : 'text-slate-800')}>
              {c.subject || '(no subject)'}
            </span>
            {c.tags.length > 0 && (
              <span className="ml-auto flex shrink-0 items-center gap-1">
                {c.tags.slice(0, MAX_TAGS).map((tag) => (
                  <span key={tag} className="max-w-24 truncate rounded bg-slate-100 px-1.5 py-px text-[11px] font-medium text-slate-600">
                    {tag}
                  </span>
                ))}
                {c.tags.length > MAX_TAGS && (
                  <span className={cn('text-[11px] text-slate-500', MUTED_ON_TINT)} title={c.tags.slice(MAX_TAGS).join(', ')}>
                    +{c.tags.length - MAX_TAGS}
                    <span className="sr-only"> more tags: {c.tags.slice(MAX_TAGS).join(', ')}</span>
                  </span>
                )}
              </span>
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span className={cn('truncate text-[13px] text-slate-500', MUTED_ON_TINT)}>{c.preview || 'No messages yet'}</span>
            <span className="ml-auto flex items-center gap-1.5 pl-2">
              <DueBadge sla={c.sla} now={now.getTime()} />
              <RowPresence conversationId={c.id} />
              <StatusBadge status={c.status} snoozeUntil={c.snooze_until} className={MUTED_ON_TINT} />
            </span>
          </span>
        </Link>
      </div>
    </li>
  );
});
