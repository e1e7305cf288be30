import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, type ComposeBody } from '#contract/compose';
import { ConversationSchema, MessageSchema, TimelineSchema, type Message } from '#contract/conversations';
import { queryRows } from '../../db/query-rows.ts';
import { agents, attachments, channels, contacts, jobs, messages } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import { SEND_JOB } from '../../domain/conversations/outbound-message.ts';
import { CHUNK_BYTES } from '../../domain/files/blob-store.ts';
import { createOrganization, type CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

const FIXED = new Date('2026-05-12T10:00:00.000Z');
const after = (seconds: number) => new Date(FIXED.getTime() + seconds * 1000).toISOString();

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let channelId: number;
let otherChannelId: number;
let agent: { id: number; email: string; name: string };
let otherAgent: { id: number; email: string; name: string };
let seq = 0;

const CHANNEL_EMAIL = 'support@compose-co.test';

/** A valid request; each test overrides what it checks. */
function body(overrides: Record<string, unknown> = {}): ComposeBody & Record<string, unknown> {
  return {
    channel_id: channelId,
    to: `customer${++seq}@customers.example`,
    subject: 'Your order',
    content: { content: '<p>Hello <b>there</b></p>' },
    agent_id: agent.id,
    ...overrides,
  };
}

async function compose(json: unknown, key = org.api_key) {
  const res = await t.request('/api/conversations/compose', { method: 'POST', key, json });
  return { status: res.status, body: (await res.json()) as Message & { error?: string } };
}

async function rejects(json: unknown, message: string | RegExp) {
  const { status, body: answer } = await compose(json);
  expect(status, JSON.stringify(answer)).toBe(400);
  expect(answer.error).toMatch(message);
  return answer.error!;
}

const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

beforeAll(async () => {
  t = await createTestApp({ now: () => FIXED });
  const db = t.database.db;
  org = await createOrganization(db, { name: 'Compose Co' });
  other = await createOrganization(db, { name: 'Other Co' });
  [{ id: channelId }] = (await db
    .insert(channels)
    .values({ organizationId: org.organization.id, email: CHANNEL_EMAIL, name: 'Compose Support' })
    .returning({ id: channels.id })) as [{ id: number }];
  [{ id: otherChannelId }] = (await db
    .insert(channels)
    .values({ organizationId: other.organization.id, email: 'help@other-co.test', name: 'Other Help' })
    .returning({ id: channels.id })) as [{ id: number }];
  agent = await createAgent(db, { organizationId: org.organization.id, email: 'dana@compose-co.test', name: 'Dana Demo', role: 'agent' });
  otherAgent = await createAgent(db, { organizationId: other.organization.id, email: 'eve@other-co.test', name: 'Eve', role: 'agent' });
});
afterAll(() => t.close());

describe('POST /conversations/compose: success', () => {
  it('creates an opened conversation and a scheduled message in the Message shape', async () => {
    const { status, body: message } = await compose(
      body({ to: 'Maria Lopez <maria@customers.example>', cc: 'boss@customers.example', bcc: 'Audit <audit@compose-co.test>', generated_id: 'client-42' }),
    );
    expect(status).toBe(200);
    expect(MessageSchema.parse(message)).toEqual(message);
    expect(message).toEqual({
      id: expect.any(Number),
      conversation_id: expect.any(Number),
      direction: 'outbound',
      status: 'scheduled',
      from: { name: agent.name, email: CHANNEL_EMAIL },
      to: [{ name: 'Maria Lopez', email: 'maria@customers.example' }],
      cc: [{ name: '', email: 'boss@customers.example' }],
      bcc: [{ name: 'Audit', email: 'audit@compose-co.test' }],
      subject: 'Your order',
      html: '<p>Hello <b>there</b></p>',
      text: 'Hello there',
      agent: { id: agent.id, name: agent.name, email: agent.email },
      attachments: [],
      generated_id: 'client-42',
      send_at: after(7),
      sent_at: null,
      failure_reason: null,
      automated: null,
      created: FIXED.toISOString(),
    });

    const res = await t.request(`/api/conversations/${message.conversation_id}`, { key: org.api_key });
    expect(res.status).toBe(200);
    expect(ConversationSchema.parse(await res.json())).toMatchObject({
      id: message.conversation_id,
      subject: 'Your order',
      status: 'opened',
      assignee: null,
      tags: [],
      contact: { name: 'Maria Lopez', email: 'maria@customers.example' },
      channel_id: channelId,
      snooze_until: null,
      created: FIXED.toISOString(),
      preview: 'Hello there',
      message_count: 1,
    });
  });

  it('schedules a message.send job due at send_at', async () => {
    const { body: message } = await compose(body());
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, SEND_JOB));
    const job = rows.find((j) => j.payload.message_id === message.id);
    expect(job).toMatchObject({ status: 'pending', organizationId: org.organization.id, dedupeKey: `send:${message.id}` });
    expect(job!.runAt.toISOString()).toBe(message.send_at);
  });

  it('records a message_scheduled event by the API key in the history', async () => {
    const { body: message } = await compose(body());
    const res = await t.request(`/api/conversations/${message.conversation_id}/messages`, { key: org.api_key });
    const timeline = TimelineSchema.parse(await res.json());
    expect(timeline.entries.map((e) => e.type)).toEqual(['message', 'event']);
    expect(timeline.entries[0]).toEqual({ type: 'message', message });
    expect(timeline.entries[1]).toMatchObject({
      type: 'event',
      event: {
        type: 'message_scheduled',
        data: { message_id: message.id, send_at: after(7) },
        actor: { type: 'api_key', agent: null, api_key_id: org.api_key_id },
      },
    });
  });

  it('parses recipients with quoted names holding commas', async () => {
    const { status, body: message } = await compose(body({ to: '"Doe, Jane" <Jane@X.com>, bob@y.org' }));
    expect(status).toBe(200);
    expect(message.to).toEqual([
      { name: 'Doe, Jane', email: 'jane@x.com' },
      { name: '', email: 'bob@y.org' },
    ]);
  });

  it('creates a new trusted contact from the first recipient', async () => {
    const email = `new-person-${++seq}@fresh.example`;
    const { body: message } = await compose(body({ to: `"Doe, Jane" <${email}>, second@fresh.example` }));
    const rows = await t.database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.organizationId, org.organization.id), eq(contacts.email, email)));
    expect(rows).toEqual([expect.objectContaining({ name: 'Doe, Jane', sessionUuid: null })]);
    // Trusted contacts are the ones GET /contacts returns.
    const listed = await t.request(`/api/contacts?query=${encodeURIComponent(email)}`, { key: org.api_key });
    expect(((await listed.json()) as { email: string; session_uuid: null }[]).map((c) => [c.email, c.session_uuid])).toEqual([[email, null]]);
    const conversation = ConversationSchema.parse(await (await t.request(`/api/conversations/${message.conversation_id}`, { key: org.api_key })).json());
    expect(conversation.contact).toEqual({ id: rows[0]!.id, name: 'Doe, Jane', email });
    // Only the first recipient becomes the contact.
    expect(
      await t.database.db.select().from(contacts).where(and(eq(contacts.organizationId, org.organization.id), eq(contacts.email, 'second@fresh.example'))),
    ).toEqual([]);
  });

  it('names a new contact without a display name after its address', async () => {
    const { body: message } = await compose(body({ to: 'lonely.bob@fresh.example' }));
    const conversation = ConversationSchema.parse(await (await t.request(`/api/conversations/${message.conversation_id}`, { key: org.api_key })).json());
    expect(conversation.contact).toMatchObject({ name: 'lonely.bob', email: 'lonely.bob@fresh.example' });
  });

  it('reuses the existing trusted contact of the address, keeping its name', async () => {
    const db = t.database.db;
    const [existing] = await db
      .insert(contacts)
      .values({ organizationId: org.organization.id, name: 'Existing Person', email: 'existing@customers.example' })
      .returning({ id: contacts.id });
    const first = await compose(body({ to: 'Someone Else <EXISTING@customers.example>' }));
    const second = await compose(body({ to: 'existing@customers.example' }));
    for (const { body: message } of [first, second]) {
      const conversation = ConversationSchema.parse(await (await t.request(`/api/conversations/${message.conversation_id}`, { key: org.api_key })).json());
      expect(conversation.contact).toEqual({ id: existing!.id, name: 'Existing Person', email: 'existing@customers.example' });
    }
    const rows = await db.select().from(contacts).where(and(eq(contacts.organizationId, org.organization.id), eq(contacts.email, 'existing@customers.example')));
    expect(rows).toHaveLength(1);
  });

  it('creates a trusted contact rather than using an unverified chat visitor with the same address', async () => {
    const db = t.database.db;
    const [visitor] = await db
      .insert(contacts)
      .values({ organizationId: org.organization.id, name: 'Visitor', email: 'visitor@customers.example', sessionUuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7' })
      .returning({ id: contacts.id });
    const { body: message } = await compose(body({ to: 'visitor@customers.example' }));
    const conversation = ConversationSchema.parse(await (await t.request(`/api/conversations/${message.conversation_id}`, { key: org.api_key })).json());
    expect(conversation.contact.id).not.toBe(visitor!.id);
    const [trusted] = await db.select().from(contacts).where(eq(contacts.id, conversation.contact.id));
    expect(trusted).toMatchObject({ email: 'visitor@customers.example', sessionUuid: null });
  });

  it("does not reuse another organization's contact", async () => {
    const db = t.database.db;
    const [theirs] = await db
      .insert(contacts)
      .values({ organizationId: other.organization.id, name: 'Theirs', email: 'shared@customers.example' })
      .returning({ id: contacts.id });
    const { body: message } = await compose(body({ to: 'shared@customers.example' }));
    const conversation = ConversationSchema.parse(await (await t.request(`/api/conversations/${message.conversation_id}`, { key: org.api_key })).json());
    expect(conversation.contact.id).not.toBe(theirs!.id);
    expect(conversation.contact.name).toBe('shared');
  });

  it('sends as the agent given by agent_email, case-insensitively', async () => {
    const { status, body: message } = await compose(body({ agent_id: undefined, agent_email: ' DANA@Compose-Co.test ' }));
    expect(status).toBe(200);
    expect(message.agent).toEqual({ id: agent.id, name: agent.name, email: agent.email });
  });

  it.each([
    [undefined, 7],
    [0, 0],
    [1, 1],
    [86_400, 86_400],
  ])('schedules the message with delay %j at now + %i seconds', async (delay, seconds) => {
    const { status, body: message } = await compose(body(delay === undefined ? {} : { delay }));
    expect(status).toBe(200);
    expect(message.send_at).toBe(after(seconds));
  });

  it('accepts a subject of exactly 150 characters and no subject at all', async () => {
    expect((await compose(body({ subject: 's'.repeat(150) }))).body.subject).toBe('s'.repeat(150));
    const { status, body: message } = await compose(body({ subject: undefined }));
    expect(status).toBe(200);
    expect(message.subject).toBe('');
  });

  it('returns generated_id unchanged, or null without one', async () => {
    const id = '  Ünïcode id / with spaces 🙂 ';
    expect((await compose(body({ generated_id: id }))).body.generated_id).toBe(id);
    expect((await compose(body())).body.generated_id).toBeNull();
  });

  it("is invisible to another organization's key", async () => {
    const { body: message } = await compose(body());
    expect((await t.request(`/api/conversations/${message.conversation_id}`, { key: other.api_key })).status).toBe(404);
    expect((await t.request(`/api/conversations/${message.conversation_id}/messages`, { key: other.api_key })).status).toBe(404);
  });
});

