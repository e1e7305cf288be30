import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConversationSchema, MessageSchema, NoteSchema, TimelineSchema, type Conversation, type Message, type Timeline } from '#contract/conversations';
import { agents, channels, jobs, messages } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import { ACTIONS_JOB } from '../../domain/conversations/post-send-actions.ts';
import { SEND_JOB } from '../../domain/conversations/outbound-message.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { retryDelayMs, runDueJobs } from '../../jobs/worker.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { startSmtpListener, type SmtpListener } from '../inbound/smtp-listener.ts';
import { startTestRelay, type TestRelay } from '#test/support/test-relay';
import { completeSentRecord, recordAccepted, SENT_JOB } from './record-sent.ts';
import { SEND_MAX_ATTEMPTS } from './send-message.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

// Outgoing mail end to end: compose / reply through the API, the durable send job run with a chosen `now`,
// and a real SMTP relay on loopback that records what it was given (or refuses it on demand).

const logger = pino({ level: 'silent' });
let clock = new Date('2026-04-06T08:00:00.000Z');
const later = (seconds: number) => new Date(clock.getTime() + seconds * 1000);

let t: TestApp;
let relay: TestRelay;
let transport: MailTransport;
let listener: SmtpListener;
let outboxDir: string;
let org: CreatedOrganization;
let other: CreatedOrganization;
let channelId: number;
let otherChannelId: number;
let dana: { id: number; name: string; email: string };
let sam: { id: number; name: string; email: string };
const CHANNEL = 'support@outbound-co.test';
let seq = 0;

type Answer = Message & { error?: string };

