import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { ensureDemoOrganization, type DemoOrganization } from '../demo-organization.ts';
import { openTestDatabase } from '#test/support/test-database';
import { listInvoices } from './invoices.ts';

let database: Database;
let demo: DemoOrganization | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  demo = await ensureDemoOrganization(database.db);
}, 120_000);
afterAll(() => database.close());

describe('the demo organization', () => {
  it('comes with a year of monthly invoices for its team, in its Paris time', async () => {
    const { invoices, details } = await listInvoices(database.db, demo!.organization.id);
    expect(details).toEqual({ name: 'Standard', offer: 1900, currency: 'EUR' });
    expect(invoices).toHaveLength(12);
    for (const invoice of invoices) {
      expect(invoice.reference).toMatch(/^ACME-\d{4}-\d{2}$/);
      expect(invoice.paid).toMatch(/^\d{4}-\d{2}-01T09:00:00\+0[12]:00$/);
      expect(invoice.amount).toBe(invoice.members * 1900);
    }
    expect(new Set(invoices.map((i) => i.reference)).size).toBe(12);
  });
});
