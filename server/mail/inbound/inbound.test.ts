import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Suppression } from '#contract/suppressions';
import { ConversationSchema, TimelineSchema, type Conversation, type Timeline } from '#contract/conversations';
import { blobs, channels, contacts, conversations, messages } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createMailTransport, type MailTransport } from '../outbound/transport.ts';
import { startTestRelay, type TestRelay } from '#test/support/test-relay';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';

// The inbound SMTP listener on loopback, fed by nodemailer: routing by recipient, suppression, dedupe,
// threading, and what mail from the outside world may contain. The database is real (PGlite or PostgreSQL).

const logger = pino({ level: 'silent' });
let clock = new Date('2026-03-02T09:00:00.000Z');
const tick = (seconds = 60) => (clock = new Date(clock.getTime() + seconds * 1000));

let t: TestApp;
let listener: SmtpListener;
let relay: TestRelay;
let transport: MailTransport;
let alpha: CreatedOrganization;
let beta: CreatedOrganization;
let alphaAgent: { id: number; name: string; email: string };
const ALPHA_SUPPORT = 'support@alpha-inbound.test';
const ALPHA_BILLING = 'billing@alpha-inbound.test';
const BETA_HELP = 'help@beta-inbound.test';
const channelIds: Record<string, number> = {};

const newMessageId = (tag: string) => `<${tag}-${randomUUID()}@customer.example>`;

function client() {
  return nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true });
}

/** nodemailer's answer, or its error (responseCode, command) when the listener refused. */
async function deliver(mail: Mail.Options): Promise<{ info?: SMTPTransport.SentMessageInfo; error?: Error & { responseCode?: number; command?: string } }> {
  const transporter = client();
  try {
    return { info: await transporter.sendMail(mail) };
  } catch (error) {
    return { error: error as Error & { responseCode?: number; command?: string } };
  } finally {
    transporter.close();
  }
}

async function deliverRaw(raw: Buffer | string, envelope: { from: string; to: string[] }) {
  return deliver({ envelope, raw: Buffer.isBuffer(raw) ? raw : Buffer.from(raw, 'binary') });
}

/** The stored messages with this Message-ID header (any organization). */
async function storedWithId(messageIdHeader: string) {
  return t.database.db
    .select({ id: messages.id, organizationId: messages.organizationId, conversationId: messages.conversationId, channelId: conversations.channelId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.messageIdHeader, messageIdHeader))
    .orderBy(messages.id);
}

async function only(messageIdHeader: string) {
  const rows = await storedWithId(messageIdHeader);
  expect(rows, `one stored message with ${messageIdHeader}`).toHaveLength(1);
  return rows[0]!;
}

async function timeline(conversationId: number, key = alpha.api_key): Promise<Timeline> {
  const res = await t.request(`/api/conversations/${conversationId}/messages`, { key });
  expect(res.status).toBe(200);
  return TimelineSchema.parse(await res.json());
}

async function conversation(conversationId: number, key = alpha.api_key): Promise<Conversation> {
  const res = await t.request(`/api/conversations/${conversationId}`, { key });
  expect(res.status).toBe(200);
  return ConversationSchema.parse(await res.json());
}

const messagesOf = (tl: Timeline) => tl.entries.flatMap((e) => (e.type === 'message' ? [e.message] : []));
const eventsOf = (tl: Timeline) => tl.entries.flatMap((e) => (e.type === 'event' ? [e.event] : []));

async function countRows() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
  return row!.n;
}

async function suppressions(key = alpha.api_key): Promise<Suppression[]> {
  const res = await t.request('/api/contacts/suppressed', { key });
  expect(res.status).toBe(200);
  return (await res.json()) as Suppression[];
}

async function suppress(email: string, key = alpha.api_key) {
  const res = await t.request('/api/contacts/suppressed', { method: 'POST', key, json: { email } });
  expect(res.status, await res.clone().text()).toBe(200);
}

const blockedCount = async (email: string) => (await suppressions()).find((s) => s.email === email)?.blocked;

