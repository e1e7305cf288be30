import { Ban, Trash2 } from 'lucide-react';
import type { Suppression } from '#contract/suppressions';
import { RowActionsTable } from '../../../components/row-actions-table';
import { Badge } from '../../../components/ui/badge';
import { ZonedTime } from '../../../components/ui/zoned-time';
import { useDeleteSuppression } from '../api/delete-suppression';
import type { SuppressionOrder } from '../api/suppression-keys';

export const SUPPRESSIONS_CAPTION = 'Suppressed addresses and domains';
/** The list's heading: focus goes there when a removed entry's row (and its button) goes away. */
export const SUPPRESSED_HEADING_ID = 'suppressed-heading';

/** The entries, sortable by contact, blocked count and creation; a remove button for those who may remove. */
export function SuppressionTable({
  entries,
  order,
  onSort,
  canRemove,
  timeZone,
}: {
  entries: Suppression[];
  order: SuppressionOrder;
  onSort: (column: SuppressionOrder['order_by']) => void;
  canRemove: boolean;
  timeZone: string;
}) {
  const remove = useDeleteSuppression();
  const sort = (column: SuppressionOrder['order_by']) => ({
    sorted: order.order_by === column ? order.way : null,
    onSort: () => onSort(column),
  });
  return (
    <RowActionsTable
      caption={SUPPRESSIONS_CAPTION}
      rows={entries}
      empty={{
        icon: Ban,
        title: 'No address or domain is suppressed',
        body: (
          <>
            Mail from everyone reaches the inbox. Suppress a spammer’s address, or a whole domain with <code>*@domain</code>, to refuse
            their mail.
          </>
        ),
      }}
      columns={[
        {
          header: 'Contact',
          sort: sort('contact'),
          cell: (entry) => (
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-all text-slate-900">{entry.email}</span>
              {entry.email.startsWith('*@') && <Badge>Whole domain</Badge>}
              {entry.is_common && (
                <Badge tone="amber" title="A common webmail provider: many real customers write from it">
                  Webmail
                </Badge>
              )}
            </span>
          ),
        },
        {
          header: 'Blocked',
          sort: sort('blocked'),
          align: 'right',
          headerClassName: 'w-28',
          cellClassName: 'pr-6 text-right tabular-nums',
          cell: (entry) => entry.blocked,
        },
        {
          header: 'Added',
          sort: sort('created'),
          headerClassName: 'w-52',
          cellClassName: 'whitespace-nowrap',
          cell: (entry) => <ZonedTime iso={entry.created} timeZone={timeZone} />,
        },
      ]}
      actionsClassName="w-24"
      actions={
        canRemove
          ? (entry) => [
              {
                label: 'Remove',
                name: `Remove ${entry.email}`,
                icon: Trash2,
                confirm: {
                  title: `Remove ${entry.email}?`,
                  description: 'Mail from this address or domain will reach the inbox again, for everyone in the team.',
                  confirmLabel: 'Remove',
                  destructive: true,
                  run: () => remove.mutateAsync(entry),
                  done: {
                    title: `Removed ${entry.email}`,
                    description: 'Their mail is received again.',
                  },
                  failed: `${entry.email} was not removed`,
                  focusAfter: SUPPRESSED_HEADING_ID,
                },
              },
            ]
          : undefined
      }
    />
  );
}
