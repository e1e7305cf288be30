import { useState } from 'react';
import type { ReportOverview } from '#contract/reports';
import { RowHeader, SortableTh, Table, TableBody, TableHead, Td, Tr, type SortWay } from '../../../components/ui/table';
import { sortAgents, type AgentColumn } from '../agent-sort';
import { formatMaybeDuration, formatNumber } from '../format';

type Column = AgentColumn;

const COLUMNS: { key: Column; label: string; firstWay: SortWay }[] = [
  { key: 'name', label: 'Agent', firstWay: 'asc' },
  { key: 'replies', label: 'Replies sent', firstWay: 'desc' },
  { key: 'closed', label: 'Closed', firstWay: 'desc' },
  { key: 'first_response', label: 'Median first response', firstWay: 'asc' },
];

/** Per agent: replies sent, closings and their median first response; sorted by any column (most replies first). */
export function AgentsTable({ rows }: { rows: ReportOverview['by_agent'] }) {
  const [sort, setSort] = useState<{ column: Column; way: SortWay }>({ column: 'replies', way: 'desc' });
  const sorted = sortAgents(rows, sort.column, sort.way);
  const onSort = (column: Column, firstWay: SortWay) =>
    setSort((s) => (s.column === column ? { column, way: s.way === 'asc' ? 'desc' : 'asc' } : { column, way: firstWay }));
  return (
    <section aria-labelledby="agents-heading">
      <h2 id="agents-heading" className="mb-3 text-base font-semibold text-slate-900">
        Agents
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">No agent activity in this period.</p>
      ) : (
        <Table caption="Agents: replies sent, conversations closed and median first response in the period">
          <TableHead>
            {COLUMNS.map((c) => (
              <SortableTh
                key={c.key}
                label={c.label}
                sorted={sort.column === c.key ? sort.way : null}
                onSort={() => onSort(c.key, c.firstWay)}
                align={c.key === 'name' ? 'left' : 'right'}
              />
            ))}
          </TableHead>
          <TableBody>
            {sorted.map((row) => (
              <Tr key={row.agent.id}>
                <RowHeader>
                  <span className="block font-medium text-slate-900">{row.agent.name}</span>
                  <span className="block text-xs text-slate-500">{row.agent.email}</span>
                </RowHeader>
                <Td className="text-right tabular-nums">{formatNumber(row.replies)}</Td>
                <Td className="text-right tabular-nums">{formatNumber(row.closed)}</Td>
                <Td className="text-right tabular-nums">{formatMaybeDuration(row.first_response_median_seconds)}</Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
