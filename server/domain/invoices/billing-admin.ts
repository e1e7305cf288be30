import { and, eq, like } from 'drizzle-orm';
import type { Invoice } from '#contract/invoices';
import type { Db } from '../../db/client.ts';
import { invoices, organizations } from '../../db/schema.ts';
import { InputError } from '../errors.ts';
import { utcToZonedParts } from '../time/zoned-time.ts';
import { isCurrency } from './currency.ts';
import { parsePaidTime } from './invoice-time.ts';
import { newInvoiceId, organizationBilling, toInvoice } from './invoices.ts';

// What an operator (the CLI, later a billing system) changes: the plan and the invoices. Amounts are integers in
// the smallest currency unit and must fit the database's integer columns.

const INT_MAX = 2_147_483_647;
const REFERENCE_MAX = 64;
const PLAN_NAME_MAX = 100;

function checkInt(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > INT_MAX) throw new InputError(`${name} must be an integer from ${min} to ${INT_MAX}`);
}

function cleanText(name: string, value: string, max: number): string {
  const text = value.trim();
  if (text === '') throw new InputError(`${name} must not be empty`);
  if (text.length > max) throw new InputError(`${name} must be at most ${max} characters`);
  if (/[\p{Cc}\p{Cf}]/u.test(text)) throw new InputError(`${name} must not contain control or invisible characters`);
  return text;
}

/** "Acme Support" -> "ACME": the start of default references (ACME-2026-01). */
export function referencePrefix(organizationName: string): string {
  const word = organizationName.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase().match(/[A-Z0-9]+/)?.[0] ?? '';
  return word.slice(0, 10) || 'INV';
}

/** PREFIX-YYYY-MM of the month paid (in the organization's zone); -2, -3 ... when that one is taken. */
async function defaultReference(db: Db, organizationId: number, prefix: string, paid: Date, timeZone: string): Promise<string> {
  const { year, month } = utcToZonedParts(paid, timeZone);
  const base = `${prefix}-${year}-${String(month).padStart(2, '0')}`;
  const taken = new Set(
    (await db.select({ reference: invoices.reference }).from(invoices).where(and(eq(invoices.organizationId, organizationId), like(invoices.reference, `${base}%`)))).map(
      (r) => r.reference,
    ),
  );
  let reference = base;
  for (let n = 2; taken.has(reference); n++) reference = `${base}-${n}`;
  return reference;
}

export interface AddInvoiceInput {
  amount: number;
  members: number;
  /** ISO 8601; without an offset, in the organization's zone; a date alone is 09:00 there. */
  paid: string;
  reference?: string | undefined;
}

/** Records a paid invoice in the organization's current plan and currency. */
export async function addInvoice(db: Db, organizationId: number, input: AddInvoiceInput): Promise<Invoice> {
  const org = await organizationBilling(db, organizationId);
  if (!org) throw new InputError(`organization ${organizationId} does not exist`);
  checkInt('amount', input.amount, 0);
  checkInt('members', input.members, 1);
  const paidAt = parsePaidTime(input.paid, org.timezone);
  if (!paidAt) throw new InputError(`paid must be an ISO 8601 date or date-time between 2000 and 2100, such as 2026-10-01 or 2026-10-01T09:00:00+02:00`);
  let reference: string;
  if (input.reference !== undefined) {
    reference = cleanText('reference', input.reference, REFERENCE_MAX);
    const [dup] = await db
      .select({ publicId: invoices.publicId })
      .from(invoices)
      .where(and(eq(invoices.organizationId, organizationId), eq(invoices.reference, reference)));
    if (dup) throw new InputError(`reference ${reference} is already used by invoice ${dup.publicId}`);
  } else {
    reference = await defaultReference(db, organizationId, referencePrefix(org.name), paidAt, org.timezone);
  }
  const [row] = await db
    .insert(invoices)
    .values({ organizationId, publicId: newInvoiceId(), reference, amount: input.amount, currency: org.currency, members: input.members, planName: org.planName, paidAt })
    .returning();
  return toInvoice(row!, org.timezone);
}

export interface PlanInput {
  name: string;
  offer: number;
  currency?: string | undefined;
}

/** Sets the plan that later invoices are issued in (existing invoices keep theirs). */
export async function setPlan(db: Db, organizationId: number, input: PlanInput) {
  const name = cleanText('name', input.name, PLAN_NAME_MAX);
  checkInt('offer', input.offer, 0);
  const currency = input.currency?.trim().toUpperCase();
  if (currency !== undefined && !isCurrency(currency)) throw new InputError(`currency ${input.currency} is not an ISO 4217 currency code (e.g. EUR, USD, JPY)`);
  const [row] = await db
    .update(organizations)
    .set({ planName: name, planOffer: input.offer, ...(currency ? { currency } : {}) })
    .where(eq(organizations.id, organizationId))
    .returning({ name: organizations.planName, offer: organizations.planOffer, currency: organizations.currency });
  if (!row) throw new InputError(`organization ${organizationId} does not exist`);
  return row;
}
