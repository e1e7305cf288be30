import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { loggedDb, type LoggedQuery } from '../db/logged-db.ts';
import { createAgent } from '../domain/agents.ts';
import { CALLER_CACHE_MS } from '../domain/caller-cache.ts';
import type { CreatedOrganization } from '../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// Who a key or a session stands for is read once and remembered for a few seconds, so that a request sends
// only its own statements; every change that takes access away still takes effect at once in this process,
// and within CALLER_CACHE_MS when made by another process on the same database.

const CSRF = { 'X-Inbox-Request': '1' };
let t: TestApp;
let org: CreatedOrganization;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Cache Co');
  await createAgent(t.database.db, { organizationId: org.organization.id, email: 'ann@cache.example', name: 'Ann', role: 'admin', password: 'ann-password-1' });
  await createAgent(t.database.db, { organizationId: org.organization.id, email: 'bob@cache.example', name: 'Bob', role: 'agent', password: 'bob-password-1' });
});
afterAll(() => t.close());

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.request('/api/session', { method: 'POST', headers: CSRF, json: { email, password } });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** The same request, a little later: as if CALLER_CACHE_MS had passed. */
async function later<T>(run: () => Promise<T>): Promise<T> {
  const real = Date.now();
  const spy = vi.spyOn(Date, 'now').mockReturnValue(real + CALLER_CACHE_MS + 1);
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

describe('the callers the API remembers', () => {
  it('sends nothing but the list query itself for a list request with a key already seen (no lookup, no bookkeeping write)', async () => {
    const log: LoggedQuery[] = [];
    const app = createApp({ db: loggedDb(t.database, log).db, logger: pino({ level: 'silent' }), ping: t.database.ping });
    const key = await t.createKey(org.organization.id, []);
    expect((await app.request('/api/conversations?limit=25', { headers: { 'X-Api-Key': key } })).status).toBe(200);
    const first = log.map((q) => q.query);
    expect(first.some((q) => /from "api_keys"/.test(q))).toBe(true);
    log.length = 0;
    for (let i = 0; i < 5; i++) expect((await app.request('/api/conversations?limit=25', { headers: { 'X-Api-Key': key } })).status).toBe(200);
    expect(log.filter((q) => /api_keys|sessions/.test(q.query))).toEqual([]);
    expect(log).toHaveLength(5);
  });

  it('refuses a key at once when it is revoked through the API', async () => {
    const ann = await signIn('ann@cache.example', 'ann-password-1');
    const res = await t.request('/api/api-keys', { method: 'POST', headers: { Cookie: ann, ...CSRF }, json: { name: 'short-lived', permissions: [] } });
    const created = (await res.json()) as { id: number; key: string };
    expect(res.status, JSON.stringify(created)).toBe(201);
    expect((await t.request('/api/channels', { key: created.key })).status).toBe(200);
    expect((await t.request(`/api/api-keys/${created.id}`, { method: 'DELETE', headers: { Cookie: ann, ...CSRF } })).status).toBeLessThan(300);
    expect((await t.request('/api/channels', { key: created.key })).status).toBe(401);
  });

  it('refuses a key revoked by another process (straight in the database) within the cache time', async () => {
    const key = await t.createKey(org.organization.id, []);
    expect((await t.request('/api/channels', { key })).status).toBe(200);
    await t.database.db.execute(sql`update api_keys set revoked_at = now() where revoked_at is null and id = (select max(id) from api_keys)`);
    expect((await later(() => t.request('/api/channels', { key }))).status).toBe(401);
  });

  it('ends a session at once on sign-out, and an agent\'s sessions at once on deactivation or a new role', async () => {
    const ann = await signIn('ann@cache.example', 'ann-password-1');
    const bob = await signIn('bob@cache.example', 'bob-password-1');
    const bobId = (((await (await t.request('/api/session', { headers: { Cookie: bob } })).json()) as { agent: { id: number } }).agent.id);
    expect((await t.request('/api/channels', { headers: { Cookie: bob } })).status).toBe(200);
    // An agent may not list API keys; as admin, Bob may, at once.
    expect((await t.request('/api/api-keys', { headers: { Cookie: bob } })).status).toBe(403);
    const promote = await t.request(`/api/agents/${bobId}`, { method: 'PATCH', headers: { Cookie: ann, ...CSRF }, json: { role: 'admin' } });
    expect(promote.status).toBe(200);
    expect((await t.request('/api/api-keys', { headers: { Cookie: bob } })).status).toBe(200);
    const deactivate = await t.request(`/api/agents/${bobId}`, { method: 'DELETE', headers: { Cookie: ann, ...CSRF } });
    expect(deactivate.status).toBe(204);
    expect((await t.request('/api/channels', { headers: { Cookie: bob } })).status).toBe(401);
    expect((await t.request('/api/session', { method: 'DELETE', headers: { Cookie: ann, ...CSRF } })).status).toBeLessThan(300);
    expect((await t.request('/api/channels', { headers: { Cookie: ann } })).status).toBe(401);
  });
});
