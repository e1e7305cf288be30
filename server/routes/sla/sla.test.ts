import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessHours } from '#contract/business-hours';
import type { Conversation, ConversationCounts, ConversationPage, Timeline } from '#contract/conversations';
import type { SlaPolicy } from '#contract/sla';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { WebhookReceiver } from '#test/support/webhook-receiver';
import { channels, jobs } from '../../db/schema.ts';
import { changesAfter, latestChangeId } from '../../domain/changes/read.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { receiveMail } from '../../mail/inbound/receive-mail.ts';
import { createMailTransport } from '../../mail/outbound/transport.ts';
import { and, eq } from 'drizzle-orm';

// Every rule of the SLA with a fixed clock: 2026-11-27 is a Friday; Paris is at +01:00 then.
const MIN = 60_000;
const FRIDAY_1700_PARIS = new Date('2026-11-27T16:00:00Z');
let clock = FRIDAY_1700_PARIS;
let t: TestApp;
let org: CreatedOrganization;
let channel: { id: number; organizationId: number; email: string };
let otherChannel: { id: number; organizationId: number; email: string };
let handlers: ReturnType<typeof jobHandlers>;
let mails = 0;
const receiver = new WebhookReceiver();

const at = (ms: number) => new Date(ms);
const call = async <T = unknown>(method: string, path: string, json?: unknown, key = org.api_key) => {
  const res = await t.request(`/api${path}`, { method, key, ...(json !== undefined ? { json } : {}) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
};
const conversation = async (id: number) => (await call<Conversation>('GET', `/conversations/${id}`)).body;
const drain = async () => {
  while ((await runDueJobs(t.database.db, handlers, { now: clock, workerId: 'sla-test' })) > 0);
};
const mail = async (opts: { to?: typeof channel; subject?: string; from?: string; inReplyTo?: string } = {}) => {
  const id = `<m${++mails}@customer.example>`;
  const received = await receiveMail(
    t.database.db,
    opts.to ?? channel,
    {
      messageId: id, inReplyTo: opts.inReplyTo ?? null, references: opts.inReplyTo ? [opts.inReplyTo] : [], envelopeFrom: null, cc: [], html: null, attachments: [],
      from: { name: 'Ana', email: opts.from ?? `ana${mails}@customer.example` }, to: [{ name: '', email: (opts.to ?? channel).email }],
      subject: opts.subject ?? 'Help', text: 'Something is wrong',
    },
    clock,
  );
  if (received.outcome !== 'stored') throw new Error(`not stored: ${received.outcome}`);
  return { conversationId: received.conversationId, messageId: id };
};
const reply = async (conversationId: number) => {
  const res = await call('POST', `/conversations/${conversationId}/messages`, { content: { content: '<p>On it</p>' }, agent_id: org.owner.id, delay: 0 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await drain();
};
const bulk = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/conversations/bulk', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const policy = async (body: Record<string, unknown>) => {
  const res = await call<SlaPolicy>('POST', '/sla-policies', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await drain();
  return res.body;
};
const clearPolicies = async () => {
  for (const p of (await call<{ data: SlaPolicy[] }>('GET', '/sla-policies')).body.data) await call('DELETE', `/sla-policies/${p.id}`);
  await drain();
};
const weekdays = (open: string, close: string) => ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({ day, open, close }));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, webhookAllowPrivate: true });
  org = await t.createOrg('Service Co');
  expect((await call('PATCH', '/organization', { timezone: 'Europe/Paris' })).status).toBe(200);
  const [a, b] = await t.database.db
    .insert(channels)
    .values([
      { organizationId: org.organization.id, email: 'help@sla.example', name: 'Help' },
      { organizationId: org.organization.id, email: 'vip@sla.example', name: 'VIP' },
    ])
    .returning();
  channel = { id: a!.id, organizationId: org.organization.id, email: a!.email };
  otherChannel = { id: b!.id, organizationId: org.organization.id, email: b!.email };
  handlers = jobHandlers({
    db: t.database.db,
    transport: createMailTransport({ outboxDir: '/tmp/sla-test-outbox' }),
    logger: pino({ level: 'silent' }),
    allowPrivateWebhooks: true,
  });
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('business hours', () => {
  it('are always open until set, in the organization\'s time zone', async () => {
    const res = await call<BusinessHours>('GET', '/organization/business-hours');
    expect(res.body).toMatchObject({ time_zone: 'Europe/Paris', always_open: true, holidays: [] });
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days[0]).toEqual({ day: 'mon', open: '00:00', close: '24:00' });
  });

  it('take several intervals a day and holidays, answered in order', async () => {
    const res = await call<BusinessHours>('PUT', '/organization/business-hours', {
      days: [{ day: 'tue', open: '13:00', close: '17:30' }, { day: 'tue', open: '09:00', close: '12:00' }, { day: 'mon', open: '09:00', close: '17:30' }],
      holidays: ['2026-12-25', '2026-01-01'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      time_zone: 'Europe/Paris',
      always_open: false,
      days: [{ day: 'mon', open: '09:00', close: '17:30' }, { day: 'tue', open: '09:00', close: '12:00' }, { day: 'tue', open: '13:00', close: '17:30' }],
      holidays: ['2026-01-01', '2026-12-25'],
    });
    expect((await call<BusinessHours>('GET', '/organization/business-hours')).body).toEqual(res.body);
  });

  it.each([
    [{ days: [{ day: 'mon', open: '25:00', close: '26:00' }] }, 'open "25:00" is not a time'],
    [{ days: [{ day: 'mon', open: '9:00', close: '17:00' }] }, 'open "9:00" is not a time'],
    [{ days: [{ day: 'mon', open: '17:00', close: '09:00' }] }, 'close must be after open'],
    [{ days: [{ day: 'mon', open: '09:00', close: '12:00' }, { day: 'mon', open: '11:00', close: '13:00' }] }, 'overlaps'],
    [{ days: [{ day: 'funday', open: '09:00', close: '12:00' }] }, 'day must be one of'],
    [{ days: [] }, 'at least one interval'],
    [{ days: weekdays('09:00', '17:00'), holidays: ['2026-02-30'] }, 'holiday "2026-02-30" is not a date'],
    [{ days: weekdays('09:00', '17:00'), time_zone: 'America/New_York' }, "must be the organization's (Europe/Paris)"],
    [{ holidays: [] }, 'days'],
  ])('refuse %j with a 400 that says why', async (body, message) => {
    const before = await call<BusinessHours>('GET', '/organization/business-hours');
    const res = await call<{ error: string }>('PUT', '/organization/business-hours', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
    expect((await call<BusinessHours>('GET', '/organization/business-hours')).body).toEqual(before.body);
  });

  it('name the interval at fault once, as the dashboard shows it', async () => {
    const res = await call<{ error: string }>('PUT', '/organization/business-hours', {
      days: [{ day: 'mon', open: '09:00', close: '12:00' }, { day: 'mon', open: '11:00', close: '13:00' }],
    });
    expect(res.body.error).toBe('days[1] (mon 11:00–13:00) overlaps days[0] (mon 09:00–12:00)');
  });

  it('are always open again when every day is 00:00–24:00 without holidays', async () => {
    const res = await call<BusinessHours>('PUT', '/organization/business-hours', {
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({ day, open: '00:00', close: '24:00' })),
    });
    expect(res.body.always_open).toBe(true);
  });
});

describe('SLA policies', () => {
  it('are created in order, moved by sort, and refused with reasons', async () => {
    await clearPolicies();
    const a = await policy({ name: 'Default', first_response_minutes: 60 });
    const b = await policy({ name: 'VIP', first_response_minutes: 15, conditions: { channel_ids: [otherChannel.id], tags: ['VIP'] }, sort: 0 });
    expect(b).toMatchObject({ sort: 0, conditions: { channel_ids: [otherChannel.id], tags: ['vip'] }, business_hours: false, resolution_minutes: null });
    expect((await call<{ data: SlaPolicy[] }>('GET', '/sla-policies')).body.data.map((p) => [p.name, p.sort])).toEqual([['VIP', 0], ['Default', 1]]);
    const moved = await call<SlaPolicy>('PATCH', `/sla-policies/${b.id}`, { sort: 5 });
    expect(moved.body.sort).toBe(1);
    expect((await call<{ data: SlaPolicy[] }>('GET', '/sla-policies')).body.data.map((p) => p.name)).toEqual(['Default', 'VIP']);

    expect((await call<{ error: string }>('POST', '/sla-policies', { name: 'None' })).body.error).toContain('at least one target');
    expect((await call<{ error: string }>('POST', '/sla-policies', { name: 'X', first_response_minutes: 0 })).body.error).toContain('at least 1 minute');
    expect((await call<{ error: string }>('POST', '/sla-policies', { name: 'X', first_response_minutes: 10, conditions: { channel_ids: [999999] } })).body.error).toContain(
      'channel 999999 not found',
    );
    expect((await call('POST', '/sla-policies', { name: 'X', first_response_minutes: 10, conditions: { teams: [1] } })).status).toBe(400);
    expect((await call<{ error: string }>('PATCH', `/sla-policies/${a.id}`, { first_response_minutes: null })).body.error).toContain('at least one target');
    expect((await call('PATCH', '/sla-policies/999999', { name: 'Y' })).status).toBe(404);
    expect((await call('DELETE', '/sla-policies/999999')).status).toBe(404);

    const other = await t.createOrg('Other Co');
    expect((await call('PATCH', `/sla-policies/${a.id}`, { name: 'Theirs' }, other.api_key)).status).toBe(404);
    expect((await call<{ data: SlaPolicy[] }>('GET', '/sla-policies', undefined, other.api_key)).body.data).toEqual([]);
  });
});

describe('due times', () => {
  it('count only business hours when the policy says so: a Friday 17:00 mail with 60 minutes is due Monday 09:30', async () => {
    await clearPolicies();
    await call('PUT', '/organization/business-hours', { days: weekdays('09:00', '17:30') });
    clock = FRIDAY_1700_PARIS;
    await policy({ name: 'Office hours', first_response_minutes: 60, business_hours: true });
    const { conversationId } = await mail();
    expect((await conversation(conversationId)).sla).toMatchObject({
      first_response_due_at: '2026-11-30T08:30:00.000Z',
      next_response_due_at: null,
      resolution_due_at: null,
      breached: [],
      paused: false,
    });
  });

  it('count around the clock otherwise, and an agent reply meets the first response while a note does not', async () => {
    await clearPolicies();
    clock = FRIDAY_1700_PARIS;
    const p = await policy({ name: 'Around the clock', first_response_minutes: 60, next_response_minutes: 30 });
    const { conversationId } = await mail();
    expect((await conversation(conversationId)).sla).toMatchObject({ policy_id: p.id, first_response_due_at: '2026-11-27T17:00:00.000Z' });
    clock = at(FRIDAY_1700_PARIS.getTime() + 10 * MIN);
    await call('POST', `/conversations/${conversationId}/notes`, { body: 'Looking', agent_id: org.owner.id });
    expect((await conversation(conversationId)).sla?.first_response_due_at).toBe('2026-11-27T17:00:00.000Z');
    await reply(conversationId);
    expect((await conversation(conversationId)).sla).toMatchObject({ first_response_due_at: null, next_response_due_at: null, breached: [] });
  });

  it('start the next response clock when the customer writes after a reply', async () => {
    await clearPolicies();
    clock = FRIDAY_1700_PARIS;
    await policy({ name: 'Replies', first_response_minutes: 60, next_response_minutes: 30 });
    const first = await mail({ from: 'next@customer.example' });
    clock = at(clock.getTime() + 5 * MIN);
    await reply(first.conversationId);
    clock = at(clock.getTime() + 20 * MIN);
    await receiveMail(
      t.database.db,
      channel,
      {
        messageId: '<next-2@customer.example>', inReplyTo: first.messageId, references: [first.messageId], envelopeFrom: null, cc: [], html: null, attachments: [],
        from: { name: 'Ana', email: 'next@customer.example' }, to: [{ name: '', email: channel.email }], subject: 'Re: Help', text: 'Still broken',
      },
      clock,
    );
    const c = await conversation(first.conversationId);
    expect(c.message_count).toBe(3);
    expect(c.sla).toMatchObject({ first_response_due_at: null, next_response_due_at: at(clock.getTime() + 30 * MIN).toISOString() });
  });

  it('pause while snoozed and carry the time left past the wake-up', async () => {
    await clearPolicies();
    clock = FRIDAY_1700_PARIS;
    const start = clock.getTime();
    await policy({ name: 'Resolution', resolution_minutes: 120 });
    const { conversationId } = await mail();
    expect((await conversation(conversationId)).sla?.resolution_due_at).toBe(at(start + 120 * MIN).toISOString());
    clock = at(start + 30 * MIN);
    await bulk({ ids: [conversationId], status: 'SNOOZED', snooze_until: at(start + 90 * MIN).toISOString() });
    // 30 minutes ran, 90 are left from the wake-up at +90: due at +180.
    expect((await conversation(conversationId)).sla).toMatchObject({ paused: true, resolution_due_at: at(start + 180 * MIN).toISOString() });
    clock = at(start + 90 * MIN);
    await drain();
    expect((await conversation(conversationId))).toMatchObject({ status: 'opened', sla: { paused: false, resolution_due_at: at(start + 180 * MIN).toISOString() } });
  });

  it('meet resolution by closing, and start it again when the customer reopens', async () => {
    await clearPolicies();
    clock = FRIDAY_1700_PARIS;
    await policy({ name: 'Resolution', resolution_minutes: 60 });
    const first = await mail({ from: 'reopen@customer.example' });
    clock = at(FRIDAY_1700_PARIS.getTime() + 90 * MIN);
    await drain();
    expect((await conversation(first.conversationId)).sla?.breached).toEqual(['resolution']);
    await bulk({ ids: [first.conversationId], status: 'CLOSED' });
    expect((await conversation(first.conversationId)).sla).toMatchObject({ resolution_due_at: null, breached: ['resolution'] });
    clock = at(clock.getTime() + 60 * MIN);
    await receiveMail(
      t.database.db,
      channel,
      {
        messageId: '<reopen-2@customer.example>', inReplyTo: first.messageId, references: [first.messageId], envelopeFrom: null, cc: [], html: null, attachments: [],
        from: { name: 'Ana', email: 'reopen@customer.example' }, to: [{ name: '', email: channel.email }], subject: 'Re: Help', text: 'Again',
      },
      clock,
    );
    // A new cycle: its own due time, and the old breach no longer stands.
    expect((await conversation(first.conversationId))).toMatchObject({
      status: 'opened',
      sla: { resolution_due_at: at(clock.getTime() + 60 * MIN).toISOString(), breached: [] },
    });
  });

  it('follow a change of tags to the policy that matches first', async () => {
    await clearPolicies();
    clock = FRIDAY_1700_PARIS;
    const vip = await policy({ name: 'VIP', first_response_minutes: 15, conditions: { tags: ['vip'] } });
    const rest = await policy({ name: 'Everyone', first_response_minutes: 240 });
    const { conversationId } = await mail();
    expect((await conversation(conversationId)).sla).toMatchObject({ policy_id: rest.id, first_response_due_at: at(clock.getTime() + 240 * MIN).toISOString() });
    await bulk({ ids: [conversationId], tag: 'vip' });
    expect((await conversation(conversationId)).sla).toMatchObject({ policy_id: vip.id, first_response_due_at: at(clock.getTime() + 15 * MIN).toISOString() });
    await bulk({ ids: [conversationId], untag: 'vip' });
    expect((await conversation(conversationId)).sla?.policy_id).toBe(rest.id);
  });

  it('apply a new policy, changed hours and a deleted policy to open conversations already there', async () => {
    await clearPolicies();
    clock = FRIDAY_1700_PARIS;
    await call('PUT', '/organization/business-hours', { days: weekdays('09:00', '17:30') });
    const { conversationId } = await mail();
    expect((await conversation(conversationId)).sla).toBeNull();
    const p = await policy({ name: 'Later', first_response_minutes: 60, business_hours: true });
    expect((await conversation(conversationId)).sla).toMatchObject({ policy_id: p.id, first_response_due_at: '2026-11-30T08:30:00.000Z' });
    await call('PUT', '/organization/business-hours', { days: weekdays('10:00', '17:30') });
    await drain();
    expect((await conversation(conversationId)).sla?.first_response_due_at).toBe('2026-11-30T09:30:00.000Z');
    await call('DELETE', `/sla-policies/${p.id}`);
    const feed = await latestChangeId(t.database.db, org.organization.id);
    await drain();
    expect((await conversation(conversationId)).sla).toBeNull();
    // Once done, one event tells open dashboards to read their lists again.
    expect((await changesAfter(t.database.db, org.organization.id, feed)).map((e) => e.type)).toEqual(['sla_policy.applied']);
  });
});

describe('breaches', () => {
  it('are raised by a job at the due time: history, change feed and the conversation', async () => {
    await clearPolicies();
    clock = FRIDAY_1700_PARIS;
    const start = clock.getTime();
    await policy({ name: 'Fast', first_response_minutes: 30 });
    const hook = await call('POST', '/webhooks', { url: await receiver.start(), event_types: ['conversation.sla_breached'] });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const { conversationId } = await mail();
    const [job] = await t.database.db
      .select({ runAt: jobs.runAt, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, `sla:${conversationId}`), eq(jobs.status, 'pending')));
    expect(job?.runAt.toISOString()).toBe(at(start + 30 * MIN).toISOString());
    const feedBefore = await latestChangeId(t.database.db, org.organization.id);

    clock = at(start + 29 * MIN);
    await drain();
    expect((await conversation(conversationId)).sla?.breached).toEqual([]);
    clock = at(start + 31 * MIN);
    await drain();
    const c = await conversation(conversationId);
    expect(c.sla).toMatchObject({ breached: ['first_response'], first_response_due_at: at(start + 30 * MIN).toISOString() });
    const timeline = (await call<Timeline>('GET', `/conversations/${conversationId}/messages`)).body;
    expect(timeline.entries.flatMap((e) => (e.type === 'event' && e.event.type === 'sla_breached' ? [e.event.data] : []))).toEqual([
      expect.objectContaining({ targets: ['first_response'], due_at: { first_response: at(start + 30 * MIN).toISOString() } }),
    ]);
    const feed = await changesAfter(t.database.db, org.organization.id, feedBefore);
    const breachesOf = (events: typeof feed) => events.filter((e) => e.type === 'conversation.sla_breached' && e.conversation_id === conversationId);
    expect(breachesOf(feed).map((e) => [e.targets, (e.conversation as Conversation).sla?.breached])).toEqual([[['first_response'], ['first_response']]]);
    // And to the webhook that asked for breaches, signed and logged like every delivery.
    await drain();
    const delivered = receiver.events().filter((e) => e.conversation_id === conversationId);
    expect(delivered.map((e) => [e.type, e.targets])).toEqual([['conversation.sla_breached', ['first_response']]]);

    // Met late, the breach stays on record; the job does not raise it twice.
    await reply(conversationId);
    clock = at(start + 60 * MIN);
    await drain();
    expect((await conversation(conversationId)).sla).toMatchObject({ first_response_due_at: null, breached: ['first_response'] });
    expect(breachesOf(await changesAfter(t.database.db, org.organization.id, feedBefore))).toHaveLength(1);
  });

  it('are not raised for a conversation answered in time', async () => {
    await clearPolicies();
    clock = FRIDAY_1700_PARIS;
    await policy({ name: 'Fast', first_response_minutes: 30 });
    const { conversationId } = await mail();
    clock = at(FRIDAY_1700_PARIS.getTime() + 20 * MIN);
    await reply(conversationId);
    clock = at(FRIDAY_1700_PARIS.getTime() + 45 * MIN);
    await drain();
    expect((await conversation(conversationId)).sla?.breached).toEqual([]);
  });
});

