import type { ReportOverview } from '#contract/reports';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../../components/ui/table';
import { formatNumber } from '../format';
import type { FilterOption } from './report-filters';

/** The most tags shown; the CSV has them all. */
const TAGS_SHOWN = 10;

function GroupTable({ caption, label, rows, total }: { caption: string; label: string; rows: { name: string; count: number }[]; total: number }) {
  if (rows.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">None in this period.</p>;
  }
  return (
    <Table caption={caption}>
      <TableHead>
        <Th className="text-left">{label}</Th>
        <Th className="text-right">New</Th>
        <Th className="text-right">Share</Th>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <Tr key={row.name}>
            <RowHeader className="font-medium text-slate-900">{row.name}</RowHeader>
            <Td className="text-right tabular-nums">{formatNumber(row.count)}</Td>
            <Td className="text-right text-slate-600 tabular-nums">{total > 0 ? `${Math.round((row.count / total) * 100)}%` : '–'}</Td>
          </Tr>
        ))}
      </TableBody>
    </Table>
  );
}

/** Where the period's new conversations came in (mailboxes) and what they were about (tags, a conversation in each of its tags). */
export function NewByGroup({ report, channels }: { report: ReportOverview; channels: FilterOption[] }) {
  const total = report.conversations.new;
  const channelName = (id: number) => channels.find((c) => c.id === id)?.name ?? `Mailbox #${id}`;
  return (
    <section aria-labelledby="new-by-group-heading">
      <h2 id="new-by-group-heading" className="mb-3 text-base font-semibold text-slate-900">
        New conversations by mailbox and by tag
      </h2>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <GroupTable
          caption="New conversations by mailbox"
          label="Mailbox"
          rows={report.by_channel.map((c) => ({ name: channelName(c.channel_id), count: c.new }))}
          total={total}
        />
        <GroupTable
          caption={`New conversations by tag, the ${TAGS_SHOWN} most used`}
          label="Tag"
          rows={report.by_tag.slice(0, TAGS_SHOWN).map((t) => ({ name: t.tag, count: t.new }))}
          total={total}
        />
      </div>
    </section>
  );
}
