import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticlePage, KnowledgeCategory, KnowledgeSite } from '#contract/knowledge-articles';
import { ARTICLE_BODY_MAX } from '#contract/knowledge-articles';
import { changeEvents, knowledgeSlugRedirects, organizations } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import { latestChangeId } from '../../domain/changes/read.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// The help center's articles and categories through the API: sanitized bodies, slugs that follow the title and
// keep the old one, cursor pages with filters, the change feed, and where the site is.

const CLOCK = new Date('2026-11-28T10:00:00.000Z');
const CSRF = { 'X-Inbox-Request': '1' };
let clock = CLOCK.getTime();

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let agentSession: string;

type Body<T> = T & { error?: string };

async function call<T>(method: string, path: string, json?: unknown, key = org.api_key) {
  const res = await t.request(`/api${path}`, { method, key, ...(json !== undefined ? { json } : {}) });
  return { status: res.status, body: (await res.json()) as Body<T> };
}
const createArticle = (json: unknown, key?: string) => call<Article>('POST', '/knowledge/articles', json, key);
const updateArticle = (id: number, json: unknown) => call<Article>('PATCH', `/knowledge/articles/${id}`, json);
const listArticles = (query = '', key?: string) => call<ArticlePage>('GET', `/knowledge/articles${query}`, undefined, key);
const createCategory = (json: unknown, key?: string) => call<KnowledgeCategory>('POST', '/knowledge/categories', json, key);
const categories = async () => (await call<{ data: KnowledgeCategory[] }>('GET', '/knowledge/categories')).body.data;

/** A session cookie ("name=value") of a sign-in. */
async function signIn(email: string, password: string): Promise<string> {
  const res = await t.request('/api/session', { method: 'POST', headers: CSRF, json: { email, password } });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}
const asSession = (cookie: string, path: string, json: unknown) =>
  t.request(`/api${path}`, { method: 'POST', headers: { Cookie: cookie, ...CSRF }, json });

async function made(json: Record<string, unknown>): Promise<Article> {
  const { status, body } = await createArticle(json);
  expect(status, body.error).toBe(201);
  return body;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date((clock += 1000)), publicUrl: 'https://inbox.example.com/' });
  org = await t.createOrg('Knowledge Articles Co');
  other = await t.createOrg('Other Articles Co');
  const agent = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'kb-agent@example.com', name: 'Kay Agent', role: 'agent', password: 'agent-password-1' });
  agentSession = await signIn(agent.email, 'agent-password-1');
});
afterAll(async () => {
  await t.close();
});

