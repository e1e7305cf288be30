import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { VolumeInterval } from '../../../lib/contract-constants';
import { formatNumber } from '../format';
import { formatDay } from '../period';
import type { VolumeChartData } from '../volume-data';
import { ChartDataTable } from './chart-data-table';
import { Swatch, TOOLTIP_ITEM, seriesFill, styleOf } from './chart-patterns';

const AXIS = { stroke: '#94a3b8', fontSize: 12, tickLine: false } as const;

interface Props {
  data: VolumeChartData;
  /** One series per channel, tag or agent (stacked bars), or the whole inbox (a line). */
  grouped: boolean;
  /** "New conversations per day". */
  title: string;
  /** What the chart shows, in a sentence: the drawing's description and the table's caption. */
  summary: string;
  interval: VolumeInterval;
}

/** A bucket in the tooltip and the table: "Mon, Mar 2", or "Week of Mar 2". */
function bucketName(date: string, interval: VolumeInterval): string {
  return interval === 'week' ? `Week of ${formatDay(date)}` : formatDay(date, undefined, { weekday: 'short' });
}

/** New, closed or replies over the period: a line for the whole inbox, stacked bars per channel, tag or agent. */
export function VolumeChart({ data, grouped, title, summary, interval }: Props) {
  const { rows, series } = data;
  const common = { data: rows, title, desc: summary, role: 'img', margin: { top: 8, right: 12, bottom: 0, left: -8 } };
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis dataKey="bucket" tickFormatter={(d: string) => formatDay(d)} {...AXIS} minTickGap={16} />
      <YAxis allowDecimals={false} tickFormatter={(n: number) => formatNumber(n)} {...AXIS} axisLine={false} width={48} />
      <Tooltip
        labelFormatter={(label) => bucketName(String(label), interval)}
        formatter={(value) => formatNumber(Number(value))}
        separator=": "
        // As the bars are stacked: the last series on top (the tooltip otherwise sorts by name).
        itemSorter={(item) => -Number(String(item.dataKey).slice(1))}
        cursor={grouped ? { fill: '#f1f5f9' } : { stroke: '#cbd5e1' }}
        itemStyle={TOOLTIP_ITEM}
      />
    </>
  );
  return (
    <div>
      <div className="h-72">
        {series.length === 0 ? (
          <p className="flex h-full items-center justify-center rounded-md border border-dashed border-slate-300 text-sm text-slate-500">
            Nothing in this period.
          </p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            {grouped ? (
              <BarChart {...common}>
                {axes}
                {series.map((s, i) => (
                  <Bar key={s.key} dataKey={s.key} name={s.name} stackId="volume" fill={seriesFill(i)} stroke="white" strokeWidth={1} isAnimationActive={false} />
                ))}
              </BarChart>
            ) : (
              <LineChart {...common}>
                {axes}
                {series.map((s, i) => (
                  <Line
                    key={s.key}
                    dataKey={s.key}
                    name={s.name}
                    stroke={styleOf(i).color}
                    strokeWidth={2.5}
                    dot={{ r: 3 }}
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            )}
          </ResponsiveContainer>
        )}
      </div>
      {grouped && series.length > 0 && (
        <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          {series.map((s, i) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <Swatch fill={seriesFill(i)} />
              {s.name} <span className="text-slate-500">({formatNumber(s.total)})</span>
            </li>
          ))}
        </ul>
      )}
      <ChartDataTable
        caption={summary}
        columns={[interval === 'week' ? 'Week' : 'Day', ...series.map((s) => s.name), ...(grouped ? ['Total'] : [])]}
        rows={rows.map((row) => {
          const counts = series.map((s) => Number(row[s.key] ?? 0));
          const total = counts.reduce((a, b) => a + b, 0);
          return [bucketName(String(row.bucket), interval), ...counts.map((n) => formatNumber(n)), ...(grouped ? [formatNumber(total)] : [])];
        })}
      />
    </div>
  );
}
