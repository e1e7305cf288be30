import { expect, test } from '../fixtures';
import { measureColdLoad } from '../support/cold-load';
import { openInbox } from '../support/inbox';

// The inbox's first screen is the dashboard's home: what a cold visit downloads is kept under a budget. A size is
// deterministic for a given build, so this asserts no timing. Menus, dialogs, tooltips, toasts, the compose drawer,
// zod and the contract's schemas are loaded on demand or when the browser is idle (left out here).

/** Bytes of JavaScript, gzip-compressed, that a cold visit of /inbox may download. */
const INBOX_JS_BUDGET = 170_000;

test.describe('bundle budget', () => {
  test('a cold visit of /inbox downloads less than 170 KB of gzipped JavaScript', async ({ signedInPage: page, consoleErrors }, testInfo) => {
    const load = await measureColdLoad(page, '/inbox', {
      ready: async (p) => {
        await expect(p.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
        await expect(p.getByRole('list', { name: 'Conversations' }).getByRole('link').first()).toBeVisible();
      },
    });
    await testInfo.attach('inbox-cold-load.json', { body: JSON.stringify(load, null, 2), contentType: 'application/json' });

    expect(load.files.filter((f) => f.kind === 'js').length).toBeGreaterThan(0);
    expect(load.jsGzipBytes).toBeLessThan(INBOX_JS_BUDGET);
    expect(consoleErrors).toEqual([]);
  });

  test('what the first screen left out comes when the browser is idle, without errors', async ({ signedInPage: page, consoleErrors }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) scripts.push(new URL(request.url()).pathname);
    });
    await openInbox(page);
    // The compose drawer's chunk is among what idle time loads: pressing c then opens it with nothing to wait for.
    await expect.poll(() => scripts.some((p) => p.includes('/compose-sheet-')), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('c');
    await expect(page.getByRole('dialog', { name: 'New message' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
