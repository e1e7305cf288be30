import { z } from '@hono/zod-openapi';
import { InvoiceIdParamSchema, InvoiceListSchema } from '#contract/invoices';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const forbidden = { 403: errorResponse('A signed-in agent who is not an owner or admin of the organization.') };

export const listInvoicesRoute = declareRoute({
  operationId: 'listInvoices',
  method: 'get',
  path: '/organization/invoices',
  tags: ['Organization'],
  summary: "The organization's invoices and plan",
  description:
    'Every invoice, newest first, and the current plan: its name and price per seat (`offer`). Amounts are integers in ' +
    "the smallest unit of the ISO 4217 `currency` (cents for EUR). `paid` carries the organization's UTC offset. " +
    'For API keys and signed-in owners and admins.',
  responses: {
    200: jsonContent(InvoiceListSchema, 'The invoices and the plan.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const invoicePdfRoute = declareRoute({
  operationId: 'downloadInvoicePdf',
  method: 'get',
  path: '/organization/invoices/{id}/pdf',
  tags: ['Organization'],
  summary: 'An invoice as PDF',
  description: "The invoice's `url`: an A4 PDF shown inline (Content-Disposition: inline), named after its reference.",
  request: { params: z.object({ id: InvoiceIdParamSchema.meta({ description: 'The invoice id (in_...).' }) }) },
  responses: {
    200: { description: 'The PDF file.', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
    ...badRequest('The id is not an invoice id (in_ and 20 letters or digits).'),
    ...unauthorized,
    ...forbidden,
    404: errorResponse('No such invoice in this organization.'),
  },
});
