import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

// A plain data table (role="table" with its caption as name): rows stay rows for screen readers, and the
// frame scrolls sideways rather than squeezing columns on a narrow window.

export function Table({ caption, className, children }: { caption: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('overflow-x-auto rounded-lg border border-slate-200 bg-white', className)}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600">
      <tr>{children}</tr>
    </thead>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100">{children}</tbody>;
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('px-4 py-2.5 font-medium whitespace-nowrap', className)} {...props} />;
}

/** The first cell of a row, naming it (a row header). */
export function RowHeader({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="row" className={cn('px-4 py-3 text-left align-middle font-normal', className)} {...props} />;
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3 align-middle text-slate-700', className)} {...props} />;
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('hover:bg-slate-50/60', className)} {...props} />;
}

export type SortWay = 'asc' | 'desc';

/**
 * A column header that sorts: a button (Enter or Space), and aria-sort on the header of the sorted column.
 * A click on the sorted column reverses it; on another, sorts by it in its `firstWay`.
 */
export function SortableTh({
  label,
  sorted,
  onSort,
  className,
  align = 'left',
}: {
  label: string;
  /** The way this column sorts the table, or null when another column does. */
  sorted: SortWay | null;
  onSort: () => void;
  className?: string;
  align?: 'left' | 'right';
}) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={cn('px-2 py-1.5 font-medium whitespace-nowrap', align === 'right' && 'text-right', className)}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-slate-200/60 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600',
          sorted ? 'text-slate-900' : 'text-slate-600',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', sorted ? 'text-indigo-600' : 'text-slate-400')} />
      </button>
    </th>
  );
}
