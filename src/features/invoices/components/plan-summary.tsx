import { CreditCard } from 'lucide-react';
import type { Invoice, InvoiceList } from '#contract/invoices';
import { formatMoney } from '../money';
import { zonedDate } from '../zoned-date';

/** The current plan: its name and price per seat and month (the API's `details`), and what was billed last. */
export function PlanSummary({ details, latest, timeZone }: { details: InvoiceList['details']; latest: Invoice | undefined; timeZone: string }) {
  return (
    <section aria-labelledby="plan-heading" className="flex flex-wrap items-start gap-4 rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
        <CreditCard aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0 flex-1">
        <h2 id="plan-heading" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Current plan
        </h2>
        <p className="mt-1 text-lg font-semibold text-slate-900">{details.name}</p>
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{formatMoney(details.offer, details.currency)}</span> per seat and month
        </p>
      </div>
      {latest && (
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Last invoice</dt>
          <dd className="text-right font-medium text-slate-900">{zonedDate(latest.paid, timeZone)}</dd>
          <dt className="text-slate-500">Seats billed</dt>
          <dd className="text-right text-slate-900 tabular-nums">{latest.members}</dd>
          <dt className="text-slate-500">Amount</dt>
          <dd className="text-right text-slate-900 tabular-nums">{formatMoney(latest.amount, latest.currency)}</dd>
        </dl>
      )}
    </section>
  );
}
