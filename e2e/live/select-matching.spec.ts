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
    // All back in the list: counted exactly once the view's count is known (the selection asked for it), or as
    // more than the loaded page.
    await expect(page.getByText(new RegExp(`^(100\\+|${COUNT}) conversations$`))).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a change over a search started in one tab shows its progress, then its result with Undo, in the agent’s other tab', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const count = 101; // one more than a page: only "select all matching" reaches them all
    const token = uniqueToken('othertab');
    await mailMany({ api, sendMail, fixture }, { token, count });
    const matching = async (search: string) => (await api.get<{ count: number }>('/conversations/bulk/matching', { search })).count;

    // The same agent's second tab (same browser, same session), which records every progress bar it ever shows.
    const other = await page.context().newPage();
    const otherErrors: string[] = [];
    other.on('console', (message) => void (message.type() === 'error' && otherErrors.push(message.text())));
    await other.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __progressSeen: string[] }).__progressSeen = []);
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"]')) {
          const label = bar.getAttribute('aria-label');
          if (label && !seen.includes(label)) seen.push(label);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    for (const tab of [page, other]) {
      await trackChangeStream(tab);
      await openInbox(tab, token);
      await waitForChangeStream(tab);
    }
    // The other tab's on-demand parts (the progress among them) are in, as they are once the browser was idle.
    await other.keyboard.press('?');
    await expect(other.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await other.keyboard.press('Escape');

    await page.bringToFront();
    await page.getByRole('checkbox', { name: 'Select all loaded conversations' }).click();
    await page.getByRole('button', { name: `Select all ${count} conversations matching this view` }).click();
    await bulkToolbar(page).getByRole('button', { name: 'Close', exact: true }).click();

    // The other tab followed it from the change feed: its progress, then its result with Undo.
    const done = toasts(other).filter({ hasText: `Closed ${count} conversations` });
    await expect(done).toBeVisible({ timeout: 60_000 });
    expect(await other.evaluate(() => (window as unknown as { __progressSeen: string[] }).__progressSeen)).toContain(`Closing ${count} conversations`);
    await expect(toasts(page).filter({ hasText: `Closed ${count} conversations` })).toBeVisible();
    await expect.poll(() => matching(token), { message: 'nothing of the search is open' }).toBe(0);

    // Undo from the tab that did not start it.
    await other.bringToFront();
    await done.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts(other).filter({ hasText: `${count} conversations put back as they were.` })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => matching(token), { message: 'all of them are open again' }).toBe(count);
    expect(consoleErrors).toEqual([]);
    expect(otherErrors).toEqual([]);
  });
});