async function post(url: string, json: unknown, key = org.api_key): Promise<{ status: number; body: Answer }> {
  const res = await t.request(url, { method: 'POST', key, json });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function compose(overrides: Record<string, unknown> = {}, key = org.api_key) {
  const answer = await post(
    '/api/conversations/compose',
    { channel_id: channelId, to: `customer${++seq}@customer.example`, subject: 'Hello', content: { content: '<p>Hi</p>' }, agent_id: dana.id, delay: 0, ...overrides },
    key,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const cancel = (conversationId: number, messageId: number, key = org.api_key) =>
  post(`/api/conversations/${conversationId}/messages/${messageId}/cancel`, undefined, key);

async function timeline(conversationId: number, key = org.api_key): Promise<Timeline> {
  const res = await t.request(`/api/conversations/${conversationId}/messages`, { key });
  expect(res.status).toBe(200);
  return TimelineSchema.parse(await res.json());
}

async function conversation(conversationId: number): Promise<Conversation> {
  return ConversationSchema.parse(await (await t.request(`/api/conversations/${conversationId}`, { key: org.api_key })).json());
}

async function messageOf(m: { id: number; conversation_id: number }): Promise<Message> {
  const found = (await timeline(m.conversation_id)).entries.find((e) => e.type === 'message' && e.message.id === m.id);
  return MessageSchema.parse((found as { message: Message }).message);
}

const eventsOf = (tl: Timeline) => tl.entries.flatMap((e) => (e.type === 'event' ? [e.event] : []));

/** The Message-ID we issued for the message (not part of the API's Message shape). */
async function messageIdHeader(id: number): Promise<string> {
  const [row] = await t.database.db.select({ h: messages.messageIdHeader }).from(messages).where(eq(messages.id, id));
  return row!.h!;
}

async function sendJob(messageId: number) {
  const [row] = await t.database.db.select().from(jobs).where(and(eq(jobs.kind, SEND_JOB), eq(jobs.dedupeKey, `send:${messageId}`)));
  return row!;
}

/** Moves the clock to `at` and runs every job due then (sends, then the actions they queue), as the worker would. */
async function runJobsAt(at: Date, mailTransport = transport) {
  clock = at;
  const handlers = jobHandlers({ db: t.database.db, transport: mailTransport, logger });
  let ran = 0;
  for (let n = -1; n !== 0; ran += n) n = await runDueJobs(t.database.db, handlers, { now: at, workerId: 'outbound-test' });
  return ran;
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((g) => g.value.map((a) => ({ name: a.name, address: a.address })));
const referencesOf = (parsed: ParsedMail) => [parsed.references ?? []].flat();
const rawHeaders = (raw: Buffer) => raw.toString('utf8').split(/\r?\n\r?\n/)[0]!;

/** A customer's mail to the channel over SMTP: the conversation it opened. */
async function customerMail(opts: { from: string; subject: string; messageId: string; references?: string[] }) {
  const client = nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true });
  await client.sendMail({ from: opts.from, to: CHANNEL, subject: opts.subject, text: 'My widget is broken', messageId: opts.messageId, ...(opts.references ? { references: opts.references } : {}) });
  client.close();
  const [row] = await t.database.db.select({ conversationId: messages.conversationId }).from(messages).where(eq(messages.messageIdHeader, opts.messageId));
  return row!.conversationId;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.database.db;
  org = await t.createOrg('Outbound Co');
  other = await t.createOrg('Other Co');
  [{ id: channelId }] = (await db.insert(channels).values({ organizationId: org.organization.id, email: CHANNEL, name: 'Outbound Support' }).returning({ id: channels.id })) as [{ id: number }];
  [{ id: otherChannelId }] = (await db.insert(channels).values({ organizationId: other.organization.id, email: 'help@other-co.test', name: 'Other' }).returning({ id: channels.id })) as [{ id: number }];
  dana = await createAgent(db, { organizationId: org.organization.id, email: 'dana@outbound-co.test', name: 'Dana Sender', role: 'agent' });
  sam = await createAgent(db, { organizationId: org.organization.id, email: 'sam@outbound-co.test', name: 'Sam Second', role: 'agent' });
  relay = await startTestRelay();
  transport = createMailTransport({ relayUrl: relay.url, outboxDir: path.join(os.tmpdir(), 'never-used-outbox') });
  listener = await startSmtpListener({ db, logger, port: 0, host: '127.0.0.1', now: () => clock });
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-test-outbox-'));
});
afterAll(async () => {
  await listener?.close();
  transport?.close();
  await relay?.close();
  await t?.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  relay.reset();
  clock = later(3600);
});

describe('sending through the relay', () => {
  it('sends a composed message with delay 0: sender, recipients, Bcc in the envelope only, Message-ID, both parts, attachments', async () => {
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe, 0x0d, 0x0a, 0x80]);
    const text = Buffer.from('Grüße,\r\nline two\n');
    const message = await compose({
      to: 'Maria Lopez <maria@customer.example>, bob@customer.example',
      cc: 'Boss Person <boss@customer.example>',
      bcc: 'Audit <audit@outbound-co.test>, hidden@customer.example',
      subject: 'Your refund',
      content: {
        content: '<p>Hello <b>Maria</b>, your refund is on its way.</p>',
        attachments: [
          { name: 'refund.pdf', type: 'application/pdf', content: pdf.toString('base64') },
          { name: 'Résumé notes.txt', type: 'text/plain', content: text.toString('base64') },
        ],
      },
    });
    expect(message).toMatchObject({ status: 'scheduled', send_at: clock.toISOString() });
    expect(relay.messages).toHaveLength(0);

    await runJobsAt(clock);
    expect(relay.messages).toHaveLength(1);
    const [sent] = relay.messages;
    expect(sent!.envelope).toEqual({
      from: CHANNEL,
      to: ['maria@customer.example', 'bob@customer.example', 'boss@customer.example', 'audit@outbound-co.test', 'hidden@customer.example'],
    });
    const { parsed } = sent!;
    expect(addressesOf(parsed.from)).toEqual([{ name: 'Dana Sender', address: CHANNEL }]);
    expect(addressesOf(parsed.to)).toEqual([
      { name: 'Maria Lopez', address: 'maria@customer.example' },
      { name: '', address: 'bob@customer.example' },
    ]);
    expect(addressesOf(parsed.cc)).toEqual([{ name: 'Boss Person', address: 'boss@customer.example' }]);
    expect(parsed.bcc).toBeUndefined();
    expect(rawHeaders(sent!.raw)).not.toMatch(/^bcc:/im);
    expect(sent!.raw.toString('utf8')).not.toContain('audit@outbound-co.test');
    expect(sent!.raw.toString('utf8')).not.toContain('hidden@customer.example');
    expect(parsed.messageId).toBe(await messageIdHeader(message.id));
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@outbound-co\.test>$/);
    expect(parsed.subject).toBe('Your refund');
    expect(parsed.html).toBe('<p>Hello <b>Maria</b>, your refund is on its way.</p>');
    expect(parsed.text?.trim()).toBe('Hello Maria, your refund is on its way.');
    expect(parsed.inReplyTo).toBeUndefined();
    expect(parsed.references).toBeUndefined();
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['refund.pdf', 'application/pdf'],
      ['Résumé notes.txt', 'text/plain'],
    ]);
    expect(parsed.attachments[0]!.content).toEqual(pdf);
    expect(parsed.attachments[1]!.content).toEqual(text);

    expect(await messageOf(message)).toMatchObject({ status: 'sent', sent_at: clock.toISOString(), failure_reason: null });
    expect(eventsOf(await timeline(message.conversation_id)).map((e) => [e.type, e.actor.type, e.actor.agent?.id ?? null])).toEqual([
      ['message_scheduled', 'api_key', null],
      ['message_sent', 'agent', dana.id],
    ]);
    expect(await sendJob(message.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('keeps a delayed message until send_at, then sends it exactly once', async () => {
    const start = clock;
    const message = await compose({ delay: 30, subject: 'Later' });
    expect(message.send_at).toBe(later(30).toISOString());
    await runJobsAt(new Date(start.getTime() + 29_000));
    expect(relay.messages).toHaveLength(0);
    expect(await messageOf(message)).toMatchObject({ status: 'scheduled', sent_at: null });

    await runJobsAt(new Date(start.getTime() + 30_000));
    expect(relay.messages.map((m) => m.messageId)).toEqual([await messageIdHeader(message.id)]);
    expect(await messageOf(message)).toMatchObject({ status: 'sent', sent_at: new Date(start.getTime() + 30_000).toISOString() });
    await runJobsAt(new Date(start.getTime() + 600_000));
    expect(relay.messages).toHaveLength(1);
  });

  it('does not send a message whose job runs early (say, a send time moved later): it waits for send_at', async () => {
    const message = await compose({ delay: 60 });
    // The job row is due now, the message only in a minute: the handler puts the job back.
    await t.database.db.update(jobs).set({ runAt: clock }).where(eq(jobs.dedupeKey, `send:${message.id}`));
    await runJobsAt(clock);
    expect(relay.messages).toHaveLength(0);
    expect((await sendJob(message.id)).runAt.toISOString()).toBe(message.send_at);
    await runJobsAt(new Date(message.send_at!));
    expect(relay.messages).toHaveLength(1);
  });

  it("sends a reply threaded to the customer's mail, Re: subject, and clears waiting_since only once it is sent", async () => {
    const customerId = '<first-mail-1@customer.example>';
    const conversationId = await customerMail({ from: 'Carla Customer <carla@customer.example>', subject: 'Broken widget', messageId: customerId, references: ['<older@customer.example>'] });
    const waitingSince = clock.toISOString();
    expect((await conversation(conversationId)).waiting_since).toBe(waitingSince);

    const start = clock;
    const { status, body: reply } = await post(`/api/conversations/${conversationId}/messages`, { content: { content: '<p>We are <i>on it</i></p>' }, delay: 20, agent_id: dana.id });
    expect(status).toBe(200);
    expect(reply).toMatchObject({ status: 'scheduled', subject: 'Re: Broken widget', to: [{ name: 'Carla Customer', email: 'carla@customer.example' }], send_at: later(20).toISOString() });
    expect((await conversation(conversationId)).waiting_since).toBe(waitingSince);

    await runJobsAt(new Date(start.getTime() + 19_000));
    expect(relay.messages).toHaveLength(0);
    expect((await conversation(conversationId)).waiting_since).toBe(waitingSince);

    await runJobsAt(new Date(start.getTime() + 20_000));
    expect(relay.messages).toHaveLength(1);
    const { parsed, envelope } = relay.messages[0]!;
    expect(envelope).toEqual({ from: CHANNEL, to: ['carla@customer.example'] });
    expect(addressesOf(parsed.from)).toEqual([{ name: 'Dana Sender', address: CHANNEL }]);
    expect(addressesOf(parsed.to)).toEqual([{ name: 'Carla Customer', address: 'carla@customer.example' }]);
    expect(parsed.subject).toBe('Re: Broken widget');
    expect(parsed.inReplyTo).toBe(customerId);
    expect(referencesOf(parsed)).toEqual(['<older@customer.example>', customerId]);
    expect(parsed.messageId).toBe(await messageIdHeader(reply.id));
    expect(parsed.html).toBe('<p>We are <i>on it</i></p>');
    expect(parsed.text?.trim()).toBe('We are on it');
    expect(await messageOf(reply)).toMatchObject({ status: 'sent', sent_at: clock.toISOString() });
    expect((await conversation(conversationId)).waiting_since).toBeNull();
  });

  it('threads a reply to the latest mail the customer actually has, not to a cancelled, failed or unsent reply', async () => {
    const customerId = '<thread-skip-1@customer.example>';
    const conversationId = await customerMail({ from: 'fay@customer.example', subject: 'Order status', messageId: customerId });
    const replyIn = (json: Record<string, unknown>) => post(`/api/conversations/${conversationId}/messages`, { content: { content: 'x' }, agent_id: dana.id, ...json });
    const { body: undone } = await replyIn({ delay: 30 });
    await cancel(conversationId, undone.id);
    relay.failNext(1, 550);
    const { body: bounced } = await replyIn({ delay: 0 });
    await runJobsAt(clock);
    expect(await messageOf(bounced)).toMatchObject({ status: 'failed' });
    const { body: pending } = await replyIn({ delay: 600 });
    const { body: answer } = await replyIn({ delay: 0, content: { content: 'The real answer' } });
    await runJobsAt(clock);
    expect(relay.messages).toHaveLength(1);
    expect(relay.messages[0]!.parsed.inReplyTo).toBe(customerId);
    expect(referencesOf(relay.messages[0]!.parsed)).toEqual([customerId]);
    expect(await messageOf(answer)).toMatchObject({ status: 'sent' });
    await cancel(conversationId, pending.id);
  });

  it('keeps the customer waiting when they wrote again after the reply was written', async () => {
    const conversationId = await customerMail({ from: 'dave@customer.example', subject: 'Question', messageId: '<q-1@customer.example>' });
    const { body: reply } = await post(`/api/conversations/${conversationId}/messages`, { content: { content: 'Answer' }, delay: 30, agent_id: dana.id });
    clock = later(10);
    const wroteAgain = clock.toISOString();
    await customerMail({ from: 'dave@customer.example', subject: 'Re: Question', messageId: '<q-2@customer.example>', references: ['<q-1@customer.example>'] });
    clock = later(5);
    await customerMail({ from: 'dave@customer.example', subject: 'Re: Question', messageId: '<q-3@customer.example>', references: ['<q-1@customer.example>'] });
    await runJobsAt(new Date(reply.send_at!));
    expect(await messageOf(reply)).toMatchObject({ status: 'sent' });
    // The reply answered the first mail; the customer has been waiting since the mail written after it.
    expect((await conversation(conversationId)).waiting_since).toBe(wroteAgain);
    // The next reply answers everything.
    const { body: next } = await post(`/api/conversations/${conversationId}/messages`, { content: { content: 'More' }, delay: 0, agent_id: dana.id });
    await runJobsAt(new Date(next.send_at!));
    expect((await conversation(conversationId)).waiting_since).toBeNull();
  });

  it('writes an .eml file to the outbox folder when no relay is configured, and marks the message sent', async () => {
    const outbox = createMailTransport({ outboxDir });
    const message = await compose({ to: 'Eve <eve@customer.example>', bcc: 'secret@customer.example', subject: 'Outbox copy', content: { content: '<p>Filed</p>', attachments: [{ name: 'a.bin', type: 'application/octet-stream', content: Buffer.from([0, 1, 2, 255]).toString('base64') }] } });
    await runJobsAt(clock, outbox);
    expect(relay.messages).toHaveLength(0);
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(outboxDir, files[0]!));
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe(await messageIdHeader(message.id));
    expect(parsed.headers.get('x-envelope-from')).toBe(CHANNEL);
    expect(parsed.headers.get('x-envelope-to')).toBe('eve@customer.example, secret@customer.example');
    expect(addressesOf(parsed.from)).toEqual([{ name: 'Dana Sender', address: CHANNEL }]);
    expect(addressesOf(parsed.to)).toEqual([{ name: 'Eve', address: 'eve@customer.example' }]);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe('Outbox copy');
    expect(parsed.html).toBe('<p>Filed</p>');
    expect(parsed.attachments.map((a) => [a.filename, [...a.content]])).toEqual([['a.bin', [0, 1, 2, 255]]]);
    expect(await messageOf(message)).toMatchObject({ status: 'sent', sent_at: clock.toISOString() });
  });
});

