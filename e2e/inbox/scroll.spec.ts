import type { ConversationPage } from '#contract/conversations';
import { expect, test } from '../fixtures';
import { conversationList, openInbox, rowLinks } from '../support/inbox';

// The list loads pages of the view as the agent scrolls (cursor requests) and stays virtualized: however
// many conversations are loaded, only the rows in view are in the DOM.

test.describe('inbox infinite scroll', () => {
  test('scrolling loads the next pages by cursor while only the visible rows stay in the DOM', async ({
    signedInPage: page,
    api,
    consoleErrors,
  }) => {
    // The whole opened queue, as the API pages it: the list must end up showing exactly as many rows.
    let total = 0;
    let cursor: string | null | undefined;
    do {
      const next: ConversationPage = await api.get('/conversations', { limit: 250, ...(cursor ? { cursor } : {}) });
      total += next.data.length;
      cursor = next.cursor;
    } while (cursor);
    expect(total, 'the seed gives the opened queue more than two pages of 100').toBeGreaterThan(200);

    const pageRequests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/conversations' && request.method() === 'GET') pageRequests.push(url);
    });
    const cursorRequests = () => pageRequests.filter((url) => url.searchParams.has('cursor'));

    await openInbox(page);
    const list = conversationList(page);
    const loadedCount = page.getByText(/^\d+\+? conversations$/);
    await expect(loadedCount).toHaveText(/^\d+\+ conversations$/);
    expect(cursorRequests()).toHaveLength(0);

    // Scroll down with the mouse wheel over the list until the last page has come.
    await list.hover();
    await expect(async () => {
      await page.mouse.wheel(0, 3000);
      await expect(loadedCount).toHaveText(`${total} conversations`, { timeout: 500 });
    }).toPass({ timeout: 20_000 });

    const cursors = cursorRequests();
    expect(cursors.length).toBeGreaterThanOrEqual(2);
    // Each next page asks with the view's order and a new cursor.
    expect(new Set(cursors.map((url) => url.searchParams.get('cursor'))).size).toBe(cursors.length);
    for (const url of cursors) expect(url.searchParams.get('order')).toBe('priority');

    // Rows keep appearing: the end of the list is in view, with the last row of the queue. The last rendered
    // row can be an overscan row below the fold, so scrolling goes on until it is actually in view.
    const lastRow = list.getByRole('listitem').last();
    await expect(async () => {
      await page.mouse.wheel(0, 3000);
      await expect(lastRow).toHaveAttribute('aria-posinset', String(total), { timeout: 500 });
      await expect(lastRow.getByRole('link')).toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(lastRow).toHaveAttribute('aria-setsize', String(total));

    // ...and the DOM stays small: a screenful of rows plus overscan, not every loaded conversation.
    const rendered = await rowLinks(page).count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    expect(rendered * 5).toBeLessThan(total);
    expect(consoleErrors).toEqual([]);
  });
});