describe('POST /conversations/compose: attachments', () => {
  it('stores a valid attachment, listed on the message and downloadable with its exact bytes', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x80, 0x7f, 0x0a]);
    const { status, body: message } = await compose(
      body({ content: { content: '<p>See attached</p>', attachments: [{ name: 'Invoice 42.pdf', type: 'Application/PDF', content: base64(bytes) }] } }),
    );
    expect(status).toBe(200);
    expect(message.attachments).toEqual([
      {
        id: expect.any(Number),
        name: 'Invoice 42.pdf',
        type: 'application/pdf',
        size: bytes.length,
        url: `/api/conversations/${message.conversation_id}/attachments/${message.attachments[0]!.id}`,
      },
    ]);
    const res = await t.request(message.attachments[0]!.url, { key: org.api_key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Invoice 42.pdf"; filename*=UTF-8''Invoice%2042.pdf`);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    // The same file is not served to another organization.
    expect((await t.request(message.attachments[0]!.url, { key: other.api_key })).status).toBe(404);
  });

  it('accepts base64 broken into lines, several files, and a name with non-ASCII characters and slashes', async () => {
    const text = 'x'.repeat(200);
    const wrapped = base64(text).replace(/(.{76})/g, '$1\r\n');
    const { status, body: message } = await compose(
      body({
        content: {
          content: '<p>Files</p>',
          attachments: [
            { name: 'notes.txt', type: 'text/plain', content: wrapped },
            { name: '../résumé.svg', type: 'image/svg+xml', content: base64('<svg/>') },
          ],
        },
      }),
    );
    expect(status).toBe(200);
    expect(message.attachments.map((a) => [a.name, a.type, a.size])).toEqual([
      ['notes.txt', 'text/plain', 200],
      ['.._résumé.svg', 'image/svg+xml', 6],
    ]);
    const svg = await t.request(message.attachments[1]!.url, { key: org.api_key });
    expect(svg.headers.get('content-disposition')).toBe(`attachment; filename=".._r_sum_.svg"; filename*=UTF-8''.._r%C3%A9sum%C3%A9.svg`);
    expect(await svg.text()).toBe('<svg/>');
    expect(await (await t.request(message.attachments[0]!.url, { key: org.api_key })).text()).toBe(text);
  });

  it('stores a large file in chunks of at most 192 KiB and serves back its exact bytes, also from line-wrapped base64', async () => {
    const bytes = randomBytes(CHUNK_BYTES * 3 + 1234);
    const wrapped = base64(bytes).replace(/(.{76})/g, '$1\r\n');
    const { status, body: message } = await compose(
      body({
        content: {
          content: '<p>Big</p>',
          attachments: [
            { name: 'big.bin', type: 'application/octet-stream', content: base64(bytes) },
            { name: 'wrapped.bin', type: 'application/octet-stream', content: wrapped },
          ],
        },
      }),
    );
    expect(status).toBe(200);
    for (const file of message.attachments) {
      const res = await t.request(file.url, { key: org.api_key });
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes), file.name).toBe(true);
    }
    const [stored] = await t.database.db.select({ blobId: attachments.blobId }).from(attachments).where(eq(attachments.id, message.attachments[0]!.id));
    const chunks = await queryRows<{ seq: number; size: number }>(
      t.database.db,
      sql`select seq, octet_length(data) as size from blob_chunks where blob_id = ${stored!.blobId} order by seq`,
    );
    expect(chunks.map((c) => Number(c.size))).toEqual([CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES, 1234]);
  });

  it('stores file names without control characters or bidirectional overrides, so the real extension shows', async () => {
    const { body: message } = await compose(
      body({
        content: {
          content: '<p>Names</p>',
          attachments: [
            { name: 'evil\u202Egpj.exe', type: 'application/octet-stream', content: base64('MZ') },
            { name: 'line\r\nbreak\u0007.txt', type: 'text/plain', content: base64('x') },
            { name: '\u2066\u200b', type: 'text/plain', content: base64('y') },
          ],
        },
      }),
    );
    expect(message.attachments.map((a) => a.name)).toEqual(['evilgpj.exe', 'linebreak.txt', 'attachment']);
  });

  it('accepts a file of exactly 5 MB and refuses one byte more', async () => {
    const exact = Buffer.alloc(ATTACHMENT_MAX_BYTES, 7);
    const ok = await compose(body({ content: { content: 'x', attachments: [{ name: 'big.bin', type: 'application/octet-stream', content: base64(exact) }] } }));
    expect(ok.status).toBe(200);
    expect(ok.body.attachments[0]?.size).toBe(ATTACHMENT_MAX_BYTES);
    const tooBig = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 7);
    await rejects(
      body({ content: { content: 'x', attachments: [{ name: 'big.bin', type: 'application/octet-stream', content: base64(tooBig) }] } }),
      'content.attachments.0.content must be at most 5 MB once decoded',
    );
  });

  const file = { name: 'a.txt', type: 'text/plain', content: base64('hello') };
  it.each([
    ['a missing name', { type: file.type, content: file.content }, /^content\.attachments\.0\.name/],
    ['an empty name', { ...file, name: '  ' }, /^content\.attachments\.0\.name/],
    ['a missing type', { name: file.name, content: file.content }, /^content\.attachments\.0\.type/],
    ['a type without subtype', { ...file, type: 'pdf' }, 'content.attachments.0.type must be a MIME type such as application/pdf'],
    ['a type with spaces', { ...file, type: 'text/ plain' }, /^content\.attachments\.0\.type/],
    ['a missing content', { name: file.name, type: file.type }, /^content\.attachments\.0\.content/],
    ['content that is not base64', { ...file, content: 'not base64!' }, 'content.attachments.0.content must be base64'],
    ['base64 with a wrong length', { ...file, content: 'aGVsbG' }, 'content.attachments.0.content must be base64'],
    ['content as a number', { ...file, content: 42 }, /^content\.attachments\.0\.content/],
  ])('rejects an attachment with %s with 400', async (_label, attachment, message) => {
    await rejects(body({ content: { content: 'x', attachments: [attachment] } }), message);
  });

  it('rejects more than 20 attachments and attachments that are not an array with 400', async () => {
    await rejects(body({ content: { content: 'x', attachments: Array.from({ length: 21 }, () => file) } }), /content\.attachments.*at most 20 attachments/);
    await rejects(body({ content: { content: 'x', attachments: file } }), /^content\.attachments/);
  });

  it('stores nothing when a later attachment is invalid', async () => {
    const before = await t.database.db.select({ id: messages.id }).from(messages);
    await rejects(body({ content: { content: 'x', attachments: [file, { ...file, content: '%%%' }] } }), /content\.attachments\.1\.content/);
    expect(await t.database.db.select({ id: messages.id }).from(messages)).toHaveLength(before.length);
  });
});

