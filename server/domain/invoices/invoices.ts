import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Invoice, InvoiceList } from '#contract/invoices';
import type { Db } from '../../db/client.ts';
import { invoices, organizations } from '../../db/schema.ts';
import { formatWithOffset } from './invoice-time.ts';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `in_` and 20 random letters or digits (~119 bits): not guessable, and says nothing about how many exist. */
export function newInvoiceId(): string {
  let id = 'in_';
  while (id.length < 23) {
    // 248 = 4 x 62: bytes above it are skipped so every character is equally likely.
    for (const b of randomBytes(24)) if (b < 248 && id.length < 23) id += ID_ALPHABET[b % 62];
  }
  return id;
}

export const invoicePdfPath = (publicId: string) => `/api/organization/invoices/${publicId}/pdf`;

type InvoiceRow = typeof invoices.$inferSelect;

export function toInvoice(row: InvoiceRow, timeZone: string): Invoice {
  return {
    id: row.publicId,
    amount: row.amount,
    currency: row.currency,
    url: invoicePdfPath(row.publicId),
    reference: row.reference,
    members: row.members,
    paid: formatWithOffset(row.paidAt, timeZone),
  };
}

export interface OrganizationBilling {
  name: string;
  timezone: string;
  planName: string;
  planOffer: number;
  currency: string;
}

export async function organizationBilling(db: Db, organizationId: number): Promise<OrganizationBilling | undefined> {
  const [org] = await db
    .select({
      name: organizations.name,
      timezone: organizations.timezone,
      planName: organizations.planName,
      planOffer: organizations.planOffer,
      currency: organizations.currency,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org;
}

/** Every invoice of the organization, newest first, and its current plan. */
export async function listInvoices(db: Db, organizationId: number): Promise<InvoiceList> {
  const [org, rows] = await Promise.all([
    organizationBilling(db, organizationId),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.organizationId, organizationId))
      .orderBy(desc(invoices.paidAt), desc(invoices.id)),
  ]);
  const timeZone = org?.timezone ?? 'UTC';
  return {
    invoices: rows.map((row) => toInvoice(row, timeZone)),
    details: { name: org?.planName ?? '', offer: org?.planOffer ?? 0, currency: org?.currency ?? 'EUR' },
  };
}

/** One invoice of the organization by its public id; another organization's is not found, like an unknown one. */
export async function findInvoice(db: Db, organizationId: number, publicId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.publicId, publicId)));
  return row;
}
