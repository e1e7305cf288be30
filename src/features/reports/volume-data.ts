import type { ReportVolume } from '#contract/reports';
import type { VolumeMetric } from './report-search';

// The volume report as the chart and its table read it: one row per bucket, one column per series. Past a few
// series a chart stops being readable (patterns and colors run out): the largest stay, the rest add up to "Other".


export const METRIC_LABELS: Record<VolumeMetric, string> = { new: 'New conversations', closed: 'Closed', replies: 'Replies sent' };

/** The series the chart draws, the largest first (the API sends them in that order). */
export const MAX_SERIES = 5;

export interface ChartSeries {
  /** The row's key for this series: `s0`, `s1` ... */
  key: string;
  name: string;
  total: number;
}

export interface ChartRow {
  bucket: string;
  [key: string]: number | string;
}

export interface VolumeChartData {
  series: ChartSeries[];
  rows: ChartRow[];
  /** How many smaller series the last one ("Other") adds up; 0 without it. */
  folded: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function toChartData(volume: Pick<ReportVolume, 'buckets' | 'series'>, metric: VolumeMetric, maxSeries = MAX_SERIES): VolumeChartData {
  const ranked = volume.series
    .map((s) => ({ name: s.group?.name ?? METRIC_LABELS[metric], counts: s[metric], grouped: s.group !== null }))
    // A group with none of this metric would only crowd the legend.
    .filter((s) => !s.grouped || sum(s.counts) > 0)
    .sort((a, b) => sum(b.counts) - sum(a.counts));
  const kept = ranked.length > maxSeries ? ranked.slice(0, maxSeries - 1) : ranked;
  const rest = ranked.slice(kept.length);
  const columns = rest.length > 0 ? [...kept, { name: 'Other', counts: volume.buckets.map((_, i) => sum(rest.map((r) => r.counts[i] ?? 0))) }] : kept;
  const series = columns.map((c, i) => ({ key: `s${i}`, name: c.name, total: sum(c.counts) }));
  const rows = volume.buckets.map((bucket, i) => {
    const row: ChartRow = { bucket };
    columns.forEach((c, j) => (row[`s${j}`] = c.counts[i] ?? 0));
    return row;
  });
  return { series, rows, folded: rest.length };
}