describe('writing articles', () => {
  it('stores a draft with its body sanitized, an excerpt from its text, and no public url', async () => {
    const article = await made({
      title: 'Reset your password',
      body: '<h1>Steps</h1><p onclick="steal()">Open <a href="javascript:alert(1)">Settings</a>, then <b>Security</b>.</p><script>alert(1)</script>',
    });
    expect(article).toMatchObject({
      title: 'Reset your password',
      slug: 'reset-your-password',
      body: '<h2>Steps</h2><p>Open <a>Settings</a>, then <b>Security</b>.</p>',
      excerpt: 'Steps Open Settings, then Security.',
      category_id: null,
      status: 'draft',
      published_at: null,
      author: null,
      views: 0,
      helpful: 0,
      not_helpful: 0,
      url: null,
    });
    const read = await call<Article>('GET', `/knowledge/articles/${article.id}`);
    expect(read.body).toEqual(article);
  });

  it('publishes at once when asked, with the url of its page on the site, and keeps an excerpt that was given', async () => {
    const article = await made({ title: 'Billing FAQ', body: '<p>Invoices are monthly.</p>', excerpt: 'Everything about invoices', status: 'published' });
    expect(article.status).toBe('published');
    expect(article.published_at).not.toBeNull();
    expect(article.excerpt).toBe('Everything about invoices');
    const slug = (await t.database.db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, org.organization.id)))[0]!.slug;
    expect(slug).toBe('knowledge-articles-co');
    expect(article.url).toBe('https://inbox.example.com/help/knowledge-articles-co/articles/billing-faq');
  });

  it('names the agent who wrote it', async () => {
    const res = await asSession(agentSession, '/knowledge/articles', { title: 'By an agent' });
    // Agents may not write the organization's public site.
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('only owners and admins can write help center articles');
    const mine = await asSession(await signIn(org.owner.email, org.owner.password), '/knowledge/articles', { title: 'By the owner' });
    expect(mine.status).toBe(201);
    expect(((await mine.json()) as Article).author).toEqual({ id: org.owner.id, name: org.owner.name, email: org.owner.email });
  });

  it('gives each title its own slug, and a new title a new slug while the old one keeps pointing at it', async () => {
    const first = await made({ title: 'Shipping times' });
    const second = await made({ title: 'Shipping times!' });
    expect([first.slug, second.slug]).toEqual(['shipping-times', 'shipping-times-2']);
    const renamed = await updateArticle(first.id, { title: 'Délais de livraison' });
    expect(renamed.body.slug).toBe('delais-de-livraison');
    const redirects = await t.database.db
      .select({ slug: knowledgeSlugRedirects.slug, target: knowledgeSlugRedirects.targetId })
      .from(knowledgeSlugRedirects)
      .where(and(eq(knowledgeSlugRedirects.organizationId, org.organization.id), eq(knowledgeSlugRedirects.kind, 'article')));
    expect(redirects).toContainEqual({ slug: 'shipping-times', target: first.id });
    // The old slug stays the renamed article's: a new article of that title gets another.
    expect((await made({ title: 'Shipping times' })).slug).toBe('shipping-times-3');
    // Renamed back, it takes its old slug again.
    expect((await updateArticle(first.id, { title: 'Shipping times' })).body.slug).toBe('shipping-times');
  });

  it('publishes, republishes and unpublishes through status, stamping published_at on publishing', async () => {
    const article = await made({ title: 'Lifecycle' });
    const published = await updateArticle(article.id, { status: 'published' });
    expect(published.body.status).toBe('published');
    const at = published.body.published_at;
    expect(at).not.toBeNull();
    const edited = await updateArticle(article.id, { body: '<p>New text</p>' });
    expect(edited.body.published_at).toBe(at);
    expect(edited.body.excerpt).toBe('New text');
    const unpublished = await updateArticle(article.id, { status: 'draft' });
    expect(unpublished.body).toMatchObject({ status: 'draft', published_at: null, url: null });
    const again = await updateArticle(article.id, { status: 'published' });
    expect(again.body.published_at! > at!).toBe(true);
  });

  it('records each change on the change feed, without the body', async () => {
    const since = await latestChangeId(t.database.db, org.organization.id);
    const article = await made({ title: 'Feed article', body: '<p>Body text</p>', status: 'published' });
    await updateArticle(article.id, { status: 'draft' });
    expect((await call('DELETE', `/knowledge/articles/${article.id}`)).status).toBe(200);
    const feed = await t.database.db
      .select({ type: changeEvents.type, payload: changeEvents.payload })
      .from(changeEvents)
      .where(and(eq(changeEvents.organizationId, org.organization.id), gt(changeEvents.id, since)))
      .orderBy(asc(changeEvents.id));
    // with the article's AI source: queued on publish, deleting on unpublish (article-source.test.ts)
    expect(feed.map((e) => e.type)).toEqual([
      'article.created',
      'article.published',
      'ai_source.status_changed',
      'article.updated',
      'article.unpublished',
      'ai_source.status_changed',
      'article.deleted',
    ]);
    const payload = feed[0]!.payload as { article: Record<string, unknown> };
    expect(payload.article).toMatchObject({ id: article.id, title: 'Feed article', excerpt: 'Body text' });
    expect(payload.article).not.toHaveProperty('body');
  });

  it('deletes an article: it reads 404 after, and its old slugs are free again', async () => {
    const article = await made({ title: 'Temporary page' });
    await updateArticle(article.id, { title: 'Temporary page renamed' });
    expect((await call('DELETE', `/knowledge/articles/${article.id}`)).body).toEqual({ id: article.id, deleted: true });
    expect((await call('GET', `/knowledge/articles/${article.id}`)).status).toBe(404);
    expect((await call('DELETE', `/knowledge/articles/${article.id}`)).body).toEqual({ error: 'article not found' });
    expect((await made({ title: 'Temporary page' })).slug).toBe('temporary-page');
  });

  it('takes a body of 200,000 characters and refuses a longer one, and refuses bad fields with a message that names them', async () => {
    const long = `<p>${'a'.repeat(ARTICLE_BODY_MAX - 7)}</p>`;
    expect(long.length).toBe(ARTICLE_BODY_MAX);
    const stored = await made({ title: 'Long article', body: long });
    expect(stored.body.length).toBe(ARTICLE_BODY_MAX);
    const refusals: [unknown, string][] = [
      [{ title: 'Too long', body: `${long}x` }, `body must be at most ${ARTICLE_BODY_MAX} characters`],
      [{ title: '   ' }, 'title must not be empty'],
      [{}, 'title is required'],
      [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
      [{ title: 'Bad status', status: 'live' }, 'status must be one of draft, published'],
      [{ title: 'Bad category', category_id: 'one' }, 'category_id must be a category id or null'],
      [{ title: 'Bad body', body: 42 }, 'body must be a string of HTML'],
    ];
    for (const [json, error] of refusals) {
      const { status, body } = await createArticle(json);
      expect([status, body.error], JSON.stringify(json).slice(0, 60)).toEqual([400, expect.stringContaining(error)]);
    }
    expect((await updateArticle(stored.id, {})).body.error).toContain('nothing to change');
  });

  it("refuses a category of another organization as if it did not exist, and another organization's article is a 404", async () => {
    const theirs = await createCategory({ name: 'Theirs' }, other.api_key);
    const { status, body } = await createArticle({ title: 'Misfiled', category_id: theirs.body.id });
    expect([status, body.error]).toEqual([400, `category_id: no category ${theirs.body.id} in this organization`]);
    const mine = await made({ title: 'Mine alone' });
    expect((await call('GET', `/knowledge/articles/${mine.id}`, undefined, other.api_key)).status).toBe(404);
    expect((await call('PATCH', `/knowledge/articles/${mine.id}`, { title: 'Taken over' }, other.api_key)).status).toBe(404);
  });
});

