import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, AgentInvite, CreatedInvite, Invitation } from '#contract/agents';
import type { ApiKey, CreatedApiKeyView } from '#contract/api-keys';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// The team (invitations, roles, deactivation) and the API keys, as the dashboard's settings pages use them.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let clock = new Date('2026-11-23T10:00:00Z');
const CSRF = { 'X-Inbox-Request': '1' };
const cookies: Record<string, string> = {};

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.request('/api/session', { method: 'POST', headers: CSRF, json: { email, password } });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

const asCookie = (role: string, method: string, path: string, json?: unknown) =>
  t.request(`/api${path}`, { method, headers: { Cookie: cookies[role]!, ...CSRF }, ...(json === undefined ? {} : { json }) });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  org = await t.createOrg('Team Co');
  other = await t.createOrg('Other Team Co');
  await createAgent(t.database.db, { organizationId: org.organization.id, email: 'ada@team.test', name: 'Ada Admin', role: 'admin', password: 'ada-password' });
  await createAgent(t.database.db, { organizationId: org.organization.id, email: 'al@team.test', name: 'Al Agent', role: 'agent', password: 'al-password' });
  cookies.owner = await signIn(org.owner.email, org.owner.password);
  cookies.admin = await signIn('ada@team.test', 'ada-password');
  cookies.agent = await signIn('al@team.test', 'al-password');
});
afterAll(() => t.close());

describe('invitations', () => {
  it('invites with a role, lists it as pending, and the invited person joins through its link and is signed in', async () => {
    const res = await asCookie('admin', 'POST', '/agents/invites', { email: 'New.Person@Team.test', role: 'agent' });
    expect(res.status).toBe(201);
    const invite = (await res.json()) as CreatedInvite;
    expect(invite).toMatchObject({ email: 'new.person@team.test', role: 'agent', invited_by: { name: 'Ada Admin' } });
    expect(invite.accept_path).toMatch(/^\/accept-invite\?token=[A-Za-z0-9_%-]{40,}$/);
    const pending = (await (await asCookie('admin', 'GET', '/agents/pending')).json()) as AgentInvite[];
    expect(pending.map((i) => i.email)).toContain('new.person@team.test');

    const token = decodeURIComponent(invite.accept_path.split('token=')[1]!);
    const info = (await (await t.request(`/api/session/invitations/${token}`)).json()) as Invitation;
    expect(info).toMatchObject({ email: 'new.person@team.test', role: 'agent', organization: { name: 'Team Co' }, invited_by: { name: 'Ada Admin' } });
    const joined = await t.request('/api/session/invitations/accept', { method: 'POST', headers: CSRF, json: { token, name: 'New Person', password: 'a-good-password' } });
    expect(joined.status).toBe(200);
    expect(joined.headers.get('set-cookie')).toMatch(/^inbox_session=/);
    expect(await joined.json()).toMatchObject({ agent: { email: 'new.person@team.test', name: 'New Person', role: 'agent' } });
    // The link admits one person, once.
    const again = await t.request('/api/session/invitations/accept', { method: 'POST', headers: CSRF, json: { token, name: 'Twice', password: 'a-good-password' } });
    expect(again.status).toBe(404);
    expect((await t.request(`/api/session/invitations/${token}`)).status).toBe(404);
  });

  it('revokes an invitation: its link no longer admits anyone', async () => {
    const invite = (await (await asCookie('owner', 'POST', '/agents/invites', { email: 'revoked@team.test', role: 'admin' })).json()) as CreatedInvite;
    expect((await asCookie('owner', 'DELETE', `/agents/invites/${invite.id}`)).status).toBe(204);
    expect((await asCookie('owner', 'DELETE', `/agents/invites/${invite.id}`)).status).toBe(404);
    const token = decodeURIComponent(invite.accept_path.split('token=')[1]!);
    const res = await t.request('/api/session/invitations/accept', { method: 'POST', headers: CSRF, json: { token, name: 'Too Late', password: 'a-good-password' } });
    expect(res.status).toBe(404);
  });

  it('refuses to invite without teammate.invite (403), an existing agent (400), and bad input (400)', async () => {
    const denied = await asCookie('agent', 'POST', '/agents/invites', { email: 'x@team.test' });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: 'inviting teammates needs the teammate.invite permission' });
    const existing = await asCookie('owner', 'POST', '/agents/invites', { email: 'al@team.test' });
    expect(await existing.json()).toEqual({ error: 'al@team.test is already an agent of this organization' });
    expect((await asCookie('owner', 'POST', '/agents/invites', { email: 'nope' })).status).toBe(400);
    expect((await asCookie('owner', 'POST', '/agents/invites', { email: 'y@team.test', role: 'owner' })).status).toBe(400);
  });

  it('refuses an accept with a short password or an unknown token', async () => {
    const bad = await t.request('/api/session/invitations/accept', { method: 'POST', headers: CSRF, json: { token: 'x', name: 'N', password: 'short' } });
    expect(await bad.json()).toEqual({ error: 'password must be at least 8 characters' });
    const unknown = await t.request('/api/session/invitations/accept', { method: 'POST', headers: CSRF, json: { token: 'not-a-token', name: 'N', password: 'long-enough' } });
    expect(unknown.status).toBe(404);
  });
});

