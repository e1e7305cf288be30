import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, invoices } from '../../db/schema.ts';
import { InputError } from '../errors.ts';
import { utcToZonedParts, zonedDateTimeToUtc } from '../time/zoned-time.ts';
import { referencePrefix } from './billing-admin.ts';
import { newInvoiceId, organizationBilling } from './invoices.ts';

export const SEEDED_INVOICE_MONTHS = 12;

/**
 * A year of monthly invoices, paid on the 1st at 09:00 in the organization's zone, the last one the latest such
 * time up to `now`: seats = the active agents today, amount = seats x the plan's price. Only for an organization
 * without invoices, so seeding again adds none. Returns how many were created.
 */
export async function seedInvoices(db: Db, organizationId: number, now: Date): Promise<number> {
  const org = await organizationBilling(db, organizationId);
  if (!org) return 0;
  const [existing] = await db.select({ n: count() }).from(invoices).where(eq(invoices.organizationId, organizationId));
  if ((existing?.n ?? 0) > 0) return 0;
  const [active] = await db.select({ n: count() }).from(agents).where(and(eq(agents.organizationId, organizationId), eq(agents.active, true)));
  const members = Math.max(1, active?.n ?? 0);
  // The amount column is a 32-bit integer: a price that large is a typo in `org plan set`, not a plan to bill.
  if (members * org.planOffer > 2_147_483_647) throw new InputError('seats x price per seat is too large to invoice');

  const local = utcToZonedParts(now, org.timezone);
  const prefix = referencePrefix(org.name);
  const rows = [];
  for (let back = 0; rows.length < SEEDED_INVOICE_MONTHS; back++) {
    // Month arithmetic on a month index, so January minus one is last year's December.
    const index = local.year * 12 + (local.month - 1) - back;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const paidAt = zonedDateTimeToUtc({ year, month, day: 1, hour: 9 }, org.timezone);
    if (paidAt > now) continue; // the 1st of this month, before 09:00: not paid yet
    rows.push({
      organizationId,
      publicId: newInvoiceId(),
      reference: `${prefix}-${year}-${String(month).padStart(2, '0')}`,
      amount: members * org.planOffer,
      currency: org.currency,
      members,
      planName: org.planName,
      paidAt,
    });
  }
  await db.insert(invoices).values(rows);
  return rows.length;
}
