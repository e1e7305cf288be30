import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOperation, Conversation, Message, Timeline } from '#contract/conversations';
import type { ApplySnippetResult, Snippet } from '#contract/snippets';
import { agents, bulkOperations, channels, contacts, conversations } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createMailTransport } from '../../mail/outbound/transport.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// Applying a snippet to a conversation: its actions in order as the caller, all or nothing, with the events of
// the bulk update and of replies; the preview; snippets named by compose and reply actions.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let channelId: number;
let kenji: { id: number; email: string; name: string };
let cookie: string;
let clock = new Date('2026-11-23T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  org = await t.createOrg('Apply Co');
  other = await t.createOrg('Other Apply Co');
  [{ id: channelId }] = (await t.database.db
    .insert(channels)
    .values({ organizationId: org.organization.id, email: 'help@apply.test', name: 'Help' })
    .returning({ id: channels.id })) as [{ id: number }];
  kenji = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'kenji@apply.test', name: 'Kenji Sato', role: 'agent', password: 'kenji-password' });
  const res = await t.request('/api/session', { method: 'POST', headers: { 'X-Inbox-Request': '1' }, json: { email: kenji.email, password: 'kenji-password' } });
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(() => t.close());

async function conversation(contactName: string, organizationId = org.organization.id, channel = channelId): Promise<number> {
  const [contact] = await t.database.db
    .insert(contacts)
    .values({ organizationId, name: contactName, email: `c${Math.random().toString(36).slice(2)}@customer.test` })
    .returning();
  const [row] = await t.database.db
    .insert(conversations)
    .values({ organizationId, channelId: channel, contactId: contact!.id, subject: 'Refund for order 1234' })
    .returning();
  return row!.id;
}

async function snippet(json: Record<string, unknown>, key = org.api_key): Promise<Snippet> {
  const res = await t.request('/api/snippets', { method: 'POST', key, json });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Snippet;
}

type Auth = { key: string } | { cookie: string };
async function apply(conversationId: number, snippetId: number, opts: { auth?: Auth; body?: unknown; preview?: boolean } = {}) {
  const auth = opts.auth ?? { cookie };
  const res = await t.request(`/api/conversations/${conversationId}/snippets/${snippetId}/apply${opts.preview ? '?preview=true' : ''}`, {
    method: 'POST',
    ...('key' in auth ? { key: auth.key } : { headers: { Cookie: auth.cookie, 'X-Inbox-Request': '1' } }),
    ...(opts.body === undefined ? {} : { json: opts.body }),
  });
  return { status: res.status, body: (await res.json()) as ApplySnippetResult & { error?: string } };
}

async function timeline(id: number): Promise<Timeline> {
  return (await (await t.request(`/api/conversations/${id}/messages`, { key: org.api_key })).json()) as Timeline;
}

