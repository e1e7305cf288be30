import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { bulkToolbar, conversationList, openInbox, rowLinks, uniqueToken } from '../support/inbox';
import { mailMany, toasts, trackChangeStream, waitForChangeStream } from '../support/live';

// "Select all matching": a change over every conversation of the view, run by the server, not only the rows
// loaded in the browser (a page is 100); then Undo puts them all back.

const COUNT = 105;

test.describe('select all matching', () => {
  test('closes every conversation matching the search, beyond the loaded page, and Undo reopens them all', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(150_000);
    const token = uniqueToken('matching');
    await mailMany({ api, sendMail, fixture }, { token, count: COUNT });
    const matching = async (search: string) => (await api.get<{ count: number }>('/conversations/bulk/matching', { search })).count;

    await trackChangeStream(page);
    await openInbox(page, token);
    await waitForChangeStream(page);
    await expect(page.getByText('100+ conversations')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Select all loaded conversations' }).click();
    await expect(bulkToolbar(page)).toContainText('100 selected');
    const selectAll = page.getByRole('button', { name: `Select all ${COUNT} conversations matching this view` });
    await expect(page.getByText('All 100 conversations loaded are selected.')).toBeVisible();
    await selectAll.click();
    await expect(bulkToolbar(page)).toContainText(`${COUNT} selected`);
    await expect(page.getByText(`All ${COUNT} conversations matching this view are selected.`)).toBeVisible();
    expect(await seriousViolations(page, testInfo)).toEqual([]);

    await bulkToolbar(page).getByRole('button', { name: 'Close', exact: true }).click();
    const done = toasts(page).filter({ hasText: `Closed ${COUNT} conversations` });
    await expect(done).toBeVisible({ timeout: 60_000 });
    await expect(rowLinks(page)).toHaveCount(0);
    await expect.poll(() => matching(token), { message: 'nothing of the search is open' }).toBe(0);
    await expect.poll(() => matching(`status:closed ${token}`), { message: 'every one of them is closed' }).toBe(COUNT);

    await done.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts(page).filter({ hasText: `${COUNT} conversations put back as they were.` })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => matching(token), { message: 'all of them are open again' }).toBe(COUNT);
    await expect(conversationList(page)).toBeVisible();
    await expect(page.getByText('100+ conversations')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
