import type { Webhook } from '#contract/webhooks';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { uniqueToken } from '../support/inbox';
import { rowOf, settingsTable } from '../support/settings';

// axe on the organization's admin pages (mailboxes, webhooks, organization) in the states admins meet: the
// lists, a dialog with an error at a field, a confirmation, the delivery log, the time zone list open.
// Serious and critical violations fail; everything axe found is attached to the test.

test.describe('accessibility of the admin settings pages', () => {
  // Three axe runs and two dialogs each: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('the mailboxes page, its dialog with an error and its confirmation have no serious or critical axe violation', async ({
    signedInPage: page,
    fixture,
  }, testInfo) => {
    await page.goto('/settings/channels');
    await expect(rowOf(settingsTable(page, 'Mailboxes'), fixture.channels.support.email)).toBeVisible();
    expect(await seriousViolations(page, testInfo)).toEqual([]);

    await page.getByRole('button', { name: 'Add mailbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a mailbox' });
    await dialog.getByRole('textbox', { name: 'Signature (optional)' }).fill('Thanks, {{agent.first_name}}');
    await dialog.getByRole('button', { name: 'Add mailbox' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('region', { name: 'Signature preview' })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'axe-violations-dialog')).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Disable ${fixture.channels.billing.email}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'axe-violations-confirm')).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  });

  test('the webhooks page, its create dialog and the delivery log have no serious or critical axe violation', async ({
    signedInPage: page,
    api,
  }, testInfo) => {
    // Nothing listens there, and no event it asks for happens during the test.
    const hook = await api.post<Webhook>('/webhooks', {
      url: 'http://127.0.0.1:9/axe',
      description: `Axe ${uniqueToken('hook')}`,
      event_types: ['organization.updated'],
    });
    try {
      await page.goto('/settings/webhooks');
      await expect(rowOf(settingsTable(page, 'Webhooks'), hook.description)).toBeVisible();
      expect(await seriousViolations(page, testInfo)).toEqual([]);

      await page.getByRole('button', { name: 'Create webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a webhook' });
      await dialog.getByRole('checkbox', { name: 'All conversation events' }).check();
      await dialog.getByRole('button', { name: 'Create webhook' }).click();
      await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page, testInfo, 'axe-violations-create')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: `Deliveries of ${hook.description}` }).click();
      await expect(
        page.getByRole('dialog', { name: `Deliveries of “${hook.description}”` }).getByText('Nothing delivered yet'),
      ).toBeVisible();
      expect(await seriousViolations(page, testInfo, 'axe-violations-log')).toEqual([]);
    } finally {
      await api.delete(`/webhooks/${hook.id}`);
    }
  });

  test('the organization page with the time zone list open has no serious or critical axe violation', async ({
    signedInPage: page,
  }, testInfo) => {
    await page.goto('/settings/organization');
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.focus();
    await page.keyboard.type('europe');
    await expect(page.getByRole('listbox', { name: 'Time zones' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });
});
