import type { Page } from '@playwright/test';
import type { Conversation } from '#contract/conversations';
import { expect, saveScreenshot, test } from '../fixtures';
import { uniqueToken } from '../support/inbox';
import { mailThread } from '../support/thread';

// The conversation header stays clickable however the thread is scrolled. Emails are sandboxed iframes,
// which Chromium runs out of process: where such a frame slid under the header, the real mouse's clicks went
// to the frame, and the Status and Assignee buttons did nothing. Every click here is a real one (no force).

const paragraphs = (i: number, token: string) =>
  Array.from({ length: 14 }, (_, n) => `<p>Message ${i + 1}, paragraph ${n + 1} (${token}): the parcel has not arrived yet.</p>`).join('');

/** Scrolls the thread with the wheel so that an email spans the thread's top edge, right under the header. */
async function scrollAnEmailUnderTheHeader(page: Page) {
  const thread = page.getByRole('region', { name: 'Thread' });
  // The wheel over the thread's margin: over an email, Chromium gives the wheel to the frame first.
  const box = (await thread.boundingBox())!;
  await page.mouse.move(box.x + 8, box.y + box.height / 2);
  await page.mouse.wheel(0, -250);
  await expect
    .poll(async () => {
      const top = box.y;
      const frames = await page.getByTitle(/^Message from /).all();
      for (const frame of frames) {
        const frameBox = await frame.boundingBox();
        if (frameBox && frameBox.y < top && frameBox.y + frameBox.height > top + 40) return true;
      }
      await page.mouse.wheel(0, 60);
      return false;
    }, { message: 'an email spans the top of the thread' })
    .toBe(true);
}

test.describe('conversation header over a scrolled thread', () => {
  test('with the thread scrolled, the real mouse opens Status, Assignee and Add tag, and Close and Export PDF act', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const token = uniqueToken('header');
    const { conversation } = await mailThread({ api, sendMail, fixture }, { token, count: 5, html: (i) => paragraphs(i, token) });

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await expect(page.getByTitle(/^Message from /)).toHaveCount(3);
    await scrollAnEmailUnderTheHeader(page);
    await saveScreenshot(page, testInfo, 'header-over-scrolled-thread');

    // The conversation (a region named by its subject); its thread is a region of its own.
    const header = page.getByRole('region', { name: conversation.subject });
    await header.getByRole('button', { name: 'Status: Open' }).click();
    const statusMenu = page.getByRole('menu');
    await expect(statusMenu.getByRole('menuitem', { name: 'Close' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(statusMenu).toHaveCount(0);

    await header.getByRole('button', { name: 'Assigned to: Unassigned' }).click();
    const assignMenu = page.getByRole('menu');
    await expect(assignMenu.getByRole('menuitemradio', { name: `${fixture.agents.admin.name} (you)` })).toBeVisible();
    await assignMenu.getByRole('menuitemradio', { name: `${fixture.agents.admin.name} (you)` }).click();
    await expect(header.getByRole('button', { name: `Assigned to: ${fixture.agents.admin.name} (you)` })).toBeVisible();
    // Its toast, with Undo (toast-layers.spec.ts checks that a toast leaves Escape to a popover opened before it).
    const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
    await expect(toasts.filter({ hasText: `Assigned 1 conversation to ${fixture.agents.admin.name}` })).toBeVisible();

    await header.getByRole('button', { name: 'Add tag' }).click();
    const tagInput = page.getByRole('textbox', { name: 'New tag' });
    // The popover is ready for the keyboard once its input has the focus (as an agent would start typing).
    await expect(tagInput).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tagInput).toHaveCount(0);

    const download = page.waitForEvent('download');
    await header.getByRole('link', { name: 'Export PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await scrollAnEmailUnderTheHeader(page);
    await header.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(toasts.filter({ hasText: 'Closed 1 conversation' })).toBeVisible();
    await expect
      .poll(async () => (await api.get<Conversation>(`/conversations/${conversation.id}`)).status, { message: 'the conversation is closed' })
      .toBe('closed');
    expect(consoleErrors).toEqual([]);
  });
});
