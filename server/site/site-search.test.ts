import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '#contract/knowledge-articles';
import { SITE_SEARCHES_PER_MINUTE } from '../app.ts';
import type { CreatedOrganization } from '../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { runRagJobs } from '#test/support/rag-test-kit';
import { RELATED_CACHE, relatedArticles } from './site-search.ts';

// The help site's search and related articles: the AI store's retrieval over the published articles, so a
// reader's paraphrase finds the article; drafts, unpublished articles and other organizations' never; a results
// page whose address can be shared, kept out of search engines; a per-address limit.

const PUBLIC = 'https://inbox.example.com';
const HOME = `${PUBLIC}/help/search-site/`;

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let refunds: Article;
let exporting: Article;

async function api<T>(method: string, path: string, json?: unknown, key = org.api_key): Promise<T> {
  const res = await t.request(`/api${path}`, { method, key, ...(json !== undefined ? { json } : {}) });
  const body = (await res.json()) as T & { error?: string };
  expect(res.status, body.error).toBeLessThan(300);
  return body;
}
const publish = (title: string, body: string, key = org.api_key) => api<Article>('POST', '/knowledge/articles', { title, body, status: 'published' }, key);

const visit = (path: string, address = '203.0.113.7') =>
  t.app.request(`http://inbox.example.com${path}`, { headers: { 'X-Forwarded-For': address } });
const search = async (q: string, address?: string) => {
  const res = await visit(`/help/search-site/search?q=${encodeURIComponent(q)}`, address);
  return { status: res.status, page: await res.text(), res };
};
/** The titles of the results, in their order. */
const titles = (page: string) => [...page.matchAll(/<li><a href="[^"]*\/articles\/[^"]*">([^<]*)<\/a><p>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC, trustProxy: true, rateLimitPerMinute: 1000 });
  org = await t.createOrg('Search Site');
  other = await t.createOrg('Other Search Site');
  refunds = await publish(
    'Refunds for annual plans',
    '<p>Annual plans are refunded in full within 30 days of purchase. Monthly plans are not refunded.</p><h2>How to ask</h2><p>Write to billing with your invoice number.</p>',
  );
  exporting = await publish('Export your conversations', '<p>Download a CSV archive of every conversation from Settings, Data.</p>');
  await publish('Invite your teammates', '<p>Owners invite teammates by email address from Settings, Team.</p>');
  await publish('Change your billing plan', '<p>Upgrade or downgrade between the monthly and annual plans at any time; the price is prorated.</p>');
  await api<Article>('POST', '/knowledge/articles', { title: 'Refund policy draft (secret)', body: '<p>Refunds are changing next year.</p>' });
  await publish('Refunds at Other Co', '<p>Other refunds.</p>', other.api_key);
  await runRagJobs(t);
});
afterAll(() => t.close());

