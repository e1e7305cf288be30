import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const attempt = (email: string, clientAddress: string) =>
  t.request('/api/session', {
    method: 'POST',
    headers: { 'X-Inbox-Request': '1', 'X-Forwarded-For': `${clientAddress}, 10.0.0.1` },
    json: { email, password: 'wrong password' },
  });

describe('sign-in limits behind a trusted proxy', () => {
  it('counts failures per client named by X-Forwarded-For, so one client cannot lock everyone out', async () => {
    for (let i = 0; i < 30; i++) expect((await attempt(`user${i}@proxy.example`, '203.0.113.7')).status).toBe(401);
    expect((await attempt('another@proxy.example', '203.0.113.7')).status).toBe(429);
    expect((await attempt('another@proxy.example', '198.51.100.2')).status).toBe(401);
  });
});
