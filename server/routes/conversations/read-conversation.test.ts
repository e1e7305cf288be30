import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationSchema, TimelineSchema, type Conversation } from '#contract/conversations';
import { attachments, channels, contacts, conversations, events, messages, notes } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import { writeBlob } from '../../domain/files/blob-store.ts';
import { insertAttachments } from '../../domain/files/stored-files.ts';
import { createOrganization, type CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

const NOW = new Date('2026-11-21T09:30:00.000Z');
const START = Date.parse('2026-11-20T08:00:00.000Z');
const at = (minutes: number) => new Date(START + minutes * 60_000);

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let agent: { id: number; name: string; email: string };
let orgId: number;
let channelId: number;
let contactId: number;
/** The conversation with a known history. */
let main: number;
let mainAttachment: number;
/** A second conversation of the organization, with an attachment of its own. */
let second: number;
let secondAttachment: number;
/** Another organization's conversation and attachment. */
let foreign: number;
let foreignAttachment: number;
/** 120 entries: E001X ... E120X. */
let long: number;

const INVALID_IDS = ['abc', '0', '-1', '1.5', '12345678901234567890', '9999999999999999', '007', '1e3', '%201', '0x10'];

async function insertConversation(organizationId: number, channel: number, contact: number, subject: string, extra: Partial<typeof conversations.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(conversations)
    .values({ organizationId, channelId: channel, contactId: contact, subject, createdAt: at(0), updatedAt: at(30), ...extra })
    .returning({ id: conversations.id });
  return row!.id;
}

async function insertInbound(organizationId: number, conversationId: number, minutes: number, text: string) {
  const [row] = await t.database.db
    .insert(messages)
    .values({
      organizationId,
      conversationId,
      direction: 'inbound',
      status: 'received',
      fromName: 'Maria Lopez',
      fromEmail: 'maria@customers.example',
      to: [{ name: 'Read Support', email: 'help@read-co.test' }],
      subject: 'Refund for order 1234',
      text,
      createdAt: at(minutes),
    })
    .returning({ id: messages.id });
  return row!.id;
}

async function insertAttachment(organizationId: number, messageId: number, filename: string, content: Buffer) {
  const blob = await writeBlob(t.database.db, organizationId, content, new Date());
  await insertAttachments(t.database.db, organizationId, messageId, [{ filename, contentType: 'text/plain', size: blob.size, blobId: blob.id }], new Date());
  const [row] = await t.database.db.select({ id: attachments.id }).from(attachments).where(eq(attachments.blobId, blob.id));
  return row!.id;
}

async function getJson(path: string, key = org.api_key) {
  const res = await t.request(path, { key });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const db = t.database.db;
  org = await createOrganization(db, { name: 'Read Co', timezone: 'Europe/Paris' });
  other = await createOrganization(db, { name: 'Other Co' });
  orgId = org.organization.id;
  agent = await createAgent(db, { organizationId: orgId, email: 'kenji@read-co.test', name: 'Kenji Sato', role: 'agent' });
  [{ id: channelId }] = (await db.insert(channels).values({ organizationId: orgId, email: 'help@read-co.test', name: 'Read Support' }).returning({ id: channels.id })) as [{ id: number }];
  [{ id: contactId }] = (await db
    .insert(contacts)
    .values({ organizationId: orgId, name: 'Maria Lopez', email: 'maria@customers.example' })
    .returning({ id: contacts.id })) as [{ id: number }];

  main = await insertConversation(orgId, channelId, contactId, 'Refund for order 1234', {
    status: 'opened',
    assigneeId: agent.id,
    tags: ['billing', 'refund'],
    waitingSince: at(0),
    preview: 'I was charged twice',
    messageCount: 2,
  });
  const first = await insertInbound(orgId, main, 0, 'I was charged twice for order 1234.');
  mainAttachment = await insertAttachment(orgId, first, 'receipt.txt', Buffer.from('receipt body'));
  await insertAttachment(orgId, first, 'photo.txt', Buffer.from('second file'));
  // Same minute as the first message: messages come before notes before events.
  await db.insert(events).values({ organizationId: orgId, conversationId: main, actorType: 'agent', actorAgentId: agent.id, type: 'tagged', data: { tag: 'billing' }, createdAt: at(0) });
  await db.insert(notes).values({ organizationId: orgId, conversationId: main, agentId: agent.id, body: 'Checked the payment provider: duplicate charge confirmed.', createdAt: at(0) });
  await db.insert(notes).values({ organizationId: orgId, conversationId: main, agentId: agent.id, body: 'Refund approved by finance.', createdAt: at(20) });
  await db.insert(messages).values({
    organizationId: orgId,
    conversationId: main,
    direction: 'outbound',
    status: 'sent',
    agentId: agent.id,
    fromName: agent.name,
    fromEmail: 'help@read-co.test',
    to: [{ name: 'Maria Lopez', email: 'maria@customers.example' }],
    subject: 'Re: Refund for order 1234',
    html: '<p>We refunded the second payment.</p>',
    text: 'We refunded the second payment.',
    sentAt: at(10),
    createdAt: at(10),
  });
  await db.insert(events).values({ organizationId: orgId, conversationId: main, actorType: 'system', type: 'woke_up', data: { snoozed_until: at(5).toISOString() }, createdAt: at(5) });

  second = await insertConversation(orgId, channelId, contactId, 'Another question');
  secondAttachment = await insertAttachment(orgId, await insertInbound(orgId, second, 1, 'Other question'), 'other.txt', Buffer.from('other'));

  const [otherChannel] = await db.insert(channels).values({ organizationId: other.organization.id, email: 'help@other-co.test', name: 'Other' }).returning({ id: channels.id });
  const [otherContact] = await db.insert(contacts).values({ organizationId: other.organization.id, name: 'Theirs', email: 'theirs@x.example' }).returning({ id: contacts.id });
  foreign = await insertConversation(other.organization.id, otherChannel!.id, otherContact!.id, 'Their secret');
  foreignAttachment = await insertAttachment(other.organization.id, await insertInbound(other.organization.id, foreign, 1, 'Their text'), 'secret.txt', Buffer.from('secret'));

  long = await insertConversation(orgId, channelId, contactId, 'A very long thread');
  for (let i = 1; i <= 120; i++) {
    const text = `Entry E${String(i).padStart(3, '0')}X`;
    if (i % 2 === 1) await insertInbound(orgId, long, i, text);
    else await db.insert(notes).values({ organizationId: orgId, conversationId: long, agentId: agent.id, body: text, createdAt: at(i) });
  }
});
afterAll(() => t.close());

