import type { ReportSearch, PeriodPreset } from '../report-search';
import type { ReportView } from '../report-view';
import { useReportOverview } from '../api/get-overview';
import { previousLabel, previousPeriod, type Period } from '../period';
import { AgentsTable } from './agents-table';
import { BusiestHours } from './busiest-hours';
import { ChartPatterns } from './chart-patterns';
import { CsvLinks } from './csv-links';
import { HeadlineCards } from './headline-cards';
import { NewByGroup } from './new-by-group';
import { PeriodPicker } from './period-picker';
import { ReportFilters, type FilterOption } from './report-filters';
import { ResponseTimes } from './response-times';
import { VolumeSection } from './volume-section';

interface Props {
  view: ReportView;
  today: string;
  timeZone: string;
  channels: FilterOption[];
  agents: FilterOption[];
  /** Changes the address (the report follows it). */
  onSearch: (change: Partial<ReportSearch>) => void;
}

/** The reports of a period: headline figures, volume, response times, agents, busiest hours and CSV files. */
export function ReportsPage({ view, today, timeZone, channels, agents, onSearch }: Props) {
  const current = useReportOverview(view.filters);
  const previous = useReportOverview({ ...view.filters, ...previousPeriod(view.period) });
  const against = previousLabel(view.period);
  const onPreset = (period: PeriodPreset) => onSearch({ period, from: undefined, to: undefined });
  const onCustom = ({ from, to }: Period) => onSearch({ period: undefined, from, to });
  return (
    <div className="space-y-6">
      <ChartPatterns />
      <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <PeriodPicker preset={view.preset} period={view.period} today={today} timeZone={timeZone} onPreset={onPreset} onCustom={onCustom} />
        <ReportFilters
          values={{ channel: view.filters.channel_id, tag: view.filters.tag, agent: view.filters.agent_id }}
          channels={channels}
          agents={agents}
          tags={current.by_tag.map((t) => t.tag)}
          onChange={({ channel, tag, agent }) => onSearch({ channel, tag, agent })}
        />
      </div>
      <HeadlineCards current={current} previous={previous} against={against} />
      <VolumeSection view={view} onChange={onSearch} />
      <ResponseTimes current={current} previous={previous} against={against} />
      <AgentsTable rows={current.by_agent} />
      <NewByGroup report={current} channels={channels} />
      <BusiestHours rows={current.busiest_hours} timeZone={timeZone} />
      <CsvLinks view={view} />
    </div>
  );
}
