import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { SESSION_TTL_MS } from '../../domain/sessions.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;
let clock = new Date('2026-11-21T10:00:00Z');
const CSRF = { 'X-Inbox-Request': '1' };

function cookieOf(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  return header.split(';')[0]!;
}

async function signIn(email: string, password: string, headers: Record<string, string> = CSRF) {
  return t.request('/api/session', { method: 'POST', headers, json: { email, password } });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  org = await t.createOrg('Session Co');
  await createAgent(t.database.db, { organizationId: org.organization.id, email: 'agent@session.example', name: 'Ada Agent', role: 'agent', password: 'agent-password-1' });
  await createAgent(t.database.db, { organizationId: org.organization.id, email: 'guess@session.example', name: 'Gus', role: 'agent', password: 'right-password' });
});
afterAll(() => t.close());

describe('dashboard sessions', () => {
  it('signs an agent in with an HttpOnly, SameSite=Strict session cookie and says who is signed in', async () => {
    const res = await signIn(org.owner.email, org.owner.password);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { agent: { email: string; owner: boolean; permissions: string[] }; organization: { id: number } };
    expect(body.agent).toMatchObject({ email: org.owner.email, owner: true });
    expect(body.organization.id).toBe(org.organization.id);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^inbox_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const me = await t.request('/api/session', { headers: { Cookie: cookieOf(res) } });
    expect(me.status).toBe(200);
    const meBody = (await me.json()) as Record<string, unknown>;
    expect(meBody).toMatchObject({ agent: { email: org.owner.email } });
    // Nothing but the contract's fields: above all never the token, which script must not be able to read.
    expect(Object.keys(body).sort()).toEqual(['agent', 'expires', 'organization']);
    expect(Object.keys(meBody).sort()).toEqual(['agent', 'expires', 'organization']);
    expect(JSON.stringify(body)).not.toContain(cookieOf(res).split('=')[1]!);
  });

  it('answers the session check of a visitor without a session cookie with 200 and nobody, and of an ended session with 401', async () => {
    // The dashboard's first question on a signed-out visit: an expected state, so no error status (browsers log those).
    for (const headers of [{}, CSRF, { Cookie: 'theme=dark' }] as Record<string, string>[]) {
      const nobody = await t.request('/api/session', { headers });
      expect(nobody.status).toBe(200);
      expect(await nobody.json()).toEqual({ agent: null });
      expect(nobody.headers.get('set-cookie')).toBeNull();
    }
    // A cookie whose session was signed out (or expired, or revoked) is refused as on every other route.
    const cookie = cookieOf(await signIn(org.owner.email, org.owner.password));
    await t.request('/api/session', { method: 'DELETE', headers: { Cookie: cookie, ...CSRF } });
    const ended = await t.request('/api/session', { headers: { Cookie: cookie, ...CSRF } });
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ error: 'your session has ended (it expired or you signed out): sign in again' });
    // API routes proper still want a caller.
    expect((await t.request('/api/agents', {})).status).toBe(401);
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const res = await signIn(org.owner.email, org.owner.password, { ...CSRF, 'X-Forwarded-Proto': 'https' });
    expect(res.headers.get('set-cookie')).toMatch(/Secure/i);
  });

  it('acts for the agent organization with the permissions of the agent role', async () => {
    const agent = cookieOf(await signIn('agent@session.example', 'agent-password-1'));
    const owner = cookieOf(await signIn(org.owner.email, org.owner.password));
    await t.request('/api/contacts/suppressed', { method: 'POST', key: org.api_key, json: { email: 'x@y.example' } });
    expect((await t.request('/api/agents', { headers: { Cookie: agent } })).status).toBe(200);
    // teammate.invite: an agent sees no invitations, the owner does (none exist, but the permission shows in /session)
    const agentSession = (await (await t.request('/api/session', { headers: { Cookie: agent } })).json()) as { agent: { permissions: string[] } };
    expect(agentSession.agent.permissions).toEqual([]);
    const ownerSession = (await (await t.request('/api/session', { headers: { Cookie: owner } })).json()) as { agent: { permissions: string[] } };
    expect(ownerSession.agent.permissions).toContain('contact.block');
  });

  it('refuses a state-changing request without the CSRF header, or from another origin, with 403', async () => {
    const cookie = cookieOf(await signIn(org.owner.email, org.owner.password));
    const noHeader = await t.request('/api/contacts/suppressed', { method: 'POST', headers: { Cookie: cookie }, json: { email: 'a@csrf.example' } });
    expect(noHeader.status).toBe(403);
    expect(await noHeader.json()).toEqual({ error: 'missing X-Inbox-Request header' });
    const foreign = await t.request('http://localhost/api/contacts/suppressed', {
      method: 'POST',
      headers: { Cookie: cookie, ...CSRF, Origin: 'https://evil.example' },
      json: { email: 'b@csrf.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'cross-site request refused' });
    const ok = await t.request('http://localhost/api/contacts/suppressed', {
      method: 'POST',
      headers: { Cookie: cookie, ...CSRF, Origin: 'http://localhost', Host: 'localhost' },
      json: { email: 'c@csrf.example' },
    });
    expect(ok.status).toBe(200);
    const list = (await (await t.request('/api/contacts/suppressed', { key: org.api_key })).json()) as { email: string }[];
    expect(list.map((s) => s.email)).not.toContain('a@csrf.example');
    expect(list.map((s) => s.email)).not.toContain('b@csrf.example');
  });

  it('compares the scheme and port of Origin too, as the browser same-origin rule does', async () => {
    const cookie = cookieOf(await signIn(org.owner.email, org.owner.password));
    const attempt = (origin: string, extra: Record<string, string> = {}) =>
      t.request('http://localhost/api/contacts/suppressed', {
        method: 'POST',
        headers: { Cookie: cookie, ...CSRF, Origin: origin, Host: 'localhost', ...extra },
        json: { email: `o${Math.random().toString(36).slice(2)}@origin.example` },
      });
    for (const origin of ['https://localhost', 'http://localhost:8080', 'http://localhost.evil.example', 'null']) {
      const res = await attempt(origin);
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toEqual({ error: 'cross-site request refused' });
    }
    expect((await attempt('http://localhost')).status).toBe(200);
    expect((await attempt('http://localhost:80')).status).toBe(200);
    // Behind a TLS-terminating proxy the browser's origin is https.
    expect((await attempt('https://localhost', { 'X-Forwarded-Proto': 'https' })).status).toBe(200);
    expect((await attempt('http://localhost', { 'X-Forwarded-Proto': 'https' })).status).toBe(403);
    // An Origin that does not parse is refused even when the request's own origin does not parse either.
    expect((await attempt('null', { 'X-Forwarded-Proto': 'a b' })).status).toBe(403);
    expect((await attempt('\u00ff', { 'X-Forwarded-Proto': '\u00ff' })).status).toBe(403);
    // An Origin header sent empty is no origin either (browsers send "null" or a serialized origin, never nothing).
    const empty = await attempt('');
    expect(empty.status).toBe(403);
    expect(await empty.json()).toEqual({ error: 'cross-site request refused' });
  });

  it('answers a wrong password and an unknown email the same way, 401', async () => {
    const wrong = await signIn(org.owner.email, 'not-the-password');
    const unknown = await signIn('nobody@session.example', 'whatever');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'wrong email or password' });
    expect(await unknown.json()).toEqual({ error: 'wrong email or password' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('rate-limits failed sign-ins for an email: 429 even with the right password, until the window passes', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('guess@session.example', `wrong-${i}`)).status).toBe(401);
    const blocked = await signIn('guess@session.example', 'right-password');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: expect.stringMatching(/too many failed sign-ins/) });
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await signIn('guess@session.example', 'right-password')).status).toBe(200);
  });

  it('counts concurrent failed sign-ins before checking them, so a burst cannot exceed the limit', async () => {
    await createAgent(t.database.db, { organizationId: org.organization.id, email: 'burst@session.example', name: 'Bea', role: 'agent', password: 'burst-password' });
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn('burst@session.example', `wrong-${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('validates the sign-in body with 400', async () => {
    expect((await t.request('/api/session', { method: 'POST', headers: CSRF, json: { email: 'not-an-email', password: 'x' } })).status).toBe(400);
    expect((await t.request('/api/session', { method: 'POST', headers: CSRF, json: { email: org.owner.email } })).status).toBe(400);
    // Each says what is wrong: too long is no missing field, a number no string.
    for (const [json, error] of [
      [{ email: org.owner.email }, 'password is required'],
      [{ email: org.owner.email, password: 'x'.repeat(100_000) }, 'password must be at most 1000 characters'],
      [{ email: `${'a'.repeat(10_000)}@x.example`, password: 'x' }, 'email must be at most 320 characters'],
      [{ email: org.owner.email, password: 12345678 }, 'password must be a string'],
    ] as const) {
      const res = await t.request('/api/session', { method: 'POST', headers: CSRF, json });
      expect([res.status, ((await res.json()) as { error: string }).error]).toEqual([400, error]);
    }
    const noCsrf = await t.request('/api/session', { method: 'POST', json: { email: org.owner.email, password: org.owner.password } });
    expect(noCsrf.status).toBe(403);
  });

  it('signs out: the cookie is cleared and the old token no longer works', async () => {
    const cookie = cookieOf(await signIn(org.owner.email, org.owner.password));
    const out = await t.request('/api/session', { method: 'DELETE', headers: { Cookie: cookie, ...CSRF } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/inbox_session=;/);
    const after = await t.request('/api/agents', { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'your session has ended (it expired or you signed out): sign in again' });
    // A dashboard request whose cookie the browser already dropped hears about the session too, not about keys.
    const noCookie = await t.request('/api/agents', { headers: CSRF });
    expect(noCookie.status).toBe(401);
    expect(await noCookie.json()).toEqual({ error: 'your session has ended (it expired or you signed out): sign in again' });
  });

  it('expires sessions after 14 days unless used, and slides the expiry when used in the second week', async () => {
    const start = clock;
    const cookie = cookieOf(await signIn(org.owner.email, org.owner.password));
    clock = new Date(start.getTime() + 10 * 86_400_000);
    const used = await t.request('/api/session', { headers: { Cookie: cookie } });
    expect(used.status).toBe(200);
    expect(used.headers.get('set-cookie')).toMatch(/inbox_session=/); // renewed
    clock = new Date(start.getTime() + 20 * 86_400_000); // past the first expiry, within the renewed one
    expect((await t.request('/api/agents', { headers: { Cookie: cookie } })).status).toBe(200);
    clock = new Date(clock.getTime() + SESSION_TTL_MS + 1000);
    expect((await t.request('/api/agents', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('keeps API keys working, and never accepts a key from a cookie', async () => {
    expect((await t.request('/api/agents', { key: org.api_key })).status).toBe(200);
    expect((await t.request('/api/agents', { headers: { Cookie: `inbox_session=${org.api_key}` } })).status).toBe(401);
  });
});
