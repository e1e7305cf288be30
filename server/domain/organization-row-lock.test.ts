import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { SYSTEM_ACTOR } from './conversations/events.ts';
import type { CreatedOrganization } from './organizations.ts';
import { updateOrganization } from './organization-settings.ts';
import { putBusinessHours } from './sla/business-hours.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// A change to an organization's own row (its settings, hours, webhook cursor) locks it FOR NO KEY UPDATE, never FOR
// UPDATE: every write that references the organization holds its row FOR KEY SHARE through the foreign key, and a
// write that emits on the change feed does so while holding the feed lock. With FOR UPDATE, a settings change that
// then emits waited for the feed lock while the emitter waited for the row: a deadlock, which once stopped a second
// server seeding the demo's business hours. Only PostgreSQL has other connections to race with.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The change feed's lock (domain/changes/emit.ts), per organization. */
const FEED_LOCK = 727006;

let t: TestApp;
let org: CreatedOrganization;
beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Row Lock Co');
});
afterAll(() => t.close());

/** Resolves once some connection waits for the feed lock. */
async function someoneWaitsForTheFeed(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${FEED_LOCK} and not granted`);
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody waited for the feed lock');
}

/**
 * `change` while another writer holds the feed lock, as emitting does, and then references the organization, as every
 * insert does. Resolves with what `change` gave once both committed; a deadlock rejects.
 */
async function emitterRacing<T>(change: () => Promise<T>): Promise<T> {
  const id = org.organization.id;
  let changing: Promise<T> | undefined;
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK}, ${id}::int)`);
    changing = change(); // takes the organization's row, then waits for the feed lock this transaction holds
    await someoneWaitsForTheFeed();
    await tx.execute(sql`select 1 from organizations where id = ${id} for key share`);
  });
  return changing!;
}

describe.runIf(onPostgres)("a change to the organization's row, while another writer emits for it", () => {
  const opts = { actor: SYSTEM_ACTOR, now: new Date() };

  it('business hours: both finish, no deadlock', async () => {
    const days = (['mon', 'tue'] as const).map((day) => ({ day, open: '09:00', close: '17:00' }));
    await expect(emitterRacing(() => putBusinessHours(t.database.db, org.organization.id, { days }, opts))).resolves.toMatchObject({ days: expect.any(Array) });
  });

  it('name and time zone: both finish, no deadlock', async () => {
    await expect(emitterRacing(() => updateOrganization(t.database.db, org.organization.id, { timezone: 'America/New_York' }, opts))).resolves.toMatchObject({ timezone: 'America/New_York' });
  });
});
