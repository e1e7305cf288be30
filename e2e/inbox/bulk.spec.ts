import type { Page } from '@playwright/test';
import type { Suppression } from '#contract/suppressions';
import { expect, test } from '../fixtures';
import {
  bulkToolbar,
  conversationList,
  expectConversations,
  mailConversations,
  openInbox,
  rowCheckbox,
  rowLinks,
  uniqueToken,
  type MailedConversations,
} from '../support/inbox';

// Bulk actions on conversations made for each test (three emails whose subjects hold a unique word), found
// through the search box: no test depends on what another one left behind.

const DAY = 24 * 60 * 60 * 1000;

/** Opens the view of the mailed conversations and selects all three with a click and a shift-click. */
async function shiftSelectAll(page: Page, mailed: MailedConversations): Promise<void> {
  await openInbox(page, mailed.token);
  await expect(rowLinks(page)).toHaveCount(mailed.conversations.length);
  const boxes = conversationList(page).getByRole('checkbox');
  await boxes.first().click();
  await expect(bulkToolbar(page)).toContainText('1 selected');
  await boxes.last().click({ modifiers: ['Shift'] });
  await expect(bulkToolbar(page)).toContainText(`${mailed.conversations.length} selected`);
  for (const c of mailed.conversations) await expect(rowCheckbox(page, c.subject)).toBeChecked();
}

const ids = (mailed: MailedConversations) => mailed.conversations.map((c) => c.id);

