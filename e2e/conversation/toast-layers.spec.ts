import type { Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { mailConversations, uniqueToken } from '../support/inbox';
import { toasts } from '../support/live';

// A toast is no layer over what the agent is doing: one that appears while a popover is open leaves the next
// Escape to the popover, and keeps its Undo. Escape closes a toast only when the focus is in it (F8 takes it
// there), and then gives the focus back. With Radix's toasts, each one the newest layer, the popover stayed open
// and the toast, with its Undo, closed.

test.describe('toasts beside popovers', () => {
  test('a toast that appears while a popover is open leaves Escape to the popover; with F8, Escape closes the toast alone', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('toastlayer');
    const { conversations } = await mailConversations({ api, sendMail, fixture }, { token, count: 1 });
    const conversation = conversations[0]!;
    const me = fixture.agents.admin.name;
    await page.goto(`/inbox/${conversation.id}?q=${encodeURIComponent(token)}`);
    const header = page.getByRole('region', { name: conversation.subject });
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();

    // The assignment's answer is held back until the tag popover is open, so that its toast comes after.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/conversations/bulk', async (route: Route) => {
      await held;
      await route.continue();
    });
    await header.getByRole('button', { name: 'Assigned to: Unassigned' }).click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: `${me} (you)` }).click();
    await header.getByRole('button', { name: 'Add tag' }).click();
    const tagInput = page.getByRole('textbox', { name: 'New tag' });
    await expect(tagInput).toBeFocused();
    const assigned = toasts(page).filter({ hasText: `Assigned 1 conversation to ${me}` });
    await expect(assigned).toHaveCount(0);
    release();
    await expect(assigned).toBeVisible();
    await page.unroute('**/api/conversations/bulk');

    await expect(tagInput).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tagInput).toHaveCount(0);
    await expect(assigned.getByRole('button', { name: 'Undo' })).toBeVisible();
    const addTag = header.getByRole('button', { name: 'Add tag' });
    await expect(addTag).toBeFocused();

    // Escape outside a toast leaves it be. F8 takes the focus to the toasts, and Escape there gives it back.
    await page.keyboard.press('Escape');
    await expect(assigned).toBeVisible();
    const list = page.getByRole('region', { name: /^Notifications/ }).getByRole('list');
    await page.keyboard.press('F8');
    await expect(list).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(addTag).toBeFocused();
    await expect(assigned).toBeVisible();

    // With the popover open again: F8, Tab to the toast's Undo, Escape closes the toast and nothing else; the
    // focus goes back to the popover's input, and the next Escape closes the popover.
    await addTag.click();
    await expect(tagInput).toBeFocused();
    await page.keyboard.press('F8');
    await expect(list).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(assigned.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(assigned).toHaveCount(0);
    await expect(tagInput).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tagInput).toHaveCount(0);
    await expect(addTag).toBeFocused();
    expect((await api.get<{ assignee: { id: number } | null }>(`/conversations/${conversation.id}`)).assignee?.id).toBe(fixture.agents.admin.id);
    expect(consoleErrors).toEqual([]);
  });
});
