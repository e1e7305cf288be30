import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { invoicePdfHandler, listInvoicesHandler } from './invoices.handlers.ts';
import { invoicePdfRoute, listInvoicesRoute } from './invoices.routes.ts';

export function invoicesRouter(deps: ApiDeps) {
  return createRouter().openapi(listInvoicesRoute, listInvoicesHandler(deps)).openapi(invoicePdfRoute, invoicePdfHandler(deps));
}
