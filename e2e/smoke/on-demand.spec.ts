import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { bulkToolbar, conversationList, mailConversations, openInbox, rowCheckbox, rowLinks, uniqueToken } from '../support/inbox';
import { toasts, trackChangeStream, waitForChangeStream } from '../support/live';
import { viewLink } from '../support/views';

// The inbox's first screen leaves out what it does not show (menus, dialogs, tooltips, toasts, the change stream's
// decoder, zod) and loads it when the browser is idle. These tests keep the browser from ever being idle, so each
// part comes only when first asked for: it must then work as if it had been there, keyboard focus included.

async function neverIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

test.describe('parts loaded on demand', () => {
  test('the filters\' menu and popover, the shortcuts dialog and the tooltips come when first asked for', async ({
    signedInPage: page,
    consoleErrors,
  }) => {
    await neverIdle(page);
    await page.setViewportSize({ width: 1024, height: 768 });
    await openInbox(page);

    // A click on the assignee filter opens its menu once it has loaded; Escape gives the focus back to the button.
    const assignee = page.getByRole('button', { name: /^Assignee:/ });
    await assignee.click();
    await expect(page.getByRole('menu').getByRole('menuitemradio', { name: 'Me', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(assignee).toBeFocused();

    // From the keyboard too: Enter on the tag filter opens its popover.
    const tags = page.getByRole('button', { name: /^Tags:/ });
    await tags.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Filter by tag' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filter by tag' })).toHaveCount(0);

    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);

    // A view's name is in its tooltip on the rail; the link keeps the focus while the tooltip arrives.
    await viewLink(page, 'Spam').focus();
    await expect(page.getByRole('tooltip')).toHaveText(/^Spam/);
    await expect(viewLink(page, 'Spam')).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('a selection gets its toolbar, a change its toast with Undo, and the change stream its decoder', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('ondemand'), count: 1 });
    await neverIdle(page);
    await trackChangeStream(page);
    await openInbox(page, mailed.token);
    await expect(rowLinks(page)).toHaveCount(1);
    await waitForChangeStream(page);

    // A customer writes again: the stream's first change loads what reads it, and the row appears.
    const subject = `Another question ${mailed.token}`;
    await sendMail({ from: `Customer <${mailed.token}-again@customer.example>`, to: fixture.channels.support.email, subject, text: 'Hello?' });
    await expect(conversationList(page).getByRole('link', { name: subject })).toBeVisible();

    const [first] = mailed.conversations;
    await rowCheckbox(page, first!.subject).click();
    await bulkToolbar(page).getByRole('button', { name: 'Close', exact: true }).click();
    const toast = toasts(page).filter({ hasText: 'Closed 1 conversation' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts(page).filter({ hasText: 'Undone' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
