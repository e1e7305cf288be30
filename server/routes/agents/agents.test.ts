import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentInvites } from '../../db/schema.ts';
import { createAgent, createInvite } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Agents Co');
  other = await t.createOrg('Elsewhere Inc');
  const db = t.database.db;
  await createAgent(db, { organizationId: org.organization.id, email: 'Zoe@Agents.example', name: 'Zoe Zimmer', role: 'agent' });
  await createAgent(db, { organizationId: org.organization.id, email: 'adam@agents.example', name: 'Adam Admin', role: 'admin' });
  await createAgent(db, { organizationId: other.organization.id, email: 'spy@elsewhere.example', name: 'Spy', role: 'agent' });
});
afterAll(() => t.close());

describe('GET /agents', () => {
  it('lists the active agents of the caller organization by name, without roles by default', async () => {
    const res = await t.request('/api/agents', { key: org.api_key });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<Record<string, unknown>>;
    expect(body.map((a) => a.name)).toEqual(['Adam Admin', 'Owner', 'Zoe Zimmer']);
    expect(body.map((a) => a.email)).toContain('zoe@agents.example');
    for (const agent of body) {
      expect(Object.keys(agent).sort()).toEqual(['created', 'email', 'id', 'name']);
    }
  });

  it('adds roles, permissions and owner status with complete=true', async () => {
    const res = await t.request('/api/agents?complete=true', { key: org.api_key });
    const body = (await res.json()) as Array<{ name: string; roles: string[]; owner: boolean; permissions: string[] }>;
    const byName = Object.fromEntries(body.map((a) => [a.name, a]));
    expect(byName.Owner).toMatchObject({ roles: ['owner'], owner: true });
    expect(byName['Adam Admin']).toMatchObject({ roles: ['admin'], owner: false });
    expect(byName['Adam Admin']!.permissions).toEqual(expect.arrayContaining(['teammate.invite', 'contact.block']));
    expect(byName['Zoe Zimmer']).toMatchObject({ roles: ['agent'], owner: false, permissions: [] });
  });

  it('treats complete=false like no parameter', async () => {
    const body = (await (await t.request('/api/agents?complete=false', { key: org.api_key })).json()) as object[];
    expect(body[0]).not.toHaveProperty('roles');
  });

  it('rejects complete=maybe with 400', async () => {
    const res = await t.request('/api/agents?complete=maybe', { key: org.api_key });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'complete must be true or false' });
  });

  it('never shows agents of another organization', async () => {
    const body = (await (await t.request('/api/agents', { key: other.api_key })).json()) as Array<{ email: string }>;
    expect(body.map((a) => a.email).sort()).toEqual([other.owner.email, 'spy@elsewhere.example']);
  });

  it('answers 401 without a key', async () => {
    expect((await t.request('/api/agents')).status).toBe(401);
  });
});

describe('GET /agents/pending', () => {
  beforeAll(async () => {
    const db = t.database.db;
    const id = org.organization.id;
    await createInvite(db, { organizationId: id, email: 'new.hire@agents.example', role: 'agent', invitedById: org.owner.id });
    await createInvite(db, { organizationId: id, email: 'Lead@Agents.example', role: 'admin' });
    const expired = await createInvite(db, {
      organizationId: id,
      email: 'late@agents.example',
      role: 'agent',
      now: new Date(Date.now() - 30 * 86_400_000),
    });
    const accepted = await createInvite(db, { organizationId: id, email: 'joined@agents.example', role: 'agent' });
    await db.update(agentInvites).set({ acceptedAt: new Date() }).where(eq(agentInvites.id, accepted.id));
    expect(expired.id).toBeGreaterThan(0);
    await createInvite(db, { organizationId: other.organization.id, email: 'theirs@elsewhere.example', role: 'agent' });
  });

  it('lists pending invitations (not expired, not accepted) to a caller with teammate.invite', async () => {
    const res = await t.request('/api/agents/pending', { key: org.api_key });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<{ email: string; role: string; invited_by: { email: string } | null }>;
    expect(body.map((i) => i.email).sort()).toEqual(['lead@agents.example', 'new.hire@agents.example']);
    const hire = body.find((i) => i.email === 'new.hire@agents.example')!;
    expect(hire).toMatchObject({ role: 'agent', invited_by: { email: org.owner.email } });
    expect(body.find((i) => i.email === 'lead@agents.example')).toMatchObject({ role: 'admin', invited_by: null });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
  });

  it('answers an empty array to a caller without teammate.invite', async () => {
    const key = await t.createKey(org.organization.id, ['contact.block']);
    const res = await t.request('/api/agents/pending', { key });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('never shows invitations of another organization', async () => {
    const body = (await (await t.request('/api/agents/pending', { key: other.api_key })).json()) as Array<{ email: string }>;
    expect(body.map((i) => i.email)).toEqual(['theirs@elsewhere.example']);
  });

  it('answers 401 with an invalid key', async () => {
    const res = await t.request('/api/agents/pending', { key: 'nope' });
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty('error');
  });
});
