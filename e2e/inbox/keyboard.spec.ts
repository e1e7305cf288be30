import { expect, test } from '../fixtures';
import { bulkToolbar, conversationList, expectConversations, mailConversations, openInbox, rowLinks, uniqueToken } from '../support/inbox';

// The inbox's single-key shortcuts, on a view of three conversations made for each test. The keyboard's
// current row is the row whose link has the focus (j and k move the focus).

test.describe('inbox keyboard shortcuts', () => {
  test('j and k move the cursor, x selects, Enter opens the conversation', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('keys'), count: 3 });
    await openInbox(page, mailed.token);
    const links = rowLinks(page);
    await expect(links).toHaveCount(3);
    const boxes = conversationList(page).getByRole('checkbox');

    await page.keyboard.press('j');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('j');
    await expect(links.nth(2)).toBeFocused();
    // The last row stays the last.
    await page.keyboard.press('j');
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press('k');
    await expect(links.nth(1)).toBeFocused();

    await page.keyboard.press('x');
    await expect(boxes.nth(1)).toBeChecked();
    await expect(bulkToolbar(page)).toContainText('1 selected');
    await page.keyboard.press('k');
    await page.keyboard.press('x');
    await expect(boxes.nth(0)).toBeChecked();
    await expect(bulkToolbar(page)).toContainText('2 selected');
    await page.keyboard.press('x');
    await expect(boxes.nth(0)).not.toBeChecked();
    await expect(bulkToolbar(page)).toContainText('1 selected');

    // Enter opens the cursor row (the first one), in the pane beside the list; the view stays in the URL.
    const firstId = Number(/\/inbox\/(\d+)/.exec((await links.nth(0).getAttribute('href')) ?? '')?.[1]);
    const first = mailed.conversations.find((c) => c.id === firstId);
    if (!first) throw new Error(`the first row (${firstId}) is none of the mailed conversations`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${first.id}` && url.searchParams.get('q') === mailed.token);
    await expect(page.getByRole('heading', { level: 1, name: first.subject })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('e closes the cursor row', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('keyclose'), count: 3 });
    await openInbox(page, mailed.token);
    const links = rowLinks(page);
    await expect(links).toHaveCount(3);

    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(links.nth(1)).toBeFocused();
    const id = Number(/\/inbox\/(\d+)/.exec((await links.nth(1).getAttribute('href')) ?? '')?.[1]);
    await page.keyboard.press('e');

    await expect(links).toHaveCount(2);
    await expectConversations(api, [id], (c) => c.status === 'closed', 'the cursor row is closed');
    const others = mailed.conversations.filter((c) => c.id !== id).map((c) => c.id);
    const stillOpen = await Promise.all(others.map((other) => api.get<{ status: string }>(`/conversations/${other}`)));
    expect(stillOpen.map((c) => c.status)).toEqual(['opened', 'opened']);
  });

  test('/ focuses the search box, where typing j does not move the cursor', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('keysearch'), count: 3 });
    await openInbox(page, mailed.token);
    const links = rowLinks(page);
    await expect(links).toHaveCount(3);
    const search = page.getByRole('searchbox', { name: 'Search conversations' });

    await page.keyboard.press('j');
    await expect(links.nth(0)).toBeFocused();

    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    // "/" selects the search text, so typing replaces it.
    await page.keyboard.type('jj');
    await expect(search).toHaveValue('jj');
    await expect(search).toBeFocused();
    // Not applied until Enter: the view is unchanged.
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === mailed.token);

    // Escape leaves the box; the cursor is still on the first row, so j goes to the second.
    await page.keyboard.press('Escape');
    await expect(search).not.toBeFocused();
    await page.keyboard.press('j');
    await expect(links.nth(1)).toBeFocused();
  });

  test('? opens the keyboard shortcuts dialog and c opens compose', async ({ signedInPage: page, consoleErrors }) => {
    await openInbox(page);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByText('Next conversation', { exact: true })).toBeVisible();
    // Shortcuts do not fire inside a dialog.
    await page.keyboard.press('c');
    await expect(page.getByRole('dialog', { name: 'New message' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await page.keyboard.press('c');
    const compose = page.getByRole('dialog', { name: 'New message' });
    await expect(compose).toBeVisible();
    // The drawer's form loads on first open, then takes the focus to To.
    await expect(compose.getByLabel('To', { exact: true })).toBeFocused();
    // Typing in compose is typing, not shortcuts.
    await page.keyboard.type('j?');
    await expect(compose.getByLabel('To', { exact: true })).toHaveValue('j?');
    await expect(help).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
