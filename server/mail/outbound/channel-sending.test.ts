import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TimelineSchema, type Message } from '#contract/conversations';
import { contacts, conversations } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { startTestRelay, type TestRelay } from '#test/support/test-relay';
import { createMailTransport, type MailTransport } from './transport.ts';

// Sending from a channel: its signature, filled for the conversation and the agent, appended once to both parts
// of the message when it is built for sending (never to the message as written, nor twice on a retry); and a
// disabled channel, which compose refuses while replies in its conversations still go out.

const logger = pino({ level: 'silent' });
let clock = new Date('2026-05-04T08:00:00.000Z');
let t: TestApp;
let relay: TestRelay;
let transport: MailTransport;
let org: CreatedOrganization;
let dana: { id: number };
const channel = { signed: 0, plain: 0 };
const SIGNATURE = 'Kind regards,\n{{agent.first_name}} from {{organization.name}}\nP.S. {{contact.first_name | friend}}: <3 & co';
let seq = 0;

async function api<T>(method: string, url: string, json?: unknown): Promise<{ status: number; body: T }> {
  const res = await t.request(`/api${url}`, { method, key: org.api_key, ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: (await res.json()) as T };
}

async function compose(channelId: number, to = `Maria Lopez <maria${++seq}@customer.example>`) {
  const { status, body } = await api<Message & { error?: string }>('POST', '/conversations/compose', {
    channel_id: channelId,
    to,
    subject: 'Your order',
    content: { content: '<p>Your order <b>shipped</b>.</p>' },
    agent_id: dana.id,
    delay: 0,
  });
  return { status, body };
}

async function runJobs() {
  clock = new Date(clock.getTime() + 60_000);
  const handlers = jobHandlers({ db: t.database.db, transport, logger });
  for (let n = -1; n !== 0; ) n = await runDueJobs(t.database.db, handlers, { now: clock, workerId: 'channel-sending-test' });
}

async function storedMessage(m: { id: number; conversation_id: number }): Promise<Message> {
  const timeline = TimelineSchema.parse((await api('GET', `/conversations/${m.conversation_id}/messages`)).body);
  const entry = timeline.entries.find((e) => e.type === 'message' && e.message.id === m.id);
  return (entry as { message: Message }).message;
}

const SIGNED_HTML =
  '<div class="inbox-signature" style="margin-top:16px;color:#475569">Kind regards,<br>Dana from Signing Co<br>P.S. Maria: &lt;3 &amp; co</div>';
const SIGNED_TEXT = '-- \nKind regards,\nDana from Signing Co\nP.S. Maria: <3 & co';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  org = await t.createOrg('Signing Co');
  dana = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'dana@signing.test', name: 'Dana Sender', role: 'agent' });
  channel.signed = (await api<{ id: number }>('POST', '/channels', { email: 'support@signing.test', name: 'Support', signature: SIGNATURE })).body.id;
  channel.plain = (await api<{ id: number }>('POST', '/channels', { email: 'sales@signing.test', name: 'Sales' })).body.id;
  relay = await startTestRelay();
  transport = createMailTransport({ relayUrl: relay.url, outboxDir: path.join(os.tmpdir(), 'never-used-outbox') });
});
afterAll(async () => {
  transport?.close();
  await relay?.close();
  await t?.close();
});
beforeEach(() => relay.reset());