describe('POST /conversations/{id}/snippets/{snippet_id}/apply', () => {
  it('runs every action in order as the signed-in agent, with their history events, and counts the application', async () => {
    const id = await conversation('<b>Jane</b> Rogers');
    const s = await snippet({
      title: 'Refund issued',
      actions: [
        { name: 'reply', data: { content: '<p>Hi {{contact.first_name | there}}, {{agent.first_name}} here about #{{conversation.id}}.</p>' } },
        { name: 'tag', data: { tag: 'refund' } },
        { name: 'teammates.assign', data: { agent_email: kenji.email } },
        { name: 'note', data: { body: 'Refunded {{contact.name}} ({{organization.name}})' } },
        { name: 'status', data: { status: 'SNOOZED', snooze_until: 'tomorrow' } },
      ],
    });
    const { status, body } = await apply(id, s.id);
    expect(status, body.error).toBe(200);
    expect(body.preview).toBe(false);
    // Values are HTML-escaped in a reply, which is HTML; a note is plain text.
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({
      status: 'scheduled',
      html: `<p>Hi &lt;b&gt;Jane&lt;/b&gt;, Kenji here about #${id}.</p>`,
      agent: { id: kenji.id },
      send_at: new Date(clock.getTime() + 7000).toISOString(),
    });
    expect(body.notes.map((n) => n.body)).toEqual(['Refunded <b>Jane</b> Rogers (Apply Co)']);
    expect(body.conversation).toMatchObject({ status: 'snoozed', tags: ['refund'], assignee: { id: kenji.id } });
    expect(body.actions.map((a) => a.description)).toEqual([
      `Reply: Hi <b>Jane</b>, Kenji here about #${id}.`,
      'Add the tag refund',
      'Assign to Kenji Sato',
      'Add a note: Refunded <b>Jane</b> Rogers (Apply Co)',
      'Snooze until tomorrow',
    ]);
    const events = (await timeline(id)).entries.flatMap((e) => (e.type === 'event' ? [e.event] : []));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['message_scheduled', 'tagged', 'assigned', 'snoozed', 'snippet_applied']));
    expect(events.find((e) => e.type === 'snippet_applied')).toMatchObject({ data: { snippet_id: s.id, title: 'Refund issued' }, actor: { type: 'agent', agent: { id: kenji.id } } });
    const after = (await (await t.request(`/api/snippets/${s.id}`, { key: org.api_key })).json()) as Snippet;
    expect(after).toMatchObject({ applied_count: 1, last_applied_at: clock.toISOString() });
    // The reply waits out its undo window like any reply.
    const cancel = await t.request(`/api/conversations/${id}/messages/${body.messages[0]!.id}/cancel`, { method: 'POST', key: org.api_key });
    expect(((await cancel.json()) as Message).status).toBe('cancelled');
  });

  it('uses a variable’s fallback when the value is missing', async () => {
    const id = await conversation('');
    const s = await snippet({ title: 'Hello', actions: [{ name: 'note', data: { body: 'Hello {{contact.first_name | there}}!' } }] });
    expect((await apply(id, s.id)).body.notes[0]!.body).toBe('Hello there!');
  });

  it('previews: the reply and note filled for this conversation, and nothing changed, sent or counted', async () => {
    const id = await conversation('Maria Lopez');
    const s = await snippet({
      title: 'Preview me',
      actions: [
        { name: 'reply', data: { content: '<p>Dear {{contact.name}}</p>' } },
        { name: 'status.close' },
      ],
    });
    const before = await timeline(id);
    const { status, body } = await apply(id, s.id, { preview: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ preview: true, messages: [], notes: [], conversation: { status: 'opened' } });
    expect(body.actions.map((a) => [a.name, a.data])).toEqual([
      ['reply', { content: '<p>Dear Maria Lopez</p>' }],
      ['status.close', {}],
    ]);
    expect(await timeline(id)).toEqual(before);
    expect(((await (await t.request(`/api/snippets/${s.id}`, { key: org.api_key })).json()) as Snippet).applied_count).toBe(0);
  });

  it('with an API key: needs an agent for a reply or note, none for the rest', async () => {
    const id = await conversation('Ann Key');
    const writes = await snippet({ title: 'Writes', actions: [{ name: 'note', data: { body: 'hi' } }] });
    const refused = await apply(id, writes.id, { auth: { key: org.api_key } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('agent_id or agent_email is required: this snippet writes a reply or a note, and an API key is no agent');
    expect((await apply(id, writes.id, { auth: { key: org.api_key }, preview: true })).status).toBe(200);
    const ok = await apply(id, writes.id, { auth: { key: org.api_key }, body: { agent_email: kenji.email } });
    expect(ok.body.notes[0]!.agent).toMatchObject({ id: kenji.id });
    const closes = await snippet({ title: 'Closes', actions: [{ name: 'status.close' }] });
    const closed = await apply(id, closes.id, { auth: { key: org.api_key } });
    expect(closed.body.conversation.status).toBe('closed');
  });

  it('applies all or nothing: a step that cannot apply any more is named and nothing changes', async () => {
    const id = await conversation('All Or Nothing');
    const leaving = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'leaving@apply.test', name: 'Leaving', role: 'agent' });
    const s = await snippet({ title: 'Tag then assign', actions: [{ name: 'tag', data: { tag: 'first' } }, { name: 'teammates.assign', data: { agent_id: leaving.id } }] });
    await t.database.db.update(agents).set({ active: false }).where(eq(agents.id, leaving.id));
    const { status, body } = await apply(id, s.id);
    expect(status).toBe(400);
    expect(body.error).toBe(`actions.1.data.agent_id: agent ${leaving.id} not found`);
    const c = (await (await t.request(`/api/conversations/${id}`, { key: org.api_key })).json()) as { tags: string[] };
    expect(c.tags).toEqual([]);
  });

  it('answers 404 for an unknown or foreign conversation or snippet', async () => {
    const id = await conversation('Someone');
    const s = await snippet({ title: 'x', actions: [{ name: 'status.close' }] });
    const theirConversation = await conversation('Theirs', other.organization.id, (await t.database.db.insert(channels).values({ organizationId: other.organization.id, email: 'help@other-apply.test', name: 'H' }).returning())[0]!.id);
    const theirSnippet = await snippet({ title: 'theirs', actions: [{ name: 'status.close' }] }, other.api_key);
    expect(await apply(999_999, s.id)).toMatchObject({ status: 404, body: { error: 'conversation not found' } });
    expect(await apply(theirConversation, s.id)).toMatchObject({ status: 404, body: { error: 'conversation not found' } });
    expect(await apply(id, theirSnippet.id)).toMatchObject({ status: 404, body: { error: 'snippet not found' } });
    expect((await apply(id, 999_999)).status).toBe(404);
  });
});

