import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '#contract/conversations';
import type { CreatedWebhook, Webhook, WebhookDelivery } from '#contract/webhooks';
import { createApp } from '../../app.ts';
import { channels } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { isPrivateAddress } from '../../domain/webhooks/address-rules.ts';
import { DELIVERY_ATTEMPTS, deliverHandler } from '../../domain/webhooks/deliver.ts';
import { DELIVER_JOB, DISPATCH_JOB, dispatchHandler } from '../../domain/webhooks/dispatch.ts';
import { SIGNATURE_HEADER, verifySignature } from '../../domain/webhooks/signature.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { WebhookReceiver as Receiver } from '#test/support/webhook-receiver';

// Webhooks: the change feed POSTed to a receiver, signed, retried with back-off while it is down, never to an
// address inside the server's network, never another organization's events.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let channelId: number;
let otherChannelId: number;
const receivers: Receiver[] = [];
let clock = Date.now();
const handlers = () => ({ [DISPATCH_JOB]: dispatchHandler(t.database.db), [DELIVER_JOB]: deliverHandler({ db: t.database.db, allowPrivate: true }) });

/** Runs the webhook jobs due at the test's clock until none is left. */
async function runJobs(): Promise<void> {
  while ((await runDueJobs(t.database.db, handlers(), { now: new Date(clock), workerId: 'w' })) > 0);
}

async function receiver(): Promise<{ receiver: Receiver; url: string }> {
  const r = new Receiver();
  receivers.push(r);
  return { receiver: r, url: await r.start() };
}

async function createHook(body: Record<string, unknown>, key = org.api_key): Promise<CreatedWebhook> {
  const res = await t.request('/api/webhooks', { method: 'POST', key, json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CreatedWebhook;
}

async function compose(key = org.api_key, channel = channelId, agentId = org.owner.id): Promise<Message> {
  const res = await t.request('/api/conversations/compose', {
    method: 'POST',
    key,
    json: { channel_id: channel, to: `c${Math.random().toString(36).slice(2)}@customer.test`, agent_id: agentId, content: { content: '<p>Hello</p>' } },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Message;
}

async function deliveries(hookId: number): Promise<WebhookDelivery[]> {
  const res = await t.request(`/api/webhooks/${hookId}/deliveries`, { key: org.api_key });
  expect(res.status).toBe(200);
  return (await res.json()) as WebhookDelivery[];
}

async function pauseAll(): Promise<void> {
  for (const hook of (await (await t.request('/api/webhooks', { key: org.api_key })).json()) as Webhook[]) {
    await t.request(`/api/webhooks/${hook.id}`, { method: 'PATCH', key: org.api_key, json: { active: false } });
  }
}

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true });
  org = await t.createOrg('Hook Co');
  other = await t.createOrg('Other Hook Co');
  channelId = (await t.database.db.insert(channels).values({ organizationId: org.organization.id, email: 'help@hook.test', name: 'Help' }).returning())[0]!.id;
  otherChannelId = (await t.database.db.insert(channels).values({ organizationId: other.organization.id, email: 'help@other-hook.test', name: 'Help' }).returning())[0]!.id;
});
beforeEach(async () => {
  // Each test starts with no active webhook and no job left over. The jobs' clock runs five minutes ahead of the
  // real one, so whatever a test's requests enqueue (at the real time) is due when the test runs the jobs.
  clock = Date.now() + 5 * 60_000;
  await pauseAll();
  await runJobs();
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await t.close();
});