async function bulk(json: unknown, key = alpha.api_key) {
  const res = await t.request('/api/conversations/bulk', { method: 'POST', key, json });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Runs the queued sends (to the test relay) due at the current clock. */
async function runJobs() {
  const handlers = jobHandlers({ db: t.database.db, transport, logger });
  while ((await runDueJobs(t.database.db, handlers, { now: clock, workerId: 'inbound-test' })) > 0);
}

/** A customer's first mail to a channel: its conversation. */
async function newConversation(to: string, from = `customer-${randomUUID().slice(0, 8)}@customer.example`) {
  const messageId = newMessageId('first');
  const { error } = await deliver({ from, to, subject: 'Need help', text: 'Hello there', messageId });
  expect(error).toBeUndefined();
  return { ...(await only(messageId)), messageId, from };
}

/** An agent reply in the conversation, sent through the test relay: the Message-ID the customer's client sees. */
async function sentReply(conversationId: number, key = alpha.api_key, agentId = alphaAgent.id) {
  const res = await t.request(`/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    key,
    json: { content: { content: '<p>We are on it</p>' }, delay: 0, agent_id: agentId },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const before = relay.messages.length;
  await runJobs();
  expect(relay.messages.length).toBe(before + 1);
  return relay.messages.at(-1)!.messageId!;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.database.db;
  alpha = await t.createOrg('Alpha Inbound');
  beta = await t.createOrg('Beta Inbound');
  for (const [organizationId, email] of [
    [alpha.organization.id, ALPHA_SUPPORT],
    [alpha.organization.id, ALPHA_BILLING],
    [beta.organization.id, BETA_HELP],
  ] as const) {
    const [row] = await db.insert(channels).values({ organizationId, email, name: email.split('@')[0]! }).returning({ id: channels.id });
    channelIds[email] = row!.id;
  }
  alphaAgent = await createAgent(db, { organizationId: alpha.organization.id, email: 'dana@alpha-inbound.test', name: 'Dana Alpha', role: 'agent' });
  listener = await startSmtpListener({ db, logger, port: 0, host: '127.0.0.1', now: () => clock });
  relay = await startTestRelay();
  transport = createMailTransport({ relayUrl: relay.url, outboxDir: path.join(os.tmpdir(), 'unused-outbox') });
});
afterAll(async () => {
  await listener?.close();
  transport?.close();
  await relay?.close();
  await t?.close();
});
beforeEach(() => {
  tick();
});

describe('inbound mail: routing to the channel organization', () => {
  it('files a mail to a channel of org A as a new opened conversation of org A with a new trusted contact', async () => {
    const messageId = newMessageId('new');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x0d, 0x0a, 0x1a, 0x0a, 0x80, 0x7f]);
    const { info, error } = await deliver({
      from: 'Maria Lopez <Maria.Lopez@Customer.example>',
      to: `Alpha Support <${ALPHA_SUPPORT}>`,
      cc: 'Boss <boss@customer.example>',
      subject: 'Order #4411 never arrived',
      text: 'Hello,\nmy order never arrived.\n',
      html: '<p>Hello,</p><p>my order <b>never</b> arrived.</p>',
      messageId,
      attachments: [
        { filename: 'receipt.png', contentType: 'image/png', content: bytes },
        { filename: 'notes.txt', contentType: 'text/plain', content: 'line 1\r\nline 2\r\n' },
      ],
    });
    expect(error).toBeUndefined();
    expect(info!.accepted).toEqual([ALPHA_SUPPORT]);

    const stored = await only(messageId);
    expect(stored).toMatchObject({ organizationId: alpha.organization.id, channelId: channelIds[ALPHA_SUPPORT] });
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.email, 'maria.lopez@customer.example'));
    expect(contact).toMatchObject({ organizationId: alpha.organization.id, name: 'Maria Lopez', sessionUuid: null });

    const c = await conversation(stored.conversationId);
    expect(c).toMatchObject({
      subject: 'Order #4411 never arrived',
      status: 'opened',
      assignee: null,
      contact: { id: contact!.id, name: 'Maria Lopez', email: 'maria.lopez@customer.example' },
      channel_id: channelIds[ALPHA_SUPPORT],
      created: clock.toISOString(),
      waiting_since: clock.toISOString(),
      message_count: 1,
      preview: 'Hello, my order never arrived.',
    });
    const tl = await timeline(stored.conversationId);
    const [message] = messagesOf(tl);
    expect(message).toMatchObject({
      direction: 'inbound',
      status: 'received',
      agent: null,
      from: { name: 'Maria Lopez', email: 'maria.lopez@customer.example' },
      to: [{ name: 'Alpha Support', email: ALPHA_SUPPORT }],
      cc: [{ name: 'Boss', email: 'boss@customer.example' }],
      bcc: [],
      subject: 'Order #4411 never arrived',
      html: '<p>Hello,</p><p>my order <b>never</b> arrived.</p>',
      text: 'Hello,\nmy order never arrived.\n',
      send_at: null,
      sent_at: null,
      created: clock.toISOString(),
    });
    expect(message!.attachments.map((a) => [a.name, a.type, a.size])).toEqual([
      ['receipt.png', 'image/png', bytes.length],
      ['notes.txt', 'text/plain', 16],
    ]);
    const png = await t.request(message!.attachments[0]!.url, { key: alpha.api_key });
    expect(png.status).toBe(200);
    expect(Buffer.from(await png.arrayBuffer())).toEqual(bytes);
    const txt = await t.request(message!.attachments[1]!.url, { key: alpha.api_key });
    expect(Buffer.from(await txt.arrayBuffer())).toEqual(Buffer.from('line 1\r\nline 2\r\n'));

    // Invisible to the other organization.
    expect((await t.request(`/api/conversations/${stored.conversationId}`, { key: beta.api_key })).status).toBe(404);
    expect((await t.request(message!.attachments[0]!.url, { key: beta.api_key })).status).toBe(404);
  });

  it("files a mail from a known contact under that contact, keeping the contact's name", async () => {
    const [existing] = await t.database.db
      .insert(contacts)
      .values({ organizationId: alpha.organization.id, email: 'known@customer.example', name: 'Known Customer' })
      .returning({ id: contacts.id });
    const messageId = newMessageId('known');
    expect((await deliver({ from: 'Someone Else <KNOWN@customer.example>', to: ALPHA_SUPPORT, subject: 'Again', text: 'me again', messageId })).error).toBeUndefined();
    const c = await conversation((await only(messageId)).conversationId);
    expect(c.contact).toEqual({ id: existing!.id, name: 'Known Customer', email: 'known@customer.example' });
    const rows = await t.database.db.select().from(contacts).where(and(eq(contacts.organizationId, alpha.organization.id), eq(contacts.email, 'known@customer.example')));
    expect(rows).toHaveLength(1);
  });

  it('stores an HTML-only mail with a text version made from the HTML', async () => {
    const messageId = newMessageId('html');
    await deliver({ from: 'h@customer.example', to: ALPHA_SUPPORT, subject: 'HTML only', html: '<div>Only <i>HTML</i> here</div>', messageId });
    const [message] = messagesOf(await timeline((await only(messageId)).conversationId));
    // The MIME round trip ends the single text/html part with a line break.
    expect(message!.html!.trimEnd()).toBe('<div>Only <i>HTML</i> here</div>');
    expect(message!.text).toBe('Only HTML here');
  });

  it('routes by the recipient address case-insensitively, and a mail to a channel of org B lands in org B', async () => {
    const messageId = newMessageId('beta');
    const { error } = await deliver({ from: 'b@customer.example', to: 'HELP@Beta-Inbound.TEST', subject: 'For beta', text: 'x', messageId });
    expect(error).toBeUndefined();
    const stored = await only(messageId);
    expect(stored).toMatchObject({ organizationId: beta.organization.id, channelId: channelIds[BETA_HELP] });
    expect((await conversation(stored.conversationId, beta.api_key)).status).toBe('opened');
    expect((await t.request(`/api/conversations/${stored.conversationId}`, { key: alpha.api_key })).status).toBe(404);
  });

  it('refuses an unknown recipient with 550 at RCPT and stores nothing', async () => {
    const before = await countRows();
    const { error } = await deliver({ from: 'x@customer.example', to: 'nobody@alpha-inbound.test', subject: 'Lost', text: 'x', messageId: newMessageId('lost') });
    expect(error).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    expect(await countRows()).toBe(before);
  });

  it('delivers to the known recipient when the other of two recipients is unknown', async () => {
    const messageId = newMessageId('half');
    const { info, error } = await deliver({ from: 'x@customer.example', to: ['nobody@alpha-inbound.test', ALPHA_SUPPORT], subject: 'Half', text: 'x', messageId });
    expect(error).toBeUndefined();
    expect(info!.accepted).toEqual([ALPHA_SUPPORT]);
    expect(info!.rejected).toEqual(['nobody@alpha-inbound.test']);
    expect(await only(messageId)).toMatchObject({ organizationId: alpha.organization.id, channelId: channelIds[ALPHA_SUPPORT] });
  });

  it('files one mail sent to channels of two organizations once in each', async () => {
    const messageId = newMessageId('both');
    const { info } = await deliver({ from: 'x@customer.example', to: [ALPHA_SUPPORT, BETA_HELP], subject: 'Both', text: 'x', messageId });
    expect(info!.accepted).toEqual([ALPHA_SUPPORT, BETA_HELP]);
    const rows = await storedWithId(messageId);
    expect(rows.map((r) => [r.organizationId, r.channelId])).toEqual([
      [alpha.organization.id, channelIds[ALPHA_SUPPORT]],
      [beta.organization.id, channelIds[BETA_HELP]],
    ]);
  });

  it('refuses a message larger than 25 MB with 552 and stores nothing', async () => {
    const before = await countRows();
    const line = `${'x'.repeat(998)}\r\n`;
    const body = Buffer.alloc(26 * 1024 * 1024, line);
    const head = Buffer.from(`From: big@customer.example\r\nTo: ${ALPHA_SUPPORT}\r\nSubject: Too big\r\nMessage-ID: ${newMessageId('big')}\r\n\r\n`);
    const { error } = await deliverRaw(Buffer.concat([head, body]), { from: 'big@customer.example', to: [ALPHA_SUPPORT] });
    expect(error).toMatchObject({ responseCode: 552 });
    expect(await countRows()).toBe(before);
  });
});

describe('inbound mail: suppression', () => {
  it('refuses mail from a suppressed address with 550, stores nothing and counts it on the entry', async () => {
    await suppress('spammer@spam-one.example');
    const before = await countRows();
    const messageId = newMessageId('spam');
    const { error } = await deliver({ from: 'Spammer <Spammer@spam-one.example>', to: ALPHA_SUPPORT, subject: 'Buy now', text: 'x', messageId });
    expect(error?.responseCode).toBe(550);
    expect(await countRows()).toBe(before);
    expect(await storedWithId(messageId)).toEqual([]);
    expect(await blockedCount('spammer@spam-one.example')).toBe(1);
    // The same sender can still write to another organization, where it is not suppressed.
    const other = newMessageId('spam-beta');
    expect((await deliver({ from: 'spammer@spam-one.example', to: BETA_HELP, subject: 'Hi', text: 'x', messageId: other })).error).toBeUndefined();
    expect(await only(other)).toMatchObject({ organizationId: beta.organization.id });
    expect(await blockedCount('spammer@spam-one.example')).toBe(1);
  });

  it('refuses an address under a suppressed *@domain and counts it on the domain entry', async () => {
    await suppress('*@spam-domain.example');
    const before = await countRows();
    const { error } = await deliver({ from: 'anyone@spam-domain.example', to: ALPHA_SUPPORT, subject: 'x', text: 'x', messageId: newMessageId('dom') });
    expect(error?.responseCode).toBe(550);
    const second = await deliver({ from: 'other@SPAM-DOMAIN.example', to: ALPHA_BILLING, subject: 'x', text: 'x', messageId: newMessageId('dom2') });
    expect(second.error?.responseCode).toBe(550);
    expect(await countRows()).toBe(before);
    expect(await blockedCount('*@spam-domain.example')).toBe(2);
    // A subdomain is another domain.
    const sub = newMessageId('subdomain');
    expect((await deliver({ from: 'a@mail.spam-domain.example', to: ALPHA_SUPPORT, subject: 'x', text: 'x', messageId: sub })).error).toBeUndefined();
    expect(await storedWithId(sub)).toHaveLength(1);
  });

  it('refuses mail whose envelope sender (MAIL FROM) is suppressed while the From header is not', async () => {
    await suppress('bounces@bulk-mailer.example');
    const before = await countRows();
    const { error } = await deliver({
      from: 'Friendly <friendly@customer.example>',
      envelope: { from: 'bounces@bulk-mailer.example', to: [ALPHA_SUPPORT] },
      to: ALPHA_SUPPORT,
      subject: 'Hello',
      text: 'x',
      messageId: newMessageId('env'),
    });
    expect(error).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    expect(await countRows()).toBe(before);
    expect(await blockedCount('bounces@bulk-mailer.example')).toBe(1);
  });

  it('refuses mail whose From header is suppressed while the envelope sender is not, counted once for the message', async () => {
    await suppress('hidden@spam-two.example');
    const before = await countRows();
    const { error } = await deliver({
      from: 'hidden@spam-two.example',
      envelope: { from: 'relay-bounce@isp.example', to: [ALPHA_SUPPORT, ALPHA_BILLING] },
      to: [ALPHA_SUPPORT, ALPHA_BILLING],
      subject: 'x',
      text: 'x',
      messageId: newMessageId('hdr'),
    });
    expect(error).toMatchObject({ responseCode: 550, command: 'DATA' });
    expect(await countRows()).toBe(before);
    expect(await blockedCount('hidden@spam-two.example')).toBe(1);
  });

  it('lets mail from other senders arrive meanwhile', async () => {
    const messageId = newMessageId('fine');
    const { error } = await deliver({ from: 'fine@spam-one.example', to: ALPHA_SUPPORT, subject: 'Legit', text: 'x', messageId });
    expect(error).toBeUndefined();
    expect(await storedWithId(messageId)).toHaveLength(1);
  });
});

describe('inbound mail: duplicates', () => {
  it('stores a Message-ID delivered twice only once, and answers 250 both times', async () => {
    const messageId = newMessageId('dup');
    const mail = { from: 'dup@customer.example', to: ALPHA_SUPPORT, subject: 'Dup', text: 'once', messageId };
    expect((await deliver(mail)).error).toBeUndefined();
    expect((await deliver(mail)).error).toBeUndefined();
    const [stored] = await storedWithId(messageId);
    expect(await storedWithId(messageId)).toHaveLength(1);
    expect((await conversation(stored!.conversationId)).message_count).toBe(1);
  });

  it('stores a Message-ID delivered twice at the same moment only once', async () => {
    const messageId = newMessageId('race');
    const mail = { from: 'race@customer.example', to: ALPHA_SUPPORT, subject: 'Race', text: 'once', messageId };
    const results = await Promise.all([deliver(mail), deliver(mail), deliver(mail)]);
    expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined]);
    expect(await storedWithId(messageId)).toHaveLength(1);
  });
});

describe('inbound mail: threading', () => {
  it('files a customer reply to our sent reply in the same conversation, reopening it when closed', async () => {
    const first = await newConversation(ALPHA_SUPPORT);
    const ourId = await sentReply(first.conversationId);
    expect((await conversation(first.conversationId)).waiting_since).toBeNull();
    await bulk({ ids: [first.conversationId], status: 'CLOSED' });
    tick();

    const replyId = newMessageId('reply');
    const { error } = await deliver({ from: first.from, to: ALPHA_SUPPORT, subject: 'Re: Need help', text: 'Still broken', messageId: replyId, inReplyTo: ourId, references: [first.messageId, ourId] });
    expect(error).toBeUndefined();
    expect(await only(replyId)).toMatchObject({ conversationId: first.conversationId });

    const c = await conversation(first.conversationId);
    expect(c).toMatchObject({ status: 'opened', waiting_since: clock.toISOString(), message_count: 3, preview: 'Still broken' });
    const reopened = eventsOf(await timeline(first.conversationId)).filter((e) => e.type === 'status_changed');
    expect(reopened.at(-1)).toMatchObject({
      data: { from: 'closed', to: 'opened', reason: 'customer_reply' },
      actor: { type: 'contact', agent: null, api_key_id: null },
      created: clock.toISOString(),
    });
  });

  it('reopens a snoozed conversation on a customer reply and clears its snooze time', async () => {
    const first = await newConversation(ALPHA_SUPPORT);
    const ourId = await sentReply(first.conversationId);
    await bulk({ ids: [first.conversationId], status: 'SNOOZED', snooze_until: new Date(clock.getTime() + 86_400_000).toISOString() });
    expect((await conversation(first.conversationId)).status).toBe('snoozed');
    tick();
    const replyId = newMessageId('snz');
    await deliver({ from: first.from, to: ALPHA_SUPPORT, subject: 'Re: Need help', text: 'Any news?', messageId: replyId, inReplyTo: ourId });
    expect(await only(replyId)).toMatchObject({ conversationId: first.conversationId });
    expect(await conversation(first.conversationId)).toMatchObject({ status: 'opened', snooze_until: null, waiting_since: clock.toISOString() });
    expect(eventsOf(await timeline(first.conversationId)).filter((e) => e.type === 'status_changed').at(-1)!.data).toEqual({
      from: 'snoozed',
      to: 'opened',
      reason: 'customer_reply',
    });
  });

  it('keeps the status and the running wait of an opened conversation a customer writes to again', async () => {
    const first = await newConversation(ALPHA_SUPPORT);
    const started = (await conversation(first.conversationId)).waiting_since;
    tick();
    const second = newMessageId('again');
    await deliver({ from: first.from, to: ALPHA_SUPPORT, subject: 'Re: Need help', text: 'Hello?', messageId: second, inReplyTo: first.messageId });
    expect(await only(second)).toMatchObject({ conversationId: first.conversationId });
    expect(await conversation(first.conversationId)).toMatchObject({ status: 'opened', waiting_since: started });
    expect(eventsOf(await timeline(first.conversationId)).filter((e) => e.type === 'status_changed')).toEqual([]);
  });

  it('threads a mail that has only a References header', async () => {
    const first = await newConversation(ALPHA_SUPPORT);
    const ourId = await sentReply(first.conversationId);
    const replyId = newMessageId('refs');
    await deliver({ from: first.from, to: ALPHA_SUPPORT, subject: 'Another subject entirely', text: 'refs only', messageId: replyId, references: [newMessageId('unknown'), ourId] });
    expect(await only(replyId)).toMatchObject({ conversationId: first.conversationId });
  });

  it("opens a new conversation in the right organization for a forged In-Reply-To of another organization's Message-ID", async () => {
    const theirs = await newConversation(BETA_HELP);
    const theirReply = await sentReply(theirs.conversationId, beta.api_key, beta.owner.id);
    const betaBefore = await timeline(theirs.conversationId, beta.api_key);

    const forged = newMessageId('forged');
    const { error } = await deliver({ from: 'attacker@evil.example', to: ALPHA_SUPPORT, subject: 'Re: Need help', text: 'forged', messageId: forged, inReplyTo: theirReply, references: [theirs.messageId, theirReply] });
    expect(error).toBeUndefined();
    const stored = await only(forged);
    expect(stored.organizationId).toBe(alpha.organization.id);
    expect(stored.channelId).toBe(channelIds[ALPHA_SUPPORT]);
    expect(stored.conversationId).not.toBe(theirs.conversationId);
    expect(await conversation(stored.conversationId)).toMatchObject({ message_count: 1, contact: { email: 'attacker@evil.example' } });
    // The other organization's conversation is exactly as it was.
    expect(await timeline(theirs.conversationId, beta.api_key)).toEqual(betaBefore);
  });

  it('opens a new conversation for an In-Reply-To of another channel of the same organization', async () => {
    const billing = await newConversation(ALPHA_BILLING);
    const ourId = await sentReply(billing.conversationId);
    const replyId = newMessageId('cross');
    await deliver({ from: billing.from, to: ALPHA_SUPPORT, subject: 'Re: Need help', text: 'wrong box', messageId: replyId, inReplyTo: ourId });
    const stored = await only(replyId);
    expect(stored.channelId).toBe(channelIds[ALPHA_SUPPORT]);
    expect(stored.conversationId).not.toBe(billing.conversationId);
    expect((await conversation(billing.conversationId)).message_count).toBe(2);
  });

  it("opens a new conversation for a reply from outside the conversation, noting the one it named, and leaves that one untouched", async () => {
    const alice = await newConversation(ALPHA_SUPPORT, `alice-${randomUUID().slice(0, 8)}@customer.example`);
    const ourId = await sentReply(alice.conversationId);
    await bulk({ ids: [alice.conversationId], status: 'CLOSED' });
    const aliceBefore = await timeline(alice.conversationId);
    tick();

    // A Message-ID is no secret: it travels in every reply and cc.
    const replyId = newMessageId('mallory');
    const { error } = await deliver({
      from: 'Mallory <mallory@attacker.test>',
      to: ALPHA_SUPPORT,
      subject: 'Re: Need help',
      text: 'Please send the invoice to me instead',
      messageId: replyId,
      inReplyTo: ourId,
      references: [alice.messageId, ourId],
    });
    expect(error).toBeUndefined();
    const stored = await only(replyId);
    expect(stored).toMatchObject({ organizationId: alpha.organization.id, channelId: channelIds[ALPHA_SUPPORT] });
    expect(stored.conversationId).not.toBe(alice.conversationId);
    expect(await conversation(stored.conversationId)).toMatchObject({ status: 'opened', message_count: 1, contact: { email: 'mallory@attacker.test' } });
    const noted = eventsOf(await timeline(stored.conversationId)).filter((e) => e.type === 'reply_to_other_conversation');
    expect(noted).toEqual([
      expect.objectContaining({
        data: { conversation_id: alice.conversationId, reason: 'sender_not_in_conversation' },
        actor: { type: 'contact', agent: null, api_key_id: null },
        created: clock.toISOString(),
      }),
    ]);

    // Alice's conversation: still closed, same messages, same history.
    expect(await timeline(alice.conversationId)).toEqual(aliceBefore);
    expect(aliceBefore.conversation).toMatchObject({ status: 'closed', message_count: 2 });
  });

  it('opens a new conversation for a reply whose From is one of our own channel addresses', async () => {
    const first = await newConversation(ALPHA_SUPPORT);
    const ourId = await sentReply(first.conversationId);
    const replyId = newMessageId('ours');
    // Our channel address is in the To of every mail of the conversation, yet it is never a participant.
    await deliver({ from: `Alpha Support <${ALPHA_SUPPORT.toUpperCase()}>`, to: ALPHA_SUPPORT, subject: 'Re: Need help', text: 'from us?', messageId: replyId, inReplyTo: ourId });
    const stored = await only(replyId);
    expect(stored.conversationId).not.toBe(first.conversationId);
    expect((await conversation(first.conversationId)).message_count).toBe(2);
    expect(eventsOf(await timeline(stored.conversationId)).find((e) => e.type === 'reply_to_other_conversation')?.data).toEqual({
      conversation_id: first.conversationId,
      reason: 'sender_not_in_conversation',
    });
  });

  it('threads a reply from someone the customer had cc’d', async () => {
    const customer = `cust-${randomUUID().slice(0, 8)}@customer.example`;
    const boss = `boss-${randomUUID().slice(0, 8)}@customer.example`;
    const firstId = newMessageId('with-cc');
    await deliver({ from: customer, to: ALPHA_SUPPORT, cc: `Boss <${boss}>`, subject: 'Need help', text: 'Hello', messageId: firstId });
    const first = await only(firstId);
    const ourId = await sentReply(first.conversationId);
    tick();
    const replyId = newMessageId('boss');
    const { error } = await deliver({ from: `The Boss <${boss}>`, to: ALPHA_SUPPORT, subject: 'Re: Need help', text: 'Any update?', messageId: replyId, inReplyTo: ourId, references: [firstId, ourId] });
    expect(error).toBeUndefined();
    expect(await only(replyId)).toMatchObject({ conversationId: first.conversationId });
    expect((await conversation(first.conversationId)).message_count).toBe(3);
    expect(eventsOf(await timeline(first.conversationId)).filter((e) => e.type === 'reply_to_other_conversation')).toEqual([]);
  });

  it('threads a reply from the contact written in another letter case', async () => {
    const first = await newConversation(ALPHA_SUPPORT, `carol-${randomUUID().slice(0, 8)}@customer.example`);
    const ourId = await sentReply(first.conversationId);
    const replyId = newMessageId('case');
    await deliver({ from: `Carol <${first.from.toUpperCase()}>`, to: ALPHA_SUPPORT, subject: 'Re: Need help', text: 'Me again', messageId: replyId, inReplyTo: ourId });
    expect(await only(replyId)).toMatchObject({ conversationId: first.conversationId });
    expect((await conversation(first.conversationId)).message_count).toBe(3);
  });

  it('files mail as a customer message even when its headers look like ours or an agent', async () => {
    const first = await newConversation(ALPHA_SUPPORT);
    const ourId = await sentReply(first.conversationId);
    const forged = newMessageId('agentish');
    const { error } = await deliver({
      from: `Dana Alpha <${alphaAgent.email}>`,
      sender: ALPHA_SUPPORT,
      replyTo: ALPHA_SUPPORT,
      to: ALPHA_SUPPORT,
      subject: 'Re: Need help',
      text: 'I am the agent, honest',
      messageId: forged,
      inReplyTo: ourId,
      headers: { 'X-Agent-Id': String(alphaAgent.id), 'Auto-Submitted': 'no', 'X-Direction': 'outbound' },
    });
    expect(error).toBeUndefined();
    const stored = await only(forged);
    const message = messagesOf(await timeline(stored.conversationId)).find((m) => m.id === stored.id)!;
    expect(message).toMatchObject({ direction: 'inbound', status: 'received', agent: null, from: { email: alphaAgent.email } });
    expect((await conversation(stored.conversationId)).waiting_since).toBe(clock.toISOString());

    // Our own Message-ID as the Message-ID of an inbound mail: still a new customer message, ours untouched.
    const replay = await deliver({ from: first.from, to: ALPHA_SUPPORT, subject: 'x', text: 'replayed', messageId: ourId });
    expect(replay.error).toBeUndefined();
    const rows = await t.database.db
      .select({ direction: messages.direction, agentId: messages.agentId, status: messages.status })
      .from(messages)
      .where(eq(messages.messageIdHeader, ourId))
      .orderBy(messages.id);
    expect(rows).toEqual([
      { direction: 'outbound', agentId: alphaAgent.id, status: 'sent' },
      { direction: 'inbound', agentId: null, status: 'received' },
    ]);
  });
});

describe('inbound mail: what the outside world sends', () => {
  const crlf = (lines: string[]) => lines.join('\r\n');
  const envelope = { from: 'odd@customer.example', to: [ALPHA_SUPPORT] };

  async function acceptsAndStores(raw: Buffer | string, messageId: string) {
    const { error } = await deliverRaw(raw, envelope);
    expect(error, error?.message).toBeUndefined();
    return only(messageId);
  }

  it('stores a mail with NUL characters in its subject, body and HTML, without them', async () => {
    const messageId = newMessageId('nul');
    const stored = await acceptsAndStores(
      crlf([
        'From: "Nul\0Name" <odd@customer.example>',
        `To: ${ALPHA_SUPPORT}`,
        'Subject: Hello\0World',
        `Message-ID: ${messageId}`,
        'MIME-Version: 1.0',
        'Content-Type: multipart/alternative; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'plain\0text',
        '--b1',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>html\0body</p>',
        '--b1--',
        '',
      ]),
      messageId,
    );
    const [message] = messagesOf(await timeline(stored.conversationId));
    expect(message).toMatchObject({ subject: 'HelloWorld', text: 'plaintext', html: '<p>htmlbody</p>', from: { name: 'NulName', email: 'odd@customer.example' } });
  });

  it('stores a mail with NUL characters in its addresses and threading headers', async () => {
    const messageId = newMessageId('nul-headers');
    const stored = await acceptsAndStores(
      crlf([
        'From: "A\0B" <odd\0x@customer.example>',
        `To: "Sup\0port" <${ALPHA_SUPPORT}>`,
        'Cc: "C\0C" <c\0c@customer.example>',
        `Message-ID: ${messageId}`,
        'In-Reply-To: <bro\0ken@customer.example>',
        'References: <ref\0one@customer.example> <ref-two@customer.example>',
        'Subject: NUL in headers',
        '',
        'body',
        '',
      ]),
      messageId,
    );
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, stored.id));
    expect(JSON.stringify(row)).not.toContain('\\u0000');
    expect(row!.fromEmail).toBe('oddx@customer.example');
    expect(row!.to).toEqual([{ name: 'Support', email: ALPHA_SUPPORT }]);
    expect(row!.inReplyTo).toBe('<broken@customer.example>');
  });

  it.each([
    ['an unknown charset', ['Content-Type: text/plain; charset="x-no-such-charset"', 'Content-Transfer-Encoding: 8bit', '', 'caf\xe9 cr\xe8me']],
    ['8-bit Latin-1 without a charset', ['Content-Transfer-Encoding: 8bit', '', 'na\xefve r\xe9sum\xe9']],
    ['invalid base64', ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', '!!!not*base64***', '@@@@']],
    ['invalid quoted-printable', ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable', '', 'bad =ZZ escape =', 'and a soft break']],
    ['an unknown transfer encoding', ['Content-Type: text/plain', 'Content-Transfer-Encoding: x-uuencode-ish', '', 'whatever']],
    ['a multipart without its closing boundary', ['MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="zz"', '', '--zz', 'Content-Type: text/plain', '', 'open ended']],
    ['a multipart without a boundary parameter', ['MIME-Version: 1.0', 'Content-Type: multipart/mixed', '', 'no boundary at all']],
    ['an attachment with a NUL and slashes in its name', ['MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="q"', '', '--q', 'Content-Type: text/plain', '', 'see file', '--q', 'Content-Type: application/octet-stream; name="../ev\0il/x.bin"', 'Content-Disposition: attachment; filename="../ev\0il/x.bin"', 'Content-Transfer-Encoding: base64', '', 'AAECAw==', '--q--']],
    ['a very long header line', [`X-Long: ${'y'.repeat(20_000)}`, '', 'long header']],
  ])('accepts and stores a mail with %s', async (_label, rest) => {
    const messageId = newMessageId('odd');
    const raw = crlf([`From: odd@customer.example`, `To: ${ALPHA_SUPPORT}`, `Subject: odd`, `Message-ID: ${messageId}`, ...rest, '']);
    const stored = await acceptsAndStores(raw, messageId);
    const [message] = messagesOf(await timeline(stored.conversationId));
    expect(message!.direction).toBe('inbound');
    for (const a of message!.attachments) expect(a.name).not.toMatch(/[/\\\0]/);
  });

  it.each([
    ['an encoded-word subject in ISO-2022-JP', 'Subject: =?ISO-2022-JP?B?GyRCJDMkcyRLJEEkTxsoQg==?=', 'こんにちは'],
    ['a broken encoded-word subject', 'Subject: =?utf-8?Q?caf=C3=A9_?= =?bogus?X?zz?=', 'café'],
    ['a raw UTF-8 subject', 'Subject: Gr\xc3\xbc\xc3\x9fe \xf0\x9f\x99\x82', 'Grüße 🙂'],
  ])('accepts and stores %s', async (_label, subjectLine, expected) => {
    const messageId = newMessageId('subj');
    const raw = crlf([`From: odd@customer.example`, `To: ${ALPHA_SUPPORT}`, subjectLine, `Message-ID: ${messageId}`, '', 'x', '']);
    const stored = await acceptsAndStores(raw, messageId);
    expect((await conversation(stored.conversationId)).subject).toContain(expected);
  });

  it('stores attachment names without CR/LF, control characters or bidirectional overrides', async () => {
    const messageId = newMessageId('names');
    const { error } = await deliver({
      from: 'names@customer.example',
      to: ALPHA_SUPPORT,
      subject: 'names',
      text: 'files',
      messageId,
      attachments: [
        { filename: 'evil\u202Egpj.exe', content: Buffer.from('MZ') },
        { filename: 'split\u2066name\u2069.txt', content: 'x' },
      ],
    });
    expect(error).toBeUndefined();
    const stored = await only(messageId);
    const [message] = messagesOf(await timeline(stored.conversationId));
    expect(message!.attachments.map((a) => a.name)).toEqual(['evilgpj.exe', 'splitname.txt']);
  });

  it('stores the files of a mail delivered twice only once', async () => {
    const messageId = newMessageId('twice-files');
    const mail = { from: 'twice@customer.example', to: ALPHA_SUPPORT, subject: 'twice', text: 'x', messageId, attachments: [{ filename: 'a.bin', content: Buffer.alloc(1000, 1) }] };
    const blobsBefore = await t.database.db.$count(blobs);
    expect((await deliver(mail)).error).toBeUndefined();
    expect((await deliver(mail)).error).toBeUndefined();
    expect(await t.database.db.$count(blobs)).toBe(blobsBefore + 1);
  });

  it('accepts a mail without From and Message-ID headers, filing it under the envelope sender', async () => {
    const before = await countRows();
    const { error } = await deliverRaw(crlf([`To: ${ALPHA_SUPPORT}`, 'Subject: anonymous', '', 'who am I', '']), { from: 'Envelope.Only@customer.example', to: [ALPHA_SUPPORT] });
    expect(error).toBeUndefined();
    expect(await countRows()).toBe(before + 1);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.subject, 'anonymous'));
    expect(row).toMatchObject({ fromEmail: 'envelope.only@customer.example', direction: 'inbound' });
    expect(row!.messageIdHeader).toMatch(/^<.+>$/);
  });

  it('accepts a mail whose From header holds no address', async () => {
    const messageId = newMessageId('group');
    const stored = await acceptsAndStores(crlf(['From: undisclosed-recipients:;', `To: ${ALPHA_SUPPORT}`, `Message-ID: ${messageId}`, 'Subject: group', '', 'x', '']), messageId);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, stored.id));
    expect(row!.fromEmail).toBe('odd@customer.example');
  });
});
