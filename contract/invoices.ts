import { z } from 'zod';

/** Public invoice ids: `in_` and 20 letters or digits (never the database id, which would count customers). */
export const INVOICE_ID_PATTERN = /^in_[A-Za-z0-9]{20}$/;

/** A date-time with an explicit offset (the organization's, at that instant): `2026-10-01T09:00:00+02:00`. */
const OffsetDateTimeSchema = z.string().meta({ format: 'date-time', example: '2026-10-01T09:00:00+02:00' });

const CurrencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .meta({ description: 'ISO 4217 code; amounts are integers in its smallest unit (cents for EUR, yen for JPY).', example: 'EUR' });

export const InvoiceSchema = z
  .object({
    id: z.string().meta({ description: 'The public id of the invoice.', example: 'in_4fQk2ZbV9xT1mN8pR3sL' }),
    amount: z.number().int().meta({ description: 'Total paid, in the smallest unit of `currency`.', example: 7600 }),
    currency: CurrencySchema,
    url: z.string().meta({
      description: 'The invoice as a PDF, a path on this server (send the API key, or a session of an owner or admin).',
      example: '/api/organization/invoices/in_4fQk2ZbV9xT1mN8pR3sL/pdf',
    }),
    reference: z.string().meta({ example: 'ACME-2026-10' }),
    members: z.number().int().meta({ description: 'Seats billed.', example: 4 }),
    paid: OffsetDateTimeSchema.meta({ description: "When it was paid, with the organization's UTC offset at that time." }),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListSchema = z
  .object({
    invoices: z.array(InvoiceSchema).meta({ description: 'Every invoice of the organization, newest first.' }),
    details: z
      .object({
        name: z.string().meta({ description: 'The current plan.', example: 'Standard' }),
        offer: z.number().int().meta({ description: 'Price per seat and month, in the smallest unit of `currency`.', example: 1900 }),
        currency: CurrencySchema,
      })
      .meta({ id: 'InvoiceDetails' }),
  })
  .meta({ id: 'InvoiceList' });
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

export const InvoiceIdParamSchema = z
  .string()
  .regex(INVOICE_ID_PATTERN, 'must be an invoice id (in_ and 20 letters or digits)')
  .meta({ param: { in: 'path' }, example: 'in_4fQk2ZbV9xT1mN8pR3sL' });