describe('roles and deactivation', () => {
  it('changes a role between agent and admin; never the owner, never oneself; agents may not (403)', async () => {
    const sam = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'sam@team.test', name: 'Sam', role: 'agent', password: 'sam-password' });
    const promoted = await asCookie('admin', 'PATCH', `/agents/${sam.id}`, { role: 'admin' });
    expect(await promoted.json()).toMatchObject({ id: sam.id, roles: ['admin'], owner: false });
    expect((await asCookie('admin', 'PATCH', `/agents/${org.owner.id}`, { role: 'agent' })).status).toBe(403);
    const self = await asCookie('admin', 'PATCH', `/agents/${sam.id}`, { role: 'agent' });
    expect(self.status).toBe(200);
    expect((await asCookie('agent', 'PATCH', `/agents/${sam.id}`, { role: 'admin' })).status).toBe(403);
    expect((await asCookie('owner', 'PATCH', '/agents/999999', { role: 'admin' })).status).toBe(404);
  });

  it('deactivates an agent: gone from the list, their session ended at once, and they can be invited back', async () => {
    const leo = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'leo@team.test', name: 'Leo', role: 'agent', password: 'leo-password' });
    const leoCookie = await signIn('leo@team.test', 'leo-password');
    expect((await asCookie('admin', 'DELETE', `/agents/${leo.id}`)).status).toBe(204);
    const agents = (await (await t.request('/api/agents', { key: org.api_key })).json()) as Agent[];
    expect(agents.map((a) => a.id)).not.toContain(leo.id);
    expect((await t.request('/api/agents', { headers: { Cookie: leoCookie } })).status).toBe(401);
    expect((await asCookie('admin', 'DELETE', `/agents/${leo.id}`)).status).toBe(404);
    const back = await asCookie('owner', 'POST', '/agents/invites', { email: 'leo@team.test', role: 'agent' });
    expect(back.status).toBe(201);
    const token = decodeURIComponent(((await back.json()) as CreatedInvite).accept_path.split('token=')[1]!);
    const joined = await t.request('/api/session/invitations/accept', { method: 'POST', headers: CSRF, json: { token, name: 'Leo Again', password: 'leo-password-2' } });
    expect(await joined.json()).toMatchObject({ agent: { id: leo.id, name: 'Leo Again' } });
  });

  it('refuses to deactivate the owner or oneself, and another organization’s agent is unknown (404)', async () => {
    expect((await asCookie('admin', 'DELETE', `/agents/${org.owner.id}`)).status).toBe(403);
    const me = ((await (await asCookie('admin', 'GET', '/session')).json()) as { agent: { id: number } }).agent.id;
    expect(await (await asCookie('admin', 'DELETE', `/agents/${me}`)).json()).toEqual({ error: 'you cannot change your own role or deactivate yourself: ask another admin' });
    expect((await t.request(`/api/agents/${org.owner.id}`, { method: 'DELETE', key: other.api_key })).status).toBe(404);
  });
});

describe('API keys', () => {
  it('creates a key with chosen permissions, shows its secret once, lists it without, and a revoked key stops working', async () => {
    const res = await asCookie('admin', 'POST', '/api-keys', { name: 'Zapier', permissions: ['contact.block'] });
    expect(res.status).toBe(201);
    const created = (await res.json()) as CreatedApiKeyView;
    expect(created).toMatchObject({ name: 'Zapier', permissions: ['contact.block'], created_by: { name: 'Ada Admin' }, last_used_at: null });
    expect(created.key).toMatch(/^sik_/);
    expect(created.prefix).toBe(created.key.slice(0, 10));
    expect((await t.request('/api/agents', { key: created.key })).status).toBe(200);
    clock = new Date(clock.getTime() + 120_000);
    const list = (await (await asCookie('owner', 'GET', '/api-keys')).json()) as ApiKey[];
    const listed = list.find((k) => k.id === created.id)!;
    expect(listed).not.toHaveProperty('key');
    expect(JSON.stringify(list)).not.toContain(created.key);
    expect((await asCookie('owner', 'DELETE', `/api-keys/${created.id}`)).status).toBe(204);
    const after = await t.request('/api/agents', { key: created.key });
    expect(after.status).toBe(401);
    expect(((await (await asCookie('owner', 'GET', '/api-keys')).json()) as ApiKey[]).map((k) => k.id)).not.toContain(created.id);
  });

  it('is for owners and admins in the dashboard: agents and API keys get 403', async () => {
    expect(await (await asCookie('agent', 'GET', '/api-keys')).json()).toEqual({ error: 'only owners and admins can manage API keys' });
    const byKey = await t.request('/api/api-keys', { method: 'POST', key: org.api_key, json: { name: 'minted' } });
    expect(byKey.status).toBe(403);
    expect(await byKey.json()).toEqual({ error: 'API keys are managed in the dashboard by owners and admins, not with an API key' });
  });

  it('refuses unknown permissions and an empty name, and never lists or revokes another organization’s keys', async () => {
    expect((await asCookie('owner', 'POST', '/api-keys', { name: 'x', permissions: ['root'] })).status).toBe(400);
    expect(await (await asCookie('owner', 'POST', '/api-keys', { name: ' ' })).json()).toEqual({ error: 'name must not be empty' });
    const theirs = ((await (await t.request('/api/agents', { key: other.api_key })).json()) as Agent[]).length;
    expect(theirs).toBeGreaterThan(0);
    expect((await asCookie('owner', 'DELETE', `/api-keys/${other.api_key_id}`)).status).toBe(404);
    expect((await t.request('/api/agents', { key: other.api_key })).status).toBe(200);
  });
});