describe('listing articles', () => {
  let help: KnowledgeCategory;

  beforeAll(async () => {
    help = (await createCategory({ name: 'Listing help' })).body;
    for (let i = 0; i < 7; i++) {
      await made({ title: `Listed ${i} about refunds`, body: `<p>Paragraph ${i} on ${i % 2 ? 'invoices' : 'money back'}</p>`, category_id: i < 4 ? help.id : null, status: i % 3 ? 'draft' : 'published' });
    }
  });

  it('pages through articles last updated first, with filters kept by the cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: Body<ArticlePage> } = await listArticles(`?q=listed&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status, page.body.error).toBe(200);
      seen.push(...page.body.data.map((a) => a.title));
      cursor = page.body.cursor;
    } while (cursor);
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `Listed ${i} about refunds`));
  });

  it('filters by status, category, none, and every word of q in the title or the text', async () => {
    const titles = async (query: string) => (await listArticles(query)).body.data.map((a) => a.title.replace(' about refunds', ''));
    expect(await titles('?q=listed&status=published')).toEqual(['Listed 6', 'Listed 3', 'Listed 0']);
    expect(await titles(`?category_id=${help.id}`)).toEqual(['Listed 3', 'Listed 2', 'Listed 1', 'Listed 0']);
    expect(await titles('?q=listed&category_id=none')).toEqual(['Listed 6', 'Listed 5', 'Listed 4']);
    expect(await titles('?q=LISTED%20invoices')).toEqual(['Listed 5', 'Listed 3', 'Listed 1']);
    expect(await titles('?q=100%25')).toEqual([]);
  });

  it('refuses a cursor of other filters, a changed one, and bad filters', async () => {
    const first = await listArticles('?q=listed&limit=2');
    const cursor = encodeURIComponent(first.body.cursor!);
    expect((await listArticles(`?q=refunds&limit=2&cursor=${cursor}`)).body.error).toMatch(/^cursor is invalid/);
    expect((await listArticles(`?q=listed&limit=2&cursor=${cursor}x`)).status).toBe(400);
    expect((await listArticles(`?q=listed&limit=2&cursor=${cursor}`, other.api_key)).status).toBe(400);
    expect((await listArticles('?status=archived')).body.error).toBe('status must be one of draft, published');
    expect((await listArticles('?category_id=abc')).body.error).toBe('category_id must be a category id, or none for the articles in no category');
    expect((await listArticles('?limit=0')).body.error).toBe('limit must be an integer between 1 and 100');
  });
});