describe('POST /conversations/compose: actions', () => {
  it.each([
    ['status', { status: 'CLOSED' }],
    ['status', { status: 'closed' }],
    ['status', { status: 'OPENED' }],
    ['status', { status: 'SPAM' }],
    ['status', { status: 'SNOOZED', snooze_until: 'tomorrow' }],
    ['status.close', undefined],
    ['status.close', {}],
    ['reply', { content: '<p>Anything else?</p>' }],
    ['teammates.assign', { agent_id: 'AGENT' }],
    ['teammates.assign', { agent_email: 'dana@compose-co.test' }],
    ['teammates.assign', { agent_id: null }],
    ['tag', { tag: 'Follow-Up' }],
  ])('accepts the action %s with %j and keeps it with the message', async (name, data) => {
    const resolved = data && 'agent_id' in data && data.agent_id === 'AGENT' ? { agent_id: agent.id } : data;
    const action = { name, ...(resolved === undefined ? {} : { data: resolved }), snippet_id: 12 };
    const { status, body: message } = await compose(body({ content: { content: 'x', actions: [action] } }));
    expect(status, message.error).toBe(200);
    const [row] = await t.database.db.select({ actions: messages.actions }).from(messages).where(eq(messages.id, message.id));
    expect(row!.actions).toHaveLength(1);
    expect(row!.actions[0]).toMatchObject({ name, snippet_id: 12 });
  });

  it('refuses a snooze time in an action that is already past when the message is sent', async () => {
    const action = { name: 'status', data: { status: 'SNOOZED', snooze_until: '2026-05-12T10:30:00Z' } };
    expect((await compose(body({ delay: 60, content: { content: 'x', actions: [action] } }))).status).toBe(200);
    await rejects(body({ delay: 3600, content: { content: 'x', actions: [action] } }), /^content\.actions\.0\.data\W+snooze_until must be in the future$/);
  });

  it('accepts up to 10 actions and refuses 11', async () => {
    const action = { name: 'tag', data: { tag: 'x' } };
    expect((await compose(body({ content: { content: 'x', actions: Array.from({ length: 10 }, () => action) } }))).status).toBe(200);
    await rejects(body({ content: { content: 'x', actions: Array.from({ length: 11 }, () => action) } }), /at most 10 actions/);
  });

  it('rejects an unknown action name with 400 naming it', async () => {
    const error = await rejects(
      body({ content: { content: 'x', actions: [{ name: 'tag', data: { tag: 'ok' } }, { name: 'self.destruct', data: {} }] } }),
      /^content\.actions\.1\.name/,
    );
    expect(error).toContain('"self.destruct"');
  });

  // [name, data, the field the message must name]
  it.each([
    ['status', { status: 'DELETE' }, 'status'],
    ['status', { status: 'Closed' }, 'status'],
    ['status', {}, 'status'],
    ['status', undefined, 'status'],
    ['status', { status: 'SNOOZED' }, 'snooze_until'],
    ['status', { status: 'SNOOZED', snooze_until: 'whenever' }, 'snooze_until'],
    ['status', { status: 'CLOSED', snooze_until: '5m' }, 'snooze_until'],
    ['status.close', 'now', 'data'],
    ['reply', {}, 'content'],
    ['reply', { content: '' }, 'content'],
    ['reply', { content: 42 }, 'content'],
    ['teammates.assign', { agent_id: 'dana' }, 'agent_id'],
    ['teammates.assign', { agent_id: 1.5 }, 'agent_id'],
    ['teammates.assign', { agent_id: 999_999 }, 'agent_id'],
    ['teammates.assign', { agent_id: 'OTHER' }, 'agent_id'],
    ['teammates.assign', { agent_email: 'nobody@compose-co.test' }, 'agent_email'],
    ['teammates.assign', { agent_email: 'eve@other-co.test' }, 'agent_email'],
    ['teammates.assign', {}, 'agent_id'],
    ['teammates.assign', { agent_id: null, agent_email: 'dana@compose-co.test' }, 'agent_email'],
    ['tag', {}, 'tag'],
    ['tag', { tag: 'two words' }, 'tag'],
    ['tag', { tag: 't'.repeat(51) }, 'tag'],
  ])('rejects the action %s with invalid data %j with 400 naming %s', async (name, data, field) => {
    const resolved = data && typeof data === 'object' && 'agent_id' in data && data.agent_id === 'OTHER' ? { agent_id: otherAgent.id } : data;
    const error = await rejects(body({ content: { content: 'x', actions: [{ name, ...(resolved === undefined ? {} : { data: resolved }) }] } }), /^content\.actions\.0\.data/);
    expect(error).toContain(field);
  });

  it.each([
    [{ data: {} }, /^content\.actions\.0\.name/],
    [{ name: 5 }, /^content\.actions\.0\.name/],
    [{ name: 'tag', data: { tag: 'x' }, snippet_id: 'abc' }, /^content\.actions\.0\.snippet_id/],
    ['tag', /^content\.actions\.0/],
  ])('rejects the malformed action %j with 400', async (action, message) => {
    await rejects(body({ content: { content: 'x', actions: [action] } }), message);
  });
});

