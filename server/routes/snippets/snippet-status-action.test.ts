import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '#contract/conversations';
import type { ApplySnippetResult, Snippet } from '#contract/snippets';
import { channels, contacts, conversations, messages, snippetActions } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createMailTransport } from '../../mail/outbound/transport.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// The `status` action takes the conversation's statuses as the spec writes them (`closed`) and the bulk operation's
// upper-case names (`CLOSED`), stores and answers the lower-case form, and reads actions stored upper case before
// as lower case too (docs/api.md, "Actions").

let t: TestApp;
let org: CreatedOrganization;
let channelId: number;
let kenji: { id: number; email: string };
let clock = new Date('2026-11-23T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  org = await t.createOrg('Status Action Co');
  [{ id: channelId }] = (await t.database.db
    .insert(channels)
    .values({ organizationId: org.organization.id, email: 'help@status-action.test', name: 'Help' })
    .returning({ id: channels.id })) as [{ id: number }];
  kenji = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'kenji@status-action.test', name: 'Kenji Sato', role: 'agent' });
});
afterAll(() => t.close());

const send = (method: string, path: string, json?: unknown) => t.request(`/api${path}`, { method, key: org.api_key, ...(json === undefined ? {} : { json }) });

async function openConversation(): Promise<number> {
  const [contact] = await t.database.db
    .insert(contacts)
    .values({ organizationId: org.organization.id, name: 'Rita Customer', email: `c${Math.random().toString(36).slice(2)}@customer.test` })
    .returning();
  const [row] = await t.database.db
    .insert(conversations)
    .values({ organizationId: org.organization.id, channelId, contactId: contact!.id, subject: 'Charged twice' })
    .returning();
  return row!.id;
}

async function createSnippet(status: string, extra: Record<string, unknown> = {}): Promise<Snippet> {
  const res = await send('POST', '/snippets', { title: `Set ${status}`, actions: [{ name: 'status', data: { status, ...extra } }] });
  const body = (await res.json()) as Snippet & { error?: string };
  expect(res.status, body.error).toBe(201);
  return body;
}

async function apply(conversationId: number, snippetId: number, preview = false) {
  const res = await send('POST', `/conversations/${conversationId}/snippets/${snippetId}/apply${preview ? '?preview=true' : ''}`);
  return { status: res.status, body: (await res.json()) as ApplySnippetResult & { error?: string } };
}

async function storedStatus(snippetId: number): Promise<unknown> {
  const [row] = await t.database.db.select({ data: snippetActions.data }).from(snippetActions).where(eq(snippetActions.snippetId, snippetId));
  return row!.data.status;
}

