import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openInbox } from '../support/inbox';

// What the dashboard downloads reaches the browser compressed: its scripts and styles (brotli files made at
// build time, for every file of 1 KiB or more) and large API answers (compressed as they are sent).

const isAsset = (r: Response) => /^\/assets\/.+\.(js|css)$/.test(new URL(r.url()).pathname);

test.describe('compression', () => {
  test("the dashboard's scripts and styles arrive brotli-compressed", async ({ signedInPage: page }) => {
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (isAsset(response)) assets.push(response);
    });
    await openInbox(page);
    // A lazily loaded part too (the compose drawer and its editor).
    await page.keyboard.press('c');
    await expect(page.getByRole('dialog', { name: 'New message' })).toBeVisible();

    const paths = assets.map((r) => new URL(r.url()).pathname);
    expect(paths.some((p) => p.endsWith('.js'))).toBe(true);
    expect(paths.some((p) => p.endsWith('.css'))).toBe(true);
    // Files under 1 KiB are not worth compressing (the build leaves them as they are); every other one is brotli.
    const files = await Promise.all(
      assets.map(async (r) => ({ path: new URL(r.url()).pathname, bytes: (await r.body()).length, encoding: await r.headerValue('content-encoding') })),
    );
    const large = files.filter((f) => f.bytes >= 1024);
    expect(large.length).toBeGreaterThan(5);
    expect(large.some((f) => f.path.endsWith('.css'))).toBe(true);
    expect(large.filter((f) => f.encoding !== 'br')).toEqual([]);
    // Chromium asked for brotli itself: nothing here set the header.
    expect(await assets[0]!.request().headerValue('accept-encoding')).toMatch(/\bbr\b/);
  });

  test('a page of 100 conversations from the API arrives compressed', async ({ signedInPage: page }) => {
    const listPage = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/conversations' && url.searchParams.get('limit') === '100' && r.request().method() === 'GET';
    });
    // Every status: the seeded organization has far more than 100 of them.
    await openInbox(page, 'status:all');
    const response = await listPage;

    expect(response.status()).toBe(200);
    expect(await response.headerValue('content-encoding')).toBe('br');
    expect(await response.headerValue('vary')).toMatch(/Accept-Encoding/i);
    const body = (await response.json()) as { data: unknown[] };
    expect(body.data).toHaveLength(100);
    // Smaller on the wire than the JSON it holds.
    const sizes = await response.request().sizes();
    expect(sizes.responseBodySize).toBeLessThan(JSON.stringify(body).length / 2);
  });
});
