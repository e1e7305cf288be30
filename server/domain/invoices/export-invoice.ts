import type { Db } from '../../db/client.ts';
import { findInvoice, organizationBilling } from './invoices.ts';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts';

/** The PDF of an invoice of the organization, or undefined when it has no invoice with that id. */
export async function exportInvoicePdf(db: Db, organizationId: number, publicId: string): Promise<{ fileName: string; pdf: Buffer } | undefined> {
  const [invoice, org] = await Promise.all([findInvoice(db, organizationId, publicId), organizationBilling(db, organizationId)]);
  if (!invoice || !org) return undefined;
  const pdf = await renderInvoicePdf({
    publicId: invoice.publicId,
    reference: invoice.reference,
    organizationName: org.name,
    planName: invoice.planName,
    members: invoice.members,
    amount: invoice.amount,
    currency: invoice.currency,
    paidAt: invoice.paidAt,
    timeZone: org.timezone,
  });
  return { fileName: invoiceFileName(invoice), pdf };
}
