import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, KnowledgeImage } from '#contract/knowledge-articles';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// Images of help articles: uploaded as attachments are (base64, 5 MB), their type read from their bytes (never
// the name's word, never an SVG), served by the help site with a year's cache, gone once deleted.

const PUBLIC = 'https://inbox.example.com';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF jpeg body')]).toString('base64');
const GIF = Buffer.from('GIF89a tiny gif').toString('base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([8, 0, 0, 0]), Buffer.from('WEBPVP8 ')]).toString('base64');

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;

async function api<T>(method: string, path: string, json?: unknown, key = org.api_key) {
  const res = await t.request(`/api${path}`, { method, key, ...(json !== undefined ? { json } : {}) });
  return { status: res.status, body: (await res.json()) as T & { error?: string } };
}
const upload = (name: string, content: string, key?: string) => api<KnowledgeImage>('POST', '/knowledge/images', { name, content }, key);
/** A reader's request of a site address. */
const fetchSite = (url: string, headers: Record<string, string> = {}) => t.app.request(url.replace('https://inbox.example.com', 'http://inbox.example.com'), { headers });

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC });
  org = await t.createOrg('Image Site');
  other = await t.createOrg('Other Image Site');
});
afterAll(() => t.close());

describe('help center images', () => {
  it('stores an image with the type its bytes say, and the site serves it with a year of cache', async () => {
    const { status, body } = await upload('screenshot.gif', PNG);
    expect(status, body.error).toBe(201);
    expect(body).toMatchObject({ name: 'screenshot.gif', content_type: 'image/png', size: 70 });
    expect(body.url).toMatch(/^https:\/\/inbox\.example\.com\/help\/image-site\/images\/[A-Za-z0-9_-]{16}\.png$/);

    const res = await fetchSite(body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const again = await fetchSite(body.url, { 'If-None-Match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('reads JPEG, GIF and WebP from their bytes too', async () => {
    expect((await upload('a.png', JPEG)).body.content_type).toBe('image/jpeg');
    expect((await upload('b', GIF)).body.content_type).toBe('image/gif');
    expect((await upload('c.bmp', WEBP)).body.content_type).toBe('image/webp');
  });

  it('refuses what is not such an image (an SVG, text, HTML named .png) with 415, and bad bodies with 400', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    for (const [name, content] of [['x.svg', svg], ['x.png', Buffer.from('<html><script>alert(1)</script>').toString('base64')], ['x.txt', Buffer.from('hello').toString('base64')]] as const) {
      const res = await upload(name, content);
      expect(res.status, name).toBe(415);
      expect(res.body.error).toContain('is not a PNG, JPEG, GIF or WebP image');
    }
    expect((await upload('x.png', 'not base64 !!!')).status).toBe(400);
    expect((await api('POST', '/knowledge/images', { name: 'x.png' })).body.error).toContain('content');
    const tooBig = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from(PNG, 'base64').copy(tooBig);
    const big = await upload('big.png', tooBig.toString('base64'));
    expect(big.status).toBe(400);
    expect(big.body.error).toContain('5 MB');
  });

  it('serves an image only under its own site and its own extension', async () => {
    const { body } = await upload('logo.png', PNG);
    expect((await fetchSite(body.url.replace('.png', '.jpg'))).status).toBe(404);
    expect((await fetchSite(body.url.replace('/image-site/', '/other-image-site/'))).status).toBe(404);
    expect((await fetchSite(body.url.replace(/images\/.*$/, 'images/AAAAAAAAAAAAAAAA.png'))).status).toBe(404);
    expect((await fetchSite(body.url.replace(/images\/.*$/, 'images/..%2F..%2Fapi.png'))).status).toBe(404);
  });

  it('is shown in an article: the sanitized body keeps it', async () => {
    const { body: image } = await upload('step-1.png', PNG);
    const { body: article } = await api<Article>('POST', '/knowledge/articles', {
      title: 'Where to click',
      body: `<p>Click here:</p><img src="${image.url}" alt="The settings menu" onerror="alert(1)">`,
      status: 'published',
    });
    expect(article.body).toBe(`<p>Click here:</p><img src="${image.url}" alt="The settings menu" />`);
    const page = await (await fetchSite(article.url!)).text();
    expect(page).toContain(`<img src="${image.url}" alt="The settings menu" />`);
  });

  it('deletes an image: its address is a 404 from then on', async () => {
    const { body } = await upload('old.png', PNG);
    const res = await api<{ id: number; deleted: boolean }>('DELETE', `/knowledge/images/${body.id}`);
    expect(res.body).toEqual({ id: body.id, deleted: true });
    expect((await fetchSite(body.url)).status).toBe(404);
    expect((await api('DELETE', `/knowledge/images/${body.id}`)).status).toBe(404);
  });

  it("is written by admins and keys only, and never reaches another organization's image", async () => {
    const { body } = await upload('mine.png', PNG);
    expect((await api('DELETE', `/knowledge/images/${body.id}`, undefined, other.api_key)).status).toBe(404);
    expect((await fetchSite(body.url)).status).toBe(200);
    const agent = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'img-agent@example.com', name: 'Ima Agent', role: 'agent', password: 'agent-password-1' });
    const signIn = await t.request('/api/session', { method: 'POST', headers: { 'X-Inbox-Request': '1' }, json: { email: agent.email, password: 'agent-password-1' } });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const res = await t.request('/api/knowledge/images', { method: 'POST', headers: { Cookie: cookie, 'X-Inbox-Request': '1' }, json: { name: 'a.png', content: PNG } });
    expect(res.status).toBe(403);
  });
});