describe('delivery', () => {
  it('POSTs each new event to the URL, signed with the secret, and logs the delivery', async () => {
    const { receiver: r, url } = await receiver();
    const hook = await createHook({ url, description: 'CRM sync' });
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook).toMatchObject({ url, description: 'CRM sync', event_types: [], active: true });
    const message = await compose();
    await runJobs();

    const types = r.events().map((e) => e.type);
    expect(types).toEqual(['conversation.created', 'message.scheduled']);
    const first = r.received.find((x) => x.headers['x-inbox-event'] === 'conversation.created')!;
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers['x-inbox-event']).toBe('conversation.created');
    const signature = first.headers[SIGNATURE_HEADER.toLowerCase()] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(hook.secret, first.body, signature, new Date(clock))).toBe(true);
    expect(verifySignature('whsec_wrong', first.body, signature, new Date(clock))).toBe(false);
    expect(verifySignature(hook.secret, first.body.replace('created', 'deleted'), signature, new Date(clock))).toBe(false);
    expect(r.events()[0]).toMatchObject({ conversation_id: message.conversation_id, actor: { type: 'api_key' } });

    const log = await deliveries(hook.id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ event_type: 'message.scheduled', status: 'succeeded', attempts: 1, last_status_code: 200, last_error: null, next_attempt_at: null });
    expect(log[0]!.last_response_ms).toBeGreaterThanOrEqual(0);
    expect(first.headers['x-inbox-delivery']).toBe(String(log[1]!.id));
  });

  it('retries with back-off while the receiver is down, then delivers once it is back', async () => {
    const { receiver: r, url } = await receiver();
    const hook = await createHook({ url, event_types: ['conversation.'] });
    r.status = 503;
    const message = await compose();
    await runJobs();
    let [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ event_type: 'conversation.created', status: 'pending', attempts: 1, last_status_code: 503, last_error: 'answered 503' });
    expect(Date.parse(delivery!.next_attempt_at!)).toBe(clock + 30_000);

    // Still down 30 s later (no answer at all this time: nothing listens), so the next try is a minute after.
    await r.close();
    clock += 30_000;
    await runJobs();
    [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, last_status_code: null, last_response_excerpt: null });
    expect(delivery!.last_error).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);

    // Back up on the same port.
    const port = Number(new URL(url).port);
    const back = new Receiver();
    receivers.push(back);
    await back.start({ port });
    await t.request('/api/conversations/bulk', { method: 'POST', key: org.api_key, json: { ids: [message.conversation_id], status: 'CLOSED' } });
    clock += 60_000;
    await runJobs();
    expect(back.events().map((e) => e.type).sort()).toEqual(['conversation.created', 'conversation.updated']);
    const log = await deliveries(hook.id);
    expect(log.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
    expect(log.find((d) => d.event_type === 'conversation.created')).toMatchObject({ attempts: 3, last_status_code: 200 });
  });

  it("keeps the start of the receiver's answer in the log: at most 500 characters of text, whatever it sent", async () => {
    const { receiver: r, url } = await receiver();
    const hook = await createHook({ url, event_types: ['conversation.created'] });
    r.status = 422;
    // Markup, a NUL (which no text column holds) and a body far longer than what is kept (not read to its end).
    r.answer = `<h1>Unprocessable</h1>\u0000 missing field "customer_id" ${'é'.repeat(200_000)}`;
    await compose();
    await runJobs();
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', last_status_code: 422, last_error: 'answered 422' });
    const excerpt = delivery!.last_response_excerpt!;
    expect(excerpt.startsWith('<h1>Unprocessable</h1>\uFFFD missing field "customer_id" éé')).toBe(true);
    expect(Array.from(excerpt)).toHaveLength(500);

    // A later answer replaces it; no answer at all leaves none.
    r.status = 200;
    r.answer = 'ok';
    clock += 30_000;
    await runJobs();
    expect((await deliveries(hook.id))[0]).toMatchObject({ status: 'succeeded', last_response_excerpt: 'ok' });
  });

  it('gives up after the last attempt and can be sent again by hand', async () => {
    const { receiver: r, url } = await receiver();
    const hook = await createHook({ url, event_types: ['conversation.created'] });
    r.status = 500;
    await compose();
    for (let i = 0; i < DELIVERY_ATTEMPTS; i++) {
      await runJobs();
      clock += 3_600_000;
    }
    const [failed] = await deliveries(hook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: DELIVERY_ATTEMPTS, next_attempt_at: null, last_status_code: 500 });
    expect(r.received).toHaveLength(DELIVERY_ATTEMPTS);

    r.status = 204;
    const res = await t.request(`/api/webhooks/${hook.id}/deliveries/${failed!.id}/redeliver`, { method: 'POST', key: org.api_key });
    expect(res.status).toBe(202);
    const again = (await res.json()) as WebhookDelivery;
    expect(again).toMatchObject({ event_id: failed!.event_id, status: 'pending', attempts: 0 });
    await runJobs();
    expect((await deliveries(hook.id))[0]).toMatchObject({ id: again.id, status: 'succeeded', last_status_code: 204 });
    expect(r.received.at(-1)!.body).toBe(r.received[0]!.body);
    expect((await t.request(`/api/webhooks/${hook.id}/deliveries/${failed!.id + 10_000}/redeliver`, { method: 'POST', key: org.api_key })).status).toBe(404);
  });

  it('sends only the event types asked for, nothing while paused, and nothing from before it was created', async () => {
    const before = await compose();
    const { receiver: r, url } = await receiver();
    const hook = await createHook({ url, event_types: ['conversation.deleted'] });
    await runJobs();
    expect(r.received).toHaveLength(0);

    await t.request('/api/conversations/bulk', { method: 'POST', key: org.api_key, json: { ids: [before.conversation_id], status: 'DELETE' } });
    await runJobs();
    expect(r.events().map((e) => [e.type, e.conversation_id])).toEqual([['conversation.deleted', before.conversation_id]]);

    const paused = await t.request(`/api/webhooks/${hook.id}`, { method: 'PATCH', key: org.api_key, json: { active: false } });
    expect(((await paused.json()) as Webhook).active).toBe(false);
    const later = await compose();
    await t.request('/api/conversations/bulk', { method: 'POST', key: org.api_key, json: { ids: [later.conversation_id], status: 'DELETE' } });
    await runJobs();
    expect(r.received).toHaveLength(1);
  });

  it("never sends one organization's events to another's webhook", async () => {
    const ours = await receiver();
    const theirs = await receiver();
    await createHook({ url: ours.url });
    await createHook({ url: theirs.url }, other.api_key);
    const message = await compose(other.api_key, otherChannelId, other.owner.id);
    await runJobs();
    expect(ours.receiver.received).toHaveLength(0);
    expect(theirs.receiver.events().map((e) => e.conversation_id)).toEqual([message.conversation_id, message.conversation_id]);
    await t.request('/api/webhooks', { method: 'GET', key: other.api_key }).then(async (res) => {
      for (const hook of (await res.json()) as Webhook[]) await t.request(`/api/webhooks/${hook.id}`, { method: 'DELETE', key: other.api_key });
    });
  });
});

