import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let clock = new Date('2026-11-21T10:00:00Z');
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, now: () => clock });
  organizationId = (await t.createOrg('Office Co')).organization.id;
  for (const name of ['kenji', 'mia', 'olu']) {
    await createAgent(t.database.db, { organizationId, email: `${name}@office.example`, name, role: 'agent', password: `${name}-password` });
  }
});
afterAll(() => t.close());

const attempt = (email: string, clientAddress: string, password = 'wrong password') =>
  t.request('/api/session', {
    method: 'POST',
    headers: { 'X-Inbox-Request': '1', 'X-Forwarded-For': `${clientAddress}, 10.0.0.1` },
    json: { email, password },
  });

describe('sign-in limits behind a trusted proxy', () => {
  it('counts failures per client named by X-Forwarded-For: past 30, wrong passwords get 429 there, not elsewhere', async () => {
    for (let i = 0; i < 30; i++) expect((await attempt(`user${i}@proxy.example`, '203.0.113.7')).status).toBe(401);
    const blocked = await attempt('another@proxy.example', '203.0.113.7');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'too many failed sign-ins: try again in 15 minutes' });
    expect(Number(blocked.headers.get('retry-after'))).toBe(900);
    expect((await attempt('another@proxy.example', '198.51.100.2')).status).toBe(401);
  });

  it('still signs in another agent with the right password from an address past its failure limit (one office, one NAT)', async () => {
    for (let i = 0; i < 31; i++) await attempt(`stranger${i}@nat.example`, '192.0.2.50');
    expect((await attempt('mia@office.example', '192.0.2.50')).status).toBe(429);
    const right = await attempt('kenji@office.example', '192.0.2.50', 'kenji-password');
    expect(right.status).toBe(200);
    expect(right.headers.get('set-cookie')).toMatch(/^inbox_session=/);
  });

  it('keeps the per-email limit strict: 429 with Retry-After even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('olu@office.example', `198.51.100.${10 + i}`)).status).toBe(401);
    clock = new Date(clock.getTime() + 5 * 60_000);
    const blocked = await attempt('olu@office.example', '198.51.100.99', 'olu-password');
    expect(blocked.status).toBe(429);
    // The fifth most recent failure leaves the 15-minute window 10 minutes from now.
    expect(Number(blocked.headers.get('retry-after'))).toBe(600);
    expect(await blocked.json()).toEqual({ error: 'too many failed sign-ins: try again in 10 minutes' });
    clock = new Date(clock.getTime() + 600_000 + 1000);
    expect((await attempt('olu@office.example', '198.51.100.99', 'olu-password')).status).toBe(200);
  });

  it('refuses everything from an address past a far higher ceiling, which stops credential stuffing', async () => {
    // 301 failures from the address (written directly: each real attempt spends a password hash).
    await t.database.db.insert(signInFailures).values(
      Array.from({ length: 301 }, (_, i) => ({ email: `list${i}@stuffing.example`, clientAddress: '203.0.113.200', createdAt: clock })),
    );
    const res = await attempt('kenji@office.example', '203.0.113.200', 'kenji-password');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
  });
});
