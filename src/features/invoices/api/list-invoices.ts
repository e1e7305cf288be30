import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { InvoiceListSchema, type InvoiceList } from '#contract/invoices';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

export function listInvoices(signal?: AbortSignal): Promise<InvoiceList> {
  return api.get('/organization/invoices', { schema: InvoiceListSchema, signal });
}

/** Every invoice, newest first, and the current plan (owners and admins: others get 403). */
export const invoicesQueryOptions = () => queryOptions({ queryKey: invoiceKeys.list(), queryFn: ({ signal }) => listInvoices(signal) });

/** The route's loader fetched it already. */
export function useInvoices() {
  return useSuspenseQuery(invoicesQueryOptions());
}
