import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkOperationHandler } from '../../domain/conversations/bulk-apply.ts';
import { BULK_JOB } from '../../domain/conversations/bulk-operations.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { mulberry32 } from '../../domain/seed/random.ts';
import { seedOrganization } from '../../domain/seed/seed-organization.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// A change over a whole search holds a job and up to 100,000 rows: one caller may have two running at once.

let t: TestApp;
let org: CreatedOrganization;
const clock = new Date('2026-11-25T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  org = await t.createOrg('Sweeping Co');
  await seedOrganization(t.database.db, org.organization.id, { conversations: 40, random: mulberry32(7), now: clock });
});
afterAll(() => t.close());

const start = (key: string, tag: string) =>
  t.request('/api/conversations/bulk/matching', { method: 'POST', key, json: { search: 'status:all', tag } });

describe('changes over a search, at once per caller', () => {
  it('answers a third while two are running with 429 and Retry-After, counts each caller on its own, and frees the slot when one ends', async () => {
    const first = await start(org.api_key, 'one');
    expect(first.status, await first.clone().text()).toBe(202);
    expect((await start(org.api_key, 'two')).status).toBe(202);
    const third = await start(org.api_key, 'three');
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await third.json()) as { error: string }).error).toMatch(/2 changes over a search of yours are still running/);

    const otherKey = await t.createKey(org.organization.id, []);
    const other = await start(otherKey, 'other-caller');
    expect(other.status, await other.clone().text()).toBe(202);

    for (;;) if ((await runDueJobs(t.database.db, { [BULK_JOB]: bulkOperationHandler(t.database.db) }, { now: clock, workerId: 'test' })) === 0) break;
    expect((await start(org.api_key, 'after')).status).toBe(202);
  });
});
