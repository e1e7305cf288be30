import { Ban, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Suppression } from '#contract/suppressions';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/state-panel';
import { RowHeader, SortableTh, Table, TableBody, TableHead, Td, Th, Tr } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { useFocusReturn } from '../../../components/ui/use-focus-return';
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
  const toast = useToast();
  const [removing, setRemoving] = useState<Suppression | null>(null);
  const focus = useFocusReturn();
  const sorted = (column: SuppressionOrder['order_by']) => (order.order_by === column ? order.way : null);

  if (entries.length === 0) {
    return (
      <EmptyState icon={<Ban aria-hidden="true" className="size-5" />} title="No address or domain is suppressed">
        Mail from everyone reaches the inbox. Suppress a spammer’s address, or a whole domain with <code>*@domain</code>, to refuse their
        mail.
      </EmptyState>
    );
  }

  const confirmRemove = (entry: Suppression) =>
    remove.mutate(entry, {
      onSuccess: () => toast.show({ title: `Removed ${entry.email}`, description: 'Their mail is received again.', tone: 'success' }),
      onError: (error) => toast.show({ title: `${entry.email} was not removed`, description: error.message, tone: 'error' }),
    });

  return (
    <>
      <Table caption={SUPPRESSIONS_CAPTION}>
        <TableHead>
          <SortableTh label="Contact" sorted={sorted('contact')} onSort={() => onSort('contact')} />
          <SortableTh label="Blocked" sorted={sorted('blocked')} onSort={() => onSort('blocked')} align="right" className="w-28" />
          <SortableTh label="Added" sorted={sorted('created')} onSort={() => onSort('created')} className="w-52" />
          {canRemove && (
            <Th className="w-24">
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <Tr key={entry.id}>
              <RowHeader>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all text-slate-900">{entry.email}</span>
                  {entry.email.startsWith('*@') && <Badge>Whole domain</Badge>}
                  {entry.is_common && (
                    <Badge tone="amber" title="A common webmail provider: many real customers write from it">
                      Webmail
                    </Badge>
                  )}
                </span>
              </RowHeader>
              <Td className="pr-6 text-right tabular-nums">{entry.blocked}</Td>
              <Td className="whitespace-nowrap">
                <ZonedTime iso={entry.created} timeZone={timeZone} />
              </Td>
              {canRemove && (
                <Td className="text-right">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${entry.email}`}
                    onClick={() => {
                      focus.remember();
                      setRemoving(entry);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                </Td>
              )}
            </Tr>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setRemoving(null);
          focus.restore();
        }}
        title={`Remove ${removing?.email ?? ''}?`}
        description="Mail from this address or domain will reach the inbox again, for everyone in the team."
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (!removing) return;
          confirmRemove(removing);
          focus.restore(document.getElementById(SUPPRESSED_HEADING_ID));
        }}
      />
    </>
  );
}
