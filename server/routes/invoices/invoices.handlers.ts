import type { RouteHandler } from '@hono/zod-openapi';
import { exportInvoicePdf } from '../../domain/invoices/export-invoice.ts';
import { listInvoices } from '../../domain/invoices/invoices.ts';
import { requireAdmin, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type { invoicePdfRoute, listInvoicesRoute } from './invoices.routes.ts';

// Billing is for owners and admins (and API keys, which act for the organization); a signed-in agent gets 403.
const BILLING = "see the organization's invoices";

export const listInvoicesHandler =
  ({ db }: ApiDeps): RouteHandler<typeof listInvoicesRoute, AppEnv> =>
  async (c) => {
    requireAdmin(c.get('principal'), BILLING);
    return c.json(await listInvoices(db, c.get('principal').organizationId), 200);
  };

export const invoicePdfHandler =
  ({ db }: ApiDeps): RouteHandler<typeof invoicePdfRoute, AppEnv> =>
  async (c) => {
    const { id } = c.req.valid('param');
    requireAdmin(c.get('principal'), BILLING);
    const exported = await exportInvoicePdf(db, c.get('principal').organizationId, id);
    if (!exported) return c.json({ error: 'invoice not found' }, 404);
    // The file name is ASCII by construction (invoiceFileName), so no RFC 5987 form is needed.
    return c.body(new Uint8Array(exported.pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${exported.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  };
