import type { ReportOverview } from '#contract/reports';
import { formatMaybeDuration, formatNumber } from '../format';
import { ChartDataTable } from './chart-data-table';
import { Swatch, previousFill, seriesFill } from './chart-patterns';
import { DurationBars } from './duration-bars';
import { DurationDistribution } from './duration-distribution';
import { SlaSplit } from './sla-split';

type Durations = ReportOverview['first_response'];

const KINDS = [
  { key: 'first_response', title: 'First response', noun: 'first responses' },
  { key: 'resolution', title: 'Resolution', noun: 'closings' },
] as const;

/**
 * How long customers waited for a first reply and for a resolution: the median and the 90th percentile, how the times
 * spread over bands (under 15 min ... 3 days and more), this period beside the previous one, and the first-response
 * SLA met or breached.
 */
export function ResponseTimes({ current, previous, against }: { current: ReportOverview; previous: ReportOverview; against: string }) {
  const hours = current.response_hours === 'business' ? 'Counted in business hours.' : 'Counted around the clock.';
  const previousName = against.charAt(0).toUpperCase() + against.slice(1);
  return (
    <section aria-labelledby="times-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="times-heading" className="text-base font-semibold text-slate-900">
          Response and resolution times
        </h2>
        <ul aria-label="Legend" className="flex gap-4 text-xs text-slate-700">
          <li className="flex items-center gap-1.5">
            <Swatch fill={seriesFill(0)} /> This period
          </li>
          <li className="flex items-center gap-1.5">
            <Swatch fill={previousFill()} /> {previousName}
          </li>
        </ul>
      </div>
      <p className="mb-4 text-sm text-slate-600">Median and 90th percentile (9 in 10 were faster). {hours}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {KINDS.map((kind) => {
          const now: Durations = current[kind.key];
          const before: Durations = previous[kind.key];
          const summary = `${kind.title} times: median ${formatMaybeDuration(now.median_seconds)}, 90th percentile ${formatMaybeDuration(now.p90_seconds)} this period; median ${formatMaybeDuration(before.median_seconds)}, 90th percentile ${formatMaybeDuration(before.p90_seconds)} in the ${against}.`;
          return (
            <figure key={kind.key} aria-labelledby={`${kind.key}-caption`}>
              <figcaption id={`${kind.key}-caption`} className="text-sm font-medium text-slate-900">
                {kind.title}{' '}
                <span className="font-normal text-slate-500">
                  ({formatNumber(now.count)} {kind.noun}; {formatNumber(before.count)} before)
                </span>
              </figcaption>
              <DurationBars title={`${kind.title} times`} summary={summary} current={now} previous={before} previousName={previousName} />
              <DurationDistribution title={`${kind.title} times`} current={now.distribution} previous={before.distribution} previousName={previousName} />
              <ChartDataTable
                caption={summary}
                columns={['', 'This period', previousName]}
                rows={[
                  ['Median', formatMaybeDuration(now.median_seconds), formatMaybeDuration(before.median_seconds)],
                  ['90th percentile', formatMaybeDuration(now.p90_seconds), formatMaybeDuration(before.p90_seconds)],
                  [`Number of ${kind.noun}`, formatNumber(now.count), formatNumber(before.count)],
                ]}
              />
            </figure>
          );
        })}
      </div>
      <SlaSplit sla={current.sla} />
    </section>
  );
}