test.describe('inbox bulk actions', () => {
  test('shift-click selects a range of rows, and "Clear selection" empties it', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('range'), count: 4 });
    await openInbox(page, mailed.token);
    await expect(rowLinks(page)).toHaveCount(4);
    const boxes = conversationList(page).getByRole('checkbox');

    // From the second row to the fourth: three rows, the first one left out.
    await boxes.nth(1).click();
    await boxes.nth(3).click({ modifiers: ['Shift'] });
    await expect(bulkToolbar(page)).toContainText('3 selected');
    await expect(boxes.nth(0)).not.toBeChecked();
    for (const n of [1, 2, 3]) await expect(boxes.nth(n)).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Select all loaded conversations' })).toHaveAttribute('aria-checked', 'mixed');

    await bulkToolbar(page).getByRole('button', { name: 'Clear selection' }).click();
    await expect(bulkToolbar(page)).toHaveCount(0);
    for (const n of [0, 1, 2, 3]) await expect(boxes.nth(n)).not.toBeChecked();

    await page.getByRole('checkbox', { name: 'Select all loaded conversations' }).click();
    await expect(bulkToolbar(page)).toContainText('4 selected');
  });

  test('bulk close takes the selected rows out of Opened and closes them', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('close'), count: 3 });
    await shiftSelectAll(page, mailed);

    await bulkToolbar(page).getByRole('button', { name: 'Close', exact: true }).click();

    await expect(rowLinks(page)).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByRole('status')).toContainText(`No results for “${mailed.token}”`);
    await expectConversations(api, ids(mailed), (c) => c.status === 'closed', 'all three closed');
  });

  test('bulk snooze "One week" snoozes the selection until a week from now', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('snooze'), count: 3 });
    await shiftSelectAll(page, mailed);

    await bulkToolbar(page).getByRole('button', { name: 'Snooze' }).click();
    const dialog = page.getByRole('dialog', { name: 'Snooze until' });
    await dialog.getByRole('button', { name: 'One week' }).click();
    const clicked = Date.now();

    await expect(dialog).toBeHidden();
    await expect(rowLinks(page)).toHaveCount(0);
    const snoozed = await expectConversations(api, ids(mailed), (c) => c.status === 'snoozed', 'all three snoozed');
    for (const c of snoozed) {
      expect(c.snooze_until).not.toBeNull();
      const until = Date.parse(c.snooze_until ?? '');
      // "One week": the same time of day, seven days on (a DST change in between moves it by an hour).
      expect(until).toBeGreaterThan(clicked + 7 * DAY - 2 * 60 * 60 * 1000);
      expect(until).toBeLessThan(clicked + 7 * DAY + 2 * 60 * 60 * 1000);
    }

    // They are in the Snoozed view.
    await openInbox(page, `status:snoozed ${mailed.token}`);
    await expect(rowLinks(page)).toHaveCount(3);
  });

  test('bulk "Add tag" tags every selected conversation', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('tag'), count: 3 });
    await shiftSelectAll(page, mailed);

    await bulkToolbar(page).getByRole('button', { name: 'Add tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tag' });
    await dialog.getByLabel('Tag to add').fill('e2e-tag');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await expect(dialog).toBeHidden();
    await expectConversations(api, ids(mailed), (c) => c.tags.includes('e2e-tag'), 'all three tagged e2e-tag');
    // The rows stay (still opened) and show the tag.
    for (const c of mailed.conversations) {
      await expect(conversationList(page).getByRole('link', { name: c.subject })).toContainText('e2e-tag');
    }
  });

  test('bulk "Assign" to Alex Agent assigns every selected conversation', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('assign'), count: 3 });
    const alex = fixture.agents.agent;
    await shiftSelectAll(page, mailed);

    await bulkToolbar(page).getByRole('button', { name: 'Assign' }).click();
    // Radix names the menu after its trigger (aria-labelledby wins over the component's aria-label "Assign to").
    const menu = page.getByRole('menu', { name: 'Assign', exact: true });
    // The signed-in admin comes first, as "(you)".
    await expect(menu.getByRole('menuitem').first()).toHaveAccessibleName(`${fixture.agents.admin.name} (you)`);
    await menu.getByRole('menuitem', { name: alex.name, exact: true }).click();

    await expect(menu).toBeHidden();
    await expectConversations(api, ids(mailed), (c) => c.assignee?.id === alex.id, 'all three assigned to Alex Agent');
  });

  test('bulk spam with "Block sender" as an admin marks spam and suppresses the senders', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('spamblock'), count: 3 });
    await shiftSelectAll(page, mailed);

    await bulkToolbar(page).getByRole('button', { name: 'Spam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as spam' });
    const block = dialog.getByRole('checkbox', { name: 'Block sender' });
    await expect(block).not.toBeChecked();
    await block.click();
    await dialog.getByRole('button', { name: 'Mark as spam' }).click();

    await expect(dialog).toBeHidden();
    await expect(rowLinks(page)).toHaveCount(0);
    await expectConversations(api, ids(mailed), (c) => c.status === 'spam', 'all three marked spam');
    await expect
      .poll(async () => {
        const suppressed = await api.get<Suppression[]>('/contacts/suppressed');
        return mailed.senders.filter((email) => suppressed.some((s) => s.email === email));
      })
      .toEqual(mailed.senders);
    // Mail from a blocked sender is refused from now on.
    await expect(
      sendMail({ from: mailed.senders[0] ?? '', to: fixture.channels.support.email, subject: `Again ${mailed.token}`, text: 'Hi again' }),
    ).rejects.toThrow();
  });

  test('bulk delete asks for confirmation naming the count, then deletes', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('delete'), count: 3 });
    await shiftSelectAll(page, mailed);

    // Cancel first: nothing happens.
    await bulkToolbar(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 3 conversations?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowLinks(page)).toHaveCount(3);
    await expect(bulkToolbar(page)).toContainText('3 selected');

    await bulkToolbar(page).getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expect(dialog).toBeHidden();
    await expect(rowLinks(page)).toHaveCount(0);
    await expect
      .poll(async () => Promise.all(ids(mailed).map(async (id) => (await api.request.get(`/api/conversations/${id}`)).status())))
      .toEqual([404, 404, 404]);
  });
});

test.describe('inbox bulk actions as a plain agent', () => {
  test.use({ signInRole: 'agent' });

  test('spam without the contact.block permission offers no "Block sender" and suppresses nobody', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('spamagent'), count: 3 });
    await shiftSelectAll(page, mailed);

    await bulkToolbar(page).getByRole('button', { name: 'Spam' }).click();

    // One click marks spam: no dialog, no checkbox.
    await expect(rowLinks(page)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Mark as spam' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Block sender' })).toHaveCount(0);
    await expectConversations(api, ids(mailed), (c) => c.status === 'spam', 'all three marked spam');
    const suppressed = await api.get<Suppression[]>('/contacts/suppressed');
    expect(suppressed.filter((s) => mailed.senders.includes(s.email))).toEqual([]);
  });
});
