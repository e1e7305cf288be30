import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ragSources } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { ragClient, runRagJobs } from '#test/support/rag-test-kit';

// Creating, reading, listing, updating and deleting AI store sources: the answers and the validation rules.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let rag: ReturnType<typeof ragClient>;
let theirs: ReturnType<typeof ragClient>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Store Co');
  other = await t.createOrg('Other Co');
  rag = ragClient(t, org.api_key);
  theirs = ragClient(t, other.api_key);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(ragSources);
});

describe('POST /organization/rag/sources/questions', () => {
  it('answers 202 queued, and stores the trimmed questions and answer', async () => {
    const { status, body } = await rag.addQuestions(['  How do I get a refund?  ', 'Refund policy'], ' Within 30 days. ');
    expect(status).toBe(202);
    expect(body).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'question', status: 'queued', message: 'queued for processing' });
    const source = (await rag.get(body.uuid)).body;
    expect(source).toMatchObject({
      uuid: body.uuid,
      type: 'question',
      status: 'queued',
      error: null,
      title: null,
      questions: ['How do I get a refund?', 'Refund policy'],
      answer: 'Within 30 days.',
      content_length: null,
      passages: null,
      conversation_id: null,
      processed_at: null,
      used_count: 0,
      last_used_at: null,
    });
    expect(new Date(source.created).toISOString()).toBe(source.created);
  });

  it.each([
    [{ answer: 'a' }, 'questions is required'],
    [{ questions: 'how?', answer: 'a' }, 'questions must be an array of strings'],
    [{ questions: [], answer: 'a' }, 'questions must hold at least one question'],
    [{ questions: Array.from({ length: 51 }, (_, i) => `q${i}`), answer: 'a' }, 'questions must hold at most 50 questions'],
    [{ questions: ['a', 'b', 'c', 'x'.repeat(251)], answer: 'a' }, 'questions.3 must be at most 250 characters'],
    [{ questions: ['ok', '   '], answer: 'a' }, 'questions.1 must not be empty'],
    [{ questions: ['ok', 7], answer: 'a' }, 'questions.1 must be a string'],
    [{ questions: ['ok'] }, 'answer is required'],
    [{ questions: ['ok'], answer: ' ' }, 'answer must not be empty'],
    [{ questions: ['ok'], answer: 'x'.repeat(5001) }, 'answer must be at most 5000 characters'],
  ])('rejects an invalid body with 400 naming the field (%#)', async (json, error) => {
    const { status, body } = await rag.call('POST', '/sources/questions', json);
    expect(status).toBe(400);
    expect(body).toEqual({ error });
  });

  it('accepts 50 questions of 250 characters and an answer of 5000', async () => {
    const { status } = await rag.addQuestions(Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(250, 'x')), 'y'.repeat(5000));
    expect(status).toBe(202);
  });

  it('answers 401 without a key', async () => {
    const res = await t.request('/api/organization/rag/sources/questions', { method: 'POST', json: { questions: ['a'], answer: 'b' } });
    expect(res.status).toBe(401);
  });
});

describe('POST /organization/rag/sources/text', () => {
  it('answers 202 and shows the content length, and the passages once processed', async () => {
    const content = '# Refunds\n\nAnnual plans are refundable within 30 days.\n\n# Invoices\n\nDownload them as PDF.';
    const { status, body } = await rag.addText('Billing help', content);
    expect(status).toBe(202);
    expect(body).toMatchObject({ type: 'text', status: 'queued', message: 'queued for processing' });
    expect((await rag.get(body.uuid)).body).toMatchObject({ type: 'text', title: 'Billing help', questions: null, answer: null, content_length: content.length, passages: 0 });
    await runRagJobs(t);
    expect((await rag.get(body.uuid)).body).toMatchObject({ status: 'ready', passages: 1 });
  });

  it('shows the content when the source is read on its own, never in the list nor for other types', async () => {
    const content = '# Refunds\n\nAnnual plans are refundable within 30 days.';
    const { uuid } = (await rag.addText('Billing help', `  ${content}\n`)).body;
    const { uuid: qa } = (await rag.addQuestions(['q'], 'a')).body;
    expect((await rag.get(uuid)).body.content).toBe(content);
    expect((await rag.get(qa)).body.content).toBeNull();
    const listed = (await rag.list()).body.data;
    expect(listed).toHaveLength(2);
    for (const source of listed) expect(source).not.toHaveProperty('content');
  });

  it.each([
    [{ content: 'x' }, 'title is required'],
    [{ title: ' ', content: 'x' }, 'title must not be empty'],
    [{ title: 'x'.repeat(251), content: 'x' }, 'title must be at most 250 characters'],
    [{ title: 't' }, 'content is required'],
    [{ title: 't', content: '\n ' }, 'content must not be empty'],
    [{ title: 't', content: 'x'.repeat(200_001) }, 'content must be at most 200000 characters'],
  ])('rejects an invalid body with 400 (%#)', async (json, error) => {
    expect((await rag.call('POST', '/sources/text', json)).body).toEqual({ error });
  });
});

