import { Bar, BarChart, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportOverview } from '#contract/reports';
import { formatDuration, formatMaybeDuration } from '../format';
import { TOOLTIP_ITEM, previousFill, seriesFill } from './chart-patterns';

type Durations = ReportOverview['first_response'];

const LABEL = { position: 'right', fill: '#334155', fontSize: 12 } as const;

/** Median and 90th percentile as horizontal bars, this period's above the previous one's, each labelled with its value. */
export function DurationBars({
  title,
  summary,
  current,
  previous,
  previousName,
}: {
  title: string;
  summary: string;
  current: Durations;
  previous: Durations;
  previousName: string;
}) {
  // A missing value (nothing to measure) draws no bar, and its label says so.
  const row = (label: string, now: number | null, before: number | null) => ({
    label,
    current: now ?? 0,
    previous: before ?? 0,
    currentText: formatMaybeDuration(now),
    previousText: formatMaybeDuration(before),
  });
  const data = [row('Median', current.median_seconds, previous.median_seconds), row('90th percentile', current.p90_seconds, previous.p90_seconds)];
  return (
    <div className="h-40">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" title={title} desc={summary} role="img" margin={{ top: 4, right: 104, bottom: 0, left: 0 }} barGap={3} barCategoryGap="20%">
          <XAxis type="number" hide domain={[0, 'dataMax']} />
          <YAxis type="category" dataKey="label" width={104} tickLine={false} axisLine={false} fontSize={12} stroke="#475569" />
          <Tooltip formatter={(value) => formatDuration(Number(value))} separator=": " itemSorter="dataKey" cursor={{ fill: '#f1f5f9' }} itemStyle={TOOLTIP_ITEM} />
          <Bar dataKey="current" name="This period" fill={seriesFill(0)} isAnimationActive={false} barSize={18}>
            <LabelList dataKey="currentText" {...LABEL} />
          </Bar>
          <Bar dataKey="previous" name={previousName} fill={previousFill()} isAnimationActive={false} barSize={18}>
            <LabelList dataKey="previousText" {...LABEL} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