describe('the list: sla: filters, the due order and the due-soon count', () => {
  it('finds breached and soon-due conversations, and orders by the next due time with the overdue first', async () => {
    await clearPolicies();
    await bulk({ ids: (await call<ConversationPage>('GET', '/conversations?limit=250')).body.data.map((c) => c.id), status: 'CLOSED' });
    clock = FRIDAY_1700_PARIS;
    const start = clock.getTime();
    await policy({ name: 'Short', first_response_minutes: 30, conditions: { tags: ['short'] } });
    await policy({ name: 'Long', first_response_minutes: 600 });
    const late = (await mail()).conversationId;
    await bulk({ ids: [late], tag: 'short' });
    clock = at(start + 40 * MIN);
    await drain();
    const soon = (await mail()).conversationId;
    await bulk({ ids: [soon], tag: 'short' });
    const far = (await mail()).conversationId;
    const ids = (search: string, order = 'priority') =>
      call<ConversationPage>('GET', `/conversations?search=${encodeURIComponent(search)}&order=${order}`).then((r) => r.body.data.map((c) => c.id));

    expect(await ids('sla:breached')).toEqual([late]);
    expect((await ids('sla:due_soon')).sort((a, b) => a - b)).toEqual([late, soon]);
    expect(await ids('', 'due')).toEqual([late, soon, far]);
    const counts = (await call<ConversationCounts>('GET', '/conversations/counts')).body;
    expect(counts.due_soon).toBe(2);
    expect((await call<{ error: string }>('GET', `/conversations?search=${encodeURIComponent('sla:late')}`)).body.error).toContain('sla: takes breached or due_soon');
  });

  it('pages the due order with cursors, the conversations without a due time last', async () => {
    await clearPolicies();
    clock = FRIDAY_1700_PARIS;
    await policy({ name: 'Tagged', first_response_minutes: 60, conditions: { tags: ['paged'] } });
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      clock = at(FRIDAY_1700_PARIS.getTime() + i * MIN);
      made.push((await mail()).conversationId);
    }
    await bulk({ ids: made.slice(0, 3), tag: 'paged' });
    await drain();
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: ConversationPage = (await call<ConversationPage>('GET', `/conversations?order=due&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).body;
      seen.push(...page.data.map((c) => c.id));
      cursor = page.cursor;
    } while (cursor);
    const others = (await call<ConversationPage>('GET', '/conversations?limit=250')).body.data.map((c) => c.id).filter((id) => !made.slice(0, 3).includes(id));
    expect(seen.slice(0, 3)).toEqual(made.slice(0, 3));
    expect(seen.slice(3)).toEqual([...others].sort((a, b) => a - b));
  });
});
