import type { Conversation } from '#contract/conversations';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { mailConversations, uniqueToken } from '../support/inbox';
import { toasts, trackChangeStream, waitForChangeStream } from '../support/live';

// The conversation header's changes are bulk changes of one conversation, as the toolbar's are: each one's toast
// offers Undo, which puts back what it changed (the same operation and undo endpoint).

test.describe('undo of a header change', () => {
  test('assigning, tagging and untagging from the header each get a toast with Undo that puts it back', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const token = uniqueToken('headerundo');
    const mailed = await mailConversations({ api, sendMail, fixture }, { token, count: 1 });
    const conversation = mailed.conversations[0]!;
    const read = () => api.get<Conversation>(`/conversations/${conversation.id}`);
    const me = fixture.agents.admin.name;
    await trackChangeStream(page);
    await page.goto(`/inbox/${conversation.id}?q=${encodeURIComponent(token)}`);
    const header = page.getByRole('region', { name: conversation.subject });
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await waitForChangeStream(page);

    // Assignee.
    await header.getByRole('button', { name: 'Assigned to: Unassigned' }).click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: `${me} (you)` }).click();
    await expect(header.getByRole('button', { name: `Assigned to: ${me} (you)` })).toBeVisible();
    const assigned = toasts(page).filter({ hasText: `Assigned 1 conversation to ${me}` });
    await expect(assigned).toBeVisible();
    await expect.poll(async () => (await read()).assignee?.id).toBe(fixture.agents.admin.id);
    expect(await seriousViolations(page, testInfo)).toEqual([]);
    await assigned.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts(page).filter({ hasText: '1 conversation put back as they were.' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Assigned to: Unassigned' })).toBeVisible();
    expect((await read()).assignee).toBeNull();

    // A tag added.
    await header.getByRole('button', { name: 'Add tag' }).click();
    await page.getByRole('textbox', { name: 'New tag' }).fill('callback');
    await page.keyboard.press('Enter');
    const tagged = toasts(page).filter({ hasText: 'Tagged 1 conversation “callback”' });
    await expect(tagged).toBeVisible();
    await expect(header.getByRole('list', { name: 'Tags' })).toHaveText('callback');
    await expect.poll(async () => (await read()).tags).toEqual(['callback']);
    await tagged.getByRole('button', { name: 'Undo' }).click();
    await expect(header.getByRole('list', { name: 'Tags' })).toHaveCount(0);
    await expect.poll(async () => (await read()).tags).toEqual([]);

    // A tag removed (added first through the API: a teammate's, say).
    await api.post('/conversations/bulk', { ids: [conversation.id], tag: 'vip' });
    await expect(header.getByRole('list', { name: 'Tags' })).toHaveText('vip');
    await header.getByRole('button', { name: 'Remove tag vip' }).click();
    const untagged = toasts(page).filter({ hasText: 'Removed the tag “vip” from 1 conversation' });
    await expect(untagged).toBeVisible();
    await expect.poll(async () => (await read()).tags).toEqual([]);
    await untagged.getByRole('button', { name: 'Undo' }).click();
    await expect(header.getByRole('list', { name: 'Tags' })).toHaveText('vip');
    await expect.poll(async () => (await read()).tags).toEqual(['vip']);
    expect(consoleErrors).toEqual([]);
  });
});