describe('managing webhooks', () => {
  it('lists, reads, changes and deletes, within the organization only', async () => {
    const { url } = await receiver();
    const hook = await createHook({ url, event_types: ['conversation.', 'conversation.'] });
    expect(hook.event_types).toEqual(['conversation.']);
    const listed = (await (await t.request('/api/webhooks', { key: org.api_key })).json()) as Webhook[];
    expect(listed[0]).toEqual({ id: hook.id, url, description: '', event_types: ['conversation.'], active: true, created: hook.created });
    expect(listed[0]).not.toHaveProperty('secret');

    const changed = await t.request(`/api/webhooks/${hook.id}`, { method: 'PATCH', key: org.api_key, json: { description: 'Changed', event_types: [] } });
    expect(await changed.json()).toMatchObject({ description: 'Changed', event_types: [] });

    for (const [method, path] of [['GET', ''], ['PATCH', ''], ['DELETE', ''], ['GET', '/deliveries']] as const) {
      const res = await t.request(`/api/webhooks/${hook.id}${path}`, { method, key: other.api_key, ...(method === 'PATCH' ? { json: { active: false } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ error: 'webhook not found' });
    }
    expect((await t.request(`/api/webhooks/${hook.id}`, { method: 'DELETE', key: org.api_key })).status).toBe(204);
    expect((await t.request(`/api/webhooks/${hook.id}`, { key: org.api_key })).status).toBe(404);
  });

  it('refuses bad input with a clear error', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /url is required/],
      [{ url: 'ftp://example.com/x' }, /http or https/],
      [{ url: 'not a url' }, /absolute http or https URL/],
      [{ url: 'https://user:pass@example.com/' }, /user name or password/],
      [{ url: 'https://example.com/', event_types: ['Conversation Created'] }, /event types look like/],
      [{ url: 'https://example.com/', event_types: 'conversation.created' }, /event_types must be an array/],
      // A typo or a prefix of nothing would subscribe to nothing, silently.
      [{ url: 'https://example.com/', event_types: ['conversation.udpated'] }, /unknown event type "conversation.udpated"/],
      [{ url: 'https://example.com/', event_types: ['message.created', 'invoice.'] }, /unknown event type "message.created"/],
      [{ url: 'https://example.com/', event_types: ['invoice.'] }, /unknown event type "invoice."/],
      [{ url: 'https://no-such-host.invalid/' }, /could not be resolved/],
    ];
    for (const [body, error] of cases) {
      const res = await t.request('/api/webhooks', { method: 'POST', key: org.api_key, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(error);
    }
    const empty = await t.request('/api/webhooks/1', { method: 'PATCH', key: org.api_key, json: {} });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toMatch(/nothing to change/);
    expect((await t.request('/api/webhooks/abc', { key: org.api_key })).status).toBe(400);
    expect((await t.request('/api/webhooks')).status).toBe(401);
  });

  it('lets owners and admins manage them, not agents', async () => {
    await createAgent(t.database.db, { organizationId: org.organization.id, email: 'al@hook.test', name: 'Al Agent', role: 'agent', password: 'al-password' });
    const signIn = await t.request('/api/session', { method: 'POST', headers: { 'X-Inbox-Request': '1' }, json: { email: 'al@hook.test', password: 'al-password' } });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const res = await t.request('/api/webhooks', { headers: { Cookie: cookie, 'X-Inbox-Request': '1' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'only owners and admins can manage webhooks' });
  });

  it('refuses URLs that reach into the server network unless the server allows it', async () => {
    const strict = createApp({ db: t.database.db, logger: pino({ level: 'silent' }), hub: t.hub, ping: t.database.ping });
    for (const url of ['http://127.0.0.1:5432/', 'http://localhost/', 'http://10.1.2.3/', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', 'http://[::ffff:192.168.0.1]/']) {
      const res = await strict.request('/api/webhooks', { method: 'POST', headers: { 'X-Api-Key': org.api_key, 'Content-Type': 'application/json' }, body: JSON.stringify({ url }) });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/private or loopback address/);
    }
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('172.20.0.1')).toBe(true);
    expect(isPrivateAddress('fd00::1')).toBe(true);
  });

  it('fails a delivery at once when its address has become private, without calling it', async () => {
    const { receiver: r, url } = await receiver();
    const hook = await createHook({ url, event_types: ['conversation.created'] });
    await compose();
    const strictHandlers = { [DISPATCH_JOB]: dispatchHandler(t.database.db), [DELIVER_JOB]: deliverHandler({ db: t.database.db, allowPrivate: false }) };
    while ((await runDueJobs(t.database.db, strictHandlers, { now: new Date(clock), workerId: 'w' })) > 0);
    expect(r.received).toHaveLength(0);
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
    expect(delivery!.last_error).toMatch(/private or loopback/);
  });
});