describe('PATCH /organization/rag/sources/questions/{uuid}', () => {
  it('updates either field, answering 202 update queued, and re-queues the source', async () => {
    const { uuid } = (await rag.addQuestions(['Old question'], 'Old answer')).body;
    await runRagJobs(t);
    const res = await rag.update(uuid, { answer: 'New answer' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ uuid, type: 'question', status: 'queued', message: 'update queued' });
    expect((await rag.get(uuid)).body).toMatchObject({ status: 'queued', questions: ['Old question'], answer: 'New answer' });
    await rag.update(uuid, { questions: ['New question', 'Another'] });
    expect((await rag.get(uuid)).body).toMatchObject({ questions: ['New question', 'Another'], answer: 'New answer' });
  });

  it('requires at least one field and applies the creation rules to each', async () => {
    const { uuid } = (await rag.addQuestions(['q'], 'a')).body;
    expect((await rag.update(uuid, {})).body).toEqual({ error: 'give questions, answer or both' });
    expect((await rag.update(uuid, { questions: ['a', 'b', 'c', 'd'.repeat(251)] })).body).toEqual({
      error: 'questions.3 must be at most 250 characters',
    });
    expect((await rag.update(uuid, { answer: '' })).status).toBe(400);
  });

  it('refuses another type with 400 "Only Questions can be updated"', async () => {
    const { uuid } = (await rag.addText('Article', 'Some text.')).body;
    expect(await rag.update(uuid, { answer: 'x' })).toEqual({ status: 400, body: { error: 'Only Questions can be updated' } });
  });

  it('answers 404 for an unknown uuid or another organization\'s, and 400 for a uuid that is not one', async () => {
    const { uuid } = (await rag.addQuestions(['q'], 'a')).body;
    expect(await rag.update(UNKNOWN, { answer: 'x' })).toEqual({ status: 404, body: { error: 'source not found' } });
    expect(await theirs.update(uuid, { answer: 'x' })).toEqual({ status: 404, body: { error: 'source not found' } });
    expect((await rag.get(uuid)).body.answer).toBe('a');
    expect(await rag.update('not-a-uuid', { answer: 'x' })).toEqual({ status: 400, body: { error: 'uuid must be a uuid' } });
  });

  it('answers 409 while the source is being deleted', async () => {
    const { uuid } = (await rag.addQuestions(['q'], 'a')).body;
    await rag.remove(uuid);
    expect(await rag.update(uuid, { answer: 'x' })).toEqual({ status: 409, body: { error: 'the source is being deleted' } });
  });
});

