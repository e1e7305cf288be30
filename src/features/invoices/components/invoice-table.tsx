import { FileText, Receipt } from 'lucide-react';
import type { Invoice } from '#contract/invoices';
import { EmptyState } from '../../../components/ui/state-panel';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../../components/ui/table';
import { zonedFullDateTime } from '../../../components/ui/zoned-time';
import { formatMoney } from '../money';
import { zonedDate } from '../zoned-date';

export const INVOICES_CAPTION = 'Invoices';
export const INVOICES_HEADING_ID = 'invoices-heading';

/** The invoices, newest first: date paid (the organization's), reference, seats, amount, and the PDF. */
export function InvoiceTable({ invoices, timeZone }: { invoices: Invoice[]; timeZone: string }) {
  if (invoices.length === 0) {
    return (
      <EmptyState icon={<Receipt aria-hidden="true" className="size-5" />} title="No invoices yet">
        An invoice appears here each month once the subscription is paid, with its PDF.
      </EmptyState>
    );
  }
  return (
    <Table caption={INVOICES_CAPTION}>
      <TableHead>
        <Th className="w-44">Date</Th>
        <Th>Reference</Th>
        <Th className="w-28 text-right">Seats</Th>
        <Th className="w-36 text-right">Amount</Th>
        <Th className="w-32">
          <span className="sr-only">PDF</span>
        </Th>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <Tr key={invoice.id}>
            <RowHeader className="whitespace-nowrap">
              <time dateTime={invoice.paid} title={zonedFullDateTime(invoice.paid, timeZone)} className="font-medium text-slate-900">
                {zonedDate(invoice.paid, timeZone)}
              </time>
            </RowHeader>
            <Td className="font-mono text-xs break-all">{invoice.reference}</Td>
            <Td className="text-right tabular-nums">{invoice.members}</Td>
            <Td className="text-right font-medium text-slate-900 tabular-nums">{formatMoney(invoice.amount, invoice.currency)}</Td>
            <Td className="text-right">
              <a
                href={invoice.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open invoice ${invoice.reference} as PDF (new tab)`}
                className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <FileText aria-hidden="true" className="size-4" />
                PDF
              </a>
            </Td>
          </Tr>
        ))}
      </TableBody>
    </Table>
  );
}
