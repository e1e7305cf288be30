import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channels, contacts, conversations, jobs, messages, ragPassages, ragSources } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { RAG_SOURCE_MAX_ATTEMPTS } from '../../domain/rag/source-job.ts';
import { retryDelayMs } from '../../jobs/worker.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { ragClient, runRagJobs } from '#test/support/rag-test-kit';

// The background processing of sources: the job that builds passages, its failures, and changes racing it;
// and sources learnt from conversations.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let rag: ReturnType<typeof ragClient>;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Jobs Co');
  other = await t.createOrg('Other Co');
  rag = ragClient(t, org.api_key);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(ragSources);
  await t.database.db.delete(jobs);
});

const passagesOf = (uuid: string) =>
  t.database.db.select({ kind: ragPassages.kind, text: ragPassages.text }).from(ragPassages).where(eq(ragPassages.sourceUuid, uuid)).orderBy(ragPassages.id);

describe('processing', () => {
  it('moves a source from queued to ready with its passages, searchable only then', async () => {
    const { uuid } = (await rag.addQuestions(['How do I export my data?', 'Backup of my workspace'], 'Use Settings > Export.')).body;
    expect((await rag.search('export data')).body.results).toEqual([]);
    expect(await runRagJobs(t)).toBe(1);
    const source = (await rag.get(uuid)).body;
    expect(source).toMatchObject({ status: 'ready', error: null });
    expect(source.processed_at).toEqual(expect.any(String));
    expect((await passagesOf(uuid)).map((p) => p.kind)).toEqual(['question', 'question', 'answer']);
    expect((await rag.search('export data')).body.results.map((r) => r.uuid)).toEqual([uuid]);
  });

  it('splits a text source into passages that carry its title', async () => {
    const paragraph = (n: number) => `Paragraph ${n} about exporting: ${'the export contains every project and task. '.repeat(8)}`;
    const content = `# Export\n\n${paragraph(1)}\n\n${paragraph(2)}\n\n## Import\n\n${paragraph(3)}\n\n${paragraph(4)}`;
    const { uuid } = (await rag.addText('Moving your data', content)).body;
    await runRagJobs(t);
    const rows = await passagesOf(uuid);
    expect(rows[0]).toEqual({ kind: 'question', text: 'Moving your data' });
    expect(rows.length).toBeGreaterThan(2);
    expect((await rag.get(uuid)).body.passages).toBe(rows.length - 1);
    // found by the title's words although the passage text never says them
    const { results } = (await rag.search('moving')).body;
    expect(results[0]).toMatchObject({ uuid, type: 'text', title: 'Moving your data' });
    expect(results[0]!.answer).toMatch(/^Export\n\nParagraph 1/);
  });

  it('deletes the row and its passages when the deletion job runs', async () => {
    const { uuid } = (await rag.addQuestions(['q'], 'a')).body;
    await runRagJobs(t);
    await rag.remove(uuid);
    expect((await passagesOf(uuid)).length).toBe(2);
    await runRagJobs(t);
    expect(await passagesOf(uuid)).toEqual([]);
    expect(await t.database.db.select().from(ragSources).where(eq(ragSources.uuid, uuid))).toEqual([]);
  });

  it('deletes a source deleted before it was ever processed', async () => {
    const { uuid } = (await rag.addQuestions(['q'], 'a')).body;
    await rag.remove(uuid);
    await runRagJobs(t);
    expect((await rag.get(uuid)).status).toBe(404);
  });

  it('does not lose an update made while the job runs: the stale content is never published', async () => {
    const { uuid } = (await rag.addQuestions(['What is the refund window?'], 'Old answer: 14 days.')).body;
    let updated = false;
    await runRagJobs(t, {
      beforePublish: async () => {
        if (updated) return;
        updated = true;
        // Another request changes the source after the job read it.
        expect((await rag.update(uuid, { answer: 'New answer: 30 days.' })).status).toBe(202);
      },
    });
    expect(updated).toBe(true);
    expect((await rag.get(uuid)).body).toMatchObject({ status: 'ready', answer: 'New answer: 30 days.' });
    expect((await passagesOf(uuid)).map((p) => p.text)).toEqual(['What is the refund window?', 'New answer: 30 days.']);
    expect((await rag.search('refund window')).body.results[0]!.answer).toBe('New answer: 30 days.');
  });

  it('deletes a source deleted while its job runs, instead of publishing it', async () => {
    const { uuid } = (await rag.addQuestions(['q'], 'a')).body;
    await runRagJobs(t, { beforePublish: async () => void (await rag.remove(uuid)) });
    expect((await rag.get(uuid)).status).toBe(404);
  });

  it('marks a source with nothing searchable failed at once, with the reason', async () => {
    const { uuid } = (await rag.addQuestions(['???'], '...')).body;
    await runRagJobs(t);
    expect((await rag.get(uuid)).body).toMatchObject({
      status: 'failed',
      error: 'nothing to index: the source has no searchable words (only punctuation or stop words)',
    });
  });

  it('retries a failing job, marks the source failed after the last attempt, and reprocesses it on request', async () => {
    const { uuid } = (await rag.addQuestions(['How do I reset 2FA?'], 'Use a recovery code.')).body;
    const broken = { beforePublish: async () => Promise.reject(new Error('connection reset')) };
    let now = new Date();
    for (let attempt = 1; attempt <= RAG_SOURCE_MAX_ATTEMPTS; attempt++) {
      await runRagJobs(t, { ...broken, now });
      expect((await rag.get(uuid)).body.status).toBe(attempt < RAG_SOURCE_MAX_ATTEMPTS ? 'queued' : 'failed');
      now = new Date(now.getTime() + retryDelayMs(attempt) + 1000);
    }
    expect((await rag.get(uuid)).body.error).toBe('processing failed: connection reset');

    expect(await rag.reprocess(uuid)).toEqual({ status: 202, body: { uuid, type: 'question', status: 'queued', message: 'queued for processing' } });
    expect((await rag.get(uuid)).body).toMatchObject({ status: 'queued', error: null });
    await runRagJobs(t, { now });
    expect((await rag.get(uuid)).body.status).toBe('ready');
    expect((await rag.reprocess(uuid)).body).toEqual({ error: 'only a failed source can be reprocessed; this one is ready' });
    expect((await rag.reprocess(uuid)).status).toBe(409);
  });
});