describe("a channel's signature", () => {
  it('is appended to the HTML and text parts when the message is sent, filled and escaped; the thread then shows it', async () => {
    const { status, body: message } = await compose(channel.signed);
    expect(status).toBe(200);
    // As written: no signature while it waits (an Undo gives the agent back what they wrote).
    expect(message.html).toBe('<p>Your order <b>shipped</b>.</p>');
    expect((await storedMessage(message)).html).not.toContain('inbox-signature');

    await runJobs();
    expect(relay.messages).toHaveLength(1);
    const { parsed } = relay.messages[0]!;
    expect(parsed.html).toBe(`<p>Your order <b>shipped</b>.</p>${SIGNED_HTML}`);
    expect(parsed.text?.replace(/\r\n/g, '\n').trimEnd()).toBe(`Your order shipped.\n\n${SIGNED_TEXT}`);

    const sent = await storedMessage(message);
    expect(sent.status).toBe('sent');
    expect(sent.html).toBe(parsed.html);
  });

  it('is filled for each conversation: a reply to another customer names them', async () => {
    const { body: first } = await compose(channel.signed, 'Jo Park <jo@customer.example>');
    await runJobs();
    relay.reset();
    const reply = await api<Message>('POST', `/conversations/${first.conversation_id}/messages`, {
      content: { content: '<p>One more thing.</p>' },
      agent_id: dana.id,
      delay: 0,
    });
    expect(reply.status).toBe(200);
    await runJobs();
    expect(relay.messages[0]!.parsed.html).toBe(
      '<p>One more thing.</p><div class="inbox-signature" style="margin-top:16px;color:#475569">Kind regards,<br>Dana from Signing Co<br>P.S. Jo: &lt;3 &amp; co</div>',
    );
  });

  it('is appended once, also when the first attempt failed and the send was retried', async () => {
    relay.failNext(1, 451);
    const { body: message } = await compose(channel.signed);
    await runJobs();
    expect(relay.messages).toHaveLength(0);
    clock = new Date(clock.getTime() + 3_600_000);
    await runJobs();
    expect(relay.messages).toHaveLength(1);
    const { parsed } = relay.messages[0]!;
    expect(String(parsed.html).split('inbox-signature')).toHaveLength(2);
    expect(String(parsed.text).split('\n-- \n')).toHaveLength(2);
    expect((await storedMessage(message)).html!.split('inbox-signature')).toHaveLength(2);
  });

  it('changes nothing on a channel without one, and an edited signature applies to what is sent next', async () => {
    await compose(channel.plain);
    await runJobs();
    expect(relay.messages[0]!.parsed.html).toBe('<p>Your order <b>shipped</b>.</p>');
    expect(relay.messages[0]!.parsed.text).not.toContain('-- ');

    relay.reset();
    expect((await api('PATCH', `/channels/${channel.plain}`, { signature: 'The {{organization.name}} sales team' })).status).toBe(200);
    await compose(channel.plain);
    await runJobs();
    expect(relay.messages[0]!.parsed.html).toContain('>The Signing Co sales team</div>');
  });
});

describe('a disabled channel', () => {
  it('cannot be composed from: 400 naming the channel; replies in its conversations are still sent', async () => {
    const { body: earlier } = await compose(channel.plain);
    await runJobs();
    relay.reset();
    expect((await api('PATCH', `/channels/${channel.plain}`, { active: false })).status).toBe(200);

    expect(await compose(channel.plain)).toEqual({
      status: 400,
      body: { error: 'channel_id: the channel sales@signing.test is disabled; enable it under Settings, Mailboxes, or send from another channel' },
    });
    const reply = await api('POST', `/conversations/${earlier.conversation_id}/messages`, { content: { content: '<p>Still here.</p>' }, agent_id: dana.id, delay: 0 });
    expect(reply.status).toBe(200);
    await runJobs();
    expect(relay.messages.map((m) => m.envelope.from)).toEqual(['sales@signing.test']);
  });
});

describe("the organization's own mailboxes", () => {
  it('are no recipients of a reply: named in a 400, given or as the contact, and nothing goes out', async () => {
    const { body: first } = await compose(channel.signed);
    await runJobs();
    relay.reset();
    const reply = (json: Record<string, unknown>) =>
      api<{ error?: string }>('POST', `/conversations/${first.conversation_id}/messages`, { content: { content: '<p>Hi</p>' }, agent_id: dana.id, delay: 0, ...json });
    const own = (field: string) => ({
      status: 400,
      body: { error: `${field}: sales@signing.test is the address of your mailbox Sales: mail sent there would come back in as a new conversation` },
    });
    expect(await reply({ to: 'Sales <SALES@signing.test>' })).toEqual(own('to'));
    expect(await reply({ cc: 'boss@customer.example, sales@signing.test' })).toEqual(own('cc'));
    expect(await reply({ bcc: 'sales@signing.test' })).toEqual(own('bcc'));
    // A conversation whose contact is one of the mailboxes (mail from one of them to another): its default recipient.
    const [row] = await t.database.db.select({ contactId: conversations.contactId }).from(conversations).where(eq(conversations.id, first.conversation_id));
    await t.database.db.update(contacts).set({ email: 'sales@signing.test' }).where(eq(contacts.id, row!.contactId));
    expect(await reply({})).toEqual(own('to'));
    await runJobs();
    expect(relay.messages).toEqual([]);
  });
});

