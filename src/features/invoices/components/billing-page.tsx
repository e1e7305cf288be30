import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../session/api/session';
import { useInvoices } from '../api/list-invoices';
import { PlanSummary } from './plan-summary';
import { INVOICES_HEADING_ID, InvoiceTable } from './invoice-table';

/** The plan the organization is on, then every invoice (owners and admins: the route's frame shows this to no one else). */
export function BillingPage() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data } = useInvoices();
  const timeZone = session.organization.timezone;
  return (
    <div className="space-y-8">
      <PlanSummary details={data.details} latest={data.invoices[0]} timeZone={timeZone} />
      <section aria-labelledby={INVOICES_HEADING_ID}>
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={INVOICES_HEADING_ID} className="text-sm font-semibold text-slate-900">
            Invoices <span className="font-normal text-slate-500">({data.invoices.length})</span>
          </h2>
          <p className="text-xs text-slate-500">Dates in {timeZone}</p>
        </div>
        <InvoiceTable invoices={data.invoices} timeZone={timeZone} />
      </section>
    </div>
  );
}
