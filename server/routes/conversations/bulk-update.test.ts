import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ConversationSchema,
  TimelineSchema,
  type Conversation,
  type ConversationEvent,
  type ConversationStatus,
} from '#contract/conversations';
import { agents, attachments, blobChunks, blobs, channels, contacts, conversations, events, jobs, messages, notes, suppressions } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import { createApiKey } from '../../domain/api-keys.ts';
import { WAKE_JOB, wakeUpHandler } from '../../domain/conversations/wake-up.ts';
import { writeBlob } from '../../domain/files/blob-store.ts';
import { insertAttachments } from '../../domain/files/stored-files.ts';
import { createOrganization, type CreatedOrganization } from '../../domain/organizations.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// A Wednesday. Paris is on CET (UTC+1, summer time from 2026-03-29), New York on EST (UTC-5) until
// Sunday 2026-03-08, so "one week" and several weekdays cross a DST change there.
const FIXED = new Date('2026-03-04T15:00:00.000Z');
const BEFORE = new Date('2026-03-01T12:00:00.000Z');
const plus = (minutes: number, from = FIXED) => new Date(from.getTime() + minutes * 60_000);
const iso = (minutes: number, from = FIXED) => plus(minutes, from).toISOString();

let clock = FIXED;
let t: TestApp;

interface TestOrg {
  created: CreatedOrganization;
  key: string;
  id: number;
  channelId: number;
}

let org: TestOrg;
let other: TestOrg;
let paris: TestOrg;
let newYork: TestOrg;
let agent: { id: number; email: string; name: string };
let agentTwo: { id: number; email: string; name: string };
let otherAgent: { id: number; email: string; name: string };
let contactSeq = 0;

async function setupOrg(name: string, timezone = 'UTC'): Promise<TestOrg> {
  const created = await createOrganization(t.database.db, { name, timezone });
  const [channel] = await t.database.db
    .insert(channels)
    .values({ organizationId: created.organization.id, email: `support-${created.organization.id}@${name.toLowerCase().replace(/\W+/g, '-')}.test`, name: `${name} Support` })
    .returning({ id: channels.id });
  return { created, key: created.api_key, id: created.organization.id, channelId: channel!.id };
}

interface Seed {
  status?: ConversationStatus;
  tags?: string[];
  assigneeId?: number | null;
  snoozeUntil?: Date | null;
  email?: string;
}

/** A conversation inserted directly, last changed at BEFORE, with its own contact. */
async function seed(o: TestOrg, s: Seed = {}): Promise<number> {
  const db = t.database.db;
  const email = s.email ?? `customer${++contactSeq}@customers.example`;
  await db.insert(contacts).values({ organizationId: o.id, name: `Customer ${contactSeq}`, email }).onConflictDoNothing();
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.organizationId, o.id), eq(contacts.email, email)));
  const status = s.status ?? 'opened';
  const [row] = await db
    .insert(conversations)
    .values({
      organizationId: o.id,
      channelId: o.channelId,
      contactId: contact!.id,
      subject: `Question ${contactSeq}`,
      status,
      tags: s.tags ?? [],
      assigneeId: s.assigneeId ?? null,
      snoozeUntil: s.snoozeUntil !== undefined ? s.snoozeUntil : status === 'snoozed' ? plus(60) : null,
      createdAt: BEFORE,
      updatedAt: BEFORE,
    })
    .returning({ id: conversations.id });
  return row!.id;
}

async function bulk(json: unknown, key = org.key) {
  const res = await t.request('/api/conversations/bulk', { method: 'POST', key, json });
  const body = (await res.json()) as { conversations: Conversation[]; error?: string };
  if (res.status === 200) body.conversations.forEach((c) => ConversationSchema.parse(c));
  return { status: res.status, body };
}

async function get(id: number, key = org.key): Promise<Conversation> {
  const res = await t.request(`/api/conversations/${id}`, { key });
  expect(res.status).toBe(200);
  return ConversationSchema.parse(await res.json());
}

async function history(id: number, key = org.key): Promise<ConversationEvent[]> {
  const res = await t.request(`/api/conversations/${id}/messages`, { key });
  expect(res.status).toBe(200);
  return TimelineSchema.parse(await res.json()).entries.flatMap((e) => (e.type === 'event' ? [e.event] : []));
}

const eventSummary = (list: ConversationEvent[]) => list.map((e) => ({ type: e.type, data: e.data }));

async function suppressedEmails(key = org.key): Promise<string[]> {
  const res = await t.request('/api/contacts/suppressed', { key });
  return ((await res.json()) as { email: string }[]).map((s) => s.email);
}

async function wakeJobsOf(conversationId: number) {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, WAKE_JOB));
  return rows.filter((j) => Number(j.payload.conversation_id) === conversationId);
}

const runWakeJobs = (now: Date) => runDueJobs(t.database.db, { [WAKE_JOB]: wakeUpHandler(t.database.db) }, { now, workerId: 'test' });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  org = await setupOrg('Bulk Co');
  other = await setupOrg('Other Co');
  paris = await setupOrg('Paris Co', 'Europe/Paris');
  newYork = await setupOrg('New York Co', 'America/New_York');
  const db = t.database.db;
  agent = await createAgent(db, { organizationId: org.id, email: 'kenji@bulk.example', name: 'Kenji Sato', role: 'agent' });
  agentTwo = await createAgent(db, { organizationId: org.id, email: 'ana@bulk.example', name: 'Ana Lima', role: 'agent' });
  otherAgent = await createAgent(db, { organizationId: other.id, email: 'spy@other.example', name: 'Other Agent', role: 'agent' });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = FIXED;
});

