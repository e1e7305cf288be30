import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChannelSchema, InboundRoutingSchema } from '#contract/channels';
import { channels } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import { changesAfter, latestChangeId } from '../../domain/changes/read.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let empty: CreatedOrganization;

async function list(key: string) {
  const res = await t.request('/api/channels', { key });
  return { status: res.status, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Channels Co');
  other = await t.createOrg('Other Co');
  empty = await t.createOrg('Empty Co');
  await t.database.db.insert(channels).values([
    { organizationId: org.organization.id, name: 'Sales', email: 'sales@channels-co.test' },
    { organizationId: org.organization.id, name: 'Billing', email: 'billing@channels-co.test' },
    { organizationId: org.organization.id, name: 'Support', email: 'support@channels-co.test' },
    { organizationId: other.organization.id, name: 'Elsewhere', email: 'help@other-co.test' },
  ]);
});
afterAll(() => t.close());

describe('GET /channels', () => {
  it("lists the organization's channels in the order they were created (the first is the main one), with the spec's {id, name, email}", async () => {
    const { status, body } = await list(org.api_key);
    expect(status).toBe(200);
    const parsed = z.array(ChannelSchema.strict()).parse(body);
    expect(parsed.map((c) => [c.name, c.email])).toEqual([
      ['Sales', 'sales@channels-co.test'],
      ['Billing', 'billing@channels-co.test'],
      ['Support', 'support@channels-co.test'],
    ]);
    expect(parsed.every((c) => Number.isInteger(c.id) && c.id > 0)).toBe(true);
    expect(parsed.every((c) => c.active && c.signature === '')).toBe(true);
  });

  it('never returns channels of another organization', async () => {
    const { body } = await list(other.api_key);
    expect(body).toEqual([expect.objectContaining({ name: 'Elsewhere', email: 'help@other-co.test' })]);
  });

  it('answers an empty array for an organization without channels', async () => {
    expect(await list(empty.api_key)).toEqual({ status: 200, body: [] });
  });

  it('answers 401 without a key or with an unknown key', async () => {
    expect((await t.request('/api/channels')).status).toBe(401);
    expect((await list('sik_unknown')).status).toBe(401);
  });
});

