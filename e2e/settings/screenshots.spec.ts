import { expect, saveScreenshot, test } from '../fixtures';
import { uniqueToken } from '../support/inbox';
import { inviteThroughApi, mailFromSuppressed, settingsTable, suppress, SUPPRESSIONS } from '../support/settings';

// Pictures of the team's settings pages, kept as artifacts (HTML report and test-results/screenshots/): not
// compared with a baseline, only there to look at (1440 px wide, and the narrowest supported, 1024 px).

test.describe('screenshots of the team settings', () => {
  test('suppression list', async ({ signedInPage: page, api, sendMail, fixture }, testInfo) => {
    const token = uniqueToken('shot');
    await suppress(api, `promo@deals-${token}.example`);
    await suppress(api, `*@bulk-${token}.example`);
    // An address at a webmail provider: shown with its Webmail badge.
    await suppress(api, `reseller-${token}@gmail.com`);
    await mailFromSuppressed(
      { api, sendMail, fixture },
      { from: `news@bulk-${token}.example`, entry: `*@bulk-${token}.example`, count: 3 },
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/suppressions?order_by=blocked&way=desc');
    await expect(settingsTable(page, SUPPRESSIONS)).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-suppressions-1440');

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(settingsTable(page, SUPPRESSIONS)).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-suppressions-1024');

    // The server's refusal at the field, then the confirmation a whole webmail provider asks for (cancelled).
    await page.setViewportSize({ width: 1440, height: 900 });
    const field = page.getByRole('textbox', { name: 'Address or domain' });
    await field.fill(`promo@deals-${token}.example`);
    await field.press('Enter');
    await expect(field).toHaveAccessibleDescription(/already suppressed/);
    await saveScreenshot(page, testInfo, 'settings-suppressions-already-suppressed');
    await field.fill('*@gmail.com');
    await field.press('Enter');
    await expect(page.getByRole('alertdialog', { name: 'Suppress everyone at gmail.com?' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-suppressions-confirm-webmail');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('teammates', async ({ signedInPage: page, api, fixture }, testInfo) => {
    await inviteThroughApi(api, fixture, `${uniqueToken('shot')}@team.example`, 'admin');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/teammates');
    await expect(settingsTable(page, 'Pending invitations')).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-teammates-1440');

    await page.setViewportSize({ width: 1024, height: 768 });
    await saveScreenshot(page, testInfo, 'settings-teammates-1024');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Invite teammate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a teammate' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`${uniqueToken('shot')}@team.example`);
    await saveScreenshot(page, testInfo, 'settings-teammates-invite');
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Invitation created' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-teammates-invite-link');
  });

  test('API keys', async ({ signedInPage: page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/api-keys');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Helpdesk reporting');
    await dialog.getByRole('checkbox', { name: 'contact.block' }).check();
    await saveScreenshot(page, testInfo, 'settings-api-keys-create');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByRole('dialog', { name: 'Copy your new API key' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-api-keys-secret');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(settingsTable(page, 'API keys')).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-api-keys-1440');

    await page.setViewportSize({ width: 1024, height: 768 });
    await saveScreenshot(page, testInfo, 'settings-api-keys-1024');
  });

  test('mailboxes, webhooks and the organization', async ({ signedInPage: page, api }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/channels');
    await expect(settingsTable(page, 'Mailboxes')).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-mailboxes-1440');
    await page.getByRole('button', { name: 'Add mailbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a mailbox' });
    await dialog.getByRole('textbox', { name: 'Address' }).fill('orders@shop.example');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Orders');
    await dialog.getByRole('textbox', { name: 'Signature (optional)' }).fill('Best,\n{{agent.first_name}} at {{organization.name}}');
    await saveScreenshot(page, testInfo, 'settings-mailboxes-add');
    await page.keyboard.press('Escape');

    // Nothing listens there, and nothing it asks for happens during the test.
    const hook = await api.post<{ id: number }>('/webhooks', {
      url: 'http://127.0.0.1:9/screenshot',
      description: `Warehouse ${uniqueToken('shot')}`,
      event_types: ['conversation.', 'message.sent'],
    });
    try {
      await page.goto('/settings/webhooks');
      await expect(settingsTable(page, 'Webhooks')).toBeVisible();
      await saveScreenshot(page, testInfo, 'settings-webhooks-1440');
      await page.getByRole('button', { name: 'Create webhook' }).click();
      await saveScreenshot(page, testInfo, 'settings-webhooks-create');
      await page.keyboard.press('Escape');
    } finally {
      await api.delete(`/webhooks/${hook.id}`);
    }

    await page.goto('/settings/organization');
    await page.getByRole('combobox', { name: 'Time zone' }).focus();
    await page.keyboard.type('america');
    await saveScreenshot(page, testInfo, 'settings-organization-zones');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.keyboard.press('Escape');
    await page.goto('/settings/channels');
    await expect(page.getByRole('textbox', { name: 'Port' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-mailboxes-1024');
  });

  test('an agent: the team without controls, and an admin-only page explained', async ({ page, signInAs }, testInfo) => {
    await signInAs('agent');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/teammates');
    await expect(page.getByRole('region', { name: 'Pending invitations' }).getByRole('status')).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-teammates-agent');
    await page.goto('/settings/api-keys');
    await expect(page.getByRole('main').getByRole('status')).toContainText('owners and admins');
    await saveScreenshot(page, testInfo, 'settings-api-keys-agent');
  });

  test('joining through an invitation', async ({ page, api, fixture }, testInfo) => {
    const invite = await inviteThroughApi(api, fixture, `${uniqueToken('shot')}@team.example`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(invite.link);
    await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
    await saveScreenshot(page, testInfo, 'accept-invite');
    await page.goto('/accept-invite?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: 'This invitation can’t be used' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'accept-invite-unusable');
  });
});
