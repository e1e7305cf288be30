import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';
import { EmptyState } from './ui/state-panel';
import { RowHeader, SortableTh, Table, TableBody, TableHead, Td, Th, Tr, type SortWay } from './ui/table';
import { useToast } from './ui/toast';
import { useFocusReturn } from './ui/use-focus-return';

// The settings pages' lists (API keys, invitations, the team, the suppression list, mailboxes, webhooks): a
// table whose first column names the row, with buttons per row; a change that cannot be taken back is confirmed
// first, its outcome told in a toast, and focus put back where the keyboard left off.

/** A change of a row and what to say once it is made or refused. */
export interface RowChange {
  /** The change. */
  run: () => Promise<unknown>;
  /** The toast when it is made. */
  done: { title: string; description?: string };
  /** The title of the toast when it is refused (the server's message is its description). */
  failed: string;
  /** The element (an id) focused once made, when the row goes away with the control that asked: the list's heading. */
  focusAfter?: string;
}

/** A change asked about before it is made ("Revoke the key …?"). */
export interface RowConfirmation extends RowChange {
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Where focus returns when the dialog closes, when not the control focused when it was asked (a select that changed). */
  returnTo?: HTMLElement;
}

/**
 * A button of a row: it asks first (`confirm`), makes a change with nothing to lose at once and tells how it went
 * (`change`: enabling, resuming), or does something else (`onSelect`, e.g. opening a dialog).
 */
export type RowAction = {
  /** What the button says ("Revoke"). */
  label: string;
  /** Its accessible name, naming the row ("Revoke the key CRM sync"). */
  name: string;
  icon: LucideIcon;
} & ({ confirm: RowConfirmation } | { change: RowChange } | { onSelect: () => void });

/** Asks for a confirmation (from a cell's own control, e.g. a role select). */
export type AskConfirmation = (confirmation: RowConfirmation) => void;

export interface TableColumn<Row> {
  header: string;
  /** A header that sorts the table (a button, with aria-sort). */
  sort?: { sorted: SortWay | null; onSort: () => void };
  align?: 'left' | 'right';
  headerClassName?: string;
  cellClassName?: string;
  cell: (row: Row, ask: AskConfirmation) => ReactNode;
}

export function RowActionsTable<Row extends { id: number | string }>({
  caption,
  rows,
  columns,
  actions,
  actionsClassName = 'w-28',
  empty,
}: {
  /** The table's accessible name. */
  caption: string;
  rows: readonly Row[];
  /** The first column is the row's header (names the row for screen readers). */
  columns: readonly TableColumn<Row>[];
  /** The buttons of each row; without it the table has no actions column (e.g. for those who may change nothing). */
  actions?: (row: Row) => readonly RowAction[];
  actionsClassName?: string;
  /** Shown instead of the table when there are no rows: what is missing and what to do about it. */
  empty?: { icon: LucideIcon; title: string; body: ReactNode };
}) {
  const toast = useToast();
  const focus = useFocusReturn();
  const [pending, setPending] = useState<RowConfirmation | null>(null);

  const ask: AskConfirmation = (confirmation) => {
    focus.remember();
    setPending(confirmation);
  };
  const make = (change: RowChange) => {
    change.run().then(
      () => toast.show({ ...change.done, tone: 'success' }),
      (error: unknown) =>
        toast.show({
          title: change.failed,
          description: error instanceof Error ? error.message : undefined,
          tone: 'error',
        }),
    );
    if (change.focusAfter) focus.restore(document.getElementById(change.focusAfter));
  };

  return (
    <>
      {rows.length === 0 && empty ? (
        <EmptyState icon={<empty.icon aria-hidden="true" className="size-5" />} title={empty.title}>
          {empty.body}
        </EmptyState>
      ) : (
        <Table caption={caption}>
          <TableHead>
            {columns.map((column) =>
              column.sort ? (
                <SortableTh
                  key={column.header}
                  label={column.header}
                  sorted={column.sort.sorted}
                  onSort={column.sort.onSort}
                  align={column.align}
                  className={column.headerClassName}
                />
              ) : (
                <Th key={column.header} className={column.headerClassName}>
                  {column.header}
                </Th>
              ),
            )}
            {actions && (
              <Th className={actionsClassName}>
                <span className="sr-only">Actions</span>
              </Th>
            )}
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <Tr key={row.id}>
                {columns.map((column, index) => {
                  const Cell = index === 0 ? RowHeader : Td;
                  return (
                    <Cell key={column.header} className={column.cellClassName}>
                      {column.cell(row, ask)}
                    </Cell>
                  );
                })}
                {actions && (
                  <Td className="text-right whitespace-nowrap">
                    {actions(row).map((action) => (
                      <Button
                        key={action.label}
                        size="sm"
                        variant="ghost"
                        aria-label={action.name}
                        onClick={() => {
                          if ('confirm' in action) ask(action.confirm);
                          else if ('change' in action) make(action.change);
                          else action.onSelect();
                        }}
                      >
                        <action.icon aria-hidden="true" className="size-4" />
                        {action.label}
                      </Button>
                    ))}
                  </Td>
                )}
              </Tr>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (open) return;
          const returnTo = pending?.returnTo;
          setPending(null);
          focus.restore(returnTo);
        }}
        title={pending?.title ?? ''}
        description={pending?.description ?? ''}
        confirmLabel={pending?.confirmLabel ?? ''}
        destructive={pending?.destructive ?? false}
        onConfirm={() => {
          if (pending) make(pending);
        }}
      />
    </>
  );
}