describe('POST /conversations/bulk: the transition table', () => {
  const starts: ConversationStatus[] = ['opened', 'closed', 'spam', 'snoozed'];
  const targets = ['OPENED', 'CLOSED', 'SPAM', 'SNOOZED'] as const;
  const cases = starts.flatMap((from) => targets.map((to) => [from, to] as const));

  it.each(cases)('moves a %s conversation to %s and records what changed', async (from, to) => {
    const id = await seed(org, { status: from });
    const target = to.toLowerCase() as ConversationStatus;
    const { status, body } = await bulk({ ids: [id], status: to, ...(to === 'SNOOZED' ? { snooze_until: '5m' } : {}) });
    expect(status).toBe(200);
    expect(body.conversations).toHaveLength(1);
    const [after] = body.conversations;
    expect(after).toMatchObject({ id, status: target, snooze_until: to === 'SNOOZED' ? iso(5) : null });
    expect(await get(id)).toEqual(after);

    const expected: { type: string; data: Record<string, unknown> }[] = [];
    // A closing also records how long the conversation was open (the reports' resolution time: its own test there).
    if (from !== target) expected.push({ type: 'status_changed', data: { from, to: target, ...(target === 'closed' ? { resolution_seconds: expect.any(Number) } : {}) } });
    if (target === 'snoozed') expected.push({ type: 'snoozed', data: { until: iso(5) } });
    expect(eventSummary(await history(id))).toEqual(expected);
    // A move to the same status (and no other change) is a no-op: the activity time stays.
    expect(after!.updated).toBe(expected.length ? FIXED.toISOString() : BEFORE.toISOString());
  });

  it.each(starts)('permanently deletes a %s conversation with DELETE', async (from) => {
    const id = await seed(org, { status: from, tags: ['x'] });
    const before = await get(id);
    const { status, body } = await bulk({ ids: [id], status: 'DELETE' });
    expect(status).toBe(200);
    expect(body.conversations).toEqual([before]);
    expect((await t.request(`/api/conversations/${id}`, { key: org.key })).status).toBe(404);
  });
});

