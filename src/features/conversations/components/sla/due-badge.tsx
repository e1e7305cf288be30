import { Timer } from 'lucide-react';
import type { Conversation } from '#contract/conversations';
import { cn } from '../../../../lib/cn';
import { dueState, targetName } from '../../sla-due';

const TONES = {
  later: 'bg-slate-100 text-slate-700',
  soon: 'bg-amber-100 text-amber-900',
  overdue: 'bg-red-100 text-red-800',
} as const;

const dateTime = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * The next SLA target of a conversation: "due in 25 min" (amber within the hour), "overdue 12 min" (red). The words
 * say it as well as the colour; `long` names the target too ("First response due in 25 min"), for the header.
 */
export function DueBadge({ sla, now, long = false, className }: { sla: Conversation['sla']; now: number; long?: boolean; className?: string }) {
  const state = dueState(sla, now);
  if (!state) return null;
  const name = targetName(state.target);
  return (
    <span
      title={`${name} due ${dateTime.format(state.at)}`}
      data-tone={state.tone}
      className={cn('inline-flex shrink-0 items-center gap-1 rounded px-1.5 py-px text-[11px] font-medium whitespace-nowrap tabular-nums', TONES[state.tone], className)}
    >
      <Timer aria-hidden="true" className="size-3" />
      <span className={long ? undefined : 'sr-only'}>{name} </span>
      {state.text}
    </span>
  );
}
