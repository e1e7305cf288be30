import type { Page } from '@playwright/test';
import type { Message } from '#contract/conversations';
import { expect, test } from '../fixtures';
import { openInbox, uniqueToken } from '../support/inbox';

// The compose drawer's "From": the organization's main address (its first channel) until the agent sends
// from another one, which the next message then starts from (kept in the browser, per agent).

const composeDialog = (page: Page) => page.getByRole('dialog', { name: 'New message' });

async function openCompose(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Compose' }).click();
  await expect(composeDialog(page)).toBeVisible();
  return composeDialog(page);
}

test.describe('compose "From"', () => {
  test('starts on the main support address; after a send from Billing, the next message starts on Billing', async ({
    signedInPage: page,
    signInAs,
    fixture,
    consoleErrors,
  }) => {
    const { support, billing } = fixture.channels;
    await openInbox(page);
    let dialog = await openCompose(page);
    const from = dialog.getByLabel('From', { exact: true });
    await expect(from).toHaveValue(String(support.id));
    // The channels in the order the API lists them: the main address first.
    await expect(from.getByRole('option')).toHaveText([`${support.name} <${support.email}>`, `${billing.name} <${billing.email}>`]);

    const token = uniqueToken('from');
    await from.selectOption({ label: `${billing.name} <${billing.email}>` });
    await dialog.getByLabel('To', { exact: true }).fill(`Bea Billing <${token}@customer.example>`);
    await dialog.getByLabel('Subject', { exact: true }).fill(`Your invoice ${token}`);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Your invoice is attached.');
    const composed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/conversations/compose');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const message = (await (await composed).json()) as Message;
    expect(message.from.email).toBe(billing.email);
    await expect(dialog).toBeHidden();

    dialog = await openCompose(page);
    await expect(dialog.getByLabel('From', { exact: true })).toHaveValue(String(billing.id));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Also after a reload: it is kept in the browser.
    await page.reload();
    dialog = await openCompose(page);
    await expect(dialog.getByLabel('From', { exact: true })).toHaveValue(String(billing.id));
    await page.keyboard.press('Escape');

    // Another agent signed in on this browser starts on the main address: the choice is the agent's own.
    await signInAs('agent');
    await openInbox(page);
    dialog = await openCompose(page);
    await expect(dialog.getByLabel('From', { exact: true })).toHaveValue(String(support.id));
    expect(consoleErrors).toEqual([]);
  });
});