describe('undo send', () => {
  it('cancels a scheduled message: 200 cancelled, and the relay never receives it', async () => {
    const message = await compose({ delay: 30 });
    const { status, body } = await cancel(message.conversation_id, message.id);
    expect(status).toBe(200);
    expect(MessageSchema.parse(body)).toMatchObject({ id: message.id, status: 'cancelled', sent_at: null });
    // Again: answered the same.
    expect(await cancel(message.conversation_id, message.id)).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    await runJobsAt(later(120));
    expect(relay.messages).toHaveLength(0);
    expect(await messageOf(message)).toMatchObject({ status: 'cancelled' });
    expect((await sendJob(message.id)).status).toBe('cancelled');
    const cancelled = eventsOf(await timeline(message.conversation_id)).filter((e) => e.type === 'message_cancelled');
    expect(cancelled).toEqual([expect.objectContaining({ data: { message_id: message.id }, actor: { type: 'api_key', agent: null, api_key_id: org.api_key_id } })]);
  });

  it('refuses to cancel a message already sent with 409', async () => {
    const message = await compose();
    await runJobsAt(clock);
    expect(relay.messages).toHaveLength(1);
    const { status, body } = await cancel(message.conversation_id, message.id);
    expect(status).toBe(409);
    expect(body.error).toBe('the message is already sent and can no longer be cancelled');
    expect(await messageOf(message)).toMatchObject({ status: 'sent' });
  });

  it("answers 404 for an unknown message, another organization's message, and an inbound message", async () => {
    const message = await compose({ delay: 30 });
    expect((await cancel(message.conversation_id, 987_654)).status).toBe(404);
    expect((await cancel(987_654, message.id)).status).toBe(404);
    // Another organization cannot cancel ours, with its key, by any conversation id.
    expect((await cancel(message.conversation_id, message.id, other.api_key)).status).toBe(404);
    const theirs = await compose({ channel_id: otherChannelId, agent_id: other.owner.id, delay: 30 }, other.api_key);
    expect((await cancel(theirs.conversation_id, theirs.id)).status).toBe(404);
    expect((await cancel(message.conversation_id, theirs.id)).status).toBe(404);
    // A message of another conversation of ours, named under the wrong conversation.
    const second = await compose({ delay: 30 });
    expect((await cancel(message.conversation_id, second.id)).status).toBe(404);
    const conversationId = await customerMail({ from: 'in@customer.example', subject: 'Inbound', messageId: '<inbound-cancel@customer.example>' });
    const inbound = (await timeline(conversationId)).entries.find((e) => e.type === 'message')!;
    expect((await cancel(conversationId, (inbound as { message: Message }).message.id)).status).toBe(404);
    // Nothing was cancelled by any of these.
    for (const m of [message, second]) expect(await messageOf(m)).toMatchObject({ status: 'scheduled' });
    expect(await cancel(theirs.conversation_id, theirs.id, other.api_key)).toMatchObject({ status: 200 });
    for (const m of [message, second]) await cancel(m.conversation_id, m.id);
    await runJobsAt(later(60));
    expect(relay.messages).toHaveLength(0);
  });
});

