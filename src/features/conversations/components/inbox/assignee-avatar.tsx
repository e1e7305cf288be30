import type { AgentSummary } from '#contract/agents';
import { cn } from '../../../../lib/cn';

const COLORS = [
  'bg-indigo-100 text-indigo-700',
  'bg-emerald-100 text-emerald-700',
  'bg-amber-100 text-amber-800',
  'bg-rose-100 text-rose-700',
  'bg-sky-100 text-sky-700',
  'bg-violet-100 text-violet-700',
  'bg-teal-100 text-teal-700',
  'bg-orange-100 text-orange-800',
];

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The assignee's initials; the name is its accessible label and tooltip. */
export function AssigneeAvatar({
  agent,
  className,
  decorative = false,
}: {
  agent: AgentSummary | null;
  className?: string;
  decorative?: boolean;
}) {
  // Next to the name (in a menu), the avatar adds nothing for a screen reader.
  const a11y = (label: string) => (decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, title: label });
  if (!agent) {
    return (
      <span
        {...a11y('Unassigned')}
        className={cn('inline-block size-5 shrink-0 rounded-full border border-dashed border-slate-200', className)}
      />
    );
  }
  const label = `Assigned to ${agent.name}`;
  return (
    <span
      {...a11y(label)}
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[9px] leading-none font-semibold',
        COLORS[agent.id % COLORS.length],
        className,
      )}
    >
      {initials(agent.name)}
    </span>
  );
}
