import { Download } from 'lucide-react';
import { overviewCsvUrl, volumeCsvUrl, type OverviewCsvTable } from '../api/csv-url';
import type { ReportView } from '../report-view';

const TABLES: { table: OverviewCsvTable; label: string }[] = [
  { table: 'summary', label: 'Summary' },
  { table: 'agents', label: 'Agents' },
  { table: 'tags', label: 'Tags' },
  { table: 'channels', label: 'Mailboxes' },
  { table: 'busiest_hours', label: 'Busiest hours' },
];

const LINK =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The report's tables as CSV files, for spreadsheets: the same period and filters as the page. */
export function CsvLinks({ view }: { view: ReportView }) {
  return (
    <section aria-labelledby="csv-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="csv-heading" className="text-base font-semibold text-slate-900">
        Download as CSV
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">The same period and filters as above, one file per table.</p>
      <ul className="flex flex-wrap gap-2">
        {TABLES.map(({ table, label }) => (
          <li key={table}>
            <a href={overviewCsvUrl(view.filters, table)} download className={LINK}>
              <Download aria-hidden="true" className="size-4 text-slate-500" />
              {label} CSV
            </a>
          </li>
        ))}
        <li>
          <a href={volumeCsvUrl(view.volume)} download className={LINK}>
            <Download aria-hidden="true" className="size-4 text-slate-500" />
            Volume per {view.volume.interval} CSV
          </a>
        </li>
      </ul>
    </section>
  );
}
