import pino from 'pino';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Conversation, Timeline } from '#contract/conversations';
import type { Rule, RuleTestResult } from '#contract/rules';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { startTestRelay, type TestRelay } from '#test/support/test-relay';
import { agents as agentsTable, channels, conversations as conversationsTable, jobs, rules } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { parseMail } from '../../mail/inbound/parse-mail.ts';
import { receiveMail } from '../../mail/inbound/receive-mail.ts';
import { createMailTransport } from '../../mail/outbound/transport.ts';

// Rules on real mail: parsed from raw bytes, stored, run by the rules job, their auto-replies sent to a real SMTP
// relay. A fixed clock: 2026-11-27 is a Friday; the organization is in Paris (+01:00).
const HOUR = 3600_000;
const FRIDAY_1000_PARIS = new Date('2026-11-27T09:00:00Z');
let clock = FRIDAY_1000_PARIS;
let t: TestApp;
let relay: TestRelay;
let org: CreatedOrganization;
let channel: { id: number; organizationId: number; email: string };
let otherChannel: { id: number; organizationId: number; email: string };
let handlers: ReturnType<typeof jobHandlers>;
let agents: { id: number; name: string }[];
let mails = 0;

const call = async <T = unknown>(method: string, path: string, json?: unknown, key = org.api_key) => {
  const res = await t.request(`/api${path}`, { method, key, ...(json !== undefined ? { json } : {}) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
};
const drain = async () => {
  while ((await runDueJobs(t.database.db, handlers, { now: clock, workerId: 'rules-test' })) > 0);
};
const conversation = async (id: number) => (await call<Conversation>('GET', `/conversations/${id}`)).body;
const history = async (id: number) => (await call<Timeline>('GET', `/conversations/${id}/messages`)).body.entries;
const ruleEvents = async (id: number) =>
  (await history(id)).flatMap((e) => (e.type === 'event' && e.event.type === 'rule_applied' ? [e.event.data as Record<string, unknown>] : []));

/** Raw RFC 5322 bytes, parsed as the SMTP listener parses them, then filed. */
async function mail(opts: { from?: string; subject?: string; body?: string; headers?: string[]; to?: typeof channel; inReplyTo?: string; envelopeFrom?: string | null; drain?: boolean } = {}) {
  const id = `<r${++mails}@customer.example>`;
  const from = opts.from ?? `customer${mails}@customer.example`;
  const raw = [
    `From: Customer <${from}>`,
    `To: ${(opts.to ?? channel).email}`,
    `Subject: ${opts.subject ?? 'Help please'}`,
    `Message-ID: ${id}`,
    ...(opts.inReplyTo ? [`In-Reply-To: ${opts.inReplyTo}`, `References: ${opts.inReplyTo}`] : []),
    ...(opts.headers ?? []),
    'Content-Type: text/plain; charset=utf-8',
    '',
    opts.body ?? 'Something is wrong with my account.',
    '',
  ].join('\r\n');
  const parsed = await parseMail(Buffer.from(raw), opts.envelopeFrom === undefined ? from : opts.envelopeFrom);
  const stored = await receiveMail(t.database.db, opts.to ?? channel, parsed, clock);
  if (stored.outcome !== 'stored') throw new Error(`not stored: ${stored.outcome}`);
  if (opts.drain !== false) await drain();
  return { conversationId: stored.conversationId, messageId: id };
}

async function rule(body: Record<string, unknown>): Promise<Rule> {
  const res = await call<Rule>('POST', '/rules', { trigger: 'conversation.created', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function clearRules() {
  for (const r of (await call<{ data: Rule[] }>('GET', '/rules')).body.data) expect((await call('DELETE', `/rules/${r.id}`)).status).toBe(204);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  relay = await startTestRelay();
  org = await t.createOrg('Rules Co');
  expect((await call('PATCH', '/organization', { timezone: 'Europe/Paris' })).status).toBe(200);
  const [a, b] = await t.database.db
    .insert(channels)
    .values([
      { organizationId: org.organization.id, email: 'help@rules.example', name: 'Help' },
      { organizationId: org.organization.id, email: 'sales@rules.example', name: 'Sales' },
    ])
    .returning();
  channel = { id: a!.id, organizationId: org.organization.id, email: a!.email };
  otherChannel = { id: b!.id, organizationId: org.organization.id, email: b!.email };
  agents = [];
  for (const name of ['Ann', 'Bob', 'Cem']) {
    agents.push(await createAgent(t.database.db, { organizationId: org.organization.id, email: `${name.toLowerCase()}@rules.example`, name, role: 'agent' }));
  }
  handlers = jobHandlers({ db: t.database.db, transport: createMailTransport({ relayUrl: relay.url, outboxDir: '/tmp/rules-test-outbox' }), logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await relay.close();
  await t.close();
});
beforeEach(async () => {
  await clearRules();
  relay.reset();
  clock = new Date(clock.getTime() + 24 * HOUR);
});

describe('managing rules', () => {
  it('creates, reads, lists in order, moves, switches off and deletes', async () => {
    const first = await rule({ name: 'Billing', conditions: [{ field: 'subject', op: 'contains', value: 'Invoice' }], actions: [{ name: 'tag', data: { tag: 'Billing' } }] });
    expect(first).toMatchObject({
      name: 'Billing',
      enabled: true,
      trigger: 'conversation.created',
      match: 'all',
      conditions: [{ field: 'subject', op: 'contains', value: 'Invoice' }],
      actions: [{ name: 'tag', data: { tag: 'billing' } }],
      stop_after: false,
      sort: 0,
      applied_count: 0,
      last_applied_at: null,
    });
    const second = await rule({ name: 'Close spam', actions: [{ name: 'status', data: { status: 'SPAM' } }], sort: 0 });
    expect(second.sort).toBe(0);
    expect(second.actions).toEqual([{ name: 'status', data: { status: 'spam' } }]);
    const list = async () => (await call<{ data: Rule[] }>('GET', '/rules')).body.data.map((r) => [r.name, r.sort]);
    expect(await list()).toEqual([['Close spam', 0], ['Billing', 1]]);
    expect((await call<Rule>('PATCH', `/rules/${first.id}`, { sort: 0, enabled: false })).body).toMatchObject({ sort: 0, enabled: false });
    expect(await list()).toEqual([['Billing', 0], ['Close spam', 1]]);
    expect((await call<Rule>('GET', `/rules/${second.id}`)).body.name).toBe('Close spam');
    expect((await call('DELETE', `/rules/${first.id}`)).status).toBe(204);
    expect(await list()).toEqual([['Close spam', 0]]);
    expect((await call('GET', `/rules/${first.id}`)).status).toBe(404);
    expect((await call('PATCH', `/rules/${first.id}`, { enabled: true })).status).toBe(404);
    expect((await call('DELETE', `/rules/${first.id}`)).status).toBe(404);
  });

  it.each([
    [{ trigger: 'conversation.closed' }, 'trigger must be one of conversation.created, customer.replied'],
    [{ conditions: [{ field: 'priority', op: 'is', value: 'high' }] }, 'conditions.0.field is unknown ("priority")'],
    [{ conditions: [{ field: 'subject', op: 'gt', value: 'x' }] }, 'conditions.0.op: "gt" does not apply to subject: use is, is_not, contains, not_contains, starts_with, ends_with'],
    [{ conditions: [{ field: 'tag', op: 'contains', value: 'x' }] }, '"contains" does not apply to tag'],
    [{ conditions: [{ field: 'business_hours', op: 'is', value: 'yes' }] }, 'conditions.0.value: business_hours takes true or false'],
    [{ conditions: [{ field: 'contact_conversations', op: 'gt', value: 1.5 }] }, 'contact_conversations takes a whole number'],
    [{ conditions: [{ field: 'channel_id', op: 'is', value: 999999 }] }, 'conditions.0.value: channel 999999 not found'],
    [{ conditions: [{ field: 'subject', op: 'is', value: '' }] }, 'subject takes text: must not be empty'],
    [{ conditions: [{ field: 'from_domain', op: 'ends_with', value: '@' }] }, 'from_domain takes text: must be a domain'],
    [{ conditions: [{ field: 'tag', op: 'is', value: 'two words' }] }, 'must not contain spaces'],
    [{ actions: [] }, 'actions must hold at least one action'],
    [{ actions: [{ name: 'forward', data: {} }] }, 'actions.0.name is unknown ("forward")'],
    [{ actions: [{ name: 'assign.round_robin', data: { agent_ids: [] } }] }, 'actions.0.data.agent_ids must name at least one agent'],
    [{ actions: [{ name: 'assign.round_robin', data: { agent_ids: [999999] } }] }, 'actions.0.data.agent_ids: agent 999999 not found'],
    [{ actions: [{ name: 'teammates.assign', data: { agent_id: 999999 } }] }, 'actions.0.data.agent_id: agent 999999 not found'],
    [{ actions: [{ name: 'reply', data: { content: 'Hi {{contact.shoe_size}}' } }] }, 'actions.0.data.content'],
    [{ actions: [{ name: 'status', data: { status: 'snoozed' } }] }, 'snooze_until is required'],
    [{ match: 'some' }, 'match must be all or any'],
    [{ name: '' }, 'name must not be empty'],
    [{ owner: 1 }, 'owner'],
  ])('refuses %j with a 400 naming the field', async (change, message) => {
    const res = await call<{ error: string }>('POST', '/rules', { name: 'Bad', trigger: 'conversation.created', actions: [{ name: 'tag', data: { tag: 'x' } }], ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it('refuses nothing to change, and a rule past the 200th with 409', async () => {
    const one = await rule({ name: 'One', actions: [{ name: 'tag', data: { tag: 'x' } }] });
    expect((await call<{ error: string }>('PATCH', `/rules/${one.id}`, {})).body.error).toBe('nothing to change');
    await t.database.db.insert(rules).values(
      Array.from({ length: 199 }, (_, i) => ({ organizationId: org.organization.id, name: `r${i}`, trigger: 'customer.replied', sort: i + 1, actions: [{ name: 'tag', data: { tag: 'x' } }] })),
    );
    const res = await call<{ error: string }>('POST', '/rules', { name: 'Too many', trigger: 'conversation.created', actions: [{ name: 'tag', data: { tag: 'x' } }] });
    expect(res).toEqual({ status: 409, body: { error: 'an organization has at most 200 rules' } });
  });
});

describe('conditions', () => {
  const matches = async (conditions: unknown[], opts: Parameters<typeof mail>[0] = {}, match: 'all' | 'any' = 'all') => {
    await clearRules();
    await rule({ name: 'Probe', match, conditions, actions: [{ name: 'tag', data: { tag: 'matched' } }] });
    const { conversationId } = await mail(opts);
    return (await conversation(conversationId)).tags.includes('matched');
  };

  it('read the channel, the sender, its domain, the subject and the body, without regard to case', async () => {
    expect(await matches([{ field: 'channel_id', op: 'is', value: otherChannel.id }], { to: otherChannel })).toBe(true);
    expect(await matches([{ field: 'channel_id', op: 'is', value: otherChannel.id }])).toBe(false);
    expect(await matches([{ field: 'channel_id', op: 'is_not', value: otherChannel.id }])).toBe(true);
    expect(await matches([{ field: 'from', op: 'is', value: 'VIP@Big.example' }], { from: 'vip@big.example' })).toBe(true);
    expect(await matches([{ field: 'from', op: 'is_not', value: 'vip@big.example' }], { from: 'vip@big.example' })).toBe(false);
    expect(await matches([{ field: 'from', op: 'starts_with', value: 'vip@' }], { from: 'vip@big.example' })).toBe(true);
    expect(await matches([{ field: 'from_domain', op: 'is', value: '@big.example' }], { from: 'ceo@big.example' })).toBe(true);
    expect(await matches([{ field: 'from_domain', op: 'ends_with', value: 'big.example' }], { from: 'ceo@eu.big.example' })).toBe(true);
    expect(await matches([{ field: 'from_domain', op: 'is', value: 'big.example' }], { from: 'ceo@eu.big.example' })).toBe(false);
    // By whole labels: a look-alike domain is not a subdomain.
    expect(await matches([{ field: 'from_domain', op: 'ends_with', value: 'big.example' }], { from: 'ceo@evilbig.example' })).toBe(false);
    expect(await matches([{ field: 'from_domain', op: 'ends_with', value: 'big.example' }], { from: 'ceo@big.example' })).toBe(true);
    expect(await matches([{ field: 'subject', op: 'contains', value: 'INVOICE' }], { subject: 'My invoice is wrong' })).toBe(true);
    expect(await matches([{ field: 'subject', op: 'not_contains', value: 'invoice' }], { subject: 'My invoice is wrong' })).toBe(false);
    expect(await matches([{ field: 'subject', op: 'ends_with', value: 'wrong' }], { subject: 'My invoice is wrong' })).toBe(true);
    expect(await matches([{ field: 'body', op: 'contains', value: 'refund  please' }], { body: 'I want a REFUND\r\nplease.' })).toBe(true);
    expect(await matches([{ field: 'body', op: 'not_contains', value: 'refund' }], { body: 'Where is my parcel?' })).toBe(true);
  });

  it('joins conditions with all or any', async () => {
    const both = [
      { field: 'subject', op: 'contains', value: 'invoice' },
      { field: 'from_domain', op: 'is', value: 'big.example' },
    ];
    expect(await matches(both, { subject: 'invoice', from: 'a@small.example' })).toBe(false);
    expect(await matches(both, { subject: 'invoice', from: 'a@small.example' }, 'any')).toBe(true);
    expect(await matches(both, { subject: 'hello', from: 'a@small.example' }, 'any')).toBe(false);
  });

  it('count the contact\'s earlier conversations', async () => {
    const from = 'returning@customer.example';
    expect(await matches([{ field: 'contact_conversations', op: 'is', value: 0 }], { from })).toBe(true);
    expect(await matches([{ field: 'contact_conversations', op: 'gt', value: 0 }], { from })).toBe(true);
    expect(await matches([{ field: 'contact_conversations', op: 'lt', value: 2 }], { from })).toBe(false);
    expect(await matches([{ field: 'contact_conversations', op: 'is_not', value: 3 }], { from })).toBe(false);
  });

  it('read business hours when the organization has them, and are always within them otherwise', async () => {
    const within = [{ field: 'business_hours', op: 'is', value: true }];
    clock = new Date('2026-12-05T12:00:00Z'); // a Saturday
    expect(await matches(within)).toBe(true);
    const days = ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({ day, open: '09:00', close: '17:00' }));
    expect((await call('PUT', '/organization/business-hours', { days })).status).toBe(200);
    expect(await matches(within)).toBe(false);
    expect(await matches([{ field: 'business_hours', op: 'is', value: false }])).toBe(true);
    clock = new Date('2026-12-07T09:30:00Z'); // Monday 10:30 in Paris
    expect(await matches(within)).toBe(true);
    expect(await matches([{ field: 'business_hours', op: 'is_not', value: true }])).toBe(false);
    expect((await call('PUT', '/organization/business-hours', { days: [0, 1, 2, 3, 4, 5, 6].map((i) => ({ day: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'][i], open: '00:00', close: '24:00' })) })).status).toBe(200);
  });
});

describe('actions and order', () => {
  it('tag, assign, note and set the status through the snippets\' executor, each leaving its history', async () => {
    await rule({
      name: 'Billing desk',
      conditions: [{ field: 'subject', op: 'contains', value: 'invoice' }],
      actions: [
        { name: 'tag', data: { tag: 'billing' } },
        { name: 'tag', data: { tag: 'later' } },
        { name: 'untag', data: { tag: 'later' } },
        { name: 'teammates.assign', data: { agent_id: agents[1]!.id } },
        { name: 'note', data: { body: 'Routed for {{contact.email}}' } },
        { name: 'status', data: { status: 'snoozed', snooze_until: 'tomorrow' } },
      ],
    });
    const { conversationId } = await mail({ subject: 'Invoice 42', from: 'payer@customer.example' });
    const c = await conversation(conversationId);
    expect(c.tags).toEqual(['billing']);
    expect(c.assignee?.id).toBe(agents[1]!.id);
    expect(c.status).toBe('snoozed');
    const entries = await history(conversationId);
    const types = entries.flatMap((e) => (e.type === 'event' ? [e.event.type] : e.type === 'note' ? ['note'] : []));
    expect(types).toEqual(expect.arrayContaining(['tagged', 'untagged', 'assigned', 'note', 'snoozed', 'rule_applied']));
    // Each change is the system's, in the rule's name ("The rule "Billing desk" assigned ...").
    const assigned = entries.find((e) => e.type === 'event' && e.event.type === 'assigned');
    expect(assigned?.type === 'event' && assigned.event).toMatchObject({ actor: { type: 'system' }, data: { rule: { name: 'Billing desk' } } });
    const notes = entries.flatMap((e) => (e.type === 'note' ? [e.note.body] : []));
    expect(notes).toEqual(['Routed for payer@customer.example']);
    const [applied] = await ruleEvents(conversationId);
    expect(applied).toMatchObject({ name: 'Billing desk', skipped: [], failed: [] });
    expect(applied!.actions).toEqual(['Add the tag billing', 'Add the tag later', 'Remove the tag later', 'Assign to Bob', 'Add a note: Routed for payer@customer.example', 'Snooze until tomorrow']);
    const [listed] = (await call<{ data: Rule[] }>('GET', '/rules')).body.data;
    expect(listed).toMatchObject({ applied_count: 1, last_applied_at: clock.toISOString() });
  });

  it('close a conversation, and run on customer replies for that trigger only', async () => {
    await rule({ name: 'Thanks closes', trigger: 'customer.replied', conditions: [{ field: 'body', op: 'starts_with', value: 'thanks' }], actions: [{ name: 'status.close' }] });
    const first = await mail({ body: 'Thanks, that is all' });
    expect((await conversation(first.conversationId)).status).toBe('opened');
    const again = await mail({ from: 'customer' + mails + '@customer.example', inReplyTo: first.messageId, body: 'Thanks a lot!' });
    expect(again.conversationId).toBe(first.conversationId);
    expect((await conversation(first.conversationId)).status).toBe('closed');
  });

  it('run in order, a later rule seeing what an earlier one did, and stop after a rule with stop_after', async () => {
    await rule({ name: 'VIP', conditions: [{ field: 'from_domain', op: 'is', value: 'big.example' }], actions: [{ name: 'tag', data: { tag: 'vip' } }] });
    const stopper = await rule({ name: 'VIP to Ann', conditions: [{ field: 'tag', op: 'is', value: 'vip' }], actions: [{ name: 'teammates.assign', data: { agent_id: agents[0]!.id } }], stop_after: true });
    await rule({ name: 'Everyone to Cem', actions: [{ name: 'teammates.assign', data: { agent_id: agents[2]!.id } }, { name: 'tag', data: { tag: 'general' } }] });
    const vip = await mail({ from: 'ceo@big.example' });
    expect(await conversation(vip.conversationId)).toMatchObject({ tags: ['vip'], assignee: { id: agents[0]!.id } });
    expect((await ruleEvents(vip.conversationId)).map((e) => e.name)).toEqual(['VIP', 'VIP to Ann']);
    const other = await mail({ from: 'someone@small.example' });
    expect(await conversation(other.conversationId)).toMatchObject({ tags: ['general'], assignee: { id: agents[2]!.id } });
    // Moved last, the stopper no longer stops the general rule.
    expect((await call('PATCH', `/rules/${stopper.id}`, { sort: 5 })).status).toBe(200);
    const vip2 = await mail({ from: 'cfo@big.example' });
    expect((await ruleEvents(vip2.conversationId)).map((e) => e.name)).toEqual(['VIP', 'Everyone to Cem', 'VIP to Ann']);
    expect((await conversation(vip2.conversationId)).assignee?.id).toBe(agents[0]!.id);
  });

  it('skips a switched-off rule, and records an action that cannot apply while the others still run', async () => {
    const off = await rule({ name: 'Off', actions: [{ name: 'tag', data: { tag: 'off' } }] });
    await call('PATCH', `/rules/${off.id}`, { enabled: false });
    const leaving = await createAgent(t.database.db, { organizationId: org.organization.id, email: `leaving${mails}@rules.example`, name: 'Leaving', role: 'agent' });
    await rule({ name: 'To leaving', actions: [{ name: 'teammates.assign', data: { agent_id: leaving.id } }, { name: 'tag', data: { tag: 'routed' } }] });
    expect((await call('DELETE', `/agents/${leaving.id}`)).status).toBe(204);
    const { conversationId } = await mail();
    expect((await conversation(conversationId)).tags).toEqual(['routed']);
    const [applied] = await ruleEvents(conversationId);
    expect(applied!.failed).toEqual([{ action: 'teammates.assign', reason: expect.stringContaining(`agent ${leaving.id} not found`) }]);
  });

  it('assigns round robin in turn, skipping deactivated agents, the turn kept across rule edits', async () => {
    const rr = await rule({ name: 'Round robin', actions: [{ name: 'assign.round_robin', data: { agent_ids: agents.map((a) => a.id) } }] });
    const assignees: (number | undefined)[] = [];
    for (let i = 0; i < 4; i++) assignees.push((await conversation((await mail()).conversationId)).assignee?.id);
    expect(assignees).toEqual([agents[0]!.id, agents[1]!.id, agents[2]!.id, agents[0]!.id]);
    const extra = await createAgent(t.database.db, { organizationId: org.organization.id, email: `off${mails}@rules.example`, name: 'Off', role: 'agent' });
    expect((await call('PATCH', `/rules/${rr.id}`, { actions: [{ name: 'assign.round_robin', data: { agent_ids: [...agents.map((a) => a.id), extra.id] } }] })).status).toBe(200);
    expect((await call('DELETE', `/agents/${agents[1]!.id}`)).status).toBe(204);
    const next: (number | undefined)[] = [];
    for (let i = 0; i < 3; i++) next.push((await conversation((await mail()).conversationId)).assignee?.id);
    expect(next).toEqual([agents[2]!.id, extra.id, agents[0]!.id]);
    // Ann had the last turn; taken off the list, the turn goes on after her (Cem, not the list's first again).
    expect((await call('PATCH', `/rules/${rr.id}`, { actions: [{ name: 'assign.round_robin', data: { agent_ids: [extra.id, agents[2]!.id] } }] })).status).toBe(200);
    expect((await conversation((await mail()).conversationId)).assignee?.id).toBe(agents[2]!.id);
    await t.database.db.update(agentsTable).set({ active: true }).where(eq(agentsTable.id, agents[1]!.id));
  });
});

describe('auto-replies', () => {
  const autoReply = { name: 'reply', data: { content: '<p>Hi {{contact.first_name | there}}, we got your message about "{{conversation.subject}}".</p>' } };

  it('go out at once to the customer, marked Auto-Submitted: auto-replied, and meet no response target', async () => {
    await rule({ name: 'Acknowledge', actions: [autoReply] });
    const { conversationId, messageId } = await mail({ subject: 'Broken login', from: 'maria@customer.example' });
    await drain();
    const [sent] = await relay.waitForCount(1);
    expect(sent!.envelope.to).toEqual(['maria@customer.example']);
    expect(sent!.parsed.headers.get('auto-submitted')).toBe('auto-replied');
    expect(sent!.parsed.inReplyTo).toBe(messageId);
    expect(sent!.parsed.from?.value[0]).toMatchObject({ name: 'Rules Co', address: channel.email });
    expect(sent!.parsed.text).toContain('Hi Customer, we got your message about "Broken login".');
    const sentMessages = (await history(conversationId)).flatMap((e) => (e.type === 'message' && e.message.direction === 'outbound' ? [e.message] : []));
    expect(sentMessages).toMatchObject([{ status: 'sent', agent: null }]);
    // The customer still waits for a person: an auto-reply is no first reply.
    const [waiting] = await t.database.db.select({ firstReplyAt: conversationsTable.firstReplyAt, waitingSince: conversationsTable.waitingSince }).from(conversationsTable).where(eq(conversationsTable.id, conversationId));
    expect(waiting).toEqual({ firstReplyAt: null, waitingSince: clock });
    const report = await call<{ replies: { sent: number } }>('GET', `/reports/overview?from=${clock.toISOString().slice(0, 10)}&to=${clock.toISOString().slice(0, 10)}`);
    expect(report.status).toBe(200);
    expect(report.body.replies.sent).toBe(0);
  });

  it.each([
    ['Auto-Submitted: auto-replied', { headers: ['Auto-Submitted: auto-replied'] }],
    ['Auto-Submitted: auto-generated', { headers: ['Auto-Submitted: auto-generated; foo=bar'] }],
    ['Precedence: bulk', { headers: ['Precedence: bulk'] }],
    ['Precedence: list', { headers: ['Precedence: list'] }],
    ['Precedence: junk', { headers: ['Precedence: junk'] }],
    ['List-Id', { headers: ['List-Id: Product news <news.big.example>'] }],
    ['List-Unsubscribe', { headers: ['List-Unsubscribe: <mailto:unsubscribe@big.example>'] }],
    ['a null envelope sender (a bounce)', { envelopeFrom: '' }],
    ['no header, but an out-of-office subject', { subject: 'Automatic reply: Broken login' }],
    ['no header, but a German out-of-office subject', { subject: 'Abwesenheitsnotiz: Rechnung' }],
  ])('are never sent to mail marked %s', async (_label, opts) => {
    await rule({ name: 'Acknowledge', actions: [autoReply, { name: 'tag', data: { tag: 'acknowledged' } }] });
    const { conversationId } = await mail(opts);
    await drain();
    expect(relay.messages).toHaveLength(0);
    expect((await conversation(conversationId)).tags).toEqual(['acknowledged']);
    const [applied] = await ruleEvents(conversationId);
    expect(applied!.skipped).toEqual([{ action: 'reply', reason: expect.stringContaining('automated') }]);
  });

  it('go to mail marked Auto-Submitted: no, as to any person\'s', async () => {
    await rule({ name: 'Acknowledge', actions: [autoReply] });
    await mail({ headers: ['Auto-Submitted: no'] });
    await drain();
    expect(relay.messages).toHaveLength(1);
  });

  it('go to a person who asks about out-of-office replies in the subject', async () => {
    await rule({ name: 'Acknowledge', actions: [autoReply] });
    for (const subject of ['Out of office hours support?', 'Auto reply: how do I set one up?', 'Re: Automatic reply: Broken login']) {
      const { conversationId } = await mail({ subject });
      expect((await ruleEvents(conversationId))[0]!.skipped, subject).toEqual([]);
    }
    await drain();
    expect(relay.messages).toHaveLength(3);
  });

  it('are never sent to our own channel addresses', async () => {
    await rule({ name: 'Acknowledge', actions: [autoReply] });
    const { conversationId } = await mail({ from: otherChannel.email });
    await drain();
    expect(relay.messages).toHaveLength(0);
    expect((await ruleEvents(conversationId))[0]!.skipped).toEqual([{ action: 'reply', reason: expect.stringContaining('own channel addresses') }]);
  });

  it('are never sent to a suppressed contact', async () => {
    const acknowledge = await rule({ name: 'Acknowledge', actions: [autoReply, { name: 'tag', data: { tag: 'acknowledged' } }] });
    // A suppressed sender's mail is refused at the door; this one is suppressed after its mail was stored, before
    // the rules job ran (the moment a guard at sending time is for).
    const { conversationId } = await mail({ from: 'later-blocked@customer.example', drain: false });
    const suppressed = await call<{ id: number }>('POST', '/contacts/suppressed', { email: '*@customer.example' });
    expect(suppressed.status).toBe(200);
    const test = await call<RuleTestResult>('POST', `/rules/${acknowledge.id}/test`, { conversation_id: conversationId });
    expect(test.body.actions[0]!.skipped).toContain('suppression list');
    await drain();
    expect(relay.messages).toHaveLength(0);
    expect((await conversation(conversationId)).tags).toEqual(['acknowledged']);
    expect((await ruleEvents(conversationId))[0]!.skipped).toEqual([{ action: 'reply', reason: expect.stringContaining('suppression list') }]);
    expect((await call('DELETE', `/contacts/suppressed/${suppressed.body.id}`)).status).toBe(204);
  });

  it('answer a contact once per rule in 4 hours, and again after', async () => {
    await rule({ name: 'Acknowledge', actions: [autoReply] });
    const from = 'eager@customer.example';
    await mail({ from });
    await drain();
    clock = new Date(clock.getTime() + 3 * HOUR);
    const { conversationId } = await mail({ from });
    await drain();
    expect(relay.messages).toHaveLength(1);
    expect((await ruleEvents(conversationId))[0]!.skipped).toEqual([{ action: 'reply', reason: expect.stringContaining('less than 4 hours ago') }]);
    // Another rule may still answer: the interval is per rule.
    await rule({ name: 'Second', actions: [autoReply] });
    clock = new Date(clock.getTime() + HOUR + 1000);
    await mail({ from });
    await drain();
    expect(relay.messages).toHaveLength(3);
  });
});

describe('restarts', () => {
  it('a worker that takes over a job with its first payload runs nothing already done', async () => {
    await rule({ name: 'Tag once', actions: [{ name: 'note', data: { body: 'Seen by the rules' } }] });
    const { conversationId } = await mail();
    const [job] = (await t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'rules.run'), eq(jobs.organizationId, org.organization.id)))).sort((a, b) => b.id - a.id);
    // The payload as the job was first claimed (nothing done), as a second worker holding a lapsed lease has it.
    const first = { ...(job!.payload as Record<string, unknown>), done: [] };
    await handlers['rules.run']!({ id: job!.id, kind: 'rules.run', payload: first, organizationId: org.organization.id, attempts: 1, now: clock });
    expect((await ruleEvents(conversationId)).map((e) => e.name)).toEqual(['Tag once']);
    expect((await history(conversationId)).filter((e) => e.type === 'note')).toHaveLength(1);
  });

  it('a rule switched off after the mail came, before its job ran, does nothing', async () => {
    const late = await rule({ name: 'Switched off late', actions: [{ name: 'tag', data: { tag: 'late' } }] });
    const { conversationId } = await mail({ drain: false });
    expect((await call('PATCH', `/rules/${late.id}`, { enabled: false })).status).toBe(200);
    await drain();
    expect((await conversation(conversationId)).tags).toEqual([]);
    expect(await ruleEvents(conversationId)).toEqual([]);
  });

  it('leave a conversation marked spam alone when its sender writes again', async () => {
    await rule({ name: 'Answer replies', trigger: 'customer.replied', actions: [{ name: 'reply', data: { content: '<p>Got it</p>' } }, { name: 'tag', data: { tag: 'replied' } }] });
    const from = `spammer${mails}@customer.example`;
    const first = await mail({ from });
    expect((await call('POST', '/conversations/bulk', { ids: [first.conversationId], status: 'SPAM' })).status).toBe(200);
    await mail({ from, inReplyTo: first.messageId, body: 'Buy now' });
    await drain();
    expect(relay.messages).toHaveLength(0);
    expect((await conversation(first.conversationId)).tags).toEqual([]);
    expect(await ruleEvents(first.conversationId)).toEqual([]);
  });

  it('never apply a rule twice for one mail', async () => {
    await rule({ name: 'Acknowledge', actions: [{ name: 'reply', data: { content: '<p>Got it</p>' } }] });
    await rule({ name: 'Round robin', actions: [{ name: 'assign.round_robin', data: { agent_ids: agents.map((a) => a.id) } }] });
    const { conversationId } = await mail();
    await drain();
    // The process died after the rules' transactions committed, before the job was marked done: it runs again.
    const last = (await t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'rules.run'), eq(jobs.organizationId, org.organization.id)))).sort((a, b) => b.id - a.id)[0]!;
    expect(last).toMatchObject({ status: 'done', payload: { conversation_id: conversationId } });
    await t.database.db.update(jobs).set({ status: 'pending', runAt: clock }).where(eq(jobs.id, last.id));
    await drain();
    expect((await ruleEvents(conversationId)).map((e) => e.name)).toEqual(['Acknowledge', 'Round robin']);
    expect(relay.messages).toHaveLength(1);
    const listed = (await call<{ data: Rule[] }>('GET', '/rules')).body.data;
    expect(listed.map((r) => r.applied_count)).toEqual([1, 1]);
  });
});

describe('testing a rule', () => {
  it('says whether it would match and what it would do, changing nothing', async () => {
    const r = await rule({
      name: 'VIP',
      conditions: [
        { field: 'from_domain', op: 'is', value: 'big.example' },
        { field: 'subject', op: 'contains', value: 'urgent' },
      ],
      match: 'any',
      actions: [{ name: 'tag', data: { tag: 'vip' } }, { name: 'assign.round_robin', data: { agent_ids: [agents[2]!.id] } }, { name: 'reply', data: { content: '<p>Hello {{contact.first_name | there}}</p>' } }],
    });
    await call('PATCH', `/rules/${r.id}`, { enabled: false });
    const { conversationId } = await mail({ from: 'ceo@big.example', subject: 'Question' });
    const res = await call<RuleTestResult>('POST', `/rules/${r.id}/test`, { conversation_id: conversationId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      matched: true,
      conditions: [
        { field: 'from_domain', op: 'is', value: 'big.example', matched: true, actual: 'big.example' },
        { field: 'subject', op: 'contains', value: 'urgent', matched: false, actual: 'Question' },
      ],
      actions: [
        { name: 'tag', description: 'Add the tag vip', skipped: null },
        { name: 'assign.round_robin', description: 'Assign to Cem (round robin)', skipped: null },
        { name: 'reply', description: 'Auto-reply: Hello Customer', skipped: null },
      ],
    });
    expect(await conversation(conversationId)).toMatchObject({ tags: [], assignee: null });
    expect(relay.messages).toHaveLength(0);
    expect((await call<Rule>('GET', `/rules/${r.id}`)).body.applied_count).toBe(0);
  });

  it('answers 404 for an unknown rule or conversation, 400 for a bad body', async () => {
    const r = await rule({ name: 'Any', actions: [{ name: 'tag', data: { tag: 'x' } }] });
    expect((await call('POST', '/rules/999999/test', { conversation_id: 1 })).status).toBe(404);
    expect(await call('POST', `/rules/${r.id}/test`, { conversation_id: 999999 })).toEqual({ status: 404, body: { error: 'conversation_id: conversation 999999 not found' } });
    expect((await call('POST', `/rules/${r.id}/test`, { conversation_id: 'one' })).status).toBe(400);
    expect((await call('POST', `/rules/${r.id}/test`, {})).status).toBe(400);
  });
});
