import type { VolumeGroup, VolumeInterval } from '../../../lib/contract-constants';
import { useReportVolume } from '../api/get-volume';
import type { ReportView } from '../report-view';
import { VOLUME_METRICS, type VolumeMetric } from '../report-search';
import { METRIC_LABELS, toChartData } from '../volume-data';
import { LabelledSelect } from './labelled-select';
import { Segmented } from './segmented';
import { VolumeChart } from './volume-chart';

const GROUP_LABELS: Record<VolumeGroup, string> = { none: 'Whole inbox', channel: 'By mailbox', tag: 'By tag', agent: 'By agent' };
const GROUP_NOUNS: Record<Exclude<VolumeGroup, 'none'>, string> = { channel: 'mailbox', tag: 'tag', agent: 'agent' };
const INTERVALS: { value: VolumeInterval; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
];

export interface VolumeChange {
  metric?: VolumeMetric;
  group?: VolumeGroup;
  interval?: VolumeInterval;
}

/** The volume over the period, with what it counts, how it is split and by day or week chosen above it. */
export function VolumeSection({ view, onChange }: { view: ReportView; onChange: (change: VolumeChange) => void }) {
  const volume = useReportVolume(view.volume);
  const { metric } = view;
  const { group_by: group, interval } = view.volume;
  const data = toChartData(volume, metric);
  const title = `${METRIC_LABELS[metric]} per ${interval}`;
  const split = group === 'none' ? '' : `, by ${GROUP_NOUNS[group]}${group === 'tag' ? ' (a conversation with several tags counts once for each)' : ''}`;
  const largest = data.folded > 0 ? `; the ${data.series.length - 1} largest, then ${data.folded} others together` : '';
  // The API's first week starts on the Monday on or before the period's first day, counting from that day.
  const weeks = interval === 'week' ? ' Weeks start on Monday; the first and last may count only part of a week.' : '';
  const summary = `${title}${split}${largest}.${weeks}`;
  return (
    <section aria-labelledby="volume-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="volume-heading" className="text-base font-semibold text-slate-900">
          Volume
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <LabelledSelect label="Count" value={metric} onChange={(value) => onChange({ metric: value as VolumeMetric })}>
            {VOLUME_METRICS.map((m) => (
              <option key={m} value={m}>
                {METRIC_LABELS[m]}
              </option>
            ))}
          </LabelledSelect>
          <LabelledSelect label="Split" value={group} onChange={(value) => onChange({ group: value as VolumeGroup })}>
            {Object.entries(GROUP_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </LabelledSelect>
          <Segmented label="Interval" options={INTERVALS} value={interval} onChange={(value) => onChange({ interval: value })} />
        </div>
      </div>
      <figure aria-labelledby="volume-caption">
        <figcaption id="volume-caption" className="mb-2 text-sm text-slate-600">
          {summary}
        </figcaption>
        <VolumeChart data={data} grouped={group !== 'none'} title={title} summary={summary} interval={interval} />
      </figure>
    </section>
  );
}