describe('managing channels (POST /channels, PATCH /channels/{id})', () => {
  let managed: CreatedOrganization;
  let bareKey: string;
  const cookies: Record<'owner' | 'admin' | 'agent', string> = { owner: '', admin: '', agent: '' };
  const asSession = (who: keyof typeof cookies) => ({ Cookie: cookies[who], 'X-Inbox-Request': '1' });

  async function call(method: string, path: string, json: unknown, auth: { key: string } | { headers: Record<string, string> }) {
    const res = await t.request(`/api${path}`, { method, json, ...auth });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const create = (json: unknown, auth: { key: string } | { headers: Record<string, string> } = { key: managed.api_key }) =>
    call('POST', '/channels', json, auth);
  const update = (id: number, json: unknown, auth: { key: string } | { headers: Record<string, string> } = { key: managed.api_key }) =>
    call('PATCH', `/channels/${id}`, json, auth);
  const feed = (after: number) => changesAfter(t.database.db, managed.organization.id, after);

  beforeAll(async () => {
    managed = await t.createOrg('Managed Co');
    bareKey = await t.createKey(managed.organization.id, []);
    for (const role of ['admin', 'agent'] as const) {
      await createAgent(t.database.db, { organizationId: managed.organization.id, email: `${role}@managed.test`, name: `The ${role}`, role, password: `${role}-password` });
    }
    const signIn = async (email: string, password: string) => {
      const res = await t.request('/api/session', { method: 'POST', headers: { 'X-Inbox-Request': '1' }, json: { email, password } });
      expect(res.status).toBe(200);
      return res.headers.get('set-cookie')!.split(';')[0]!;
    };
    cookies.owner = await signIn(managed.owner.email, managed.owner.password);
    cookies.admin = await signIn('admin@managed.test', 'admin-password');
    cookies.agent = await signIn('agent@managed.test', 'agent-password');
  });

  it('adds a channel: the address lower-cased and trimmed, active, with its signature; listed after the others; channel.created on the feed', async () => {
    const before = await latestChangeId(t.database.db, managed.organization.id);
    const { status, body } = await create({ email: '  Help@Managed.TEST ', name: ' Help desk ', signature: 'Kind regards,\n{{agent.first_name}} at {{organization.name}}' });
    expect(status).toBe(201);
    const channel = ChannelSchema.strict().parse(body);
    expect(channel).toMatchObject({ email: 'help@managed.test', name: 'Help desk', active: true, signature: 'Kind regards,\n{{agent.first_name}} at {{organization.name}}' });
    const listed = z.array(ChannelSchema).parse((await list(managed.api_key)).body);
    expect(listed.at(-1)).toEqual(channel);
    const events = await feed(before);
    expect(events.map((e) => [e.type, e.conversation_id])).toEqual([['channel.created', null]]);
    expect(events[0]).toMatchObject({ actor: { type: 'api_key' }, channel });
  });

  it('owners and admins signed in may add and change channels; an agent gets 403 and nothing changes', async () => {
    const byOwner = await create({ email: 'owner-made@managed.test', name: 'Owner made' }, { headers: asSession('owner') });
    expect(byOwner.status).toBe(201);
    const byAdmin = await create({ email: 'admin-made@managed.test', name: 'Admin made' }, { headers: asSession('admin') });
    expect(byAdmin.status).toBe(201);
    expect((await update(byOwner.body.id as number, { name: 'Renamed by the admin' }, { headers: asSession('admin') })).status).toBe(200);

    const byAgent = await create({ email: 'agent-made@managed.test', name: 'Agent made' }, { headers: asSession('agent') });
    expect(byAgent).toEqual({ status: 403, body: { error: 'only owners and admins can manage channels' } });
    expect(await update(byAdmin.body.id as number, { active: false }, { headers: asSession('agent') })).toEqual({
      status: 403,
      body: { error: 'only owners and admins can manage channels' },
    });
    const listed = z.array(ChannelSchema).parse((await list(managed.api_key)).body);
    expect(listed.some((c) => c.email === 'agent-made@managed.test')).toBe(false);
    expect(listed.find((c) => c.id === byAdmin.body.id)?.active).toBe(true);
  });

  it('an API key acts for the organization: one without permissions may add and change channels too', async () => {
    const made = await create({ email: 'by-key@managed.test', name: 'By key' }, { key: bareKey });
    expect(made.status).toBe(201);
    expect((await update(made.body.id as number, { name: 'By key, renamed' }, { key: bareKey })).body).toMatchObject({ name: 'By key, renamed' });
  });

  it('refuses invalid input with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'No address' }, 'email is required'],
      [{ email: 'not-an-address', name: 'Bad' }, 'email must be an email address'],
      [{ email: 'ok@managed.test' }, 'name is required'],
      [{ email: 'ok@managed.test', name: '   ' }, 'name must not be empty'],
      [{ email: 'ok@managed.test', name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
      [{ email: 'ok@managed.test', name: 'Ok', signature: 'y'.repeat(2001) }, 'signature must be at most 2000 characters'],
      [{ email: 'ok@managed.test', name: 'Ok', signature: 'Hi {{customer.name}}' }, 'signature: unknown variable {{customer.name}}'],
      [{ email: 'ok@managed.test', name: 'Ok', signature: 42 }, 'signature must be text'],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await create(json);
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body.error, JSON.stringify(json)).toContain(message);
    }
    const { body: existing } = await create({ email: 'patched@managed.test', name: 'Patched' });
    expect(await update(existing.id as number, {})).toEqual({ status: 400, body: { error: 'nothing to change: give email, name, signature or active' } });
    expect((await update(existing.id as number, { active: 'no' })).body.error).toContain('active must be true or false');
    expect((await update(existing.id as number, { email: 'nope' })).body.error).toContain('email must be an email address');
  });

  it('refuses an address already used by a channel, of this organization or another, with 409', async () => {
    const taken = { status: 409, body: { error: 'email: the address support@channels-co.test is already a channel' } };
    expect(await create({ email: 'Support@Channels-Co.test', name: 'Copy' })).toEqual(taken);
    const { body: mine } = await create({ email: 'mine@managed.test', name: 'Mine' });
    expect(await update(mine.id as number, { email: 'support@channels-co.test' })).toEqual(taken);
    expect((await create({ email: 'mine@managed.test', name: 'Again' })).status).toBe(409);
    // Its own address again is no conflict.
    expect((await update(mine.id as number, { email: 'mine@managed.test', name: 'Mine too' })).status).toBe(200);
  });

  it('disables and enables a channel, each a channel.updated event; a change that changes nothing writes none', async () => {
    const { body } = await create({ email: 'seasonal@managed.test', name: 'Seasonal' });
    const id = body.id as number;
    const before = await latestChangeId(t.database.db, managed.organization.id);
    expect((await update(id, { active: false })).body).toMatchObject({ id, active: false });
    expect((await update(id, { active: false, name: 'Seasonal' })).body).toMatchObject({ active: false });
    expect((await update(id, { active: true, signature: 'Thanks!' })).body).toMatchObject({ active: true, signature: 'Thanks!' });
    const events = await feed(before);
    expect(events.map((e) => [e.type, (e.channel as { active: boolean }).active])).toEqual([
      ['channel.updated', false],
      ['channel.updated', true],
    ]);
  });

  it("answers 404 for another organization's channel and an unknown one, changing nothing", async () => {
    const [elsewhere] = z.array(ChannelSchema).parse((await list(other.api_key)).body);
    expect(await update(elsewhere!.id, { active: false })).toEqual({ status: 404, body: { error: 'channel not found' } });
    expect(await update(999_999_999, { name: 'Ghost' })).toEqual({ status: 404, body: { error: 'channel not found' } });
    // Even naming an address that is taken: which channel exists decides first, not the address.
    await create({ email: 'claimed@managed.test', name: 'Claimed' });
    expect(await update(elsewhere!.id, { email: 'claimed@managed.test' })).toEqual({ status: 404, body: { error: 'channel not found' } });
    expect(z.array(ChannelSchema).parse((await list(other.api_key)).body)[0]!.active).toBe(true);
  });
});

describe('GET /channels/routing', () => {
  it("answers this server's SMTP host and port for routing mail, to any caller", async () => {
    const routed = await createTestApp({ inboundSmtp: { host: 'mail.support.example', port: 2525 } });
    try {
      const org = await routed.createOrg('Routed Co');
      const res = await routed.request('/api/channels/routing', { key: org.api_key });
      expect(res.status).toBe(200);
      expect(InboundRoutingSchema.strict().parse(await res.json())).toEqual({ smtp_host: 'mail.support.example', smtp_port: 2525 });
    } finally {
      await routed.close();
    }
  });

  it('answers nulls when the server knows neither (no PUBLIC_URL, SMTP off)', async () => {
    const res = await t.request('/api/channels/routing', { key: org.api_key });
    expect(await res.json()).toEqual({ smtp_host: null, smtp_port: null });
    expect((await t.request('/api/channels/routing')).status).toBe(401);
  });
});