describe('PATCH /organization/rag/sources/text/{uuid}', () => {
  it('replaces the title or the content, answering 202 update queued, and searches its new passages, not the old ones', async () => {
    const { uuid } = (await rag.addText('Billing', 'Annual plans are refundable within 30 days.')).body;
    await runRagJobs(t);
    expect((await search('annual')).map((r) => r.uuid)).toEqual([uuid]);
    const res = await rag.updateText(uuid, { content: ' # Refunds\n\nMonthly plans are prorated.\n\n# Invoices\n\nDownload them as PDF. ' });
    expect(res).toEqual({ status: 202, body: { uuid, type: 'text', status: 'queued', message: 'update queued' } });
    expect((await rag.get(uuid)).body).toMatchObject({ status: 'queued', title: 'Billing', content: '# Refunds\n\nMonthly plans are prorated.\n\n# Invoices\n\nDownload them as PDF.' });
    await runRagJobs(t);
    expect((await rag.get(uuid)).body).toMatchObject({ status: 'ready', passages: 1 });
    // The old passage is gone: what is found is the new text.
    for (const result of await search('annual')) expect(result.matched).not.toContain('Annual');
    expect(await search('prorated')).toEqual([expect.objectContaining({ uuid, matched: expect.stringContaining('Monthly plans are prorated.') })]);
    await rag.updateText(uuid, { title: 'Billing and invoices' });
    const renamed = (await rag.get(uuid)).body;
    expect(renamed).toMatchObject({ title: 'Billing and invoices', content: expect.stringContaining('Monthly plans') });
    expect(renamed.content_length).toBe(renamed.content!.length);
  });

  it('requires at least one field and applies the creation rules to each', async () => {
    const { uuid } = (await rag.addText('t', 'c')).body;
    expect(await rag.updateText(uuid, {})).toEqual({ status: 400, body: { error: 'give title, content or both' } });
    expect((await rag.updateText(uuid, { title: ' ' })).body).toEqual({ error: 'title must not be empty' });
    expect((await rag.updateText(uuid, { content: 'x'.repeat(200_001) })).body).toEqual({ error: 'content must be at most 200000 characters' });
    expect((await rag.updateText(uuid, { content: 7 })).body).toEqual({ error: 'content must be a string' });
    expect((await rag.get(uuid)).body).toMatchObject({ title: 't', content: 'c' });
  });

  it('refuses a Q&A with 400, and a source being deleted with 409', async () => {
    const { uuid: qa } = (await rag.addQuestions(['q'], 'a')).body;
    expect(await rag.updateText(qa, { title: 'x' })).toEqual({ status: 400, body: { error: 'Only texts can be updated here' } });
    const { uuid } = (await rag.addText('t', 'c')).body;
    await rag.remove(uuid);
    expect(await rag.updateText(uuid, { title: 'x' })).toEqual({ status: 409, body: { error: 'the source is being deleted' } });
  });

  it("answers 404 for an unknown uuid or another organization's, and 400 for a uuid that is not one", async () => {
    const { uuid } = (await rag.addText('t', 'c')).body;
    expect(await rag.updateText(UNKNOWN, { title: 'x' })).toEqual({ status: 404, body: { error: 'source not found' } });
    expect(await theirs.updateText(uuid, { title: 'x' })).toEqual({ status: 404, body: { error: 'source not found' } });
    expect(await rag.updateText('not-a-uuid', { title: 'x' })).toEqual({ status: 400, body: { error: 'uuid must be a uuid' } });
    expect((await rag.get(uuid)).body.title).toBe('t');
  });
});

const search = async (q: string) => (await rag.search(q)).body.results;

describe('GET and DELETE /organization/rag/sources/{uuid}', () => {
  it('answers 404 for unknown and foreign uuids and 400 for malformed ones, on every route', async () => {
    const { uuid } = (await rag.addQuestions(['q'], 'a')).body;
    for (const path of [`/sources/${uuid}`, `/sources/${UNKNOWN}`]) {
      const client = path.includes(UNKNOWN) ? rag : theirs;
      expect((await client.call('GET', path)).status).toBe(404);
      expect((await client.call('DELETE', path)).status).toBe(404);
      expect((await client.call('POST', `${path}/reprocess`)).status).toBe(404);
    }
    for (const bad of ['123', 'zzzzzzzz-0000-4000-8000-000000000000', `${uuid}x`]) {
      expect((await rag.call('GET', `/sources/${bad}`)).body).toEqual({ error: 'uuid must be a uuid' });
      expect((await rag.call('DELETE', `/sources/${bad}`)).status).toBe(400);
    }
    expect((await rag.get(uuid.toUpperCase())).body.uuid).toBe(uuid);
  });

  it('deletes: 200 deleting, listed as deleting until the job ran, then gone', async () => {
    const { uuid } = (await rag.addQuestions(['q'], 'a')).body;
    await runRagJobs(t);
    expect(await rag.remove(uuid)).toEqual({ status: 200, body: { uuid, status: 'deleting', message: 'queued for deletion' } });
    expect((await rag.list()).body.data.map((s) => [s.uuid, s.status])).toEqual([[uuid, 'deleting']]);
    expect((await rag.remove(uuid)).status).toBe(200); // asking twice is harmless
    await runRagJobs(t);
    expect((await rag.get(uuid)).status).toBe(404);
    expect((await rag.list()).body.data).toEqual([]);
  });

  it("never deletes another organization's source", async () => {
    const { uuid } = (await rag.addQuestions(['q'], 'a')).body;
    expect((await theirs.remove(uuid)).status).toBe(404);
    await runRagJobs(t);
    expect((await rag.get(uuid)).body.status).toBe('ready');
  });
});

