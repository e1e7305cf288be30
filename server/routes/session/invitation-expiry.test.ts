import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentInvite, CreatedInvite } from '#contract/agents';
import { INVITE_LIFETIME_DAYS } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// Invitations expire: past their lifetime the link admits no one, whatever it is asked.

const CSRF = { 'X-Inbox-Request': '1' };
const START = new Date('2026-11-23T10:00:00Z');
const LIFETIME_MS = INVITE_LIFETIME_DAYS * 86_400_000;

let t: TestApp;
let org: CreatedOrganization;
let clock = START;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  org = await t.createOrg('Expiring Invites Co');
});
afterAll(() => t.close());

async function invite(email: string): Promise<{ id: number; token: string }> {
  clock = START;
  const res = await t.request('/api/agents/invites', { method: 'POST', key: org.api_key, json: { email, role: 'agent' } });
  expect(res.status).toBe(201);
  const created = (await res.json()) as CreatedInvite;
  return { id: created.id, token: decodeURIComponent(created.accept_path.split('token=')[1]!) };
}

const accept = (token: string) =>
  t.request('/api/session/invitations/accept', { method: 'POST', headers: CSRF, json: { token, name: 'Late Comer', password: 'a-good-password' } });

describe('invitation expiry', () => {
  it('admits its person until the last minute of its lifetime', async () => {
    const { token } = await invite('on-time@expiring.test');
    clock = new Date(START.getTime() + LIFETIME_MS - 60_000);
    expect((await t.request(`/api/session/invitations/${token}`)).status).toBe(200);
    const joined = await accept(token);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ agent: { email: 'on-time@expiring.test', role: 'agent' } });
  });

  it('cannot be read, accepted, revoked or listed once expired', async () => {
    const { id, token } = await invite('too-late@expiring.test');
    clock = new Date(START.getTime() + LIFETIME_MS + 1000);
    const gone = { error: 'this invitation is unknown, already used, revoked or expired: ask for a new one' };
    const read = await t.request(`/api/session/invitations/${token}`);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual(gone);
    const accepted = await accept(token);
    expect(accepted.status).toBe(404);
    expect(await accepted.json()).toEqual(gone);
    expect(accepted.headers.get('set-cookie')).toBeNull();
    const pending = (await (await t.request('/api/agents/pending', { key: org.api_key })).json()) as AgentInvite[];
    expect(pending.map((i) => i.email)).not.toContain('too-late@expiring.test');
    expect((await t.request(`/api/agents/invites/${id}`, { method: 'DELETE', key: org.api_key })).status).toBe(404);
    // Nobody joined: the address is no agent of the organization.
    const agents = (await (await t.request('/api/agents', { key: org.api_key })).json()) as { email: string }[];
    expect(agents.map((a) => a.email)).not.toContain('too-late@expiring.test');
  });
});
