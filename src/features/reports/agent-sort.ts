import type { ReportOverview } from '#contract/reports';
import type { SortWay } from '../../components/ui/table';

export type AgentRow = ReportOverview['by_agent'][number];
export type AgentColumn = 'name' | 'replies' | 'closed' | 'first_response';

function compare(a: AgentRow, b: AgentRow, column: AgentColumn): number {
  switch (column) {
    case 'name':
      return a.agent.name.localeCompare(b.agent.name);
    case 'replies':
      return a.replies - b.replies;
    case 'closed':
      return a.closed - b.closed;
    case 'first_response':
      return (a.first_response_median_seconds ?? 0) - (b.first_response_median_seconds ?? 0);
  }
}

/** The agents table's order: by a column either way, ties by id; agents without a first response last either way. */
export function sortAgents(rows: readonly AgentRow[], column: AgentColumn, way: SortWay): AgentRow[] {
  const missing = (row: AgentRow) => Number(column === 'first_response' && row.first_response_median_seconds === null);
  return [...rows].sort((a, b) => missing(a) - missing(b) || (way === 'asc' ? 1 : -1) * compare(a, b, column) || a.agent.id - b.agent.id);
}
