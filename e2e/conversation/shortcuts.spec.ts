import type { Conversation } from '#contract/conversations';
import { expect, test } from '../fixtures';
import { expectConversations, mailConversations, openInbox, renderedRowIds, rowLinks, uniqueToken } from '../support/inbox';

// Working a conversation from the keyboard: r and n put the cursor in the reply or the note, a and t open the
// header's assignee and tag pickers. Typing in those fields is typing, never a shortcut. And the header's
// own Close opens the next conversation too (auto-advance, on by default).

test.describe('conversation shortcuts', () => {
  test('r focuses the reply, n the note, a opens the assignee menu, t the tag picker; typing there fires nothing', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('keyswork'), count: 2 });
    const conversation = mailed.conversations[0]!;
    await page.goto(`/inbox/${conversation.id}?q=${mailed.token}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();

    const reply = page.getByRole('textbox', { name: 'Reply' });
    await page.keyboard.press('r');
    await expect(reply).toBeFocused();
    // The r itself was not typed; what follows is typing (j, e, ? do nothing here).
    await page.keyboard.type('je?');
    await expect(reply).toHaveText('je?');
    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${conversation.id}`);
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    expect((await api.get<Conversation>(`/conversations/${conversation.id}`)).status).toBe('opened');

    // Out of the editor (Escape leaves no trace; a click on the heading takes the focus away).
    await page.getByRole('heading', { level: 1, name: conversation.subject }).click();
    await page.keyboard.press('n');
    const note = page.getByRole('textbox', { name: 'Internal note' });
    await expect(note).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Note' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.type('tn');
    await expect(note).toHaveValue('tn');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.getByRole('heading', { level: 1, name: conversation.subject }).click();
    await page.keyboard.press('a');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: `${fixture.agents.admin.name} (you)` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await page.keyboard.press('t');
    const tag = page.getByRole('textbox', { name: 'New tag' });
    await expect(tag).toBeFocused();
    await page.keyboard.type('vip');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Tags' })).toContainText('vip');
    await expectConversations(api, [conversation.id], (c) => c.tags.includes('vip'), 'the tag is added');
    expect(consoleErrors).toEqual([]);
  });

  test('the header Close opens the next conversation of the list', async ({ signedInPage: page, api, sendMail, fixture, consoleErrors }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('headadv'), count: 2 });
    await openInbox(page, mailed.token);
    await expect(rowLinks(page)).toHaveCount(2);
    const [firstId, secondId] = await renderedRowIds(page);
    const first = mailed.conversations.find((c) => c.id === firstId)!;
    const second = mailed.conversations.find((c) => c.id === secondId)!;

    await rowLinks(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name: first.subject })).toBeVisible();
    await page.getByRole('region', { name: first.subject }).getByRole('button', { name: 'Close', exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${second.id}`);
    await expect(page.getByRole('heading', { level: 1, name: second.subject })).toBeVisible();
    await expectConversations(api, [first.id], (c) => c.status === 'closed', 'the first conversation is closed');
    expect((await api.get<Conversation>(`/conversations/${second.id}`)).status).toBe('opened');
    expect(consoleErrors).toEqual([]);
  });
});