describe('POST /organization/rag/sources/conversation', () => {
  async function conversationOf(organizationId: number, thread: { direction: 'inbound' | 'outbound'; status: string; text: string }[], subject = 'Re: Invoice question') {
    const db = t.database.db;
    const [channel] = await db.insert(channels).values({ organizationId, email: `help-${Math.random()}@x.example`, name: 'Help' }).returning();
    const [contact] = await db.insert(contacts).values({ organizationId, email: `c-${Math.random()}@y.example`, name: 'Cat' }).returning();
    const [conversation] = await db.insert(conversations).values({ organizationId, channelId: channel!.id, contactId: contact!.id, subject }).returning();
    let at = Date.parse('2026-01-01T10:00:00Z');
    for (const m of thread) {
      at += 60_000;
      await db.insert(messages).values({
        organizationId,
        conversationId: conversation!.id,
        direction: m.direction,
        status: m.status as 'sent',
        fromEmail: m.direction === 'inbound' ? contact!.email! : channel!.email,
        text: m.text,
        createdAt: new Date(at),
        sentAt: m.status === 'sent' ? new Date(at) : null,
      });
    }
    return conversation!.id;
  }

  it("learns the customer's first question and the agent's last sent answer, trimmed", async () => {
    const id = await conversationOf(org.organization.id, [
      { direction: 'inbound', status: 'received', text: 'Hi,\n\nWhere can I download my invoices?\n\nThanks,\nCat\n\nSent from my iPhone' },
      { direction: 'outbound', status: 'sent', text: 'They are in Settings.' },
      { direction: 'inbound', status: 'received', text: 'Found them, thanks!\n\nOn Mon, Jan 1, 2026 at 10:02, Help <help@x.example> wrote:\n> They are in Settings.' },
      { direction: 'outbound', status: 'sent', text: 'Great. Invoices are under Settings > Billing > Invoices as PDF.\n\n-- \nThe Help team' },
      { direction: 'outbound', status: 'scheduled', text: 'A reply not sent yet.' },
    ]);
    const { status, body } = await rag.addConversation(id);
    expect(status).toBe(202);
    expect(body).toMatchObject({ type: 'conversation', status: 'queued', message: 'queued for processing' });
    expect((await rag.get(body.uuid)).body).toMatchObject({
      type: 'conversation',
      title: 'Invoice question',
      questions: ['Invoice question', 'Where can I download my invoices?'],
      answer: 'Great. Invoices are under Settings > Billing > Invoices as PDF.',
      conversation_id: id,
      content_length: null,
    });
    await runRagJobs(t);
    const { results } = (await rag.search('download invoices')).body;
    expect(results[0]).toMatchObject({ uuid: body.uuid, type: 'conversation', matched: 'Where can I download my invoices?' });
  });

  it("learns without the customer's name, addresses and numbers, and without the agent's sign-off", async () => {
    const id = await conversationOf(org.organization.id, [
      { direction: 'inbound', status: 'received', text: 'Cat here: please send invoices to cat.accounts@y.example and call +44 20 7946 0958.' },
      { direction: 'outbound', status: 'sent', text: 'Hi Cat,\n\nDone: they go to cat.accounts@y.example now, Cat.\n\nHave a great day!\nDana' },
    ]);
    const { body } = await rag.addConversation(id);
    expect((await rag.get(body.uuid)).body).toMatchObject({
      questions: ['Invoice question', '███ here: please send invoices to ███ and call ███.'],
      answer: 'Done: they go to ███ now, ███.',
    });
  });

  it('refuses a conversation without a customer message or without a sent agent reply with 400', async () => {
    const noCustomer = await conversationOf(org.organization.id, [{ direction: 'outbound', status: 'sent', text: 'Hello from us' }]);
    expect(await rag.addConversation(noCustomer)).toEqual({
      status: 400,
      body: { error: 'the conversation has no customer message to learn a question from' },
    });
    const noReply = await conversationOf(org.organization.id, [
      { direction: 'inbound', status: 'received', text: 'Help?' },
      { direction: 'outbound', status: 'scheduled', text: 'Soon' },
    ]);
    expect(await rag.addConversation(noReply)).toEqual({ status: 400, body: { error: 'the conversation has no sent agent reply to learn an answer from' } });
  });

  it("answers 404 for an unknown or another organization's conversation, 400 for an id that is not one", async () => {
    const theirs = await conversationOf(other.organization.id, [
      { direction: 'inbound', status: 'received', text: 'Q?' },
      { direction: 'outbound', status: 'sent', text: 'A.' },
    ]);
    expect(await rag.addConversation(theirs)).toEqual({ status: 404, body: { error: 'conversation not found' } });
    expect((await rag.addConversation(999_999_999)).status).toBe(404);
    for (const bad of ['12', -1, 1.5, null]) {
      expect((await rag.addConversation(bad)).body).toEqual({ error: 'conversation_id must be a conversation id (a positive integer)' });
    }
    expect((await rag.call('POST', '/sources/conversation', {})).body).toEqual({ error: 'conversation_id is required' });
  });

  describe('GET .../sources/conversation/draft', () => {
    const draft = (id: unknown, client = rag) => client.call('GET', `/sources/conversation/draft${id === undefined ? '' : `?conversation_id=${String(id)}`}`);

    it('shows what the source would hold, and creates nothing', async () => {
      const id = await conversationOf(org.organization.id, [
        { direction: 'inbound', status: 'received', text: 'Where can I download my invoices?\n\nThanks,\nCat' },
        { direction: 'outbound', status: 'sent', text: 'Under Settings > Billing > Invoices.\n\n-- \nThe Help team' },
      ]);
      const sources = (await rag.list()).body.data.length;
      expect(await draft(id)).toEqual({
        status: 200,
        body: { title: 'Invoice question', questions: ['Invoice question', 'Where can I download my invoices?'], answer: 'Under Settings > Billing > Invoices.' },
      });
      expect((await rag.list()).body.data).toHaveLength(sources);
    });

    it("refuses as the POST does: no customer message or no reply 400, another organization's 404, a bad id 400", async () => {
      const noCustomer = await conversationOf(org.organization.id, [{ direction: 'outbound', status: 'sent', text: 'Hello from us' }]);
      expect(await draft(noCustomer)).toEqual({ status: 400, body: { error: 'the conversation has no customer message to learn a question from' } });
      const noReply = await conversationOf(org.organization.id, [{ direction: 'inbound', status: 'received', text: 'Help?' }]);
      expect(await draft(noReply)).toEqual({ status: 400, body: { error: 'the conversation has no sent agent reply to learn an answer from' } });
      const theirs = await conversationOf(other.organization.id, [
        { direction: 'inbound', status: 'received', text: 'Q?' },
        { direction: 'outbound', status: 'sent', text: 'A.' },
      ]);
      expect(await draft(theirs)).toEqual({ status: 404, body: { error: 'conversation not found' } });
      for (const bad of ['x', '0', '-1', '1.5', '']) {
        expect(await draft(bad)).toEqual({ status: 400, body: { error: 'conversation_id must be a conversation id (a positive integer)' } });
      }
      expect(await draft(undefined)).toEqual({ status: 400, body: { error: 'conversation_id is required' } });
    });
  });
});