describe('the help site search', () => {
  it('finds an article by a paraphrase, with the passage that matched, never a draft or another organization', async () => {
    const { status, page } = await search('can I get my money back for a yearly subscription');
    expect(status).toBe(200);
    expect(titles(page)[0]).toBe('Refunds for annual plans');
    expect(page).toContain(`<a href="${HOME}articles/refunds-for-annual-plans">`);
    expect(page).toMatch(/refunded in full within 30 days|invoice number/);
    expect(page).not.toContain('secret');
    expect(page).not.toContain('Other Co');
  });

  it('forgives a typo', async () => {
    expect(titles((await search('exprot conversatons csv')).page)[0]).toBe('Export your conversations');
  });

  it('is a page that can be shared: the question in its address and in its search box, but not indexed', async () => {
    const { res, page } = await search('invite a colleague');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page).toContain('Results for “invite a colleague”');
    expect(page).toContain('value="invite a colleague"');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(titles(page)[0]).toBe('Invite your teammates');
  });

  it('says so when nothing answers, and escapes what was asked', async () => {
    const { status, page } = await search('<script>alert(1)</script> zebra migration patterns');
    expect(status).toBe(200);
    expect(page).toContain('No article answers');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&#60;script&#62;');
  });

  it('reads a question with a NUL in it as if it were a space', async () => {
    const { status, page } = await search('refund\u0000annual plan');
    expect(status).toBe(200);
    expect(titles(page)[0]).toBe('Refunds for annual plans');
  });

  it('shows the search box alone for an empty question, and reads a long one up to its limit', async () => {
    const empty = await search('   ');
    expect(empty.status).toBe(200);
    expect(empty.page).toContain('Search the help center');
    expect(titles(empty.page)).toEqual([]);
    const long = await search(`refund annual plan ${'very '.repeat(400)}`);
    expect(long.status).toBe(200);
  });

  it('offers a search box on the home page and on every article, as a plain form to the results page', async () => {
    const home = await (await visit('/help/search-site/')).text();
    expect(home).toContain(`<form class="search search-hero" role="search" method="get" action="${HOME}search">`);
    const article = await (await visit('/help/search-site/articles/export-your-conversations')).text();
    expect(article).toContain(`action="${HOME}search"`);
  });

  it('drops an article from the results once it is unpublished', async () => {
    const temporary = await publish('Webhook signatures', '<p>Each webhook request is signed with HMAC SHA-256.</p>');
    await runRagJobs(t);
    expect(titles((await search('verify webhook HMAC signature')).page)[0]).toBe('Webhook signatures');
    await api<Article>('PATCH', `/knowledge/articles/${temporary.id}`, { status: 'draft' });
    // at once, before the job removed its passages
    expect(titles((await search('verify webhook HMAC signature')).page)).not.toContain('Webhook signatures');
  });

  it('limits searches per address with a page that says when to try again', async () => {
    const address = '198.51.100.99';
    for (let i = 0; i < SITE_SEARCHES_PER_MINUTE; i++) expect((await search('refund', address)).status).toBe(200);
    const { status, page, res } = await search('refund', address);
    expect(status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page).toContain('Too many searches from your address');
    // another reader is not held back
    expect((await search('refund', '198.51.100.100')).status).toBe(200);
  });
});

describe('related articles', () => {
  it('are the articles about the same thing, found by the search, never the article itself', async () => {
    const page = await (await visit('/help/search-site/articles/refunds-for-annual-plans')).text();
    const related = page.slice(page.indexOf('Related articles'));
    expect(page).toContain('Related articles');
    expect(related).toContain('Change your billing plan');
    expect(related).not.toContain(`articles/${refunds.slug}"`);
    expect(exporting.slug).toBe('export-your-conversations');
  });

  it('are kept a minute, but an article unpublished meanwhile is never linked, and a new one shows after the minute', async () => {
    const related = async () => {
      const page = await (await visit('/help/search-site/articles/change-your-billing-plan')).text();
      return page.slice(page.indexOf('Related articles'));
    };
    expect(await related()).toContain('Refunds for annual plans');
    await api<Article>('PATCH', `/knowledge/articles/${refunds.id}`, { status: 'draft' });
    expect(await related()).not.toContain('Refunds for annual plans');
    await api<Article>('PATCH', `/knowledge/articles/${refunds.id}`, { status: 'published' });

    const plan = (await api<{ data: Article[] }>('GET', '/knowledge/articles?q=billing%20plan')).data.find((a) => a.slug === 'change-your-billing-plan')!;
    const link = { id: plan.id, title: plan.title, slug: plan.slug, excerpt: null, bodyText: '', categoryId: null, updatedAt: new Date(plan.updated) };
    await publish('Annual plan discounts', '<p>Annual plans cost two months less than paying monthly.</p>');
    await runRagJobs(t);
    const later = Date.now() + RELATED_CACHE.ttlMs + 1000;
    expect((await relatedArticles(t.database.db, org.organization.id, link, later)).map((a) => a.title)).toContain('Annual plan discounts');
  });
});
