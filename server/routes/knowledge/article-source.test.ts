import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '#contract/knowledge-articles';
import type { RagSource } from '#contract/rag';
import { changeEvents, ragSources } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { ragClient, runRagJobs, type Body } from '#test/support/rag-test-kit';

// Each published help article is a source of the AI answers, kept in step by the article's own writes: found
// by the reply box's search with its public link once published, searched by its new words after an edit, gone
// after unpublish or delete; drafts never. The AI store's own API cannot delete it behind the article's back.

let t: TestApp;
let org: CreatedOrganization;
let rag: ReturnType<typeof ragClient>;

async function call<T>(method: string, path: string, json?: unknown) {
  const res = await t.request(`/api${path}`, { method, key: org.api_key, ...(json !== undefined ? { json } : {}) });
  return { status: res.status, body: (await res.json()) as Body<T> };
}
async function write(method: 'POST' | 'PATCH' | 'DELETE', path: string, json?: unknown): Promise<Article> {
  const { status, body } = await call<Article>(method, path, json);
  expect(status, body.error).toBeLessThan(300);
  return body;
}
const sourceOf = async (articleId: number) =>
  (await t.database.db.select().from(ragSources).where(and(eq(ragSources.organizationId, org.organization.id), eq(ragSources.articleId, articleId))))[0];
const found = async (q: string) => (await rag.search(q, 10)).body.results;

const REFUND_BODY =
  '<h2>Who can get a refund</h2><p>Annual plans are refunded in full within 30 days of the purchase.</p><h2>How</h2><p>Write to billing with your invoice number.</p>';

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://inbox.example.com' });
  org = await t.createOrg('Article Sources Co');
  rag = ragClient(t, org.api_key);
  // Something else in the store, so that an article is found among other sources, not alone.
  await rag.addQuestions(['How do I invite a teammate?'], 'Settings > Team > Invite, by email address.');
  await runRagJobs(t);
});
afterAll(() => t.close());