describe('categories', () => {
  it('keeps them numbered in the order asked, with slugs from their names and their article counts', async () => {
    const { status, body: a } = await createCategory({ name: 'Getting started', description: 'First steps' });
    expect(status).toBe(201);
    const b = (await createCategory({ name: 'Billing' })).body;
    const c = (await createCategory({ name: 'Getting started' })).body;
    expect([a.slug, b.slug, c.slug]).toEqual(['getting-started', 'billing', 'getting-started-2']);
    await made({ title: 'In billing', category_id: b.id, status: 'published' });
    await made({ title: 'In billing, draft', category_id: b.id });
    // Moved to the front.
    expect((await call<KnowledgeCategory>('PATCH', `/knowledge/categories/${c.id}`, { sort: 0, name: 'Account' })).body).toMatchObject({ sort: 0, slug: 'account' });
    const mine = (await categories()).filter((x) => [a.id, b.id, c.id].includes(x.id));
    expect(mine.map((x) => [x.name, x.articles, x.published_articles])).toEqual([
      ['Account', 0, 0],
      ['Getting started', 0, 0],
      ['Billing', 2, 1],
    ]);
    expect((await categories()).map((x) => x.sort)).toEqual([...(await categories()).keys()]);
  });

  it('deletes a category and leaves its articles in no category', async () => {
    const doomed = (await createCategory({ name: 'Doomed' })).body;
    const article = await made({ title: 'Survivor', category_id: doomed.id });
    expect((await call('DELETE', `/knowledge/categories/${doomed.id}`)).body).toEqual({ id: doomed.id, articles_moved: 1 });
    expect((await call<Article>('GET', `/knowledge/articles/${article.id}`)).body.category_id).toBeNull();
    expect((await call('DELETE', `/knowledge/categories/${doomed.id}`)).status).toBe(404);
  });

  it('refuses bad names and positions, and an agent', async () => {
    expect((await createCategory({ name: '' })).body.error).toBe('name must not be empty');
    expect((await createCategory({ name: 'x', sort: -1 })).body.error).toBe('sort must be a position: an integer from 0');
    expect((await call('PATCH', '/knowledge/categories/1', {})).body.error).toContain('nothing to change');
    const res = await asSession(agentSession, '/knowledge/categories', { name: 'Nope' });
    expect(res.status).toBe(403);
  });
});

describe('the site', () => {
  it('is at PUBLIC_URL/help/<organization slug>/ until a domain is verified, then at the domain', async () => {
    const site = (await call<KnowledgeSite>('GET', '/knowledge/site')).body;
    expect(site).toMatchObject({
      url: 'https://inbox.example.com/help/knowledge-articles-co/',
      path_url: 'https://inbox.example.com/help/knowledge-articles-co/',
      domain: null,
      domain_status: 'none',
    });
    expect(site.published_articles).toBeGreaterThan(0);
    await t.database.db
      .update(organizations)
      .set({ knowledgeDomain: 'help.articles.test', knowledgeCheck: { status: 'verified', verification: { type: 'CNAME', name: 'help.articles.test', value: 'x' } }, knowledgeCheckedAt: CLOCK })
      .where(eq(organizations.id, org.organization.id));
    const verified = (await call<KnowledgeSite>('GET', '/knowledge/site')).body;
    expect(verified).toMatchObject({ url: 'https://help.articles.test/', domain: 'help.articles.test', domain_status: 'verified' });
    const published = await made({ title: 'On the domain', status: 'published' });
    expect(published.url).toBe('https://help.articles.test/articles/on-the-domain');
    await t.database.db.update(organizations).set({ knowledgeDomain: null, knowledgeCheck: null }).where(eq(organizations.id, org.organization.id));
  });

  it('gives organizations of the same name their own slugs', async () => {
    const twin = await t.createOrg('Knowledge Articles Co');
    const site = (await call<KnowledgeSite>('GET', '/knowledge/site', undefined, twin.api_key)).body;
    expect(site.path_url).toBe('https://inbox.example.com/help/knowledge-articles-co-2/');
  });
});
