import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, KnowledgeCategory } from '#contract/knowledge-articles';
import type { CreatedOrganization } from '../domain/organizations.ts';
import { startZoneServer, type TestDnsServer } from '#test/support/test-dns-server';
import { createTestApp, type TestApp } from '#test/support/test-app';

// The public help site as a reader's browser gets it: at /help/<organization slug>/ and at the root of a verified
// domain; published articles only; old slugs redirecting; no script, no cookie; nothing else of the server on a
// custom domain.

const TARGET = 'knowledge.support-inbox.example';
const PUBLIC = 'https://inbox.example.com';

let dns: TestDnsServer;
let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let billing: KnowledgeCategory;
let refund: Article;
let draft: Article;

async function api<T>(method: string, path: string, json?: unknown, key = org.api_key): Promise<T> {
  const res = await t.request(`/api${path}`, { method, key, ...(json !== undefined ? { json } : {}) });
  const body = (await res.json()) as T & { error?: string };
  expect(res.status, body.error).toBeLessThan(300);
  return body;
}

/** A reader's request: to the server's own address, or to another host (a custom domain). */
const visit = (path: string, init: { host?: string; headers?: Record<string, string>; method?: string } = {}) =>
  t.app.request(`http://${init.host ?? 'inbox.example.com'}${path}`, { method: init.method ?? 'GET', headers: init.headers ?? {} });