describe('help articles as AI sources', () => {
  it('a draft is no source; publishing makes one, found with its public link', async () => {
    const draft = await write('POST', '/knowledge/articles', { title: 'Refunds for annual plans', body: REFUND_BODY });
    expect(await sourceOf(draft.id)).toBeUndefined();
    expect((await found('refund annual plan')).map((r) => r.type)).not.toContain('article');

    const published = await write('PATCH', `/knowledge/articles/${draft.id}`, { status: 'published' });
    const source = await sourceOf(draft.id);
    expect(source).toMatchObject({ type: 'article', status: 'queued', title: 'Refunds for annual plans' });
    expect(source!.content).toContain('Annual plans are refunded in full within 30 days');
    expect(source!.content).not.toContain('<p>');
    await runRagJobs(t);

    const [best] = await found('can I get my money back for a yearly plan refund');
    expect(best).toMatchObject({ uuid: source!.uuid, type: 'article', title: 'Refunds for annual plans', url: published.url });
    expect(best!.url).toBe('https://inbox.example.com/help/article-sources-co/articles/refunds-for-annual-plans');
    expect(best!.answer).toMatch(/refunded in full within 30 days|invoice number/);

    const listed = (await rag.get(source!.uuid)).body;
    expect(listed).toMatchObject({ type: 'article', article_id: draft.id, status: 'ready', questions: null, answer: null });
    expect(listed.passages).toBeGreaterThan(0);
  });

  it('an edit of the text or title is searched by its new words, not its old ones', async () => {
    const article = await write('POST', '/knowledge/articles', {
      title: 'Exporting your data',
      body: '<p>Download a CSV archive of your conversations from Settings.</p>',
      status: 'published',
    });
    await runRagJobs(t);
    expect((await found('CSV archive download'))[0]?.title).toBe('Exporting your data');

    await write('PATCH', `/knowledge/articles/${article.id}`, { body: '<p>Every night a JSON backup lands in your S3 bucket.</p>' });
    expect((await sourceOf(article.id))!.status).toBe('queued');
    await runRagJobs(t);
    expect((await found('JSON backup S3 bucket'))[0]?.title).toBe('Exporting your data');
    expect((await found('CSV archive download')).map((r) => r.title)).not.toContain('Exporting your data');
  });

  it('a change of category or excerpt leaves the source as it is', async () => {
    const article = await write('POST', '/knowledge/articles', { title: 'Two-factor sign-in', body: '<p>Use an authenticator app.</p>', status: 'published' });
    await runRagJobs(t);
    const before = (await sourceOf(article.id))!;
    const { body: category } = await call<{ id: number }>('POST', '/knowledge/categories', { name: 'Security' });
    await write('PATCH', `/knowledge/articles/${article.id}`, { category_id: category.id, excerpt: 'Protect your account.' });
    const after = (await sourceOf(article.id))!;
    expect(after).toMatchObject({ status: 'ready', version: before.version, uuid: before.uuid });
  });

  it('unpublishing hides it from the search at once, and the job removes it; publishing again brings it back', async () => {
    const article = await write('POST', '/knowledge/articles', {
      title: 'Custom sending domains',
      body: '<p>Add the DKIM record to send from your own domain.</p>',
      status: 'published',
    });
    await runRagJobs(t);
    expect((await found('DKIM record own domain'))[0]?.title).toBe('Custom sending domains');

    await write('PATCH', `/knowledge/articles/${article.id}`, { status: 'draft' });
    expect((await sourceOf(article.id))!.status).toBe('deleting');
    expect((await found('DKIM record own domain')).map((r) => r.title)).not.toContain('Custom sending domains');
    // Published again before the deletion ran: the same source comes back, never a second one.
    await write('PATCH', `/knowledge/articles/${article.id}`, { status: 'published' });
    const revived = (await sourceOf(article.id))!;
    expect(revived.status).toBe('queued');
    await runRagJobs(t);
    expect((await sourceOf(article.id))!).toMatchObject({ uuid: revived.uuid, status: 'ready' });

    await write('PATCH', `/knowledge/articles/${article.id}`, { status: 'draft' });
    await runRagJobs(t);
    expect(await sourceOf(article.id)).toBeUndefined();
    expect((await rag.get(revived.uuid)).status).toBe(404);
  });

  it('deleting the article deletes its source', async () => {
    const article = await write('POST', '/knowledge/articles', { title: 'Closing your account', body: '<p>Owners close the account under Billing.</p>', status: 'published' });
    await runRagJobs(t);
    const { uuid } = (await sourceOf(article.id))!;
    const res = await call<unknown>('DELETE', `/knowledge/articles/${article.id}`);
    expect(res.status).toBe(200);
    expect((await rag.get(uuid)).body.status).toBe('deleting');
    expect((await found('close the account billing owners')).map((r) => r.uuid)).not.toContain(uuid);
    await runRagJobs(t);
    expect((await rag.get(uuid)).status).toBe(404);
  });

  it('the AI store cannot delete or edit an article source behind the article, and it stays', async () => {
    const article = await write('POST', '/knowledge/articles', { title: 'Business hours', body: '<p>We answer from 9 to 5.</p>', status: 'published' });
    await runRagJobs(t);
    const { uuid } = (await sourceOf(article.id))!;
    const res = await rag.remove(uuid);
    expect(res.status).toBe(409);
    expect(res.body.error).toContain(`help article ${article.id}`);
    expect((await rag.get(uuid)).body).toMatchObject({ status: 'ready' } satisfies Partial<RagSource>);
    // and not edited through the questions or text endpoints either: the article is where it changes
    expect((await rag.update(uuid, { answer: 'x' })).status).toBe(400);
    expect(await rag.updateText(uuid, { title: 'x' })).toEqual({
      status: 409,
      body: { error: `this source follows the published help article ${article.id}: edit the article instead` },
    });
    expect((await rag.get(uuid)).body).toMatchObject({ title: 'Business hours', content: null });
  });

  it('the list filters article sources by type, and each change of the source is on the change feed', async () => {
    const page = (await rag.list('?type=article&limit=100')).body;
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((s) => s.type === 'article' && s.article_id !== null)).toBe(true);
    const events = await t.database.db
      .select({ type: changeEvents.type })
      .from(changeEvents)
      .where(and(eq(changeEvents.organizationId, org.organization.id), eq(changeEvents.type, 'ai_source.status_changed')));
    expect(events.length).toBeGreaterThan(10);
  });
});
