import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presence } from '#contract/presence';
import { channels, contacts, conversations } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { PRESENCE_TTL_MS, PresenceBoard } from '../../events/presence-board.ts';
import { readEvents, type SseClient } from '#test/support/sse-client';
import { createTestApp, type TestApp } from '#test/support/test-app';

// Presence: "Kenji is viewing", "Kenji is replying", through the event stream, gone when they leave or their
// heartbeats stop; never across organizations.

const CSRF = { 'X-Inbox-Request': '1' };
let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let conversationId: number;
let otherConversationId: number;
let kenjiCookie: string;
let kenjiId: number;
const streams: SseClient[] = [];

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.request('/api/session', { method: 'POST', headers: CSRF, json: { email, password } });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

async function conversationOf(organizationId: number, email: string): Promise<number> {
  const db = t.database.db;
  const [channel] = await db.insert(channels).values({ organizationId, email, name: 'Help' }).returning();
  const [contact] = await db.insert(contacts).values({ organizationId, email: `jane@${email.split('@')[1]}`, name: 'Jane' }).returning();
  const [conversation] = await db
    .insert(conversations)
    .values({ organizationId, channelId: channel!.id, contactId: contact!.id, subject: 'Parcel', status: 'opened' })
    .returning();
  return conversation!.id;
}

async function open(key: string): Promise<SseClient> {
  const res = await t.request('/api/events', { key });
  expect(res.status).toBe(200);
  const stream = readEvents(res);
  streams.push(stream);
  await stream.next('ready');
  return stream;
}

const heartbeat = (json: unknown, cookie = kenjiCookie) => t.request('/api/presence', { method: 'POST', headers: { Cookie: cookie, ...CSRF }, json });
const presenceOf = (event: { data: string }) => (JSON.parse(event.data) as { presence: Presence[] }).presence;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Presence Co');
  other = await t.createOrg('Other Presence Co');
  conversationId = await conversationOf(org.organization.id, 'help@presence.test');
  otherConversationId = await conversationOf(other.organization.id, 'help@other-presence.test');
  kenjiId = (await createAgent(t.database.db, { organizationId: org.organization.id, email: 'kenji@presence.test', name: 'Kenji Sato', role: 'agent', password: 'kenji-password' })).id;
  kenjiCookie = await signIn('kenji@presence.test', 'kenji-password');
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('presence through the event stream', () => {
  it('shows an agent viewing, then replying, then gone when they leave; nothing of it in another organization', async () => {
    const ours = await open(org.api_key);
    const theirs = await open(other.api_key);

    const viewing = await heartbeat({ conversation_id: conversationId, state: 'viewing' });
    expect(viewing.status).toBe(200);
    const entry = (await viewing.json()) as Presence;
    expect(entry).toMatchObject({ agent: { id: kenjiId, name: 'Kenji Sato' }, conversation_id: conversationId, state: 'viewing' });
    expect(Date.parse(entry.expires_at) - Date.now()).toBeGreaterThan(PRESENCE_TTL_MS - 5_000);
    expect(presenceOf(await ours.next('presence'))).toEqual([entry]);

    // Another heartbeat that changes nothing is not news; replying is.
    await heartbeat({ conversation_id: conversationId, state: 'viewing' });
    await heartbeat({ conversation_id: conversationId, state: 'replying' });
    expect(presenceOf(await ours.next('presence'))).toMatchObject([{ state: 'replying' }]);

    // A stream opened now starts with who is there.
    const late = await open(org.api_key);
    expect(presenceOf(await late.next('presence'))).toMatchObject([{ agent: { id: kenjiId }, state: 'replying' }]);
    expect((await (await t.request('/api/presence', { key: org.api_key })).json()) as { presence: Presence[] }).toMatchObject({ presence: [{ state: 'replying' }] });

    const leave = await t.request(`/api/presence/${conversationId}`, { method: 'DELETE', headers: { Cookie: kenjiCookie, ...CSRF } });
    expect(leave.status).toBe(204);
    expect(presenceOf(await ours.next('presence'))).toMatchObject([{ agent: { id: kenjiId }, conversation_id: conversationId, state: 'left' }]);
    expect((await (await t.request('/api/presence', { key: org.api_key })).json()) as { presence: Presence[] }).toEqual({ presence: [] });

    expect(theirs.received.filter((e) => e.event === 'presence')).toEqual([]);
    expect((await (await t.request('/api/presence', { key: other.api_key })).json()) as { presence: Presence[] }).toEqual({ presence: [] });
  });

  it('refuses an API key, a conversation of another organization, and bad input', async () => {
    const byKey = await t.request('/api/presence', { method: 'POST', key: org.api_key, json: { conversation_id: conversationId, state: 'viewing' } });
    expect(byKey.status).toBe(400);
    expect(await byKey.json()).toEqual({ error: 'presence is for signed-in agents: an API key acts for the organization, not for an agent' });
    const foreign = await heartbeat({ conversation_id: otherConversationId, state: 'viewing' });
    expect(foreign.status).toBe(404);
    for (const body of [{}, { conversation_id: conversationId, state: 'typing' }, { conversation_id: -1, state: 'viewing' }]) {
      const res = await heartbeat(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
    expect((await t.request('/api/presence/abc', { method: 'DELETE', headers: { Cookie: kenjiCookie, ...CSRF } })).status).toBe(400);
  });
});

describe('the presence board', () => {
  it('lets an entry go when its heartbeats stop, telling the streams it left', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const changes: Presence[][] = [];
    const board = new PresenceBoard(t.database.db, { logger: pino({ level: 'silent' }), now: () => now, onChange: (_org, entries) => changes.push(entries) });
    await board.announce(1, { agent: { id: 7, name: 'Kenji' }, conversation_id: 3, state: 'viewing' });
    now += PRESENCE_TTL_MS - 1;
    board.expire();
    expect(board.snapshot(1)).toHaveLength(1);
    now += 2;
    board.expire();
    expect(board.snapshot(1)).toEqual([]);
    expect(changes.map((c) => c.map((p) => p.state))).toEqual([['viewing'], ['left']]);
    await board.close();
  });
});