describe('POST /conversations/bulk: snooze_until forms', () => {
  // [org, input, expected instant]; the clock is FIXED (Wed 2026-03-04 15:00Z: 16:00 in Paris, 10:00 in New York).
  const forms: [string, string, string][] = [
    ['utc', '5m', iso(5)],
    ['utc', '+30', iso(30)],
    ['utc', '+30m', iso(30)],
    ['utc', '15 min', iso(15)],
    ['utc', '10 minutes', iso(10)],
    ['utc', '  5M ', iso(5)],
    ['paris', '5m', iso(5)],
    ['newYork', '+30', iso(30)],
    ['utc', 'tomorrow', '2026-03-05T09:00:00.000Z'],
    ['utc', 'friday', '2026-03-06T09:00:00.000Z'],
    ['utc', 'wednesday', '2026-03-11T09:00:00.000Z'],
    ['utc', 'one week', '2026-03-11T15:00:00.000Z'],
    ['utc', 'one month', '2026-04-04T15:00:00.000Z'],
    ['paris', 'monday', '2026-03-09T08:00:00.000Z'],
    ['paris', 'tuesday', '2026-03-10T08:00:00.000Z'],
    ['paris', 'wednesday', '2026-03-11T08:00:00.000Z'],
    ['paris', 'thursday', '2026-03-05T08:00:00.000Z'],
    ['paris', 'friday', '2026-03-06T08:00:00.000Z'],
    ['paris', 'saturday', '2026-03-07T08:00:00.000Z'],
    ['paris', 'sunday', '2026-03-08T08:00:00.000Z'],
    ['paris', 'Monday', '2026-03-09T08:00:00.000Z'],
    ['paris', 'tomorrow', '2026-03-05T08:00:00.000Z'],
    ['paris', 'one week', '2026-03-11T15:00:00.000Z'],
    ['paris', 'one month', '2026-04-04T14:00:00.000Z'], // 16:00 local, on summer time by then
    ['newYork', 'monday', '2026-03-09T13:00:00.000Z'], // 09:00 EDT
    ['newYork', 'tuesday', '2026-03-10T13:00:00.000Z'],
    ['newYork', 'wednesday', '2026-03-11T13:00:00.000Z'],
    ['newYork', 'thursday', '2026-03-05T14:00:00.000Z'], // 09:00 EST
    ['newYork', 'friday', '2026-03-06T14:00:00.000Z'],
    ['newYork', 'saturday', '2026-03-07T14:00:00.000Z'],
    ['newYork', 'sunday', '2026-03-08T13:00:00.000Z'], // the day clocks go forward, at 2am
    ['newYork', 'tomorrow', '2026-03-05T14:00:00.000Z'],
    ['newYork', 'one week', '2026-03-11T14:00:00.000Z'], // the same 10:00 local, not 168 hours
    ['newYork', 'one month', '2026-04-04T14:00:00.000Z'],
    ['utc', '2026-03-20T10:00:00Z', '2026-03-20T10:00:00.000Z'],
    ['paris', '2026-03-20T10:00:00+02:00', '2026-03-20T08:00:00.000Z'],
    ['paris', '2026-03-20T10:00:00.250Z', '2026-03-20T10:00:00.250Z'],
    ['newYork', '2026-03-20T10:00:00-05:00', '2026-03-20T15:00:00.000Z'],
    ['newYork', '2026-03-20T10:00+0100', '2026-03-20T09:00:00.000Z'],
    ['paris', '2026-03-20T10:00', '2026-03-20T09:00:00.000Z'], // no offset: Paris local time (CET)
    ['paris', '2026-04-20T10:00:00', '2026-04-20T08:00:00.000Z'], // CEST
    ['newYork', '2026-03-20T10:00', '2026-03-20T14:00:00.000Z'], // EDT
    ['utc', '2026-03-20 10:00', '2026-03-20T10:00:00.000Z'],
    ['paris', '2026-03-20', '2026-03-20T08:00:00.000Z'], // a plain date: 9am local
  ];

  it.each(forms)('in the %s organization snoozes "%s" until %s', async (which, input, expected) => {
    const o = { utc: org, paris, newYork }[which as 'utc' | 'paris' | 'newYork'];
    const id = await seed(o);
    const { status, body } = await bulk({ ids: [id], status: 'SNOOZED', snooze_until: input }, o.key);
    expect(status, body.error).toBe(200);
    expect(body.conversations[0]).toMatchObject({ id, status: 'snoozed', snooze_until: expected });
    const [job] = await wakeJobsOf(id);
    expect(job).toMatchObject({ status: 'pending', organizationId: o.id });
    expect(job!.runAt.toISOString()).toBe(expected);
  });

  it('reads weekdays and tomorrow in the organization time zone, not in UTC', async () => {
    clock = new Date('2026-03-04T23:30:00.000Z'); // Wednesday in UTC and New York, already Thursday 00:30 in Paris
    const cases: [TestOrg, string, string][] = [
      [paris, 'tomorrow', '2026-03-06T08:00:00.000Z'],
      [paris, 'thursday', '2026-03-12T08:00:00.000Z'], // never today
      [org, 'tomorrow', '2026-03-05T09:00:00.000Z'],
      [org, 'thursday', '2026-03-05T09:00:00.000Z'],
      [newYork, 'tomorrow', '2026-03-05T14:00:00.000Z'],
    ];
    for (const [o, input, expected] of cases) {
      const id = await seed(o);
      const { body } = await bulk({ ids: [id], status: 'SNOOZED', snooze_until: input }, o.key);
      expect(body.conversations[0]?.snooze_until, `${o.created.organization.name} ${input}`).toBe(expected);
    }
  });

  it('clamps one month to the end of a shorter month', async () => {
    clock = new Date('2026-01-31T12:00:00.000Z');
    const id = await seed(org);
    const { body } = await bulk({ ids: [id], status: 'SNOOZED', snooze_until: 'one month' });
    expect(body.conversations[0]?.snooze_until).toBe('2026-02-28T12:00:00.000Z');
  });

  it.each(['later', 'soon', '30', 'next week', 'one year', '', '   ', 'tomorrow 10am', '2026-02-30', '2026-03-20T25:00', '2026-03-20T10:00+25:00', 'x'.repeat(101)])(
    'rejects the unparseable snooze_until %j with 400 and changes nothing',
    async (input) => {
      const id = await seed(org);
      const { status, body } = await bulk({ ids: [id], status: 'SNOOZED', snooze_until: input });
      expect(status).toBe(400);
      expect(body.error).toMatch(/snooze_until/);
      expect(await get(id)).toMatchObject({ status: 'opened', snooze_until: null });
      expect(await wakeJobsOf(id)).toEqual([]);
    },
  );

  it.each(['2026-03-04T14:59:00Z', '2026-03-04T15:00:00Z', '2026-03-01', '2025-12-25T09:00', '+0', '0m'])(
    'rejects the past or present snooze_until %j with 400',
    async (input) => {
      const id = await seed(org);
      const { status, body } = await bulk({ ids: [id], status: 'SNOOZED', snooze_until: input });
      expect(status).toBe(400);
      expect(body.error).toBe('snooze_until must be in the future');
      expect((await get(id)).status).toBe('opened');
    },
  );

  it('rejects a snooze_until more than 366 days ahead with 400', async () => {
    const id = await seed(org);
    const { status, body } = await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '2027-03-06T00:00:00Z' });
    expect(status).toBe(400);
    expect(body.error).toMatch(/snooze_until must be at most 366 days ahead/);
  });

  it('rejects SNOOZED without snooze_until with 400', async () => {
    const id = await seed(org);
    const { status, body } = await bulk({ ids: [id], status: 'SNOOZED' });
    expect(status).toBe(400);
    expect(body.error).toBe('snooze_until is required with status SNOOZED');
    expect((await get(id)).status).toBe('opened');
  });

  it.each([
    [{}, 'nothing to change: give status, agent_id, agent_email, tag or untag'],
    [{ status: 'CLOSED' }, 'snooze_until is only used with status SNOOZED'],
    [{ status: 'OPENED' }, 'snooze_until is only used with status SNOOZED'],
    [{ tag: 'later' }, 'snooze_until is only used with status SNOOZED'],
  ])('rejects snooze_until without status SNOOZED (%j) with 400', async (extra, message) => {
    const id = await seed(org);
    const { status, body } = await bulk({ ids: [id], snooze_until: '5m', ...extra });
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(await get(id)).toMatchObject({ status: 'opened', tags: [] });
  });

  it('re-snoozing for another time records the new time and moves the single wake-up job', async () => {
    const id = await seed(org);
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '5m' });
    const { body } = await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '+60' });
    expect(body.conversations[0]?.snooze_until).toBe(iso(60));
    expect(eventSummary(await history(id))).toEqual([
      { type: 'status_changed', data: { from: 'opened', to: 'snoozed' } },
      { type: 'snoozed', data: { until: iso(5) } },
      { type: 'snoozed', data: { until: iso(60) } },
    ]);
    const pending = (await wakeJobsOf(id)).filter((j) => j.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.toISOString()).toBe(iso(60));
  });

  it('snoozing again for the same time is a no-op without events', async () => {
    const id = await seed(org);
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '5m' });
    const { body } = await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '+5' });
    expect(body.conversations[0]?.snooze_until).toBe(iso(5));
    expect(await history(id)).toHaveLength(2);
  });
});

