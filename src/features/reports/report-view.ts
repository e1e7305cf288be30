import type { ReportFilters, VolumeFilters } from './api/report-keys';
import { DEFAULT_PRESET, daysIn, periodProblem, presetPeriod, type Period } from './period';
import type { PeriodPreset, ReportSearch, VolumeMetric } from './report-search';

/** What the page shows, every default of the address filled in. */
export interface ReportView {
  /** The preset chosen, or `custom` for fixed days. */
  preset: PeriodPreset | 'custom';
  period: Period;
  filters: ReportFilters;
  volume: VolumeFilters;
  metric: VolumeMetric;
}

/** Past two months a day-by-day chart has too many bars to read: weeks, unless the address says otherwise. */
const DAILY_UP_TO_DAYS = 62;

export function resolveReportView(search: ReportSearch, today: string): ReportView {
  const custom = search.from !== undefined && search.to !== undefined ? { from: search.from, to: search.to } : null;
  // Fixed days that the API would refuse (the end before the start, too long) fall back to the preset.
  const useCustom = custom !== null && periodProblem(custom) === null;
  const preset = search.period ?? DEFAULT_PRESET;
  const period = useCustom ? custom : presetPeriod(preset, today);
  const filters: ReportFilters = { ...period, channel_id: search.channel, tag: search.tag, agent_id: search.agent };
  const interval = search.interval ?? (daysIn(period) > DAILY_UP_TO_DAYS ? 'week' : 'day');
  return {
    preset: useCustom ? 'custom' : preset,
    period,
    filters,
    volume: { ...filters, interval, group_by: search.group ?? 'none' },
    metric: search.metric ?? 'new',
  };
}