describe('the status action', () => {
  it.each(['closed', 'CLOSED'])('takes %s: stores, answers and reads back closed, and applying it closes the conversation', async (given) => {
    const snippet = await createSnippet(given);
    expect(snippet.actions[0]!.data).toEqual({ status: 'closed' });
    expect(await storedStatus(snippet.id)).toBe('closed');
    const read = (await (await send('GET', `/snippets/${snippet.id}`)).json()) as Snippet;
    expect(read.actions[0]!.data).toEqual({ status: 'closed' });
    const listed = (await (await send('GET', '/snippets')).json()) as { data: Snippet[] };
    expect(listed.data.find((s) => s.id === snippet.id)!.actions[0]!.data).toEqual({ status: 'closed' });

    const id = await openConversation();
    const preview = await apply(id, snippet.id, true);
    expect(preview.body.actions[0]).toMatchObject({ data: { status: 'closed' }, description: 'Set the status to closed' });
    const applied = await apply(id, snippet.id);
    expect(applied.status, applied.body.error).toBe(200);
    expect(applied.body.conversation.status).toBe('closed');
    expect(applied.body.actions[0]!.data).toEqual({ status: 'closed' });
    const [row] = await t.database.db.select({ status: conversations.status }).from(conversations).where(eq(conversations.id, id));
    expect(row!.status).toBe('closed');
  });

  it('takes snoozed and SNOOZED with a snooze time, and a PATCH to OPENED answers opened', async () => {
    const lower = await createSnippet('snoozed', { snooze_until: 'tomorrow' });
    const upper = await createSnippet('SNOOZED', { snooze_until: 'tomorrow' });
    for (const s of [lower, upper]) expect(s.actions[0]!.data).toEqual({ status: 'snoozed', snooze_until: 'tomorrow' });
    const id = await openConversation();
    const applied = await apply(id, upper.id);
    expect(applied.status, applied.body.error).toBe(200);
    expect(applied.body.conversation).toMatchObject({ status: 'snoozed', snooze_until: expect.any(String) });

    const res = await send('PATCH', `/snippets/${upper.id}`, { actions: [{ name: 'status', data: { status: 'OPENED' } }, { name: 'status', data: { status: 'spam' } }] });
    const patched = (await res.json()) as Snippet;
    expect(patched.actions.map((a) => a.data)).toEqual([{ status: 'opened' }, { status: 'spam' }]);
  });

  it('reads an action stored upper case before as lower case, and still applies it', async () => {
    const snippet = await createSnippet('closed');
    // As a snippet saved before the lower-case form was settled holds it.
    await t.database.db
      .update(snippetActions)
      .set({ data: { status: 'CLOSED' } })
      .where(and(eq(snippetActions.organizationId, org.organization.id), eq(snippetActions.snippetId, snippet.id)));
    expect(await storedStatus(snippet.id)).toBe('CLOSED');
    const read = (await (await send('GET', `/snippets/${snippet.id}`)).json()) as Snippet;
    expect(read.actions[0]!.data).toEqual({ status: 'closed' });
    const id = await openConversation();
    const applied = await apply(id, snippet.id);
    expect(applied.status, applied.body.error).toBe(200);
    expect(applied.body.conversation.status).toBe('closed');
  });

  it("runs a reply's status actions after the send, in either form, also as stored upper case before", async () => {
    const id = await openConversation();
    const res = await t.request(`/api/conversations/${id}/messages`, {
      method: 'POST',
      key: org.api_key,
      json: { delay: 0, agent_id: kenji.id, content: { content: '<p>Refunded</p>', actions: [{ name: 'tag', data: { tag: 'refund' } }, { name: 'status', data: { status: 'CLOSED' } }] } },
    });
    const message = (await res.json()) as Message & { error?: string };
    expect(res.status, message.error).toBe(200);
    const [stored] = await t.database.db.select({ actions: messages.actions }).from(messages).where(eq(messages.id, message.id));
    expect(stored!.actions[1]).toMatchObject({ name: 'status', data: { status: 'closed' } });
    // A message queued before the lower-case form was settled holds the upper-case one: it runs the same.
    await t.database.db
      .update(messages)
      .set({ actions: [{ name: 'tag', data: { tag: 'refund' } }, { name: 'status', data: { status: 'CLOSED' } }] })
      .where(eq(messages.id, message.id));

    const handlers = jobHandlers({ db: t.database.db, transport: createMailTransport({ outboxDir: '/tmp/status-action-outbox' }), logger: pino({ level: 'silent' }) });
    clock = new Date(clock.getTime() + 60_000);
    while ((await runDueJobs(t.database.db, handlers, { now: clock, workerId: 'w' })) > 0);
    const after = (await (await send('GET', `/conversations/${id}`)).json()) as Conversation;
    expect(after).toMatchObject({ status: 'closed', tags: ['refund'] });
  });

  it.each([
    ['Closed', 'actions.0.data.status must be one of opened, closed, spam, snoozed (or OPENED, CLOSED, SPAM, SNOOZED)'],
    ['DELETE', 'actions.0.data.status must be one of opened, closed, spam, snoozed (or OPENED, CLOSED, SPAM, SNOOZED)'],
    ['archived', 'actions.0.data.status must be one of opened, closed, spam, snoozed (or OPENED, CLOSED, SPAM, SNOOZED)'],
    [42, 'actions.0.data.status must be one of opened, closed, spam, snoozed (or OPENED, CLOSED, SPAM, SNOOZED)'],
    [undefined, 'actions.0.data.status must be one of opened, closed, spam, snoozed (or OPENED, CLOSED, SPAM, SNOOZED)'],
  ])('refuses the status %j with 400 {error} naming the field, and stores nothing', async (status, error) => {
    const before = ((await (await send('GET', '/snippets')).json()) as { data: Snippet[] }).data.length;
    const res = await send('POST', '/snippets', { title: 'Bad status', actions: [{ name: 'status', data: { status } }] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
    expect(((await (await send('GET', '/snippets')).json()) as { data: Snippet[] }).data).toHaveLength(before);
  });

  it('refuses a snooze time with another status, naming the status in its one form', async () => {
    const res = await send('POST', '/snippets', { title: 'Bad snooze', actions: [{ name: 'status', data: { status: 'CLOSED', snooze_until: '5m' } }] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'actions.0.data.snooze_until is only used with status snoozed' });
  });
});