describe('POST /conversations/bulk: the wake-up job', () => {
  beforeEach(async () => {
    await t.database.db.delete(jobs); // only this test's wake-ups are due
  });

  it('reopens a snoozed conversation once its time has come, with a woke_up event by the system', async () => {
    const id = await seed(org);
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '5m' });
    expect(await runWakeJobs(plus(4))).toBe(0);
    expect(await get(id)).toMatchObject({ status: 'snoozed', snooze_until: iso(5) });

    expect(await runWakeJobs(plus(5))).toBe(1);
    const after = await get(id);
    expect(after).toMatchObject({ status: 'opened', snooze_until: null, updated: iso(5) });
    const woke = (await history(id)).at(-1)!;
    expect(woke).toMatchObject({ type: 'woke_up', data: { snoozed_until: iso(5) }, created: iso(5) });
    expect(woke.actor).toEqual({ type: 'system', agent: null, api_key_id: null });
    expect((await wakeJobsOf(id)).map((j) => j.status)).toEqual(['done']);
  });

  it('wakes a conversation whose time has long passed when the worker was down', async () => {
    const id = await seed(org);
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: 'tomorrow' });
    await runWakeJobs(new Date('2026-03-10T00:00:00.000Z'));
    expect((await get(id)).status).toBe('opened');
  });

  it('does not wake early when re-snoozed to a later time before the job ran', async () => {
    const id = await seed(org);
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '5m' });
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '+60' });
    expect(await runWakeJobs(plus(10))).toBe(0);
    expect(await get(id)).toMatchObject({ status: 'snoozed', snooze_until: iso(60) });
    await runWakeJobs(plus(60));
    expect(await get(id)).toMatchObject({ status: 'opened', snooze_until: null });
  });

  it('moves a job that comes due at the old time to the new snooze time instead of waking', async () => {
    const id = await seed(org);
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '5m' });
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '+60' });
    // As if the job had been claimed for the old time just before the re-snooze committed.
    await t.database.db.update(jobs).set({ runAt: plus(5) }).where(eq(jobs.kind, WAKE_JOB));
    expect(await runWakeJobs(plus(10))).toBe(1);
    expect(await get(id)).toMatchObject({ status: 'snoozed', snooze_until: iso(60) });
    const [job] = await wakeJobsOf(id);
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
    expect(job!.runAt.toISOString()).toBe(iso(60));
    expect((await history(id)).map((e) => e.type)).not.toContain('woke_up');
  });

  it('does nothing when the conversation was reopened manually before the time', async () => {
    const id = await seed(org);
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '5m' });
    await bulk({ ids: [id], status: 'OPENED' });
    expect(await get(id)).toMatchObject({ status: 'opened', snooze_until: null });
    const before = await history(id);
    await runWakeJobs(plus(10));
    expect(await history(id)).toEqual(before);
    expect((await wakeJobsOf(id)).map((j) => j.status)).toEqual(['done']);
  });

  it('leaves a conversation closed manually before the time closed', async () => {
    const id = await seed(org);
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '5m' });
    await bulk({ ids: [id], status: 'CLOSED' });
    await runWakeJobs(plus(10));
    expect(await get(id)).toMatchObject({ status: 'closed', snooze_until: null });
  });

  it('finishes quietly when the conversation was deleted before the time', async () => {
    const id = await seed(org);
    await bulk({ ids: [id], status: 'SNOOZED', snooze_until: '5m' });
    await bulk({ ids: [id], status: 'DELETE' });
    expect(await runWakeJobs(plus(10))).toBe(1);
    expect((await wakeJobsOf(id)).map((j) => j.status)).toEqual(['done']);
  });
});

