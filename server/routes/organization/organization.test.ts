import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganizationSchema } from '#contract/organization';
import { channels } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import { changesAfter, latestChangeId } from '../../domain/changes/read.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// GET and PATCH /organization: the name and time zone, read by everyone of the organization, changed by its
// owners and admins (and API keys), the zone checked against the IANA names Intl knows.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let bareKey: string;
const cookies = { admin: '', agent: '' };
const asSession = (who: keyof typeof cookies) => ({ headers: { Cookie: cookies[who], 'X-Inbox-Request': '1' } });
type Auth = { key: string } | { headers: Record<string, string> };

async function call(method: 'GET' | 'PATCH', json?: unknown, auth: Auth = { key: org.api_key }) {
  const res = await t.request('/api/organization', { method, ...(json === undefined ? {} : { json }), ...auth });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const patch = (json: unknown, auth?: Auth) => call('PATCH', json, auth);

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Zoned Co');
  other = await t.createOrg('Elsewhere Co');
  bareKey = await t.createKey(org.organization.id, []);
  for (const role of ['admin', 'agent'] as const) {
    await createAgent(t.database.db, { organizationId: org.organization.id, email: `${role}@zoned.test`, name: `The ${role}`, role, password: `${role}-password` });
    const res = await t.request('/api/session', { method: 'POST', headers: { 'X-Inbox-Request': '1' }, json: { email: `${role}@zoned.test`, password: `${role}-password` } });
    cookies[role] = res.headers.get('set-cookie')!.split(';')[0]!;
  }
});
afterAll(() => t.close());

describe('GET /organization', () => {
  it("answers the caller's organization: id, name, time zone, creation; agents may read it", async () => {
    const { status, body } = await call('GET');
    expect(status).toBe(200);
    expect(OrganizationSchema.strict().parse(body)).toMatchObject({ id: org.organization.id, name: 'Zoned Co', timezone: 'UTC' });
    expect((await call('GET', undefined, asSession('agent'))).body).toMatchObject({ id: org.organization.id });
    expect((await call('GET', undefined, { key: other.api_key })).body).toMatchObject({ id: other.organization.id, name: 'Elsewhere Co' });
    expect((await t.request('/api/organization')).status).toBe(401);
  });
});

describe('PATCH /organization', () => {
  it('renames and changes the time zone, stored by its canonical name; the session and organization.updated say so', async () => {
    const before = await latestChangeId(t.database.db, org.organization.id);
    const { status, body } = await patch({ name: '  Zoned Company ', timezone: 'europe/paris' }, asSession('admin'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Zoned Company', timezone: 'Europe/Paris' });
    const session = (await (await t.request('/api/session', asSession('admin'))).json()) as { organization: unknown };
    expect(session.organization).toEqual({ id: org.organization.id, name: 'Zoned Company', timezone: 'Europe/Paris' });
    const events = await changesAfter(t.database.db, org.organization.id, before);
    expect(events.map((e) => e.type)).toEqual(['organization.updated']);
    expect(events[0]).toMatchObject({ actor: { type: 'agent' }, conversation_id: null, organization: { name: 'Zoned Company', timezone: 'Europe/Paris' } });
    // Nothing changed: no event.
    expect((await patch({ timezone: 'Europe/Paris' })).status).toBe(200);
    expect(await latestChangeId(t.database.db, org.organization.id)).toBe(events[0]!.id);
    // Another organization is untouched.
    expect((await call('GET', undefined, { key: other.api_key })).body).toMatchObject({ name: 'Elsewhere Co', timezone: 'UTC' });
  });

  it('snooze times follow the new zone: "tomorrow" is 09:00 there', async () => {
    await patch({ timezone: 'America/New_York' });
    // A composed conversation to snooze.
    const [channel] = await t.database.db
      .insert(channels)
      .values({ organizationId: org.organization.id, email: 'snooze@zoned.test', name: 'Snooze' })
      .returning({ id: channels.id });
    const sent = await t.request('/api/conversations/compose', {
      method: 'POST',
      key: org.api_key,
      json: { channel_id: channel!.id, to: 'c@customer.example', content: { content: '<p>Hi</p>' }, agent_id: org.owner.id, delay: 86_400 },
    });
    const { conversation_id } = (await sent.json()) as { conversation_id: number };
    const res = await t.request('/api/conversations/bulk', { method: 'POST', key: org.api_key, json: { ids: [conversation_id], status: 'SNOOZED', snooze_until: 'tomorrow' } });
    const { conversations } = (await res.json()) as { conversations: { snooze_until: string }[] };
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' }).format(new Date(conversations[0]!.snooze_until));
    expect(local).toBe('09:00');
  });

  it('refuses an agent with 403; an API key, even one without permissions, may', async () => {
    expect(await patch({ name: 'Agent rename' }, asSession('agent'))).toEqual({ status: 403, body: { error: 'only owners and admins can change the organization' } });
    expect((await patch({ name: 'Key rename' }, { key: bareKey })).body).toMatchObject({ name: 'Key rename' });
  });

  it('refuses invalid input with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'nothing to change: give name or timezone'],
      [{ name: '  ' }, 'name must not be empty'],
      [{ name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
      [{ name: 7 }, 'name must be text'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'timezone "Mars/Olympus_Mons" is not an IANA time zone (e.g. Europe/Paris)'],
      [{ timezone: '+02:00' }, 'timezone "+02:00" is not an IANA time zone'],
      [{ timezone: '' }, 'timezone must not be empty'],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await patch(json);
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body.error, JSON.stringify(json)).toContain(message);
    }
    expect((await call('GET')).body).toMatchObject({ name: 'Key rename', timezone: 'America/New_York' });
  });
});
