import { AlarmClock, Ban, Calendar, CheckCircle2, ChevronDown, ChevronRight, Inbox } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import type { Conversation } from '#contract/conversations';
import { cn } from '../../../../lib/cn';
import type { BulkChange } from '../../bulk-change';
import {
  DropdownMenu as Menu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import { menuItemClass, pillButtonClass, subMenuContentClass } from './menu-styles';
import { SnoozeDialog } from './snooze-dialog';

// snooze_until presets, in the server's words (see docs/api.md: minutes, weekdays, tomorrow, one week ...).
const SNOOZE_PRESETS = [
  { label: 'In 1 hour', value: '+60' },
  { label: 'In 3 hours', value: '+180' },
  { label: 'Tomorrow morning', value: 'tomorrow' },
  { label: 'Next Monday', value: 'monday' },
  { label: 'In a week', value: 'one week' },
  { label: 'In a month', value: 'one month' },
] as const;

const STATUS_LOOK: Record<Conversation['status'], { label: string; dot: string }> = {
  opened: { label: 'Open', dot: 'bg-emerald-500' },
  closed: { label: 'Closed', dot: 'bg-slate-400' },
  snoozed: { label: 'Snoozed', dot: 'bg-amber-500' },
  spam: { label: 'Spam', dot: 'bg-red-500' },
};

function snoozeLabel(iso: string | null): string {
  if (!iso) return 'Snoozed';
  const date = new Date(iso);
  const sameDay = date.toDateString() === new Date().toDateString();
  const format = new Intl.DateTimeFormat(
    undefined,
    sameDay ? { timeStyle: 'short' } : { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  );
  return `Snoozed until ${format.format(date)}`;
}

/** The status, changed in place: open, close, snooze (presets or a date) or spam. */
export function StatusMenu({ conversation, onChange }: { conversation: Conversation; onChange: (change: BulkChange) => void }) {
  const [picking, setPicking] = useState(false);
  const { status } = conversation;
  const look = STATUS_LOOK[status];
  const label = status === 'snoozed' ? snoozeLabel(conversation.snooze_until) : look.label;
  return (
    <>
      <Menu>
        <DropdownMenuTrigger className={pillButtonClass}>
          <span aria-hidden="true" className={cn('size-2 rounded-full', look.dot)} />
          <span className="sr-only">Status: </span>
          <span className="max-w-56 truncate">{label}</span>
          <ChevronDown aria-hidden="true" className="size-3.5 text-slate-500" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {status !== 'opened' && (
            <DropdownMenuItem onSelect={() => onChange({ kind: 'status', status: 'OPENED' })}>
              <Inbox aria-hidden="true" className="size-4 text-slate-500" /> {status === 'spam' ? 'Not spam: reopen' : 'Reopen'}
            </DropdownMenuItem>
          )}
          {status !== 'closed' && (
            <DropdownMenuItem onSelect={() => onChange({ kind: 'status', status: 'CLOSED' })}>
              <CheckCircle2 aria-hidden="true" className="size-4 text-slate-500" /> Close
            </DropdownMenuItem>
          )}
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={cn(menuItemClass, 'data-[state=open]:bg-slate-100')}>
              <AlarmClock aria-hidden="true" className="size-4 text-slate-500" /> Snooze
              <ChevronRight aria-hidden="true" className="ml-auto size-3.5 text-slate-400" />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent sideOffset={4} className={subMenuContentClass}>
                {SNOOZE_PRESETS.map((preset) => (
                  <DropdownMenuItem key={preset.value} onSelect={() => onChange({ kind: 'snooze', until: preset.value })}>
                    {preset.label}
                  </DropdownMenuItem>
                ))}
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => setPicking(true)}>
                  <Calendar aria-hidden="true" className="size-4 text-slate-500" /> Pick a date…
                </DropdownMenuItem>
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          {status !== 'spam' && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem className="text-red-700 data-[highlighted]:text-red-800" onSelect={() => onChange({ kind: 'status', status: 'SPAM' })}>
                <Ban aria-hidden="true" className="size-4" /> Mark as spam
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </Menu>
      <SnoozeDialog open={picking} onOpenChange={setPicking} onSnooze={(until) => onChange({ kind: 'snooze', until })} />
    </>
  );
}
