import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '#contract/conversations';
import type { ChangeEvent } from '#contract/events';
import { changeEvents, channels, organizations } from '../../db/schema.ts';
import { emitChanges } from '../../domain/changes/emit.ts';
import { SYSTEM_ACTOR } from '../../domain/conversations/events.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { readEvents, type SseClient } from '#test/support/sse-client';
import { createTestApp, type TestApp } from '#test/support/test-app';

// The change feed and its server-sent event stream: written with its change or not at all, one organization
// only, resumable by Last-Event-ID.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let channelId: number;
let otherChannelId: number;
const streams: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Stream Co');
  other = await t.createOrg('Other Stream Co');
  channelId = (await t.database.db.insert(channels).values({ organizationId: org.organization.id, email: 'help@stream.test', name: 'Help' }).returning())[0]!.id;
  otherChannelId = (await t.database.db.insert(channels).values({ organizationId: other.organization.id, email: 'help@other-stream.test', name: 'Help' }).returning())[0]!.id;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

async function open(query = '', headers: Record<string, string> = {}, key = org.api_key): Promise<SseClient> {
  const res = await t.request(`/api/events${query}`, { key, headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readEvents(res);
  streams.push(stream);
  await stream.next('ready');
  return stream;
}

async function compose(key = org.api_key, channel = channelId, ownerId = org.owner.id): Promise<Message> {
  const res = await t.request('/api/conversations/compose', {
    method: 'POST',
    key,
    json: { channel_id: channel, to: `c${Math.random().toString(36).slice(2)}@customer.test`, agent_id: ownerId, content: { content: '<p>Hello</p>' } },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Message;
}

const parse = (data: string) => JSON.parse(data) as ChangeEvent & { conversation?: { id: number; status: string; tags: string[] }; changes?: string[] };

describe('GET /events', () => {
  it('streams a change of the organization as it happens: id, type and the conversation as the list shows it', async () => {
    const stream = await open();
    const message = await compose();
    const created = await stream.next('conversation.created');
    const event = parse(created.data);
    expect(created.id).toBe(String(event.id));
    expect(event).toMatchObject({ type: 'conversation.created', conversation_id: message.conversation_id, conversation: { id: message.conversation_id, status: 'opened' } });
    expect(event.actor).toEqual({ type: 'api_key', agent_id: null, api_key_id: org.api_key_id });
    const scheduled = parse((await stream.next('message.scheduled')).data);
    expect(scheduled).toMatchObject({ message_id: message.id, conversation_id: message.conversation_id });
    expect(scheduled.id).toBeGreaterThan(event.id);

    await t.request('/api/conversations/bulk', { method: 'POST', key: org.api_key, json: { ids: [message.conversation_id], status: 'CLOSED', tag: 'vip' } });
    const updated = parse((await stream.next('conversation.updated')).data);
    expect(updated.conversation).toMatchObject({ status: 'closed', tags: ['vip'] });
    expect(updated.changes).toEqual(expect.arrayContaining(['status_changed', 'tagged']));

    await t.request('/api/conversations/bulk', { method: 'POST', key: org.api_key, json: { ids: [message.conversation_id], status: 'DELETE' } });
    expect(parse((await stream.next('conversation.deleted')).data)).toMatchObject({ conversation_id: message.conversation_id });
  });

  it("never carries another organization's events", async () => {
    const ours = await open();
    const theirs = await open('', {}, other.api_key);
    await compose(other.api_key, otherChannelId, other.owner.id);
    const seen = parse((await theirs.next('conversation.created')).data);
    const mine = await compose();
    const next = parse((await ours.next('conversation.created')).data);
    expect(next.conversation_id).toBe(mine.conversation_id);
    expect(ours.received.map((e) => e.data)).not.toContain(JSON.stringify(seen));
    expect(ours.received.some((e) => e.data.includes(`"conversation_id":${seen.conversation_id},`))).toBe(false);
  });

  it('replays what was missed after Last-Event-ID (or ?since=), then follows', async () => {
    const first = await open();
    const a = await compose();
    const seen = parse((await first.next('conversation.created')).data);
    first.close();
    const b = await compose(); // missed while disconnected
    const resumed = await open('', { 'Last-Event-ID': String(seen.id) });
    const replayed = [parse((await resumed.next()).data), parse((await resumed.next()).data), parse((await resumed.next()).data)];
    expect(replayed.map((e) => [e.type, e.conversation_id])).toEqual([
      ['message.scheduled', a.conversation_id],
      ['conversation.created', b.conversation_id],
      ['message.scheduled', b.conversation_id],
    ]);
    const c = await compose();
    expect(parse((await resumed.next('conversation.created')).data).conversation_id).toBe(c.conversation_id);
    const bySince = await open(`?since=${seen.id}&types=conversation.`);
    expect(parse((await bySince.next()).data)).toMatchObject({ type: 'conversation.created', conversation_id: b.conversation_id });
  });

  it('tells a client resuming from before the kept events to start over (reset)', async () => {
    await t.database.db.update(organizations).set({ changeFeedPrunedThrough: 1_000_000 }).where(sql`${organizations.id} = ${org.organization.id}`);
    try {
      const res = await t.request('/api/events?since=5', { key: org.api_key });
      const stream = readEvents(res);
      streams.push(stream);
      await stream.next('ready');
      expect(JSON.parse((await stream.next('reset')).data)).toMatchObject({ last_event_id: expect.any(Number) });
    } finally {
      await t.database.db.update(organizations).set({ changeFeedPrunedThrough: 0 }).where(sql`${organizations.id} = ${org.organization.id}`);
    }
  });

  it('tells a client resuming from an id past the newest event to start over (reset), then follows', async () => {
    for (const resume of ['?since=2147483648', ''] as const) {
      const res = await t.request(`/api/events${resume}`, { key: org.api_key, headers: resume ? {} : { 'Last-Event-ID': '9007199254740991' } });
      const stream = readEvents(res);
      streams.push(stream);
      const ready = JSON.parse((await stream.next('ready')).data) as { last_event_id: number };
      expect(ready.last_event_id).toBeLessThan(2147483648);
      expect(JSON.parse((await stream.next('reset')).data)).toEqual({ reason: 'this id is past the newest event', last_event_id: ready.last_event_id });
      const made = await compose();
      expect(parse((await stream.next('conversation.created')).data)).toMatchObject({ conversation_id: made.conversation_id });
    }
  });

  it('refuses a type it never sends (a typo would follow nothing), and takes prefixes and presence', async () => {
    const res = await t.request('/api/events?types=conversation.created,note.adde', { key: org.api_key });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('unknown event type "note.adde"');
    expect((await t.request('/api/events?types=bogus.', { key: org.api_key })).status).toBe(400);
    await open('?types=conversation.,presence, note.added');
  });

  it('refuses a malformed since or Last-Event-ID with 400, and a missing key with 401', async () => {
    expect((await t.request('/api/events?since=abc', { key: org.api_key })).status).toBe(400);
    expect((await t.request('/api/events', { key: org.api_key, headers: { 'Last-Event-ID': 'x1' } })).status).toBe(400);
    expect((await t.request('/api/events')).status).toBe(401);
  });
});

describe('the change feed', () => {
  it('is written with its change or not at all', async () => {
    const before = await t.database.db.$count(changeEvents);
    await expect(
      t.database.db.transaction(async (tx) => {
        await emitChanges(tx, org.organization.id, SYSTEM_ACTOR, [{ type: 'conversation.updated', payload: {} }], new Date());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.$count(changeEvents)).toBe(before);
    // A refused request (nothing changed) writes no event either.
    await t.request('/api/conversations/bulk', { method: 'POST', key: org.api_key, json: { ids: [1], agent_id: 999_999 } });
    expect(await t.database.db.$count(changeEvents)).toBe(before);
  });
});
