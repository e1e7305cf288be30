import type { Page } from '@playwright/test';
import type { ApiKey } from '#contract/api-keys';
import { expect, test } from '../fixtures';
import { uniqueToken } from '../support/inbox';
import { rowOf, settingsTable, toasts } from '../support/settings';

// API keys (/settings/api-keys): a key created with chosen permissions, its secret shown once, usable at once
// against the API, and refused (401) as soon as it is revoked in the page.

const keys = (page: Page) => settingsTable(page, 'API keys');

test.describe('API keys', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('creates a key with a permission, with the keyboard; the key works until it is revoked', async ({
    signedInPage: page,
    request,
    api,
    fixture,
    consoleErrors,
  }) => {
    const name = `CRM sync ${uniqueToken('key')}`;
    await page.goto('/settings/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();

    const create = page.getByRole('button', { name: 'Create API key' });
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    const nameField = dialog.getByRole('textbox', { name: 'Name' });
    await expect(nameField).toBeFocused();
    // The contract's rule before anything is sent.
    await page.keyboard.press('Enter');
    await expect(nameField).toHaveAccessibleDescription(/name must not be empty/);
    await page.keyboard.type(name);
    // Each permission is a checkbox with a sentence saying what it allows.
    const invite = dialog.getByRole('checkbox', { name: 'teammate.invite' });
    const block = dialog.getByRole('checkbox', { name: 'contact.block' });
    await expect(invite).toHaveAccessibleDescription(/Invite teammates/);
    await expect(block).toHaveAccessibleDescription(/suppress a contact’s address/);
    await page.keyboard.press('Tab');
    await expect(invite).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(block).toBeFocused();
    await page.keyboard.press('Space');
    await expect(block).toBeChecked();
    await expect(invite).not.toBeChecked();
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Create key
    await expect(dialog.getByRole('button', { name: 'Create key' })).toBeFocused();
    await page.keyboard.press('Enter');

    const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
    await expect(shown).toContainText('This is the only time the key');
    const secretField = shown.getByRole('textbox', { name: 'API key' });
    await expect(secretField).toBeFocused();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^sik_[A-Za-z0-9_-]{43}$/);
    await expect(shown.getByRole('button', { name: 'Copy key' })).toBeVisible();
    await expect(shown).toContainText('Permissions: contact.block.');

    // The key works at once.
    const withKey = { headers: { 'X-Api-Key': secret } };
    expect((await request.get(`${fixture.baseURL}/api/agents`, withKey)).status()).toBe(200);

    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();
    await expect(create).toBeFocused();
    // Listed without its secret: the name, the prefix, the permission, who made it.
    const row = rowOf(keys(page), name);
    await expect(row).toBeVisible();
    const listed = (await page.evaluate(async () => (await fetch('/api/api-keys')).json())) as ApiKey[];
    const key = listed.find((k) => k.name === name)!;
    expect(secret.startsWith(key.prefix)).toBe(true);
    await expect(row.getByRole('rowheader')).toContainText(`${key.prefix}…`);
    await expect(row).not.toContainText(secret);
    await expect(row).toContainText('contact.block');
    await expect(row).not.toContainText('teammate.invite');
    await expect(row).toContainText(`by ${fixture.agents.admin.name}`);
    // Used a moment ago: its last use shows (the server records it to the minute).
    await page.reload();
    await expect(row.getByRole('cell').nth(2).getByRole('time')).toBeVisible();

    // Revoked in the page (keyboard again): the API refuses it at once.
    const revoke = page.getByRole('button', { name: `Revoke the key ${name}` });
    await revoke.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: `Revoke the key “${name}”?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toContainText(`Key “${name}” revoked`);
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Keys in use/ })).toBeFocused();
    expect((await request.get(`${fixture.baseURL}/api/agents`, withKey)).status()).toBe(401);
    expect((await api.get<unknown[]>('/agents')).length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });
});
