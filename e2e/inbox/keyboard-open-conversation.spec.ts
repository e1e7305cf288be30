import type { Page } from '@playwright/test';
import type { Conversation } from '#contract/conversations';
import { expect, saveScreenshot, test } from '../fixtures';
import { bulkToolbar, expectConversations, mailConversations, openInbox, renderedRowIds, rowLinks, uniqueToken } from '../support/inbox';

// Shortcuts act on what the agent sees: with a conversation open, j and k open the next and previous
// conversation of the list, and e, s, # and ! act on the open one. After close, snooze or spam the next
// conversation opens (auto-advance), unless the agent chose to stay.

/** Three fresh conversations, the inbox filtered to them, and their ids in list order. */
async function threeConversations(page: Page, arrange: Parameters<typeof mailConversations>[0], prefix: string) {
  const mailed = await mailConversations(arrange, { token: uniqueToken(prefix), count: 3 });
  await openInbox(page, mailed.token);
  await expect(rowLinks(page)).toHaveCount(3);
  const ids = await renderedRowIds(page);
  const byId = (id: number) => mailed.conversations.find((c) => c.id === id) as Conversation;
  return { token: mailed.token, ids, byId };
}

const shown = (page: Page, subject: string) => page.getByRole('heading', { level: 1, name: subject });

async function openConversation(page: Page, id: number, token: string, subject: string) {
  await page.goto(`/inbox/${id}?q=${token}`);
  await expect(shown(page, subject)).toBeVisible();
  await expect(rowLinks(page)).toHaveCount(3);
}

/** The auto-advance setting, through the keyboard shortcuts dialog. */
async function setAutoAdvance(page: Page, on: boolean, screenshot?: () => Promise<void>) {
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const toggle = help.getByRole('checkbox', { name: 'Open the next conversation after close, snooze or spam' });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
  await screenshot?.();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
}

test.describe('shortcuts with a conversation open', () => {
  test('j opens the next conversation, and e then closes the one on screen, not the one before', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const { token, ids, byId } = await threeConversations(page, { api, sendMail, fixture }, 'openj');
    const [first, second] = [byId(ids[0]!), byId(ids[1]!)];
    await openConversation(page, first.id, token, first.subject);
    await setAutoAdvance(page, false, () => saveScreenshot(page, testInfo, 'shortcuts-dialog'));

    await page.keyboard.press('j');
    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${second.id}` && url.searchParams.get('q') === token);
    await expect(shown(page, second.subject)).toBeVisible();

    await page.keyboard.press('e');
    // The conversation on screen is the one closed (the agent chose to stay on it).
    await expect(page.getByRole('button', { name: 'Status: Closed' })).toBeVisible();
    await expect(shown(page, second.subject)).toBeVisible();
    await expectConversations(api, [second.id], (c) => c.status === 'closed', 'the conversation on screen is closed');
    expect((await api.get<Conversation>(`/conversations/${first.id}`)).status).toBe('opened');

    // k goes back to the previous one.
    await page.keyboard.press('k');
    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${first.id}`);
    await expect(shown(page, first.subject)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('e closes the open conversation and opens the next one (auto-advance)', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const { token, ids, byId } = await threeConversations(page, { api, sendMail, fixture }, 'openadv');
    const [first, second, third] = [byId(ids[0]!), byId(ids[1]!), byId(ids[2]!)];
    await openConversation(page, second.id, token, second.subject);
    await setAutoAdvance(page, true);

    await page.keyboard.press('e');
    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${third.id}`);
    await expect(shown(page, third.subject)).toBeVisible();
    await expectConversations(api, [second.id], (c) => c.status === 'closed', 'the conversation that was open is closed');
    const others = await Promise.all([first.id, third.id].map((id) => api.get<Conversation>(`/conversations/${id}`)));
    expect(others.map((c) => c.status)).toEqual(['opened', 'opened']);
    await expect(rowLinks(page)).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });

  test('s snoozes the open conversation from a snooze dialog, without selecting its row', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const { token, ids, byId } = await threeConversations(page, { api, sendMail, fixture }, 'opensnooze');
    const [first, second] = [byId(ids[0]!), byId(ids[1]!)];
    await openConversation(page, first.id, token, first.subject);
    await setAutoAdvance(page, true);

    await page.keyboard.press('s');
    const dialog = page.getByRole('dialog', { name: 'Snooze' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(first.subject);
    // Nothing was selected for it: no bulk toolbar.
    await expect(bulkToolbar(page)).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'snooze-dialog-open-conversation');
    await dialog.getByRole('button', { name: /^Tomorrow/ }).click();
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${second.id}`);
    await expectConversations(api, [first.id], (c) => c.status === 'snoozed', 'the open conversation is snoozed');
    expect((await api.get<Conversation>(`/conversations/${second.id}`)).status).toBe('opened');
    await expect(bulkToolbar(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('! marks the open conversation as spam and # deletes the next one after asking', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const { token, ids, byId } = await threeConversations(page, { api, sendMail, fixture }, 'openspam');
    const [first, second, third] = [byId(ids[0]!), byId(ids[1]!), byId(ids[2]!)];
    await openConversation(page, first.id, token, first.subject);
    await setAutoAdvance(page, true);

    await page.keyboard.press('!');
    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${second.id}`);
    // The address changes before the next conversation is on screen; the shortcuts act on what is on screen.
    await expect(shown(page, second.subject)).toBeVisible();
    await expectConversations(api, [first.id], (c) => c.status === 'spam', 'the open conversation is spam');

    await page.keyboard.press('#');
    const confirm = page.getByRole('dialog', { name: 'Delete 1 conversation?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${third.id}`);
    await expect(shown(page, third.subject)).toBeVisible();
    await expect.poll(async () => (await api.request.get(`/api/conversations/${second.id}`)).status(), { message: 'deleted' }).toBe(404);
    expect((await api.get<Conversation>(`/conversations/${third.id}`)).status).toBe('opened');
    expect(consoleErrors).toEqual([]);
  });

  test('with the list alone, s snoozes the cursor row from the dialog without selecting it', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }) => {
    const { ids, byId } = await threeConversations(page, { api, sendMail, fixture }, 'listsnooze');
    await page.keyboard.press('j');
    await expect(rowLinks(page).nth(0)).toBeFocused();
    await page.keyboard.press('s');
    const dialog = page.getByRole('dialog', { name: 'Snooze' });
    await expect(dialog).toContainText(byId(ids[0]!).subject);
    await expect(bulkToolbar(page)).toHaveCount(0);
    await dialog.getByRole('button', { name: /^Tomorrow/ }).click();
    await expectConversations(api, [ids[0]!], (c) => c.status === 'snoozed', 'the cursor row is snoozed');
    await expect(rowLinks(page)).toHaveCount(2);
    await expect(page).toHaveURL((url) => url.pathname === '/inbox');
  });
});