describe('delivery failures', () => {
  it('puts a message back to scheduled with the reason on a temporary failure (4xx) and sends it once after the backoff', async () => {
    relay.failNext(1, 451, '4.7.1 Greylisted, come back later');
    const message = await compose();
    const start = clock;
    await runJobsAt(start);
    expect(relay.refused.map((r) => r.code)).toEqual([451]);
    expect(relay.messages).toHaveLength(0);
    const failed = await messageOf(message);
    expect(failed.status).toBe('scheduled');
    expect(failed.failure_reason).toContain('451 4.7.1 Greylisted, come back later');
    const job = await sendJob(message.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.runAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

    await runJobsAt(new Date(job.runAt.getTime() - 1000));
    expect(relay.messages).toHaveLength(0);
    await runJobsAt(job.runAt);
    expect(relay.messages.map((m) => m.messageId)).toEqual([await messageIdHeader(message.id)]);
    expect(await messageOf(message)).toMatchObject({ status: 'sent', failure_reason: null, sent_at: job.runAt.toISOString() });
    await runJobsAt(later(3600));
    expect(relay.messages).toHaveLength(1);
  });

  it('can still cancel a message waiting for its retry', async () => {
    relay.failNext(1, 452);
    const message = await compose();
    await runJobsAt(clock);
    expect(await messageOf(message)).toMatchObject({ status: 'scheduled' });
    expect((await cancel(message.conversation_id, message.id)).status).toBe(200);
    await runJobsAt(later(3600));
    expect(relay.messages).toHaveLength(0);
    expect(relay.refused).toHaveLength(1);
  });

  it('marks a message failed on a permanent failure (5xx), with the reason in the API and a message_failed event, and never retries', async () => {
    relay.failNext(1, 550, '5.1.1 Mailbox unavailable');
    const message = await compose({ to: 'gone@customer.example' });
    await runJobsAt(clock);
    const failed = await messageOf(message);
    expect(failed).toMatchObject({ status: 'failed', sent_at: null });
    expect(failed.failure_reason).toContain('550 5.1.1 Mailbox unavailable');
    const events = eventsOf(await timeline(message.conversation_id)).filter((e) => e.type === 'message_failed');
    expect(events).toEqual([
      expect.objectContaining({
        data: { message_id: message.id, reason: expect.stringContaining('550 5.1.1 Mailbox unavailable') },
        actor: { type: 'agent', agent: { id: dana.id, name: dana.name, email: dana.email }, api_key_id: null },
      }),
    ]);
    expect((await sendJob(message.id)).status).toBe('done');
    await runJobsAt(later(86_400));
    expect(relay.refused).toHaveLength(1);
    expect(relay.messages).toHaveLength(0);
    expect((await cancel(message.conversation_id, message.id)).status).toBe(409);
  });

  it(`marks a message failed once ${SEND_MAX_ATTEMPTS} temporary failures used up its attempts`, async () => {
    relay.failNext(SEND_MAX_ATTEMPTS, 451);
    const message = await compose();
    for (let attempt = 1; attempt <= SEND_MAX_ATTEMPTS; attempt++) {
      await runJobsAt(attempt === 1 ? clock : (await sendJob(message.id)).runAt);
      expect(relay.refused).toHaveLength(attempt);
      expect((await messageOf(message)).status).toBe(attempt < SEND_MAX_ATTEMPTS ? 'scheduled' : 'failed');
    }
    const failed = await messageOf(message);
    expect(failed.failure_reason).toContain('451');
    expect(eventsOf(await timeline(message.conversation_id)).filter((e) => e.type === 'message_failed')).toHaveLength(1);
    expect(await sendJob(message.id)).toMatchObject({ status: 'done', attempts: SEND_MAX_ATTEMPTS });
    await runJobsAt(later(86_400));
    expect(relay.refused).toHaveLength(SEND_MAX_ATTEMPTS);
    expect(relay.messages).toHaveLength(0);
  });
});

describe('actions after sending', () => {
  const eventSummary = (tl: Timeline) => eventsOf(tl).map((e) => ({ type: e.type, data: e.data, actor: e.actor.type, agent: e.actor.agent?.id ?? null }));

  it('runs tag, assign, reply and close in order after the send, as the composing agent', async () => {
    const message = await compose({
      subject: 'Welcome aboard',
      content: {
        content: '<p>Welcome!</p>',
        actions: [
          { name: 'tag', data: { tag: 'Onboarding' } },
          { name: 'teammates.assign', data: { agent_email: sam.email } },
          { name: 'reply', data: { content: '<p>One more thing: here is the guide.</p>' } },
          { name: 'status.close' },
        ],
      },
      delay: 10,
    });
    // Nothing happens before the message was sent.
    await runJobsAt(later(9));
    expect(await conversation(message.conversation_id)).toMatchObject({ status: 'opened', tags: [], assignee: null, message_count: 1 });

    const sentAt = later(1);
    await runJobsAt(sentAt);
    expect(relay.messages.map((m) => m.parsed.subject)).toEqual(['Welcome aboard', 'Re: Welcome aboard']);
    const [first, second] = relay.messages;
    expect(second!.parsed.inReplyTo).toBe(first!.messageId);
    expect(second!.parsed.html).toBe('<p>One more thing: here is the guide.</p>');
    expect(second!.envelope.to).toEqual(first!.envelope.to);
    expect(addressesOf(second!.parsed.from)).toEqual([{ name: 'Dana Sender', address: CHANNEL }]);

    expect(await conversation(message.conversation_id)).toMatchObject({
      status: 'closed',
      tags: ['onboarding'],
      assignee: { id: sam.id, name: sam.name, email: sam.email },
      message_count: 2,
    });
    const tl = await timeline(message.conversation_id);
    const replyMessage = tl.entries.flatMap((e) => (e.type === 'message' ? [e.message] : []))[1]!;
    expect(replyMessage).toMatchObject({ direction: 'outbound', status: 'sent', agent: { id: dana.id } });
    expect(eventSummary(tl)).toEqual([
      { type: 'message_scheduled', data: { message_id: message.id, send_at: sentAt.toISOString() }, actor: 'api_key', agent: null },
      { type: 'message_sent', data: { message_id: message.id }, actor: 'agent', agent: dana.id },
      { type: 'tagged', data: { tag: 'onboarding' }, actor: 'agent', agent: dana.id },
      { type: 'assigned', data: { agent_id: sam.id, agent_name: sam.name, from_agent_id: null }, actor: 'agent', agent: dana.id },
      { type: 'message_scheduled', data: { message_id: replyMessage.id, send_at: sentAt.toISOString() }, actor: 'agent', agent: dana.id },
      { type: 'status_changed', data: { from: 'opened', to: 'closed', resolution_seconds: expect.any(Number) }, actor: 'agent', agent: dana.id },
      { type: 'message_sent', data: { message_id: replyMessage.id }, actor: 'agent', agent: dana.id },
    ]);
    const [actionsJob] = await t.database.db.select().from(jobs).where(and(eq(jobs.kind, ACTIONS_JOB), eq(jobs.dedupeKey, `actions:${message.id}`)));
    expect(actionsJob).toMatchObject({ status: 'done', payload: { message_id: message.id, done: 4 } });
  });

  it('snoozes the conversation until the given time after the send', async () => {
    const until = later(2 * 86_400);
    const message = await compose({ content: { content: 'Talk soon', actions: [{ name: 'status', data: { status: 'SNOOZED', snooze_until: until.toISOString() } }] } });
    await runJobsAt(clock);
    expect(await conversation(message.conversation_id)).toMatchObject({ status: 'snoozed', snooze_until: until.toISOString() });
    expect(eventSummary(await timeline(message.conversation_id)).slice(2)).toEqual([
      { type: 'status_changed', data: { from: 'opened', to: 'snoozed' }, actor: 'agent', agent: dana.id },
      { type: 'snoozed', data: { until: until.toISOString() }, actor: 'agent', agent: dana.id },
    ]);
  });

  it('records action_failed for an action that can no longer apply, and runs the next one', async () => {
    const leaving = await createAgent(t.database.db, { organizationId: org.organization.id, email: `leaving${++seq}@outbound-co.test`, name: 'Leaving', role: 'agent' });
    const message = await compose({
      content: {
        content: 'Hi',
        actions: [
          { name: 'teammates.assign', data: { agent_id: leaving.id } },
          { name: 'tag', data: { tag: 'after-failure' } },
        ],
      },
      delay: 5,
    });
    await t.database.db.update(agents).set({ active: false }).where(eq(agents.id, leaving.id));
    await runJobsAt(later(5));
    expect(relay.messages).toHaveLength(1);
    expect(await conversation(message.conversation_id)).toMatchObject({ assignee: null, tags: ['after-failure'] });
    expect(eventSummary(await timeline(message.conversation_id)).slice(2)).toEqual([
      { type: 'action_failed', data: { action: 'teammates.assign', reason: expect.stringContaining(String(leaving.id)) }, actor: 'agent', agent: dana.id },
      { type: 'tagged', data: { tag: 'after-failure' }, actor: 'agent', agent: dana.id },
    ]);
  });

  it('runs no action for a message that was cancelled or failed', async () => {
    const cancelled = await compose({ delay: 30, content: { content: 'x', actions: [{ name: 'status.close' }] } });
    await cancel(cancelled.conversation_id, cancelled.id);
    relay.failNext(1, 554);
    const failed = await compose({ content: { content: 'x', actions: [{ name: 'status.close' }] } });
    await runJobsAt(later(60));
    for (const m of [cancelled, failed]) expect((await conversation(m.conversation_id)).status).toBe('opened');
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, ACTIONS_JOB));
    expect(queued.map((j) => j.payload.message_id)).not.toContain(cancelled.id);
    expect(queued.map((j) => j.payload.message_id)).not.toContain(failed.id);
  });
});

