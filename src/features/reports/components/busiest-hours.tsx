import type { ReportOverview } from '#contract/reports';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../format';
import { levelRanges, maxCount, shadeLevel } from '../heatmap-scale';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

// Light to dark; the darker two take white text (each pair keeps a contrast of at least 4.5:1).
const SHADES = ['bg-white text-slate-500', 'bg-indigo-100 text-slate-900', 'bg-indigo-300 text-slate-900', 'bg-indigo-600 text-white', 'bg-indigo-900 text-white'];

/**
 * New conversations by weekday and hour (the organization's time zone), as a table a screen reader reads cell by
 * cell with its day and hour. The shade scales with the count, and the count is written in every cell.
 */
export function BusiestHours({ rows, timeZone }: { rows: ReportOverview['busiest_hours']; timeZone: string }) {
  const max = maxCount(rows);
  return (
    <section aria-labelledby="hours-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="hours-heading" className="text-base font-semibold text-slate-900">
          Busiest hours
        </h2>
        <p className="text-xs text-slate-500">New conversations by hour, {timeZone}</p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full table-fixed border-separate border-spacing-0.5 text-center text-[11px]">
          <caption className="sr-only">New conversations by weekday and hour of the day, in {timeZone}; the last column is the day’s total</caption>
          <thead>
            <tr>
              <th scope="col" className="w-12">
                <span className="sr-only">Day</span>
              </th>
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className="font-normal text-slate-500">
                  <abbr title={`${hour}:00 to ${hour}:59`} className="no-underline">
                    {hour}
                  </abbr>
                </th>
              ))}
              <th scope="col" className="w-14 font-medium text-slate-600">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((counts, day) => (
              <tr key={DAYS[day]}>
                <th scope="row" className="pr-1 text-left text-xs font-medium text-slate-600">
                  <abbr title={DAYS[day]} className="no-underline">
                    {DAYS[day]?.slice(0, 3)}
                  </abbr>
                </th>
                {counts.map((count, hour) => (
                  <td key={hour} className={cn('h-8 rounded-sm tabular-nums', SHADES[shadeLevel(count, max, SHADES.length)], count === 0 && 'ring-1 ring-slate-100 ring-inset')}>
                    {count}
                  </td>
                ))}
                <td className="font-medium text-slate-900 tabular-nums">{formatNumber(counts.reduce((a, b) => a + b, 0))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ShadeLegend max={max} />
    </section>
  );
}

function ShadeLegend({ max }: { max: number }) {
  if (max === 0) return <p className="mt-3 text-xs text-slate-500">No new conversations in this period.</p>;
  return (
    <ul aria-label="Shades" className="mt-3 flex flex-wrap items-center gap-3 text-xs text-slate-600">
      {levelRanges(max, SHADES.length).map((range) => (
        <li key={range.level} className="flex items-center gap-1">
          <span aria-hidden="true" className={cn('inline-block size-3.5 rounded-sm ring-1 ring-slate-200 ring-inset', SHADES[range.level])} />
          {range.min === range.max ? formatNumber(range.min) : `${formatNumber(range.min)}–${formatNumber(range.max)}`}
        </li>
      ))}
    </ul>
  );
}