describe('GET /conversations/{id}', () => {
  it('returns the conversation in the Conversation shape', async () => {
    const { status, body } = await getJson(`/api/conversations/${main}`);
    expect(status).toBe(200);
    const conversation = ConversationSchema.parse(body);
    expect(conversation).toEqual({
      id: main,
      subject: 'Refund for order 1234',
      status: 'opened',
      assignee: { id: agent.id, name: agent.name, email: agent.email },
      tags: ['billing', 'refund'],
      contact: { id: contactId, name: 'Maria Lopez', email: 'maria@customers.example' },
      channel_id: channelId,
      snooze_until: null,
      created: at(0).toISOString(),
      updated: at(30).toISOString(),
      last_message_at: null,
      waiting_since: at(0).toISOString(),
      preview: 'I was charged twice',
      message_count: 2,
      sla: null,
    } satisfies Conversation);
  });

  it('answers 404 for an unknown id and for an id of another organization', async () => {
    for (const id of [999_999, foreign, '999999999999999']) {
      const { status, body } = await getJson(`/api/conversations/${id}`);
      expect(status, String(id)).toBe(404);
      expect(body).toEqual({ error: 'conversation not found' });
    }
    expect((await getJson(`/api/conversations/${main}`, other.api_key)).status).toBe(404);
  });

  it.each(INVALID_IDS)('answers 400 for the id %s', async (id) => {
    const { status, body } = await getJson(`/api/conversations/${id}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'id must be a positive integer' });
  });

  it('answers 401 without a key', async () => {
    expect((await t.request(`/api/conversations/${main}`)).status).toBe(401);
  });
});

describe('GET /conversations/{id}/messages', () => {
  it('returns messages, notes and events in time order, messages before notes before events at equal times', async () => {
    const { status, body } = await getJson(`/api/conversations/${main}/messages`);
    expect(status).toBe(200);
    const timeline = TimelineSchema.parse(body);
    expect(timeline.conversation.id).toBe(main);
    const summary = timeline.entries.map((e) =>
      e.type === 'message' ? ['message', e.message.created, e.message.text] : e.type === 'note' ? ['note', e.note.created, e.note.body] : ['event', e.event.created, e.event.type],
    );
    expect(summary).toEqual([
      ['message', at(0).toISOString(), 'I was charged twice for order 1234.'],
      ['note', at(0).toISOString(), 'Checked the payment provider: duplicate charge confirmed.'],
      ['event', at(0).toISOString(), 'tagged'],
      ['event', at(5).toISOString(), 'woke_up'],
      ['message', at(10).toISOString(), 'We refunded the second payment.'],
      ['note', at(20).toISOString(), 'Refund approved by finance.'],
    ]);
  });

  it('answers a conversation without history with no entries, as JSON', async () => {
    const empty = await insertConversation(orgId, channelId, contactId, 'Nothing yet "quoted"');
    const res = await t.app.request(`/api/conversations/${empty}/messages`, { headers: { 'X-Api-Key': org.api_key } });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const timeline = TimelineSchema.strict().parse(await res.json());
    expect(timeline.entries).toEqual([]);
    expect(timeline.conversation.subject).toBe('Nothing yet "quoted"');
  });

  it('lists the attachments of each message with a download url', async () => {
    const timeline = TimelineSchema.parse((await getJson(`/api/conversations/${main}/messages`)).body);
    const [first, , , , reply] = timeline.entries;
    expect(first).toMatchObject({ type: 'message', message: { direction: 'inbound', status: 'received', agent: null } });
    expect(first?.type === 'message' && first.message.attachments).toEqual([
      { id: mainAttachment, name: 'receipt.txt', type: 'text/plain', size: 12, url: `/api/conversations/${main}/attachments/${mainAttachment}` },
      { id: mainAttachment + 1, name: 'photo.txt', type: 'text/plain', size: 11, url: `/api/conversations/${main}/attachments/${mainAttachment + 1}` },
    ]);
    expect(reply).toMatchObject({ type: 'message', message: { direction: 'outbound', attachments: [], agent: { id: agent.id, name: agent.name } } });
  });

  it('names the actor of each event and the author of each note', async () => {
    const timeline = TimelineSchema.parse((await getJson(`/api/conversations/${main}/messages`)).body);
    const summary = timeline.entries.flatMap((e): unknown[] => (e.type === 'event' ? [e.event.actor] : e.type === 'note' ? [e.note.agent] : []));
    const person = { id: agent.id, name: agent.name, email: agent.email };
    expect(summary).toEqual([
      person,
      { type: 'agent', agent: person, api_key_id: null },
      { type: 'system', agent: null, api_key_id: null },
      person,
    ]);
  });

  it('returns all 120 entries of a long conversation', async () => {
    const timeline = TimelineSchema.parse((await getJson(`/api/conversations/${long}/messages`)).body);
    expect(timeline.entries).toHaveLength(120);
  });

  it('answers 404 for an unknown id and for an id of another organization', async () => {
    for (const id of [999_999, foreign]) expect((await getJson(`/api/conversations/${id}/messages`)).status).toBe(404);
    expect((await getJson(`/api/conversations/${main}/messages`, other.api_key)).body).toEqual({ error: 'conversation not found' });
  });

  it.each(INVALID_IDS)('answers 400 for the id %s', async (id) => {
    const { status, body } = await getJson(`/api/conversations/${id}/messages`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'id must be a positive integer' });
  });
});

describe('GET /conversations/{id}/export', () => {
  it('answers a PDF with the header and the whole history of the conversation', async () => {
    const res = await t.request(`/api/conversations/${main}/export`, { key: org.api_key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="conversation-${main}-refund-for-order-1234\\.pdf"`),
    );
    const bytes = await res.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'Refund for order 1234',
      'Maria Lopez <maria@customers.example>',
      'Read Support <help@read-co.test>',
      'Opened',
      'Kenji Sato',
      'billing, refund',
      'I was charged twice for order 1234.',
      'We refunded the second payment.',
      'Checked the payment provider: duplicate charge confirmed.',
      'Refund approved by finance.',
      'receipt.txt',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('shows at most 100 entries and says how many were left out', async () => {
    const res = await t.request(`/api/conversations/${long}/export`, { key: org.api_key });
    expect(res.status).toBe(200);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain('E001X');
    expect(text).toContain('E099X');
    expect(text).toContain('E100X');
    expect(text).not.toContain('E101X');
    expect(text).not.toContain('E120X');
    expect(text).toContain('Showing the first 100 of 120 entries.');
  });

  it('answers 404 for an unknown id and for an id of another organization', async () => {
    for (const id of [999_999, foreign]) {
      const res = await t.request(`/api/conversations/${id}/export`, { key: org.api_key });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'conversation not found' });
    }
    expect((await t.request(`/api/conversations/${main}/export`, { key: other.api_key })).status).toBe(404);
  });

  it.each(INVALID_IDS)('answers 400 for the id %s', async (id) => {
    const res = await t.request(`/api/conversations/${id}/export`, { key: org.api_key });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'id must be a positive integer' });
  });
});