describe('a crash between the relay\'s acceptance and the record', () => {
  const sentJobsOf = (messageId: number) => t.database.db.select().from(jobs).where(and(eq(jobs.kind, SENT_JOB), eq(jobs.dedupeKey, `sent:${messageId}`)));
  const messageRow = async (id: number) => (await t.database.db.select().from(messages).where(eq(messages.id, id)))[0]!;
  const sentEvents = async (conversationId: number) => eventsOf(await timeline(conversationId)).filter((e) => e.type === 'message_sent');

  /** A send that got as far as the relay's acceptance and its one-statement record, then its process died. */
  async function diedAfterAcceptance(message: Message) {
    await t.database.db.update(messages).set({ status: 'sending' }).where(eq(messages.id, message.id));
    await t.database.db.update(jobs).set({ status: 'running', lockedBy: 'killed', lockedUntil: later(60), attempts: 1 }).where(eq(jobs.dedupeKey, `send:${message.id}`));
    const row = await messageRow(message.id);
    expect(await recordAccepted(t.database.db, message.id, clock, { html: row.html, text: row.text })).toBe(true);
  }

  it('completes the record itself right after the send, and leaves no job for it', async () => {
    const message = await compose();
    await runJobsAt(clock);
    expect(relay.messages).toHaveLength(1);
    expect(await sentEvents(message.conversation_id)).toHaveLength(1);
    expect(await sentJobsOf(message.id)).toEqual([]);
  });

  it('has a message the relay took recorded sent at once: it is not sent again, and its job completes the record a lease later, once', async () => {
    const message = await compose({ content: { content: '<p>Hi</p>', actions: [{ name: 'tag', data: { tag: 'after-crash' } }] } });
    await diedAfterAcceptance(message);
    expect(await messageOf(message)).toMatchObject({ status: 'sent', sent_at: clock.toISOString() });
    expect(await sentEvents(message.conversation_id)).toEqual([]);
    const sentAt = clock;

    // The dead process's send job is taken over once its lease ends: the message is sent already.
    await runJobsAt(later(61));
    expect(relay.messages).toHaveLength(0);
    expect(await sendJob(message.id)).toMatchObject({ status: 'done' });
    const events = await sentEvents(message.conversation_id);
    expect(events.map((e) => [e.actor.type, e.actor.agent?.id, e.created])).toEqual([['agent', dana.id, sentAt.toISOString()]]);
    expect(await conversation(message.conversation_id)).toMatchObject({ tags: ['after-crash'] });
    expect((await sentJobsOf(message.id)).map((j) => j.status)).toEqual(['done']);
    await runJobsAt(later(3600));
    expect(await sentEvents(message.conversation_id)).toHaveLength(1);
  });

  it('leaves the rest of the record to its job when a worker took the job first, so it is recorded once', async () => {
    const message = await compose();
    await diedAfterAcceptance(message);
    // The sender was held up for a minute; meanwhile a worker claimed the job that completes the record.
    await t.database.db.update(jobs).set({ status: 'running', lockedBy: 'other', lockedUntil: later(120) }).where(eq(jobs.dedupeKey, `sent:${message.id}`));
    await completeSentRecord(t.database.db, await messageRow(message.id), clock, logger);
    expect(await sentEvents(message.conversation_id)).toEqual([]);
    // That worker died too: its lease ends and the job runs again.
    await runJobsAt(later(121));
    expect(await sentEvents(message.conversation_id)).toHaveLength(1);
    expect(relay.messages).toHaveLength(0);
  });
});

