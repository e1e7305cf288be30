import { slugify } from '#contract/slug';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { agents, organizations } from '../../db/schema.ts';
import { openTestDatabase } from '#test/support/test-database';
import { listInvoices } from './invoices.ts';
import { seedInvoices } from './seed-invoices.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function organization(name: string, timezone: string, activeAgents: number, inactive = 0): Promise<number> {
  const [org] = await database.db.insert(organizations).values({ name, slug: slugify(name, 'org'), timezone, planName: 'Team', planOffer: 1900 }).returning();
  const rows = Array.from({ length: activeAgents + inactive }, (_, i) => ({
    organizationId: org!.id,
    email: `a${i}@seed.example`,
    name: `A${i}`,
    passwordHash: 'x',
    active: i < activeAgents,
  }));
  if (rows.length) await database.db.insert(agents).values(rows);
  return org!.id;
}

describe('seedInvoices', () => {
  it('adds a year of monthly invoices, paid on the 1st at 09:00 local, seats x price per seat', async () => {
    const id = await organization('Acme Support', 'Europe/Paris', 4, 2);
    expect(await seedInvoices(database.db, id, new Date('2026-11-21T10:00:00Z'))).toBe(12);
    const { invoices } = await listInvoices(database.db, id);
    expect(invoices.map((i) => i.reference)).toEqual([
      'ACME-2026-11', 'ACME-2026-10', 'ACME-2026-09', 'ACME-2026-08', 'ACME-2026-07', 'ACME-2026-06',
      'ACME-2026-05', 'ACME-2026-04', 'ACME-2026-03', 'ACME-2026-02', 'ACME-2026-01', 'ACME-2025-12',
    ]);
    expect(invoices[0]!.paid).toBe('2026-11-01T09:00:00+01:00');
    expect(invoices[4]!.paid).toBe('2026-07-01T09:00:00+02:00');
    for (const invoice of invoices) expect(invoice).toMatchObject({ members: 4, amount: 7600, currency: 'EUR' });
  });

  it('does not count this month before it is paid, and crosses the year backwards', async () => {
    const id = await organization('Globex', 'UTC', 1);
    await seedInvoices(database.db, id, new Date('2026-01-01T08:59:00Z'));
    const { invoices } = await listInvoices(database.db, id);
    expect(invoices.at(0)!.reference).toBe('GLOBEX-2025-12');
    expect(invoices.at(-1)!.reference).toBe('GLOBEX-2025-01');
  });

  it('adds nothing to an organization that already has invoices', async () => {
    const id = await organization('Initech', 'UTC', 2);
    expect(await seedInvoices(database.db, id, new Date())).toBe(12);
    expect(await seedInvoices(database.db, id, new Date())).toBe(0);
    expect((await listInvoices(database.db, id)).invoices).toHaveLength(12);
  });

  it('bills one seat to an organization without active agents', async () => {
    const id = await organization('Empty Co', 'UTC', 0);
    await seedInvoices(database.db, id, new Date());
    const [org] = await database.db.select().from(organizations).where(eq(organizations.id, id));
    expect((await listInvoices(database.db, id)).invoices[0]).toMatchObject({ members: 1, amount: org!.planOffer });
  });
});
