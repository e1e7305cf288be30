import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { invoices, organizations } from '../../db/schema.ts';
import { openTestDatabase } from '#test/support/test-database';
import { addInvoice, referencePrefix, setPlan } from './billing-admin.ts';
import { listInvoices } from './invoices.ts';

// What the CLI's `org plan set` and `invoice add` do, on a real database.

let database: Database;
let orgId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [org] = await database.db.insert(organizations).values({ name: 'Initech Corp', slug: 'initech-corp', timezone: 'America/New_York' }).returning();
  orgId = org!.id;
});
afterAll(() => database.close());

const add = (input: Partial<Parameters<typeof addInvoice>[2]> = {}) => addInvoice(database.db, orgId, { amount: 3800, members: 2, paid: '2026-02-01', ...input });

describe('setPlan', () => {
  it('sets the plan name, the price per seat and an upper-cased currency; later invoices are issued in it', async () => {
    expect(await setPlan(database.db, orgId, { name: ' Business ', offer: 4900, currency: 'usd' })).toEqual({ name: 'Business', offer: 4900, currency: 'USD' });
    const invoice = await add({ amount: 9800 });
    expect(invoice.currency).toBe('USD');
    const [row] = await database.db.select().from(invoices).where(eq(invoices.publicId, invoice.id));
    expect(row!.planName).toBe('Business');
    expect((await listInvoices(database.db, orgId)).details).toEqual({ name: 'Business', offer: 4900, currency: 'USD' });
  });

  it('keeps the currency when none is given', async () => {
    expect((await setPlan(database.db, orgId, { name: 'Business', offer: 5900 })).currency).toBe('USD');
  });

  it.each([
    [{ name: 'X', offer: 100, currency: 'EURO' }, 'currency EURO is not an ISO 4217 currency code (e.g. EUR, USD, JPY)'],
    [{ name: 'X', offer: 100, currency: 'ABC' }, 'currency ABC is not an ISO 4217 currency code (e.g. EUR, USD, JPY)'],
    [{ name: '  ', offer: 100 }, 'name must not be empty'],
    [{ name: 'X', offer: 2_147_483_648 }, 'offer must be an integer from 0 to 2147483647'],
    [{ name: 'X', offer: -1 }, 'offer must be an integer from 0 to 2147483647'],
  ])('refuses %j', async (input, message) => {
    await expect(setPlan(database.db, orgId, input)).rejects.toThrow(message);
  });

  it('refuses an organization that does not exist', async () => {
    await expect(setPlan(database.db, 999_999, { name: 'X', offer: 1 })).rejects.toThrow('organization 999999 does not exist');
  });
});

describe('addInvoice', () => {
  it('names a default reference after the organization and the month paid, in its zone', async () => {
    expect(referencePrefix('Initech Corp')).toBe('INITECH');
    expect(referencePrefix('Société Générale')).toBe('SOCIETE');
    expect(referencePrefix('東京')).toBe('INV');
    // 02:00 UTC on 1 March is still February in New York, whose default reference the invoice above took.
    expect((await add({ paid: '2026-03-01T02:00:00Z' })).reference).toBe('INITECH-2026-02-2');
    expect((await add({ paid: '2026-03-01T02:00:00Z' })).reference).toBe('INITECH-2026-02-3');
  });

  it('refuses a reference already used in the organization', async () => {
    const first = await add({ reference: 'PO-1234' });
    await expect(add({ reference: ' PO-1234 ' })).rejects.toThrow(`reference PO-1234 is already used by invoice ${first.id}`);
  });

  it.each([
    [{ amount: -1 }, 'amount must be an integer from 0 to 2147483647'],
    [{ amount: 2_147_483_648 }, 'amount must be an integer from 0 to 2147483647'],
    [{ members: 0 }, 'members must be an integer from 1 to 2147483647'],
    [{ paid: 'last tuesday' }, 'paid must be an ISO 8601 date or date-time between 2000 and 2100'],
    [{ paid: '2026-02-30' }, 'paid must be an ISO 8601 date or date-time between 2000 and 2100'],
    [{ reference: '' }, 'reference must not be empty'],
    [{ reference: 'x'.repeat(65) }, 'reference must be at most 64 characters'],
    [{ reference: 'a\u202eb' }, 'reference must not contain control or invisible characters'],
  ])('refuses %j', async (input, message) => {
    await expect(add(input)).rejects.toThrow(message);
  });

  it('gives distinct unguessable public ids', async () => {
    const ids = new Set((await listInvoices(database.db, orgId)).invoices.map((i) => i.id));
    expect(ids.size).toBeGreaterThanOrEqual(4);
    for (const id of ids) expect(id).toMatch(/^in_[A-Za-z0-9]{20}$/);
  });
});
