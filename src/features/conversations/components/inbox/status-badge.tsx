import type { ConversationStatus } from '#contract/conversations';
import { cn } from '../../../../lib/cn';
import { formatFullDate } from './relative-time';

const STYLES: Record<ConversationStatus, { label: string; className: string; dot: string }> = {
  opened: { label: 'Open', className: 'text-slate-500', dot: 'bg-emerald-500' },
  snoozed: { label: 'Snoozed', className: 'text-amber-700', dot: 'bg-amber-500' },
  closed: { label: 'Closed', className: 'text-slate-500', dot: 'bg-slate-400' },
  spam: { label: 'Spam', className: 'text-rose-700', dot: 'bg-rose-500' },
};

export function StatusBadge({
  status,
  snoozeUntil,
  className,
}: {
  status: ConversationStatus;
  snoozeUntil: string | null;
  className?: string;
}) {
  const style = STYLES[status];
  const title = status === 'snoozed' && snoozeUntil ? `Snoozed until ${formatFullDate(new Date(snoozeUntil))}` : undefined;
  return (
    <span
      title={title}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 text-[11px] font-medium',
        style.className,
        (status === 'opened' || status === 'closed') && className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', style.dot)} />
      {style.label}
    </span>
  );
}
