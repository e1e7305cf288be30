import { ArrowDown, ArrowRight, ArrowUp, Minus } from 'lucide-react';
import type { ReportOverview } from '#contract/reports';
import { cn } from '../../../lib/cn';
import { changeTone, pointsChange, relativeChange, type Change } from '../change';
import { formatMaybeDuration, formatNumber, formatShare } from '../format';

interface Figure {
  label: string;
  value: string;
  /** Under the value: what it is made of ("80 of 96"). */
  detail?: string;
  change: Change;
  /** Whether more is good news (for the color only), or null when it is neither. */
  higherIsBetter: boolean | null;
}

const slaShare = (overview: ReportOverview) => {
  const { first_response_met: met, first_response_breached: breached } = overview.sla;
  return met + breached === 0 ? null : met / (met + breached);
};

function figures(current: ReportOverview, previous: ReportOverview, against: string): Figure[] {
  const count = (label: string, pick: (o: ReportOverview) => number, higherIsBetter: boolean | null): Figure => ({
    label,
    value: formatNumber(pick(current)),
    change: relativeChange(pick(current), pick(previous), against),
    higherIsBetter,
  });
  const duration = (label: string, pick: (o: ReportOverview) => number | null): Figure => ({
    label,
    value: formatMaybeDuration(pick(current)),
    change: relativeChange(pick(current), pick(previous), against),
    higherIsBetter: false,
  });
  const share = slaShare(current);
  const { first_response_met: met, first_response_breached: breached } = current.sla;
  return [
    count('New conversations', (o) => o.conversations.new, null),
    count('Closed', (o) => o.conversations.closed, true),
    count('Reopened', (o) => o.conversations.reopened, false),
    count('Replies sent', (o) => o.replies.sent, null),
    duration('Median first response', (o) => o.first_response.median_seconds),
    duration('Median resolution', (o) => o.resolution.median_seconds),
    {
      label: 'First response SLA met',
      value: share === null ? 'No data' : formatShare(share),
      detail: share === null ? 'No conversation under a target' : `${formatNumber(met)} of ${formatNumber(met + breached)}`,
      change: pointsChange(share, slaShare(previous), against),
      higherIsBetter: true,
    },
  ];
}

const ICONS = { up: ArrowUp, down: ArrowDown, same: ArrowRight, unknown: Minus };
const TONES = { good: 'text-emerald-700', bad: 'text-red-700', neutral: 'text-slate-600' };

/** The period's headline figures, each with its change against the previous period of equal length. */
export function HeadlineCards({ current, previous, against }: { current: ReportOverview; previous: ReportOverview; against: string }) {
  return (
    <ul aria-label="Headline figures" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {figures(current, previous, against).map((figure) => {
        const Icon = ICONS[figure.change.direction];
        return (
          <li key={figure.label} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">{figure.label}</p>
            <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{figure.value}</p>
            {figure.detail && <p className="text-xs text-slate-500">{figure.detail}</p>}
            <p className={cn('mt-2 flex items-start gap-1 text-xs font-medium', TONES[changeTone(figure.change.direction, figure.higherIsBetter)])}>
              <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              <span>{figure.change.text}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
