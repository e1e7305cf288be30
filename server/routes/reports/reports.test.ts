import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '#contract/conversations';
import type { ReportOverview, ReportVolume } from '#contract/reports';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { channels } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { receiveMail } from '../../mail/inbound/receive-mail.ts';
import { createMailTransport } from '../../mail/outbound/transport.ts';

// Every figure of the reports from a scripted week with a fixed clock: mails received, replies sent by two agents,
// closings, a reopening, a closing undone, an agent-started conversation, a deleted one; then the time-zone edges.

let clock = new Date('2026-11-02T08:00:00Z');
let t: TestApp;
let handlers: ReturnType<typeof jobHandlers>;
let mails = 0;

interface Org {
  org: CreatedOrganization;
  a: { id: number; organizationId: number; email: string };
  b: { id: number; organizationId: number; email: string };
  second: { id: number };
}

const call = async <T = unknown>(org: CreatedOrganization, method: string, path: string, json?: unknown) => {
  const res = await t.request(`/api${path}`, { method, key: org.api_key, ...(json !== undefined ? { json } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: (res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : null) as T };
};
const at = (iso: string) => {
  clock = new Date(iso);
};
const drain = async () => {
  while ((await runDueJobs(t.database.db, handlers, { now: clock, workerId: 'reports-test' })) > 0);
};
const mail = async (o: Org, opts: { to?: Org['a']; from?: string; inReplyTo?: string } = {}) => {
  const id = `<r${++mails}@customer.example>`;
  const received = await receiveMail(
    t.database.db,
    opts.to ?? o.a,
    {
      messageId: id, inReplyTo: opts.inReplyTo ?? null, references: opts.inReplyTo ? [opts.inReplyTo] : [], envelopeFrom: null, cc: [], html: null, attachments: [],
      from: { name: 'Customer', email: opts.from ?? `c${mails}@customer.example` }, to: [{ name: '', email: (opts.to ?? o.a).email }], subject: `Question ${mails}`, text: 'Help',
    },
    clock,
  );
  if (received.outcome !== 'stored') throw new Error(received.outcome);
  return { id: received.conversationId, messageId: id };
};
const reply = async (o: Org, conversationId: number, agentId: number) => {
  const res = await call(o.org, 'POST', `/conversations/${conversationId}/messages`, { content: { content: '<p>Answer</p>' }, agent_id: agentId, delay: 0 });
  expect(res.status, res.text).toBe(200);
  await drain();
};
/** A distribution with these counts per band (under 15 min, 15–60 min, 1–4 h, 4–24 h, 1–3 d, more). */
const bands = (...counts: number[]) =>
  [900, 3600, 14_400, 86_400, 259_200, null].map((under, i) => ({ under_seconds: under, count: counts[i] ?? 0 }));
const bulk = async (o: Org, body: Record<string, unknown>, cookie?: string) => {
  const res = cookie
    ? await t.request('/api/conversations/bulk', { method: 'POST', headers: { Cookie: cookie, 'X-Inbox-Request': '1' }, json: body })
    : await t.request('/api/conversations/bulk', { method: 'POST', key: o.org.api_key, json: body });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { operation: { id: number } }).operation.id;
};
/** The owner signed in to the dashboard: what they change is theirs (an API key's changes are no agent's). */
const ownerCookie = async (o: Org) => {
  const res = await t.request('/api/session', { method: 'POST', headers: { 'X-Inbox-Request': '1' }, json: { email: o.org.owner.email, password: o.org.owner.password } });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
};
const overview = async (o: Org, query: string) => {
  const res = await call<ReportOverview>(o.org, 'GET', `/reports/overview?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

async function newOrg(name: string): Promise<Org> {
  const org = await t.createOrg(name);
  await call(org, 'PATCH', '/organization', { timezone: 'Europe/Paris' });
  const [a, b] = await t.database.db
    .insert(channels)
    .values([
      { organizationId: org.organization.id, email: `help@${name.toLowerCase()}.example`, name: 'Help' },
      { organizationId: org.organization.id, email: `sales@${name.toLowerCase()}.example`, name: 'Sales' },
    ])
    .returning();
  const second = await createAgent(t.database.db, { organizationId: org.organization.id, email: `kim@${name.toLowerCase()}.example`, name: 'Kim Second', role: 'agent' });
  return { org, a: { id: a!.id, organizationId: org.organization.id, email: a!.email }, b: { id: b!.id, organizationId: org.organization.id, email: b!.email }, second };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  handlers = jobHandlers({ db: t.database.db, transport: createMailTransport({ outboxDir: '/tmp/reports-test-outbox' }), logger: pino({ level: 'silent' }) });
});
afterAll(() => t.close());

describe('GET /reports/overview over a scripted two days', () => {
  let o: Org;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    o = await newOrg('Script');
    const owner = o.org.owner.id;
    const cookie = await ownerCookie(o);
    at('2026-11-02T07:00:00Z');
    await call(o.org, 'POST', '/sla-policies', { name: 'Fast', first_response_minutes: 45 });
    // Monday 2 November, Paris at +01:00.
    at('2026-11-02T09:00:00Z');
    const one = await mail(o, { from: 'one@customer.example' });
    ids.one = one.id;
    await bulk(o, { ids: [one.id], tag: 'billing' });
    at('2026-11-02T09:30:00Z');
    await reply(o, one.id, owner); // first response 30 min
    at('2026-11-02T10:00:00Z');
    await bulk(o, { ids: [one.id], status: 'CLOSED' }, cookie); // open 1 h
    ids.two = (await mail(o, { to: o.b })).id;
    await bulk(o, { ids: [ids.two], agent_id: o.second.id });
    at('2026-11-02T11:00:00Z');
    await reply(o, ids.two, o.second.id); // first response 60 min: breached at 10:45
    at('2026-11-02T12:00:00Z');
    ids.three = (await mail(o)).id; // never answered
    at('2026-11-02T13:00:00Z');
    const composed = await call<{ conversation_id: number }>(o.org, 'POST', '/conversations/compose', {
      channel_id: o.a.id, to: 'prospect@customer.example', subject: 'Hello', content: { content: '<p>Hi</p>' }, agent_id: owner, delay: 0,
    });
    expect(composed.status, composed.text).toBe(200);
    ids.composed = composed.body.conversation_id;
    await drain();
    at('2026-11-02T14:00:00Z');
    const doomed = await mail(o);
    await reply(o, doomed.id, owner);
    await bulk(o, { ids: [doomed.id], status: 'DELETE' });
    // Tuesday: the first customer writes again (reopened), and it is closed an hour later.
    at('2026-11-03T08:00:00Z');
    await mail(o, { from: 'one@customer.example', inReplyTo: one.messageId });
    at('2026-11-03T09:00:00Z');
    await bulk(o, { ids: [one.id], status: 'CLOSED' }, cookie);
    at('2026-11-03T10:00:00Z');
    ids.four = (await mail(o)).id;
    at('2026-11-03T10:30:00Z');
    const closing = await bulk(o, { ids: [ids.four], status: 'CLOSED' }, cookie);
    const undone = await t.request(`/api/conversations/bulk/${closing}/undo`, { method: 'POST', headers: { Cookie: cookie, 'X-Inbox-Request': '1' } });
    expect(undone.status).toBe(200);
    at('2026-11-03T12:00:00Z');
    await drain(); // the breach jobs of two, three and four
  });

  it('counts new, closed (not undone) and reopened conversations, and the replies sent', async () => {
    const report = await overview(o, 'from=2026-11-02&to=2026-11-03');
    expect(report).toMatchObject({ from: '2026-11-02', to: '2026-11-03', time_zone: 'Europe/Paris', response_hours: 'calendar' });
    expect(report.conversations).toEqual({ new: 5, closed: 2, reopened: 1 });
    // Owner: one's reply and the composed message; Kim: two's reply. The deleted conversation's reply is gone with it.
    expect(report.replies).toEqual({ sent: 3 });
  });

  it('measures first responses from the customer\'s first message, and resolutions from each opening', async () => {
    const report = await overview(o, 'from=2026-11-02&to=2026-11-03');
    // 30 and 60 minutes: median 45 min, 90th percentile 57 min (linear interpolation). The composed one has none.
    // Their distribution: 30 minutes is in 15–60 min, an hour in 1–4 h.
    expect(report.first_response).toEqual({ count: 2, median_seconds: 2700, p90_seconds: 3420, distribution: bands(0, 1, 1) });
    // One opened at 09:00 and closed at 10:00; reopened at 08:00 the next day and closed at 09:00.
    expect(report.resolution).toEqual({ count: 2, median_seconds: 3600, p90_seconds: 3600, distribution: bands(0, 0, 2) });
    // Met: one (30 < 45 min). Breached: two (60), three and four (never answered).
    expect(report.sla).toEqual({ first_response_met: 1, first_response_breached: 3 });
  });

  it('breaks the period down per agent, tag, channel and hour of the week', async () => {
    const report = await overview(o, 'from=2026-11-02&to=2026-11-03');
    const byName = Object.fromEntries(report.by_agent.map((a) => [a.agent.name, a]));
    expect(byName[o.org.owner.name]).toMatchObject({ replies: 2, closed: 2, first_response_median_seconds: 1800 });
    expect(byName['Kim Second']).toMatchObject({ replies: 1, closed: 0, first_response_median_seconds: 3600 });
    expect(report.by_tag).toEqual([{ tag: 'billing', new: 1 }]);
    expect(report.by_channel).toEqual([
      { channel_id: o.a.id, new: 4 },
      { channel_id: o.b.id, new: 1 },
    ]);
    // Local hours (UTC+1): Monday 10:00 (one), 11:00 (two), 13:00 (three), 14:00 (composed); Tuesday 11:00 (four).
    expect(report.busiest_hours).toHaveLength(7);
    expect(report.busiest_hours[0]![10]).toBe(1);
    expect(report.busiest_hours[0]![11]).toBe(1);
    expect(report.busiest_hours[0]![13]).toBe(1);
    expect(report.busiest_hours[0]![14]).toBe(1);
    expect(report.busiest_hours[1]![11]).toBe(1);
    expect(report.busiest_hours.flat().reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('narrows every figure to a channel, a tag or an assignee', async () => {
    const sales = await overview(o, `from=2026-11-02&to=2026-11-03&channel_id=${o.b.id}`);
    expect(sales.conversations).toEqual({ new: 1, closed: 0, reopened: 0 });
    expect(sales.first_response).toEqual({ count: 1, median_seconds: 3600, p90_seconds: 3600, distribution: bands(0, 0, 1) });
    expect(sales.filters).toEqual({ channel_id: o.b.id, tag: null, agent_id: null });
    const billing = await overview(o, 'from=2026-11-02&to=2026-11-03&tag=Billing');
    expect(billing.conversations).toEqual({ new: 1, closed: 2, reopened: 1 });
    expect(billing.replies.sent).toBe(1);
    const kim = await overview(o, `from=2026-11-02&to=2026-11-03&agent_id=${o.second.id}`);
    expect(kim.conversations.new).toBe(1);
    expect(kim.sla).toEqual({ first_response_met: 0, first_response_breached: 1 });
  });

  it('counts days in the organization\'s time zone, and only the days asked for', async () => {
    const monday = await overview(o, 'from=2026-11-02&to=2026-11-02');
    expect(monday.conversations).toEqual({ new: 4, closed: 1, reopened: 0 });
    const tuesday = await overview(o, 'from=2026-11-03&to=2026-11-03');
    expect(tuesday.conversations).toEqual({ new: 1, closed: 1, reopened: 1 });
  });

  it('gives each table as CSV, a header row and one row per line, formulas kept as text', async () => {
    await bulk(o, { ids: [ids.three!], tag: '=cmd' });
    const summary = await call(o.org, 'GET', '/reports/overview?from=2026-11-02&to=2026-11-03&format=csv');
    expect(summary.status).toBe(200);
    expect(summary.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(summary.headers.get('content-disposition')).toBe('attachment; filename="overview-summary-2026-11-02-2026-11-03.csv"');
    const lines = summary.text.split('\r\n');
    expect(lines[0]).toBe('metric,value');
    expect(lines).toContain('conversations_new,5');
    expect(lines).toContain('first_response_median_seconds,2700');
    const agentsCsv = (await call(o.org, 'GET', '/reports/overview?from=2026-11-02&to=2026-11-03&format=csv&table=agents')).text.split('\r\n');
    expect(agentsCsv[0]).toBe('agent_id,name,email,replies,closed,first_response_median_seconds');
    expect(agentsCsv).toContain(`${o.second.id},Kim Second,kim@script.example,1,0,3600`);
    const tags = (await call(o.org, 'GET', '/reports/overview?from=2026-11-02&to=2026-11-03&format=csv&table=tags')).text;
    expect(tags.split('\r\n')).toContain("'=cmd,1");
    const hours = (await call(o.org, 'GET', '/reports/overview?from=2026-11-02&to=2026-11-03&format=csv&table=busiest_hours')).text.split('\r\n');
    expect(hours[0]!.split(',')).toHaveLength(25);
    expect(hours[1]!.startsWith('Monday,0,0,')).toBe(true);
  });

  it('leaves out deleted conversations and the undone closing', async () => {
    const report = await overview(o, 'from=2026-11-02&to=2026-11-03');
    const listed = (await call<{ data: Conversation[] }>(o.org, 'GET', '/conversations?search=status:all&limit=250')).body.data;
    expect(listed).toHaveLength(5);
    expect(report.conversations.new).toBe(listed.length);
  });
});

describe('GET /reports/volume', () => {
  it('counts per day and per week (from Monday), whole or by channel, tag or agent, and as CSV', async () => {
    const o = await newOrg('Volume');
    at('2026-11-04T09:00:00Z'); // a Wednesday
    const one = await mail(o);
    await bulk(o, { ids: [one.id], tag: 'vip', agent_id: o.second.id });
    await reply(o, one.id, o.second.id);
    at('2026-11-09T09:00:00Z'); // the next Monday
    const two = await mail(o, { to: o.b });
    await bulk(o, { ids: [two.id], status: 'CLOSED' });

    const days = (await call<ReportVolume>(o.org, 'GET', '/reports/volume?from=2026-11-04&to=2026-11-09')).body;
    expect(days.buckets).toEqual(['2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09']);
    expect(days.series).toEqual([{ group: null, new: [1, 0, 0, 0, 0, 1], closed: [0, 0, 0, 0, 0, 1], replies: [1, 0, 0, 0, 0, 0] }]);

    const weeks = (await call<ReportVolume>(o.org, 'GET', '/reports/volume?from=2026-11-04&to=2026-11-09&interval=week&group_by=channel')).body;
    expect(weeks.buckets).toEqual(['2026-11-02', '2026-11-09']);
    expect(weeks.series).toEqual(
      expect.arrayContaining([
        { group: { type: 'channel', id: o.a.id, name: 'Help' }, new: [1, 0], closed: [0, 0], replies: [1, 0] },
        { group: { type: 'channel', id: o.b.id, name: 'Sales' }, new: [0, 1], closed: [0, 1], replies: [0, 0] },
      ]),
    );
    const byTag = (await call<ReportVolume>(o.org, 'GET', '/reports/volume?from=2026-11-04&to=2026-11-09&interval=week&group_by=tag')).body;
    expect(byTag.series).toEqual([{ group: { type: 'tag', id: null, name: 'vip' }, new: [1, 0], closed: [0, 0], replies: [1, 0] }]);
    const byAgent = (await call<ReportVolume>(o.org, 'GET', '/reports/volume?from=2026-11-04&to=2026-11-09&interval=week&group_by=agent')).body;
    expect(byAgent.series).toEqual(
      expect.arrayContaining([
        { group: { type: 'agent', id: o.second.id, name: 'Kim Second' }, new: [1, 0], closed: [0, 0], replies: [1, 0] },
        // Closed with the API key: no agent's doing.
        { group: { type: 'agent', id: null, name: 'No agent' }, new: [0, 1], closed: [0, 1], replies: [0, 0] },
      ]),
    );
    const csv = await call(o.org, 'GET', '/reports/volume?from=2026-11-04&to=2026-11-09&interval=week&format=csv');
    expect(csv.text.split('\r\n')).toEqual(['period_start,group_type,group_id,group_name,new,closed,replies', '2026-11-02,,,,1,0,1', '2026-11-09,,,,1,1,0', '']);
  });
});

describe('time zones and business hours', () => {
  it('counts a 25-hour day whole, and the hour repeated when clocks go back twice in the busiest hours', async () => {
    const o = await newOrg('Autumn');
    // Paris goes from +02:00 to +01:00 at 03:00 local on Sunday 25 October 2026.
    for (const iso of ['2026-10-24T21:59:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-10-25T22:30:00Z', '2026-10-25T23:00:00Z']) {
      at(iso);
      await mail(o);
    }
    const sunday = await overview(o, 'from=2026-10-25&to=2026-10-25');
    expect(sunday.conversations.new).toBe(3);
    expect(sunday.busiest_hours[6]![2]).toBe(2); // 02:30 before and after the change
    expect(sunday.busiest_hours[6]![23]).toBe(1);
    const days = (await call<ReportVolume>(o.org, 'GET', '/reports/volume?from=2026-10-24&to=2026-10-26')).body;
    expect(days.series[0]!.new).toEqual([1, 3, 1]);
  });

  it('reads response and resolution times in business hours once the organization has them, and says so', async () => {
    const o = await newOrg('Office');
    await call(o.org, 'PUT', '/organization/business-hours', { days: ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({ day, open: '09:00', close: '17:30' })) });
    at('2026-11-27T16:00:00Z'); // Friday 17:00 in Paris
    const c = await mail(o);
    at('2026-11-30T08:30:00Z'); // Monday 09:30
    await reply(o, c.id, o.org.owner.id);
    at('2026-11-30T09:00:00Z');
    await bulk(o, { ids: [c.id], status: 'CLOSED' });
    const report = await overview(o, 'from=2026-11-27&to=2026-11-30');
    expect(report.response_hours).toBe('business');
    // 30 minutes on Friday and 30 on Monday; closed an hour into Monday.
    expect(report.first_response).toEqual({ count: 1, median_seconds: 3600, p90_seconds: 3600, distribution: bands(0, 0, 1) });
    expect(report.resolution).toEqual({ count: 1, median_seconds: 5400, p90_seconds: 5400, distribution: bands(0, 0, 1) });
  });
});

describe('refusals', () => {
  it.each([
    ['from=2026-13-01', 'from must be a date as YYYY-MM-DD'],
    ['from=2026-11-10&to=2026-11-01', 'from (2026-11-10) must not be after to (2026-11-01)'],
    ['from=2025-01-01&to=2026-11-01', 'at most 366 days'],
    ['channel_id=999999', 'channel_id: no channel 999999'],
    ['agent_id=abc', 'agent_id must be a positive integer'],
    ['format=xml', 'format must be json or csv'],
    ['tag=a,b', 'tag'],
    ['format=csv&table=people', 'table must be one of'],
  ])('answers %s with a 400 that says why', async (query, message) => {
    const org = await t.createOrg(`Refusals ${query}`);
    const res = await call<{ error: string }>(org, 'GET', `/reports/overview?${query}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).error).toContain(message);
  });

  it('reads every date of years 0001 to 9999 as a day (an empty report), in any time zone: no "not a date", no 500', async () => {
    const org = await t.createOrg('Far days');
    for (const timezone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      expect((await call(org, 'PATCH', '/organization', { timezone })).status).toBe(200);
      for (const [from, to] of [['0001-01-01', '0001-01-31'], ['0099-12-31', '0100-01-01'], ['9999-12-01', '9999-12-31']] as const) {
        const report = await call<{ from: string; to: string }>(org, 'GET', `/reports/overview?from=${from}&to=${to}`);
        expect(report.status, `${timezone} ${from} ${report.text}`).toBe(200);
        expect(report.body).toMatchObject({ from, to, conversations: { new: 0 } });
        const volume = await call<{ buckets: string[] }>(org, 'GET', `/reports/volume?from=${from}&to=${to}`);
        expect(volume.status, `${timezone} ${from} ${volume.text}`).toBe(200);
        expect(volume.body.buckets[0]).toBe(from);
      }
    }
    expect((await call(org, 'GET', '/reports/overview?from=0001-02-29')).status).toBe(400);
    expect((await call(org, 'GET', '/reports/overview?from=0000-01-01&to=0000-01-10')).status).toBe(400); // no year 0
  });

  it('refuses another organization\'s channel as unknown, and an interval that is not day or week', async () => {
    const mine = await newOrg('Mine');
    const theirs = await newOrg('Theirs');
    expect((await call(mine.org, 'GET', `/reports/overview?channel_id=${theirs.a.id}`)).status).toBe(400);
    expect(JSON.parse((await call(mine.org, 'GET', '/reports/volume?interval=month')).text).error).toContain('interval must be day or week');
  });

  it('defaults to the last 7 days, today included', async () => {
    const o = await newOrg('Default');
    at('2026-11-28T10:00:00Z');
    const report = await overview(o, '');
    expect([report.from, report.to]).toEqual(['2026-11-22', '2026-11-28']);
  });
});
