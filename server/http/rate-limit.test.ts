import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { queryRows } from '../db/query-rows.ts';
import { sql } from 'drizzle-orm';
import type { CreatedOrganization } from '../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// Requests per API key and per session, counted per minute and shared by every server process on the
// database (two apps on one database stand for two processes here).

const LIMIT = 10;
// A fixed clock: the minute's window never ends in the middle of a test.
const now = () => new Date('2026-11-25T10:00:05Z');
let t: TestApp;
let org: CreatedOrganization;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: LIMIT, now });
  org = await t.createOrg('Busy Co');
});
afterAll(() => t.close());

const get = (key: string, app: { request: TestApp['request'] } = t) => app.request('/api/channels', { key });

async function sharedCount(bucketPrefix: string): Promise<number> {
  const rows = await queryRows<{ hits: number }>(
    t.database.db,
    sql`select coalesce(sum(hits), 0)::int as hits from rate_limit_counters where bucket like ${`${bucketPrefix}%`}`,
  );
  return Number(rows[0]?.hits ?? 0);
}

describe('rate limits per API key', () => {
  it(`answers ${LIMIT} requests a minute, then 429 with Retry-After and the RateLimit fields`, async () => {
    const key = await t.createKey(org.organization.id, []);
    const first = await get(key);
    expect(first.status).toBe(200);
    expect(first.headers.get('RateLimit-Limit')).toBe(String(LIMIT));
    expect(first.headers.get('RateLimit-Remaining')).toBe(String(LIMIT - 1));
    expect(first.headers.get('RateLimit-Reset')).toBe('55');
    expect(first.headers.get('RateLimit-Policy')).toBe(`${LIMIT};w=60`);
    const statuses = [];
    for (let i = 1; i < LIMIT + 3; i++) statuses.push((await get(key)).status);
    expect(statuses.slice(0, LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(200));
    expect(statuses.slice(LIMIT - 1)).toEqual([429, 429, 429]);
    const refused = await get(key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('55');
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
    expect(((await refused.json()) as { error: string }).error).toMatch(/too many requests: 10 a minute .* per API key; try again in \d+ s/);
  });

  it('counts each key on its own: another key of the same organization is still answered', async () => {
    const busy = await t.createKey(org.organization.id, []);
    for (let i = 0; i < LIMIT; i++) await get(busy);
    expect((await get(busy)).status).toBe(429);
    expect((await get(await t.createKey(org.organization.id, []))).status).toBe(200);
  });

  it('counts a burst of concurrent requests exactly: no more than the limit get through', async () => {
    const key = await t.createKey(org.organization.id, []);
    const statuses = await Promise.all(Array.from({ length: 40 }, () => get(key).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMIT);
  });

  it('shares the count between server processes on one database', async () => {
    const other = createApp({ db: t.database.db, logger: pino({ level: 'silent' }), ping: t.database.ping, rateLimitPerMinute: LIMIT, now });
    const otherProcess = { request: (path: string, init: { key: string }) => Promise.resolve(other.request(path, { headers: { 'X-Api-Key': init.key } })) };
    const key = await t.createKey(org.organization.id, []);
    const keyId = (await queryRows<{ id: number }>(t.database.db, sql`select max(id)::int as id from api_keys`))[0]!.id;
    for (let i = 0; i < 6; i++) expect((await get(key)).status).toBe(200);
    // The first process adds what it counted to the shared row within a fraction of a second.
    await expect.poll(() => sharedCount(`key:${keyId}`), { timeout: 10_000 }).toBe(6);
    const there = [];
    for (let i = 0; i < 6; i++) there.push((await get(key, otherProcess)).status);
    expect(there).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('answers unknown keys 401, and 429 to a client address that keeps guessing', async () => {
    const statuses = [];
    for (let i = 0; i < 70; i++) statuses.push((await get(`sik_guess${i}`)).status);
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    // A real key from the same address still works.
    expect((await get(await t.createKey(org.organization.id, []))).status).toBe(200);
  });
});

describe('rate limits per session', () => {
  it('counts a dashboard session on its own budget', async () => {
    const signIn = await t.request('/api/session', {
      method: 'POST',
      headers: { 'X-Inbox-Request': '1' },
      json: { email: org.owner.email, password: org.owner.password },
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const asSession = () => t.request('/api/channels', { headers: { Cookie: cookie, 'X-Inbox-Request': '1' } });
    for (let i = 0; i < LIMIT; i++) expect((await asSession()).status).toBe(200);
    const refused = await asSession();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/per session/);
  });
});

describe('without a limit configured', () => {
  it('sends no RateLimit fields', async () => {
    const unlimited = createApp({ db: t.database.db, logger: pino({ level: 'silent' }), ping: t.database.ping, now });
    const res = await unlimited.request('/api/channels', { headers: { 'X-Api-Key': await t.createKey(org.organization.id, []) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('RateLimit-Limit')).toBeNull();
  });
});
