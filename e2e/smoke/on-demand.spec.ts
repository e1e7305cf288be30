import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addQuestions, settled, sourceRow } from '../support/ai-sources';
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

/**
 * Holds the tooltip's code on its way, as a slow network would, until `release()`: that returns once the code has
 * run in the page (a dynamic import of the same file resolves after it has), and the page has handled it.
 */
async function holdTooltipCode(page: Page): Promise<{ release: () => Promise<void> }> {
  let url: string | undefined;
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/assets\/tooltip-[\w-]+\.js$/, async (route) => {
    url = route.request().url();
    await released;
    await route.continue();
  });
  return {
    release: async () => {
      await expect.poll(() => url, { message: 'the tooltip code was asked for' }).toBeDefined();
      open();
      await page.evaluate(async (file) => {
        await import(file);
        // The page's own wait for the module resolves in the same turn; its render follows in a microtask.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }, url!);
    },
  };
}

/** Marks the element's DOM node, to tell later whether it is still the same node (React may replace it). */
const markNode = (locator: Locator) => locator.evaluate((element) => Object.assign(element, { e2eMark: true }));
const isMarked = (locator: Locator) => locator.evaluate((element) => 'e2eMark' in element);

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
    // On hover too; moving the pointer away (in steps, as a mouse does) hides it.
    await viewLink(page, 'Closed').hover();
    await expect(page.getByRole('tooltip')).toHaveText(/^Closed/);
    const away = await page.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' }).boundingBox();
    await page.mouse.move(away!.x + away!.width / 2, away!.y + away!.height / 2, { steps: 5 });
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(viewLink(page, 'Closed')).not.toHaveAttribute('aria-describedby');

    // Where the rail shows the views' names (xl), their tooltips are hidden, and describe nothing: also one open
    // while the window grows past that width.
    await viewLink(page, 'Spam').blur();
    await viewLink(page, 'Spam').focus();
    await expect(viewLink(page, 'Spam')).toHaveAccessibleDescription(/^Spam/);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(viewLink(page, 'Spam')).toHaveAccessibleDescription('');
    await viewLink(page, 'Spam').blur();
    await viewLink(page, 'Spam').focus();
    await expect(viewLink(page, 'Spam')).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(viewLink(page, 'Spam')).toHaveAccessibleDescription('');
    expect(consoleErrors).toEqual([]);
  });

  test('a button in a tooltip, pressed from the keyboard before the tooltip has come, gets the focus back from its dialog', async ({
    signedInPage: page,
    api,
    consoleErrors,
  }) => {
    const question = `How do I reset a ${uniqueToken('tip')} password?`;
    await settled(api, await addQuestions(api, [question], 'Choose Forgot password on the sign-in page.'));
    await neverIdle(page);
    const tooltipCode = await holdTooltipCode(page);
    // Below xl (1280 px) a source's buttons are icons, their words in tooltips.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/settings/ai');
    const row = sourceRow(page, question);
    const remove = row.getByRole('button', { name: `Delete “${question}”` });
    await expect(remove).toBeVisible();
    await markNode(remove);

    // Tab from Edit to Delete, and Enter at once: the tooltip's code has not come yet.
    await row.getByRole('button', { name: `Edit “${question}”` }).focus();
    await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: `Delete “${question}”?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // It comes while the dialog is open; Escape then gives the focus back to the button, the same node.
    await tooltipCode.release();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Delete');
    await expect(remove).toHaveAccessibleDescription('Delete');
    expect(await isMarked(remove)).toBe(true);
    // Escape again closes the tooltip alone.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(row).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('in a dialog, Escape closes a tooltip and not the dialog', async ({ signedInPage: page, consoleErrors }) => {
    await neverIdle(page);
    await openInbox(page);
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await expect(dialog.getByLabel('To', { exact: true })).toBeFocused();
    const bold = dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' });
    await bold.focus();
    await expect(page.getByRole('tooltip')).toHaveText(/^Bold/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(bold).toBeFocused();
    // The next Escape is the dialog's (an untouched draft closes).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('a tooltip the pointer opened does not take the Escape meant for the popover being typed in', async ({ signedInPage: page, consoleErrors }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openInbox(page);
    const tags = page.getByRole('button', { name: /^Tags:/ });
    await tags.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Filter by tag' });
    await expect(popover).toBeVisible();
    await expect(popover.getByRole('textbox')).toBeFocused();
    // The pointer rests on a view of the rail meanwhile: its tooltip shows.
    await viewLink(page, 'Closed').hover();
    await expect(page.getByRole('tooltip')).toHaveText(/^Closed/);
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(tags).toBeFocused();
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