describe('POST /conversations/compose: validation', () => {
  it.each([
    ['channel_id missing', { channel_id: undefined }, 'channel_id is required'],
    ['channel_id nonexistent', { channel_id: 987_654 }, 'channel_id: no channel 987654 in this organization'],
    ['channel_id as a string', { channel_id: 'support' }, /^channel_id/],
    ['channel_id zero', { channel_id: 0 }, /^channel_id/],
    ['to missing', { to: undefined }, 'to is required'],
    ['to empty', { to: '' }, 'to needs at least one address'],
    ['to only commas', { to: ' , ; ' }, 'to needs at least one address'],
    ['to invalid', { to: 'not-an-address' }, 'to has an invalid address: not-an-address'],
    ['to with one invalid address among valid ones', { to: 'a@b.com, Jane <jane@>, c@d.org' }, 'to has an invalid address: Jane <jane@>'],
    ['to with an unclosed bracket', { to: 'Jane <jane@x.com' }, 'to has an unclosed quote or angle bracket'],
    ['to with an unclosed quote', { to: '"Jane <jane@x.com>' }, 'to has an unclosed quote or angle bracket'],
    ['to as an array', { to: ['a@b.com'] }, /^to/],
    ['to with 101 addresses', { to: Array.from({ length: 101 }, (_, i) => `p${i}@x.com`).join(', ') }, 'to has more than 100 addresses'],
    ['cc invalid', { cc: 'ok@x.com, broken' }, 'cc has an invalid address: broken'],
    ['bcc invalid', { bcc: 'a@@b.com' }, 'bcc has an invalid address: a@@b.com'],
    ['subject of 151 characters', { subject: 's'.repeat(151) }, 'subject must be at most 150 characters'],
    ['subject as a number', { subject: 7 }, /^subject/],
    ['delay -1', { delay: -1 }, 'delay must be an integer number of seconds between 0 and 86400'],
    ['delay 86401', { delay: 86_401 }, 'delay must be an integer number of seconds between 0 and 86400'],
    ['delay 1.5', { delay: 1.5 }, 'delay must be an integer number of seconds between 0 and 86400'],
    ['delay "7"', { delay: '7' }, 'delay must be an integer number of seconds between 0 and 86400'],
    ['delay null', { delay: null }, 'delay must be an integer number of seconds between 0 and 86400'],
    ['agent_id and agent_email missing', { agent_id: undefined }, 'agent_id or agent_email is required'],
    ['agent_id unknown', { agent_id: 999_999 }, 'agent_id: agent 999999 not found'],
    ['agent_id as a string', { agent_id: 'dana' }, /^agent_id/],
    ['agent_email unknown', { agent_id: undefined, agent_email: 'ghost@compose-co.test' }, 'agent_email: no agent with the email ghost@compose-co.test'],
    ['content missing', { content: undefined }, 'content is required: an object with the HTML body in content.content'],
    ['content as a string', { content: '<p>hi</p>' }, 'content is required: an object with the HTML body in content.content'],
    ['content.content missing', { content: {} }, 'content.content is required'],
    ['content.content empty', { content: { content: '' } }, 'content.content must not be empty'],
    ['content.content as a number', { content: { content: 5 } }, 'content.content must be a string'],
    ['generated_id of 201 characters', { generated_id: 'g'.repeat(201) }, 'generated_id must be at most 200 characters'],
  ])('rejects %s with 400 naming the field', async (_label, overrides, message) => {
    await rejects(body(overrides), message);
  });

  it("rejects another organization's channel with 400", async () => {
    await rejects(body({ channel_id: otherChannelId }), `channel_id: no channel ${otherChannelId} in this organization`);
  });

  it("rejects another organization's agent, by id and by email, with 400", async () => {
    await rejects(body({ agent_id: otherAgent.id }), `agent_id: agent ${otherAgent.id} not found`);
    await rejects(body({ agent_id: undefined, agent_email: otherAgent.email }), `agent_email: no agent with the email ${otherAgent.email}`);
  });

  it("refuses the organization's own mailbox as a recipient, in any case, naming it, and stores nothing", async () => {
    const db = t.database.db;
    const before = (await db.select({ id: messages.id }).from(messages)).length;
    const own = `to: ${CHANNEL_EMAIL} is the address of your mailbox`;
    await rejects(body({ to: CHANNEL_EMAIL.toUpperCase() }), new RegExp(`^${own} .+: mail sent there would come back in as a new conversation$`));
    await rejects(body({ cc: `friend@customers.example, Support <${CHANNEL_EMAIL}>` }), new RegExp(`^cc: ${CHANNEL_EMAIL} is the address of your mailbox`));
    await rejects(body({ cc: [CHANNEL_EMAIL] }), 'cc must be a string of comma-separated addresses');
    await rejects(body({ bcc: CHANNEL_EMAIL }), /^bcc: /);
    // Another mailbox of the organization than the one sending is its own too.
    await db.insert(channels).values({ organizationId: org.organization.id, email: 'billing@compose-co.test', name: 'Billing' });
    await rejects(body({ to: 'Billing <billing@compose-co.test>' }), 'to: billing@compose-co.test is the address of your mailbox Billing: mail sent there would come back in as a new conversation');
    expect((await db.select({ id: messages.id }).from(messages)).length).toBe(before);
    // Another organization's mailbox is an address like any other.
    const [theirs] = await db.select({ email: channels.email }).from(channels).where(eq(channels.id, otherChannelId));
    expect((await compose(body({ to: theirs!.email }))).status).toBe(200);
  });

  it('rejects a deactivated agent with 400', async () => {
    const gone = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'gone@compose-co.test', name: 'Gone', role: 'agent' });
    await t.database.db.update(agents).set({ active: false }).where(eq(agents.id, gone.id));
    await rejects(body({ agent_id: gone.id }), /^agent_id/);
  });

  it('creates nothing when the request is rejected', async () => {
    const db = t.database.db;
    const count = async () => ({
      messages: (await db.select({ id: messages.id }).from(messages)).length,
      contacts: (await db.select({ id: contacts.id }).from(contacts)).length,
      jobs: (await db.select({ id: jobs.id }).from(jobs)).length,
    });
    const before = await count();
    await rejects(body({ to: 'brand-new@nowhere.example', agent_id: 999_999 }), /^agent_id/);
    await rejects(body({ to: 'brand-new@nowhere.example', channel_id: otherChannelId }), /^channel_id/);
    expect(await count()).toEqual(before);
  });

  it.each([[[]], ['text'], [null], [42]])('rejects the non-object body %j with 400', async (json) => {
    const { status, body: answer } = await compose(json);
    expect(status).toBe(400);
    expect(answer.error).toEqual(expect.any(String));
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.request('/api/conversations/compose', {
      method: 'POST',
      key: org.api_key,
      headers: { 'Content-Type': 'application/json' },
      body: '{"channel_id": 1, "to": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await t.request('/api/conversations/compose', { method: 'POST', key: org.api_key, headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    expect(res.status).toBe(400);
  });

  it('answers 401 without a key', async () => {
    expect((await t.request('/api/conversations/compose', { method: 'POST', json: body() })).status).toBe(401);
  });
});