describe('POST /conversations/bulk: assignment', () => {
  it('assigns by agent_id and records who assigned whom', async () => {
    const id = await seed(org);
    const { status, body } = await bulk({ ids: [id], agent_id: agent.id });
    expect(status).toBe(200);
    expect(body.conversations[0]?.assignee).toEqual({ id: agent.id, name: agent.name, email: agent.email });
    const events = await history(id);
    expect(eventSummary(events)).toEqual([{ type: 'assigned', data: { agent_id: agent.id, agent_name: agent.name, from_agent_id: null } }]);
    expect(events[0]!.actor).toEqual({ type: 'api_key', agent: null, api_key_id: org.created.api_key_id });
  });

  it('unassigns with agent_id null', async () => {
    const id = await seed(org, { assigneeId: agent.id });
    const { body } = await bulk({ ids: [id], agent_id: null });
    expect(body.conversations[0]?.assignee).toBeNull();
    expect(eventSummary(await history(id))).toEqual([{ type: 'unassigned', data: { from_agent_id: agent.id } }]);
  });

  it('reassigns from one agent to another', async () => {
    const id = await seed(org, { assigneeId: agent.id });
    const { body } = await bulk({ ids: [id], agent_email: agentTwo.email });
    expect(body.conversations[0]?.assignee?.id).toBe(agentTwo.id);
    expect(eventSummary(await history(id))).toEqual([
      { type: 'assigned', data: { agent_id: agentTwo.id, agent_name: agentTwo.name, from_agent_id: agent.id } },
    ]);
  });

  it('assigns by agent_email, case-insensitively', async () => {
    const id = await seed(org);
    const { status, body } = await bulk({ ids: [id], agent_email: '  KENJI@Bulk.Example ' });
    expect(status).toBe(200);
    expect(body.conversations[0]?.assignee?.id).toBe(agent.id);
  });

  it('writes no event when assigning the agent already assigned, or unassigning an unassigned one', async () => {
    const assigned = await seed(org, { assigneeId: agent.id });
    const unassigned = await seed(org);
    const first = await bulk({ ids: [assigned], agent_id: agent.id });
    const second = await bulk({ ids: [unassigned], agent_id: null });
    expect(first.body.conversations[0]?.updated).toBe(BEFORE.toISOString());
    expect(second.body.conversations[0]?.updated).toBe(BEFORE.toISOString());
    expect(await history(assigned)).toEqual([]);
    expect(await history(unassigned)).toEqual([]);
  });

  it.each([
    ['an unknown agent_id', () => ({ agent_id: 999_999 }), 'agent 999999 not found'],
    ['an unknown agent_email', () => ({ agent_email: 'nobody@bulk.example' }), 'no agent with the email nobody@bulk.example in this organization'],
    ["another organization's agent_id", () => ({ agent_id: otherAgent.id }), /^agent \d+ not found$/],
    ["another organization's agent_email", () => ({ agent_email: otherAgent.email }), /no agent with the email spy@other.example/],
  ] as const)('rejects %s with 400 and changes nothing', async (_label, input, message) => {
    const id = await seed(org, { assigneeId: agentTwo.id });
    const { status, body } = await bulk({ ids: [id], status: 'CLOSED', ...input() });
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
    expect(await get(id)).toMatchObject({ status: 'opened', assignee: { id: agentTwo.id } });
    expect(await history(id)).toEqual([]);
  });

  it('rejects a deactivated agent with 400', async () => {
    const gone = await createAgent(t.database.db, { organizationId: org.id, email: 'left@bulk.example', name: 'Left', role: 'agent' });
    await t.database.db.update(agents).set({ active: false }).where(eq(agents.id, gone.id));
    const id = await seed(org);
    expect((await bulk({ ids: [id], agent_id: gone.id })).status).toBe(400);
    expect((await bulk({ ids: [id], agent_email: gone.email })).status).toBe(400);
  });

  it.each([
    { agent_id: 1, agent_email: 'kenji@bulk.example' },
    { agent_id: null, agent_email: 'kenji@bulk.example' },
  ])('rejects agent_id and agent_email together (%j) with 400', async (input) => {
    const id = await seed(org);
    const { status, body } = await bulk({ ids: [id], ...input });
    expect(status).toBe(400);
    expect(body.error).toBe('give agent_id or agent_email, not both');
  });

  it.each([{ agent_id: 'kenji' }, { agent_id: 1.5 }, { agent_id: 0 }, { agent_email: 42 }])('rejects the invalid %j with 400', async (input) => {
    const id = await seed(org);
    const { status, body } = await bulk({ ids: [id], ...input });
    expect(status).toBe(400);
    expect(body.error).toMatch(/agent_(id|email)/);
  });
});

describe('POST /conversations/bulk: tags', () => {
  it('adds a tag lower-cased and trimmed, recording a tagged event', async () => {
    const id = await seed(org, { tags: ['billing'] });
    const { status, body } = await bulk({ ids: [id], tag: '  VIP ' });
    expect(status).toBe(200);
    expect(body.conversations[0]?.tags).toEqual(['billing', 'vip']);
    expect(eventSummary(await history(id))).toEqual([{ type: 'tagged', data: { tag: 'vip' } }]);
  });

  it('accepts a tag of exactly 50 characters', async () => {
    const id = await seed(org);
    const tag = 'a'.repeat(50);
    const { status, body } = await bulk({ ids: [id], tag });
    expect(status).toBe(200);
    expect(body.conversations[0]?.tags).toEqual([tag]);
  });

  it.each([
    ['51 characters', 'a'.repeat(51), 'tag must be at most 50 characters'],
    ['a space', 'two words', 'tag must not contain spaces, commas or quotes'],
    ['a comma', 'a,b', 'tag must not contain spaces, commas or quotes'],
    ['a quote', 'it"s', 'tag must not contain spaces, commas or quotes'],
    ['nothing', '', 'tag must not be empty'],
    ['only spaces', '   ', 'tag must not be empty'],
  ])('rejects a tag with %s with 400', async (_label, tag, message) => {
    const id = await seed(org);
    const { status, body } = await bulk({ ids: [id], tag });
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect((await get(id)).tags).toEqual([]);
  });

  it('rejects an untag with spaces or over 50 characters with 400', async () => {
    const id = await seed(org);
    expect((await bulk({ ids: [id], untag: 'a b' })).status).toBe(400);
    expect((await bulk({ ids: [id], untag: 'b'.repeat(51) })).body.error).toBe('untag must be at most 50 characters');
  });

  it('removes a tag with untag, case-insensitively, recording an untagged event', async () => {
    const id = await seed(org, { tags: ['billing', 'vip'] });
    const { body } = await bulk({ ids: [id], untag: 'VIP' });
    expect(body.conversations[0]?.tags).toEqual(['billing']);
    expect(eventSummary(await history(id))).toEqual([{ type: 'untagged', data: { tag: 'vip' } }]);
  });

  it('writes no event for a tag already there or an untag of a missing tag', async () => {
    const id = await seed(org, { tags: ['vip'] });
    const { status, body } = await bulk({ ids: [id], tag: 'vip', untag: 'absent' });
    expect(status).toBe(200);
    expect(body.conversations[0]).toMatchObject({ tags: ['vip'], updated: BEFORE.toISOString() });
    expect(await history(id)).toEqual([]);
  });

  it('rejects tag and untag of the same tag with 400', async () => {
    const id = await seed(org);
    const { status, body } = await bulk({ ids: [id], tag: 'vip', untag: 'VIP' });
    expect(status).toBe(400);
    expect(body.error).toBe('tag and untag name the same tag');
  });

  it('applies tag, untag, status and assignment of one request together, each with its event', async () => {
    const id = await seed(org, { tags: ['old', 'keep'] });
    const { status, body } = await bulk({ ids: [id], status: 'CLOSED', agent_id: agent.id, tag: 'New', untag: 'old' });
    expect(status).toBe(200);
    expect(body.conversations[0]).toMatchObject({
      status: 'closed',
      assignee: { id: agent.id },
      tags: ['keep', 'new'],
      updated: FIXED.toISOString(),
    });
    const events = await history(id);
    expect(eventSummary(events)).toEqual([
      { type: 'status_changed', data: { from: 'opened', to: 'closed', resolution_seconds: expect.any(Number) } },
      { type: 'assigned', data: { agent_id: agent.id, agent_name: agent.name, from_agent_id: null } },
      { type: 'tagged', data: { tag: 'new' } },
      { type: 'untagged', data: { tag: 'old' } },
    ]);
    for (const e of events) {
      expect(e.actor).toEqual({ type: 'api_key', agent: null, api_key_id: org.created.api_key_id });
      expect(e.created).toBe(FIXED.toISOString());
    }
  });

  it('rejects DELETE combined with another change with 400 and deletes nothing', async () => {
    const id = await seed(org);
    for (const extra of [{ tag: 'x' }, { untag: 'x' }, { agent_id: agent.id }, { agent_id: null }]) {
      const { status, body } = await bulk({ ids: [id], status: 'DELETE', ...extra });
      expect(status, JSON.stringify(extra)).toBe(400);
      expect(body.error).toBe('status DELETE cannot be combined with other changes');
    }
    expect((await get(id)).id).toBe(id);
  });
});