describe('GET /organization/rag/sources', () => {
  it('lists newest first, filters by type and status, and pages with a cursor', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await rag.addQuestions([`Question ${i}`], `Answer ${i}`)).body.uuid);
    const text = (await rag.addText('Article', 'Body text.')).body.uuid;
    await runRagJobs(t);
    const queued = (await rag.addQuestions(['Still queued'], 'x')).body.uuid;
    await theirs.addQuestions(['Not ours'], 'x');

    const all = (await rag.list()).body;
    expect(all.data.map((s) => s.uuid)).toEqual([queued, text, ...made.reverse()]);
    expect(all.cursor).toBeNull();
    expect((await rag.list('?type=text')).body.data.map((s) => s.uuid)).toEqual([text]);
    expect((await rag.list('?status=queued')).body.data.map((s) => s.uuid)).toEqual([queued]);
    expect((await rag.list('?type=question&status=ready')).body.data).toHaveLength(7);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?type=question&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await rag.list(query)).body;
      expect(page.data.length).toBeLessThanOrEqual(3);
      seen.push(...page.data.map((s) => s.uuid));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual([queued, ...made]);
  });

  it('refuses a cursor used with other filters, altered, or of another organization', async () => {
    for (let i = 0; i < 3; i++) await rag.addQuestions([`Q${i}`], 'A');
    const { cursor } = (await rag.list('?limit=2')).body;
    expect(cursor).toEqual(expect.any(String));
    const c = encodeURIComponent(cursor!);
    expect((await rag.list(`?limit=2&cursor=${c}`)).body.data).toHaveLength(1);
    for (const query of [`?limit=2&type=question&cursor=${c}`, `?limit=2&search=Q&cursor=${c}`, `?limit=2&cursor=${c}x`]) {
      expect((await rag.list(query)).body).toEqual({ error: 'cursor is invalid: use the cursor of the previous page, with the same type, status and search' });
    }
    expect((await theirs.list(`?limit=2&cursor=${c}`)).status).toBe(400);
  });

  it.each(['?limit=0', '?limit=101', '?limit=x', '?type=faq', '?status=done', `?search=${'x'.repeat(201)}`])('rejects %s with 400', async (query) => {
    const { status, body } = await rag.list(query);
    expect(status).toBe(400);
    expect(body.error).toMatch(/^(limit|type|status|search) must be/);
  });

  it('finds by words of the questions, answer, title or content, each anywhere, in any case, taken literally, page after page', async () => {
    const refund = (await rag.addQuestions(['How do I get a REFUND?', 'Money back'], 'Within 30 days.')).body.uuid;
    const answer = (await rag.addQuestions(['Can I pay by card?'], 'Yes, and refunds go back to the card.')).body.uuid;
    const text = (await rag.addText('Refund policy', 'Annual plans: 100% refundable_within 14 days.')).body.uuid;
    const body = (await rag.addText('Shipping', 'Parcels leave within 2 days; a refund is possible.')).body.uuid;
    await rag.addQuestions(['Where is my parcel?'], 'Track it in your account.');
    const slash = (await rag.addQuestions(['Paths like C:\\Users?'], 'Use forward slashes.')).body.uuid;
    await theirs.addQuestions(['Refund for them'], 'x');
    const found = async (search: string, more = '') => (await rag.list(`?search=${encodeURIComponent(search)}${more}`)).body.data.map((s) => s.uuid);

    expect(await found('refund')).toEqual([body, text, answer, refund]);
    expect(await found('  money BACK ')).toEqual([refund]);
    expect(await found('refund', '&type=text')).toEqual([body, text]);
    // LIKE's wildcards are the customer's characters: "100%" is not "100 and anything".
    expect(await found('100%')).toEqual([text]);
    expect(await found('e_within')).toEqual([text]);
    // Each word, anywhere: not a phrase.
    expect(await found('money refund?')).toEqual([refund]);
    expect(await found('card  REFUNDS')).toEqual([answer]);
    expect(await found('refund parcel nowhere')).toEqual([]);
    expect(await found('back\\slash')).toEqual([]);
    expect(await found('\\')).toEqual([slash]);
    expect(await found('nothing like this')).toEqual([]);
    expect(await found('')).toHaveLength(6);

    const first = (await rag.list('?search=refund&limit=3')).body;
    expect(first.data).toHaveLength(3);
    const rest = (await rag.list(`?search=refund&limit=3&cursor=${encodeURIComponent(first.cursor!)}`)).body;
    expect([...first.data, ...rest.data].map((s) => s.uuid)).toEqual([body, text, answer, refund]);
    expect(rest.cursor).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents the AI store operations with their answers', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/organization/rag/sources/questions/{uuid}']!.patch!.responses).sort()).toEqual(['202', '400', '401', '404', '409', '429']);
    expect(doc.paths['/organization/rag/search']!.get).toBeDefined();
    expect(doc.paths['/organization/rag/sources/{uuid}']!.delete!.responses['200']).toBeDefined();
  });
});