describe('notes', () => {
  const note = (conversationId: number, json: unknown, key = org.api_key) => post(`/api/conversations/${conversationId}/notes`, json, key);

  it('adds an internal note to the timeline, by the agent, and sends nothing', async () => {
    const message = await compose({ delay: 60 });
    clock = later(5);
    const { status, body } = await note(message.conversation_id, { body: '  Refund approved by finance  ', agent_email: sam.email });
    expect(status).toBe(200);
    expect(NoteSchema.parse(body)).toEqual({
      id: expect.any(Number),
      conversation_id: message.conversation_id,
      body: 'Refund approved by finance',
      agent: { id: sam.id, name: sam.name, email: sam.email },
      created: clock.toISOString(),
    });
    const tl = await timeline(message.conversation_id);
    // The message and its message_scheduled event come first, the note 5 seconds later.
    expect(tl.entries.map((e) => e.type)).toEqual(['message', 'event', 'note']);
    expect(tl.entries[2]).toEqual({ type: 'note', note: body });
    expect(tl.conversation).toMatchObject({ updated: clock.toISOString(), message_count: 1 });
    await cancel(message.conversation_id, message.id);
    await runJobsAt(later(120));
    expect(relay.messages).toHaveLength(0);
  });

  it("answers 404 for an unknown conversation and another organization's conversation", async () => {
    expect((await note(987_654, { body: 'x', agent_id: dana.id })).status).toBe(404);
    const theirs = await compose({ channel_id: otherChannelId, agent_id: other.owner.id, delay: 30 }, other.api_key);
    const { status, body } = await note(theirs.conversation_id, { body: 'x', agent_id: dana.id });
    expect(status).toBe(404);
    expect(body.error).toBe('conversation not found');
    await cancel(theirs.conversation_id, theirs.id, other.api_key);
  });

  it.each<[string, { body?: string; agent_id?: string; agent_email?: string }, string | RegExp]>([
    ['an empty body', { body: '', agent_id: 'DANA' }, 'body must not be empty'],
    ['a blank body', { body: ' \n\t ', agent_id: 'DANA' }, 'body must not be empty'],
    ['no body', { agent_id: 'DANA' }, 'body is required'],
    ['no agent', { body: 'note' }, 'agent_id or agent_email is required'],
    ['an unknown agent', { body: 'note', agent_email: 'ghost@outbound-co.test' }, 'agent_email: no agent with the email ghost@outbound-co.test'],
    ["another organization's agent", { body: 'note', agent_id: 'OTHER' }, /^agent_id: agent \d+ not found$/],
  ])('answers 400 for %s', async (_label, json, error) => {
    const message = await compose({ delay: 30 });
    const resolved = { ...json, ...(json.agent_id === 'DANA' ? { agent_id: dana.id } : json.agent_id === 'OTHER' ? { agent_id: other.owner.id } : {}) };
    const { status, body } = await note(message.conversation_id, resolved);
    expect(status).toBe(400);
    expect(body.error).toMatch(error);
    expect((await timeline(message.conversation_id)).entries.filter((e) => e.type === 'note')).toEqual([]);
    await cancel(message.conversation_id, message.id);
  });
});
