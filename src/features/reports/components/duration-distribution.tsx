import type { ReportOverview } from '#contract/reports';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../../components/ui/table';
import { bandLabel, bandShares } from '../distribution';
import { formatNumber } from '../format';

type Distribution = ReportOverview['first_response']['distribution'];

/** One share as a bar whose length is the share, with the count and percentage written beside it (not the bar alone). */
function ShareBar({ count, share, tone }: { count: number; share: number; tone: 'current' | 'previous' }) {
  return (
    <span className="flex items-center justify-end gap-2">
      <span aria-hidden="true" className="h-2 w-12 overflow-hidden rounded-sm bg-slate-100">
        <span
          className={tone === 'current' ? 'block h-full bg-indigo-600' : 'block h-full bg-[repeating-linear-gradient(135deg,#64748b_0_2px,transparent_2px_4px)]'}
          style={{ width: `${share}%` }}
        />
      </span>
      <span className="text-right whitespace-nowrap tabular-nums">
        {formatNumber(count)} <span className="text-slate-500">({share}%)</span>
      </span>
    </span>
  );
}

/** How the times spread: how many in each band, this period and the one before, as a table with bars. */
export function DurationDistribution({ title, current, previous, previousName }: { title: string; current: Distribution; previous: Distribution; previousName: string }) {
  const now = bandShares(current);
  const before = bandShares(previous);
  return (
    <Table caption={`${title}: how many in each band of time, this period and ${previousName.toLowerCase()}`} className="mt-3">
      <TableHead>
        <Th className="px-2 text-left">Time</Th>
        <Th className="px-2 text-right">This period</Th>
        <Th className="px-2 text-right whitespace-normal">{previousName}</Th>
      </TableHead>
      <TableBody>
        {current.map((band, i) => (
          <Tr key={band.under_seconds ?? 'more'}>
            <RowHeader className="px-2 whitespace-nowrap text-slate-700">{bandLabel(current, i)}</RowHeader>
            <Td className="px-2">
              <ShareBar count={band.count} share={now[i]!} tone="current" />
            </Td>
            <Td className="px-2">
              <ShareBar count={previous[i]?.count ?? 0} share={before[i] ?? 0} tone="previous" />
            </Td>
          </Tr>
        ))}
      </TableBody>
    </Table>
  );
}