describe('POST /conversations/bulk: invalid requests', () => {
  const CLOSE = { status: 'CLOSED' };
  it.each([
    ['an empty body', () => ({}), /ids/],
    ['no operation', (id: number) => ({ ids: [id] }), 'nothing to change: give status, agent_id, agent_email, tag or untag'],
    ['only block', (id: number) => ({ ids: [id], block: true }), 'nothing to change: give status, agent_id, agent_email, tag or untag'],
    ['empty ids', () => ({ ids: [], ...CLOSE }), 'ids must not be empty'],
    ['ids as a string', (id: number) => ({ ids: `${id}`, ...CLOSE }), 'ids must be an array of conversation ids'],
    ['ids as a number', (id: number) => ({ ids: id, ...CLOSE }), 'ids must be an array of conversation ids'],
    ['ids as an object', (id: number) => ({ ids: { 0: id }, ...CLOSE }), 'ids must be an array of conversation ids'],
    ['ids null', () => ({ ids: null, ...CLOSE }), 'ids must be an array of conversation ids'],
    ['a fractional id', (id: number) => ({ ids: [id, 1.5], ...CLOSE }), /^ids\.1/],
    ['a string id', (id: number) => ({ ids: [id, `${id}`], ...CLOSE }), /^ids\.1/],
    ['a zero id', (id: number) => ({ ids: [id, 0], ...CLOSE }), /^ids\.1/],
    ['a negative id', (id: number) => ({ ids: [id, -4], ...CLOSE }), /^ids\.1/],
    ['a null id', (id: number) => ({ ids: [id, null], ...CLOSE }), /^ids\.1/],
    ['501 ids', (id: number) => ({ ids: [id, ...Array.from({ length: 500 }, (_, i) => 900_000 + i)], ...CLOSE }), 'ids must hold at most 500 conversation ids'],
    ['a lower-case status', (id: number) => ({ ids: [id], status: 'closed' }), 'status must be one of OPENED, CLOSED, SPAM, SNOOZED, DELETE'],
    ['an unknown status', (id: number) => ({ ids: [id], status: 'ARCHIVED' }), 'status must be one of OPENED, CLOSED, SPAM, SNOOZED, DELETE'],
    ['block as a string', (id: number) => ({ ids: [id], status: 'SPAM', block: 'yes' }), /^block/],
    ['tag as a number', (id: number) => ({ ids: [id], tag: 5 }), /^tag/],
  ] as const)('rejects %s with 400', async (_label, input, message) => {
    const id = await seed(org);
    const { status, body } = await bulk(input(id));
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
    expect(await get(id)).toMatchObject({ status: 'opened', tags: [], updated: BEFORE.toISOString() });
  });

  it('accepts exactly 500 ids', async () => {
    const id = await seed(org);
    const ids = [id, ...Array.from({ length: 499 }, (_, i) => 900_000 + i)];
    const { status, body } = await bulk({ ids, status: 'CLOSED' });
    expect(status).toBe(200);
    expect(body.conversations.map((c) => c.id)).toEqual([id]);
  });

  it.each([[[]], ['text'], [42], [null]])('rejects the non-object body %j with 400', async (json) => {
    const { status, body } = await bulk(json);
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.request('/api/conversations/bulk', {
      method: 'POST',
      key: org.key,
      headers: { 'Content-Type': 'application/json' },
      body: '{"ids": [1], "status": "CLOSED"',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it('rejects block with a status other than SPAM with 400', async () => {
    const id = await seed(org);
    const { status, body } = await bulk({ ids: [id], status: 'CLOSED', block: true });
    expect(status).toBe(400);
    expect(body.error).toBe('block is only used with status SPAM');
  });

  it('answers 401 without a valid key and changes nothing', async () => {
    const id = await seed(org);
    expect((await t.request('/api/conversations/bulk', { method: 'POST', json: { ids: [id], status: 'CLOSED' } })).status).toBe(401);
    expect((await bulk({ ids: [id], status: 'CLOSED' }, 'sik_' + 'x'.repeat(43))).status).toBe(401);
    expect((await get(id)).status).toBe('opened');
  });
});

describe('POST /conversations/bulk: SPAM with block', () => {
  it('refuses block without the contact.block permission with 403, changing nothing at all', async () => {
    const key = await t.createKey(org.id, []);
    const email = `blocked-${++contactSeq}@spammy.example`;
    const id = await seed(org, { email, tags: ['keep'] });
    const before = await get(id);
    const suppressedBefore = await suppressedEmails();
    for (const extra of [{}, { tag: 'junk', untag: 'keep' }, { agent_id: agent.id }, { agent_email: agent.email, tag: 'junk' }]) {
      const { status, body } = await bulk({ ids: [id], status: 'SPAM', block: true, ...extra }, key);
      expect(status, JSON.stringify(extra)).toBe(403);
      expect(body.error).toBe('blocking contacts needs the contact.block permission');
    }
    expect(await get(id)).toEqual(before);
    expect(await history(id)).toEqual([]);
    expect(await suppressedEmails()).toEqual(suppressedBefore);
    expect(await suppressedEmails()).not.toContain(email);
  });

  it('marks spam without block, and with block: false, without the permission', async () => {
    const key = await t.createKey(org.id, []);
    const first = await seed(org);
    const second = await seed(org);
    expect((await bulk({ ids: [first], status: 'SPAM' }, key)).body.conversations[0]?.status).toBe('spam');
    expect((await bulk({ ids: [second], status: 'SPAM', block: false }, key)).body.conversations[0]?.status).toBe('spam');
    expect((await history(first)).map((e) => e.type)).toEqual(['status_changed']);
  });

  it('with the permission, suppresses the contacts and records contact_blocked by the key', async () => {
    const created = await createApiKey(t.database.db, { organizationId: org.id, name: 'blocker', permissions: ['contact.block'] });
    const a = `spammer-${++contactSeq}@junk.example`;
    const b = `Spammer-${++contactSeq}@Junk2.example`;
    const first = await seed(org, { email: a });
    const second = await seed(org, { email: b.toLowerCase() });
    const { status, body } = await bulk({ ids: [first, second], status: 'SPAM', block: true }, created.key);
    expect(status).toBe(200);
    expect(body.conversations.map((c) => c.status)).toEqual(['spam', 'spam']);
    expect(await suppressedEmails()).toEqual(expect.arrayContaining([a, b.toLowerCase()]));
    const events = await history(first);
    expect(eventSummary(events)).toEqual([
      { type: 'status_changed', data: { from: 'opened', to: 'spam' } },
      { type: 'contact_blocked', data: { email: a } },
    ]);
    expect(events[1]!.actor).toEqual({ type: 'api_key', agent: null, api_key_id: created.id });
  });

  it('does not fail for a contact already suppressed, by address or by domain', async () => {
    const byAddress = `known-${++contactSeq}@junk3.example`;
    const byDomain = `anyone-${++contactSeq}@junk4.example`;
    for (const email of [byAddress, '*@junk4.example']) {
      expect((await t.request('/api/contacts/suppressed', { method: 'POST', key: org.key, json: { email } })).status).toBe(200);
    }
    const listBefore = await suppressedEmails();
    const ids = [await seed(org, { email: byAddress }), await seed(org, { email: byDomain })];
    const { status, body } = await bulk({ ids, status: 'SPAM', block: true });
    expect(status).toBe(200);
    expect(body.conversations.map((c) => c.status)).toEqual(['spam', 'spam']);
    expect(await suppressedEmails()).toEqual(listBefore);
    for (const id of ids) expect((await history(id)).map((e) => e.type)).toEqual(['status_changed']);
  });

  it('suppresses a contact once when several of its conversations are blocked together', async () => {
    const email = `repeat-${++contactSeq}@junk5.example`;
    const ids = [await seed(org, { email }), await seed(org, { email })];
    const { status } = await bulk({ ids, status: 'SPAM', block: true });
    expect(status).toBe(200);
    expect((await suppressedEmails()).filter((e) => e === email)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(suppressions)
      .where(and(eq(suppressions.organizationId, org.id), eq(suppressions.email, email)));
    expect(rows).toHaveLength(1);
  });

  it('marks a conversation with an anonymous visitor (no address) as spam with nothing to block', async () => {
    const db = t.database.db;
    const [visitor] = await db
      .insert(contacts)
      .values({ organizationId: org.id, name: 'Visitor 12', email: null, sessionUuid: '0b5a2b0e-5d3c-4a43-9d36-3f0f4a1f2c11' })
      .returning({ id: contacts.id });
    const [row] = await db
      .insert(conversations)
      .values({ organizationId: org.id, channelId: org.channelId, contactId: visitor!.id, subject: 'chat', createdAt: BEFORE, updatedAt: BEFORE })
      .returning({ id: conversations.id });
    const listBefore = await suppressedEmails();
    const { status, body } = await bulk({ ids: [row!.id], status: 'SPAM', block: true });
    expect(status).toBe(200);
    expect(body.conversations[0]?.status).toBe('spam');
    expect(await suppressedEmails()).toEqual(listBefore);
    expect((await history(row!.id)).map((e) => e.type)).toEqual(['status_changed']);
  });

  it('blocks in the caller organization only', async () => {
    const email = `shared-${++contactSeq}@junk6.example`;
    const ours = await seed(org, { email });
    await bulk({ ids: [ours], status: 'SPAM', block: true });
    expect(await suppressedEmails()).toContain(email);
    expect(await suppressedEmails(other.key)).not.toContain(email);
  });
});

describe('POST /conversations/bulk: partial success and tenancy', () => {
  it('updates only the caller organization ids, skips the rest, and leaves the other organization alone', async () => {
    const a = await seed(org);
    const b = await seed(org, { status: 'spam' });
    const foreign = await seed(other);
    const foreignBefore = await get(foreign, other.key);
    const { status, body } = await bulk({ ids: [b, 987_654_321, foreign, a], status: 'CLOSED', tag: 'done' });
    expect(status).toBe(200);
    expect(body.conversations.map((c) => [c.id, c.status, c.tags])).toEqual([
      [b, 'closed', ['done']],
      [a, 'closed', ['done']],
    ]);
    expect(await get(foreign, other.key)).toEqual(foreignBefore);
    expect(await history(foreign, other.key)).toEqual([]);
  });

  it("changes nothing of ours through another organization's key, whatever the operation", async () => {
    const id = await seed(org, { tags: ['mine'], assigneeId: agent.id });
    const before = await get(id);
    const suppressedBefore = await suppressedEmails();
    for (const json of [
      { ids: [id], status: 'CLOSED' },
      { ids: [id], status: 'SPAM', block: true },
      { ids: [id], status: 'SNOOZED', snooze_until: '5m' },
      { ids: [id], status: 'DELETE' },
      { ids: [id], agent_id: otherAgent.id, tag: 'theirs', untag: 'mine' },
      { ids: [id], agent_id: null },
    ]) {
      const { status, body } = await bulk(json, other.key);
      expect(status, JSON.stringify(json)).toBe(200);
      expect(body).toMatchObject({ conversations: [], operation: { changed: 0 } });
    }
    expect(await get(id)).toEqual(before);
    expect(await history(id)).toEqual([]);
    expect(await suppressedEmails()).toEqual(suppressedBefore);
    expect(await wakeJobsOf(id)).toEqual([]);
  });

  it('applies a repeated id once', async () => {
    const id = await seed(org);
    const { body } = await bulk({ ids: [id, id, id], tag: 'once' });
    expect(body.conversations).toHaveLength(1);
    expect(await history(id)).toHaveLength(1);
  });

  it('answers an empty list when no id belongs to the organization', async () => {
    const foreign = await seed(other, { status: 'closed' });
    for (const json of [
      { ids: [foreign], status: 'OPENED' },
      { ids: [foreign], status: 'DELETE' },
      { ids: [foreign], status: 'SNOOZED', snooze_until: '5m' },
      { ids: [foreign], status: 'SPAM', block: true },
      { ids: [foreign], agent_id: agent.id },
    ]) {
      const { status, body } = await bulk(json);
      expect(status, JSON.stringify(json)).toBe(200);
      expect(body).toMatchObject({ conversations: [], operation: { changed: 0 } });
    }
    expect(await get(foreign, other.key)).toMatchObject({ status: 'closed', assignee: null, snooze_until: null });
    expect(await wakeJobsOf(foreign)).toEqual([]);
  });

  it("cannot assign another organization's conversation to the other organization's agent", async () => {
    const foreign = await seed(other);
    const { status } = await bulk({ ids: [foreign], agent_id: otherAgent.id });
    expect(status).toBe(400); // the agent is unknown to the caller
    expect((await get(foreign, other.key)).assignee).toBeNull();
  });

  it("does not show another organization's conversation or its history", async () => {
    const id = await seed(org);
    expect((await t.request(`/api/conversations/${id}`, { key: other.key })).status).toBe(404);
    expect((await t.request(`/api/conversations/${id}/messages`, { key: other.key })).status).toBe(404);
  });
});

describe('POST /conversations/bulk: DELETE', () => {
  it('removes the conversations with their messages, attachments, notes and events, answering them as they were', async () => {
    const db = t.database.db;
    const id = await seed(org, { tags: ['gone'], assigneeId: agent.id });
    const kept = await seed(org);
    await bulk({ ids: [id, kept], tag: 'history' }); // events on both
    const [message] = await db
      .insert(messages)
      .values({ organizationId: org.id, conversationId: id, direction: 'inbound', status: 'received', fromEmail: 'c@customers.example', text: 'hello' })
      .returning({ id: messages.id });
    const blob = await writeBlob(db, org.id, Buffer.from('a'), clock);
    await insertAttachments(db, org.id, message!.id, [{ filename: 'a.txt', contentType: 'text/plain', size: blob.size, blobId: blob.id }], clock);
    await db.insert(notes).values({ organizationId: org.id, conversationId: id, agentId: agent.id, body: 'internal' });
    const before = await get(id);

    const { status, body } = await bulk({ ids: [id], status: 'DELETE' });
    expect(status).toBe(200);
    expect(body.conversations).toEqual([before]);
    expect(await db.select().from(conversations).where(eq(conversations.id, id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
    expect(await db.select().from(attachments).where(eq(attachments.messageId, message!.id))).toEqual([]);
    // The attachment's bytes went with it.
    expect(await db.select().from(blobs).where(eq(blobs.id, blob.id))).toEqual([]);
    expect(await db.select().from(blobChunks).where(eq(blobChunks.blobId, blob.id))).toEqual([]);
    expect(await db.select().from(notes).where(eq(notes.conversationId, id))).toEqual([]);
    expect(await db.select().from(events).where(eq(events.conversationId, id))).toEqual([]);
    // The other conversation of the request history is untouched.
    expect(await db.select().from(events).where(inArray(events.conversationId, [kept]))).toHaveLength(1);
    expect((await t.request(`/api/conversations/${id}/messages`, { key: org.key })).status).toBe(404);
  });

  it("does not delete another organization's conversation", async () => {
    const foreign = await seed(other);
    const { body } = await bulk({ ids: [foreign], status: 'DELETE' });
    expect(body.conversations).toEqual([]);
    expect((await get(foreign, other.key)).id).toBe(foreign);
  });
});