beforeAll(async () => {
  dns = await startZoneServer({
    'help.acme-site.test': { cname: `${TARGET}.` },
    'docs.acme-site.test': { cname: `${TARGET}.` },
    'pending.acme-site.test': 'nodata',
  });
  t = await createTestApp({ dnsServers: [dns.address], knowledgeCnameTarget: TARGET, publicUrl: PUBLIC, trustProxy: true });
  org = await t.createOrg('Acme Site');
  other = await t.createOrg('Other Site');
  billing = await api<KnowledgeCategory>('POST', '/knowledge/categories', { name: 'Billing', description: 'Invoices & refunds' });
  refund = await api<Article>('POST', '/knowledge/articles', {
    title: 'Get a refund',
    body: '<p>Refunds take <strong>5 days</strong>.</p>',
    category_id: billing.id,
    status: 'published',
  });
  await api<Article>('POST', '/knowledge/articles', { title: 'Change your plan', body: '<p>Plans change at once.</p>', category_id: billing.id, status: 'published' });
  draft = await api<Article>('POST', '/knowledge/articles', { title: 'Secret launch plans', body: '<p>Not yet</p>', category_id: billing.id });
  await api<Article>('POST', '/knowledge/articles', { title: 'Other company article', status: 'published' }, other.api_key);
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

describe('the site at /help/<organization slug>/', () => {
  it('lists the categories with their published articles on the home page, never a draft', async () => {
    const res = await visit('/help/acme-site/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await res.text();
    expect(page).toContain('<title>Acme Site</title>');
    expect(page).toContain(`<a href="${PUBLIC}/help/acme-site/category/billing">Billing</a>`);
    expect(page).toContain(`<a href="${PUBLIC}/help/acme-site/articles/get-a-refund">Get a refund</a>`);
    expect(page).toContain('Invoices &#38; refunds');
    expect(page).not.toContain('Secret launch plans');
    expect(page).not.toContain('Other company article');
  });

  it('serves an article with its body, canonical link and Open Graph tags, related articles, no script and no cookie', async () => {
    const res = await visit('/help/acme-site/articles/get-a-refund');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<h1>Get a refund</h1>');
    expect(page).toContain('<p>Refunds take <strong>5 days</strong>.</p>');
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC}/help/acme-site/articles/get-a-refund">`);
    expect(page).toContain('<meta property="og:title" content="Get a refund">');
    expect(page).toContain('<meta property="og:type" content="article">');
    expect(page).toContain('Related articles');
    expect(page).toContain('Change your plan');
    expect(page).not.toMatch(/<script/i);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src/);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('answers 304 to a reader who has the page, and counts each reading as a view', async () => {
    // An article no other test reads: a view is counted beside the page, so an earlier test's reading could land late.
    const read = await api<Article>('POST', '/knowledge/articles', { title: 'Read twice', body: '<p>Twice.</p>', status: 'published' });
    expect(read.views).toBe(0);
    const first = await visit(`/help/acme-site/articles/${read.slug}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await visit(`/help/acme-site/articles/${read.slug}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    await expect.poll(async () => (await api<Article>('GET', `/knowledge/articles/${read.id}`)).views).toBe(2);
  });

  it('redirects an old slug to the new one (301), and a category too; a draft and an unknown slug are a 404 page', async () => {
    const renamed = await api<Article>('PATCH', `/knowledge/articles/${refund.id}`, { title: 'Get your money back' });
    const moved = await visit('/help/acme-site/articles/get-a-refund');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${PUBLIC}/help/acme-site/articles/${renamed.slug}`);
    await api('PATCH', `/knowledge/categories/${billing.id}`, { name: 'Payments' });
    const category = await visit('/help/acme-site/category/billing');
    expect([category.status, category.headers.get('location')]).toEqual([301, `${PUBLIC}/help/acme-site/category/payments`]);
    const page = await (await visit('/help/acme-site/category/payments')).text();
    expect(page).toContain('Get your money back');
    for (const path of [`/help/acme-site/articles/${draft.slug}`, '/help/acme-site/articles/nothing-here', '/help/acme-site/nowhere/at/all', '/help/acme-site/articles/%E0%A4%A', '/help/acme-site/articles/%00', '/help/acme-site/articles/a%00b', '/help/acme-site/category/%00']) {
      const missing = await visit(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text()).toContain('This page does not exist');
    }
  });

  it('redirects /help/<slug> to its home, and answers 404 for an unknown organization', async () => {
    const res = await visit('/help/acme-site');
    expect([res.status, res.headers.get('location')]).toEqual([301, `${PUBLIC}/help/acme-site/`]);
    for (const path of ['/help/no-such-org/', '/help/%00/', '/help/acme-site%00/']) {
      const unknown = await visit(path);
      expect(unknown.status, path).toBe(404);
      expect(await unknown.text()).toContain('There is no help center at this address');
    }
  });

  it('lists only published articles in sitemap.xml, and names it in robots.txt', async () => {
    const map = await (await visit('/help/acme-site/sitemap.xml')).text();
    expect(map).toContain(`<loc>${PUBLIC}/help/acme-site/articles/change-your-plan</loc>`);
    expect(map).not.toContain(draft.slug);
    const robots = await (await visit('/help/acme-site/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC}/help/acme-site/sitemap.xml`);
  });

  it('serves its stylesheet for a year, and refuses anything but GET and HEAD', async () => {
    const home = await (await visit('/help/acme-site/')).text();
    const css = /<link rel="stylesheet" href="([^"]+)">/.exec(home)![1]!;
    const res = await visit(new URL(css).pathname + new URL(css).search);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('prefers-color-scheme:dark');
    expect((await visit('/help/acme-site/', { method: 'POST' })).status).toBe(405);
    const head = await visit('/help/acme-site/', { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
  });
});

describe('"Was this helpful?"', () => {
  const vote = (slug: string, body: string, address = '203.0.113.7') =>
    t.app.request(`http://inbox.example.com/help/acme-site/articles/${slug}/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)), 'X-Forwarded-For': address },
      body,
    });

  it('counts a vote and sends the reader back to the article, which thanks them instead of asking again', async () => {
    const article = await api<Article>('POST', '/knowledge/articles', { title: 'Vote on me', status: 'published' });
    const page = await (await visit(`/help/acme-site/articles/${article.slug}`)).text();
    expect(page).toContain(`<form class="feedback" method="post" action="${PUBLIC}/help/acme-site/articles/vote-on-me/feedback"`);
    const yes = await vote(article.slug, 'helpful=yes');
    expect([yes.status, yes.headers.get('location')]).toEqual([303, `${PUBLIC}/help/acme-site/articles/vote-on-me?feedback=thanks`]);
    expect((await vote(article.slug, 'helpful=no')).status).toBe(303);
    expect((await vote(article.slug, 'helpful=yes')).status).toBe(303);
    expect(await api<Article>('GET', `/knowledge/articles/${article.id}`)).toMatchObject({ helpful: 2, not_helpful: 1 });
    const thanked = await (await visit(`/help/acme-site/articles/${article.slug}?feedback=thanks`)).text();
    expect(thanked).toContain('Thanks for your feedback.');
    expect(thanked).not.toContain('<form class="feedback"');
  });

  it('refuses a vote that is neither yes nor no, too large, on a draft, or asked with GET; nothing is counted', async () => {
    const article = await api<Article>('POST', '/knowledge/articles', { title: 'Refusals', status: 'published' });
    const bad = await vote(article.slug, 'helpful=maybe', '203.0.113.8');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Choose Yes or No');
    expect((await vote(article.slug, `helpful=yes&x=${'a'.repeat(5000)}`, '203.0.113.8')).status).toBe(413);
    expect((await vote(draft.slug, 'helpful=yes', '203.0.113.8')).status).toBe(404);
    expect((await vote('%00', 'helpful=yes', '203.0.113.8')).status).toBe(404);
    expect((await visit(`/help/acme-site/articles/${article.slug}/feedback`)).status).toBe(405);
    expect(await api<Article>('GET', `/knowledge/articles/${article.id}`)).toMatchObject({ helpful: 0, not_helpful: 0 });
  });

  it('takes at most 10 votes a minute from one address, and says when to try again', async () => {
    const article = await api<Article>('POST', '/knowledge/articles', { title: 'Popular', status: 'published' });
    for (let i = 0; i < 10; i++) expect((await vote(article.slug, 'helpful=yes', '198.51.100.9')).status).toBe(303);
    const refused = await vote(article.slug, 'helpful=yes', '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many votes from your address');
    // Another reader is not held back by it.
    expect((await vote(article.slug, 'helpful=no', '198.51.100.10')).status).toBe(303);
    expect(await api<Article>('GET', `/knowledge/articles/${article.id}`)).toMatchObject({ helpful: 10, not_helpful: 1 });
  });
});

describe('the site on its own domain', () => {
  const verify = (domain: string) => api('PUT', '/knowledge/domain', { domain }).then(() => api<{ status: string }>('GET', '/knowledge/verify'));

  it('is not served for a domain that is set but not verified, nor for a host nobody set', async () => {
    await api('PUT', '/knowledge/domain', { domain: 'pending.acme-site.test' });
    expect((await api<{ status: string }>('GET', '/knowledge/verify')).status).toBe('pending');
    const pending = await visit('/', { host: 'pending.acme-site.test' });
    expect(pending.status).toBe(404);
    expect(await pending.text()).toContain('There is no help center at this address');
    // Another host is the server itself: its API answers as usual.
    expect((await visit('/healthz', { host: 'unknown.example.org' })).status).toBe(200);
  });

  it('serves the site at / of a verified domain, and nothing of the API or the dashboard there', async () => {
    expect((await verify('help.acme-site.test')).status).toBe('verified');
    const home = await visit('/', { host: 'help.acme-site.test' });
    expect(home.status).toBe(200);
    const page = await home.text();
    // https, as PUBLIC_URL is: the server is reached over TLS.
    expect(page).toContain('<link rel="canonical" href="https://help.acme-site.test/">');
    expect(page).toContain('href="https://help.acme-site.test/articles/');
    expect((await visit('/articles/change-your-plan', { host: 'HELP.acme-site.test:8080' })).status).toBe(200);
    // At its path on the server's own address it stays readable, and names the domain as the page's address.
    const byPath = await (await visit('/help/acme-site/articles/change-your-plan')).text();
    expect(byPath).toContain('<link rel="canonical" href="https://help.acme-site.test/articles/change-your-plan">');
    expect(byPath).toContain(`<a class="brand" href="${PUBLIC}/help/acme-site/">`);
    for (const path of ['/api/organization', '/api/knowledge/articles', '/inbox', '/healthz', '/help/acme-site/']) {
      const res = await visit(path, { host: 'help.acme-site.test' });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
    }
  });

  it('follows a change of domain at once: the old host stops, the new one serves once verified, twice over', async () => {
    expect((await verify('docs.acme-site.test')).status).toBe('verified');
    expect((await visit('/', { host: 'docs.acme-site.test' })).status).toBe(200);
    // The old domain is no site any more: the server's own pages answer there, never Acme's site.
    const old = await visit('/', { host: 'help.acme-site.test' });
    expect(await old.text()).not.toContain('Acme Site');
    // Set back: not served until verified again.
    await api('PUT', '/knowledge/domain', { domain: 'help.acme-site.test' });
    expect((await visit('/', { host: 'help.acme-site.test' })).status).toBe(404);
    expect(await (await visit('/', { host: 'docs.acme-site.test' })).text()).not.toContain('Acme Site');
    expect((await api<{ status: string }>('GET', '/knowledge/verify')).status).toBe('verified');
    expect((await visit('/', { host: 'help.acme-site.test' })).status).toBe(200);
  });

  it("never shows another organization's site for a domain it set after the first verified it", async () => {
    await api('PUT', '/knowledge/domain', { domain: 'help.acme-site.test' }, other.api_key);
    await api('GET', '/knowledge/verify', undefined, other.api_key);
    const page = await (await visit('/', { host: 'help.acme-site.test' })).text();
    expect(page).toContain('Acme Site');
    expect(page).not.toContain('Other Site');
  });
});

describe('the home page of a large help center', () => {
  it('shows 8 articles a category and links to the category page for all of them', async () => {
    const big = await api<KnowledgeCategory>('POST', '/knowledge/categories', { name: 'Many guides' });
    for (let i = 1; i <= 9; i++) await api<Article>('POST', '/knowledge/articles', { title: `Guide number ${i}`, category_id: big.id, status: 'published' });
    const page = await (await visit('/help/acme-site/')).text();
    const section = page.slice(page.indexOf('>Many guides</a>'));
    expect(section.slice(0, section.indexOf('</section>')).match(/Guide number \d/g)).toHaveLength(8);
    expect(page).toContain(`<a href="${PUBLIC}/help/acme-site/category/many-guides">All 9 articles</a>`);
    const category = await (await visit('/help/acme-site/category/many-guides')).text();
    expect(category.match(/Guide number \d/g)).toHaveLength(9);
  });
});