describe('GET /conversations/{id}/attachments/{attachment_id}', () => {
  it('downloads an attachment of the conversation as a file', async () => {
    const res = await t.request(`/api/conversations/${main}/attachments/${mainAttachment}`, { key: org.api_key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="receipt.txt"; filename*=UTF-8''receipt.txt`);
    expect(await res.text()).toBe('receipt body');
  });

  it("answers 404 for another organization's attachment, through our conversation or theirs", async () => {
    for (const path of [
      `/api/conversations/${main}/attachments/${foreignAttachment}`,
      `/api/conversations/${foreign}/attachments/${foreignAttachment}`,
    ]) {
      const res = await t.request(path, { key: org.api_key });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: 'attachment not found' });
    }
    expect((await t.request(`/api/conversations/${main}/attachments/${mainAttachment}`, { key: other.api_key })).status).toBe(404);
  });

  it('answers 404 for an attachment of another conversation of the organization', async () => {
    expect((await t.request(`/api/conversations/${main}/attachments/${secondAttachment}`, { key: org.api_key })).status).toBe(404);
    expect((await t.request(`/api/conversations/${second}/attachments/${mainAttachment}`, { key: org.api_key })).status).toBe(404);
    expect((await t.request(`/api/conversations/${second}/attachments/${secondAttachment}`, { key: org.api_key })).status).toBe(200);
  });

  it('answers 404 for an unknown attachment id and 400 for invalid ids', async () => {
    expect((await t.request(`/api/conversations/${main}/attachments/999999`, { key: org.api_key })).status).toBe(404);
    for (const id of INVALID_IDS) {
      expect((await t.request(`/api/conversations/${main}/attachments/${id}`, { key: org.api_key })).status, id).toBe(400);
      expect((await t.request(`/api/conversations/${id}/attachments/${mainAttachment}`, { key: org.api_key })).status, id).toBe(400);
    }
  });
});