describe('snippets through compose and reply actions', () => {
  it('counts a compose action carrying snippet_id as an application, and runs a reply’s actions once it is sent', async () => {
    const s = await snippet({ title: 'Counted', actions: [{ name: 'status.close' }] });
    const composed = await t.request('/api/conversations/compose', {
      method: 'POST',
      key: org.api_key,
      json: { channel_id: channelId, to: 'ask@customer.test', agent_id: kenji.id, delay: 0, content: { content: '<p>Hi</p>', actions: [{ name: 'status.close', snippet_id: s.id }] } },
    });
    expect(composed.status).toBe(200);
    const message = (await composed.json()) as Message;
    expect(((await (await t.request(`/api/snippets/${s.id}`, { key: org.api_key })).json()) as Snippet).applied_count).toBe(1);

    const replied = await t.request(`/api/conversations/${message.conversation_id}/messages`, {
      method: 'POST',
      headers: { Cookie: cookie, 'X-Inbox-Request': '1' },
      json: {
        delay: 0,
        content: {
          content: '<p>Done</p>',
          actions: [
            { name: 'tag', data: { tag: 'followed-up' }, snippet_id: s.id },
            { name: 'note', data: { body: 'Told {{contact.email}}' } },
          ],
        },
      },
    });
    expect(replied.status, await replied.clone().text()).toBe(200);
    // The send job, then the actions job.
    const handlers = jobHandlers({ db: t.database.db, transport: createMailTransport({ outboxDir: '/tmp/snippet-apply-outbox' }), logger: pino({ level: 'silent' }) });
    clock = new Date(clock.getTime() + 60_000);
    while ((await runDueJobs(t.database.db, handlers, { now: clock, workerId: 'w' })) > 0);
    const entries = (await timeline(message.conversation_id)).entries;
    expect(entries.some((e) => e.type === 'note' && e.note.body === 'Told ask@customer.test')).toBe(true);
    const c = (await (await t.request(`/api/conversations/${message.conversation_id}`, { key: org.api_key })).json()) as { tags: string[] };
    expect(c.tags).toContain('followed-up');
    expect(((await (await t.request(`/api/snippets/${s.id}`, { key: org.api_key })).json()) as Snippet).applied_count).toBe(2);
  });
});

describe('undo is offered for bulk changes only', () => {
  const operationsOf = async (organizationId: number) =>
    (await t.database.db.select({ id: bulkOperations.id }).from(bulkOperations).where(eq(bulkOperations.organizationId, organizationId))).map((r) => r.id);

  it('keeps no bulk operation for the steps of an applied snippet or of a sent reply’s actions, while a bulk change keeps one to undo', async () => {
    const id = await conversation('Nina Undo');
    const before = await operationsOf(org.organization.id);
    const s = await snippet({ title: 'Triage', actions: [{ name: 'tag', data: { tag: 'triaged' } }, { name: 'teammates.assign', data: { agent_id: kenji.id } }, { name: 'status.close' }] });
    const applied = await apply(id, s.id);
    expect(applied.status).toBe(200);
    expect(applied.body.conversation).toMatchObject({ status: 'closed', tags: ['triaged'], assignee: { id: kenji.id } });

    const replied = await t.request(`/api/conversations/${id}/messages`, {
      method: 'POST',
      headers: { Cookie: cookie, 'X-Inbox-Request': '1' },
      json: { delay: 0, content: { content: '<p>Reopened for you</p>', actions: [{ name: 'status', data: { status: 'OPENED' } }, { name: 'untag', data: { tag: 'triaged' } }] } },
    });
    expect(replied.status, await replied.clone().text()).toBe(200);
    const handlers = jobHandlers({ db: t.database.db, transport: createMailTransport({ outboxDir: '/tmp/snippet-apply-outbox' }), logger: pino({ level: 'silent' }) });
    clock = new Date(clock.getTime() + 60_000);
    while ((await runDueJobs(t.database.db, handlers, { now: clock, workerId: 'w' })) > 0);
    const after = (await (await t.request(`/api/conversations/${id}`, { key: org.api_key })).json()) as Conversation;
    // The steps ran, with their history, as before.
    expect(after).toMatchObject({ status: 'opened', tags: [] });
    expect((await timeline(id)).entries.flatMap((e) => (e.type === 'event' ? [e.event.type] : []))).toEqual(
      expect.arrayContaining(['tagged', 'assigned', 'status_changed', 'untagged']),
    );
    // Yet no operation was kept for them: nothing offers their undo.
    expect(await operationsOf(org.organization.id)).toEqual(before);

    const changed = await t.request('/api/conversations/bulk', { method: 'POST', key: org.api_key, json: { ids: [id], tag: 'bulk-tagged' } });
    const { operation } = (await changed.json()) as { operation: BulkOperation };
    expect(await operationsOf(org.organization.id)).toEqual([...before, operation.id]);
    const read = (await (await t.request(`/api/conversations/bulk/${operation.id}`, { key: org.api_key })).json()) as BulkOperation;
    expect(read).toMatchObject({ status: 'done', changed: 1, undo_until: expect.any(String) });
  });
});
