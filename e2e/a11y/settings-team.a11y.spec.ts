import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { uniqueToken } from '../support/inbox';
import { inviteThroughApi, rowOf, settingsTable, suppress, SUPPRESSIONS } from '../support/settings';

// axe on the team's admin pages (suppression list, teammates, API keys) and on the page where an invited
// person joins, in the states people meet: lists with entries, an error at a field, the dialogs open, the
// narrow layout. Serious and critical violations fail; everything axe found is attached to the test.

test.describe('accessibility of the settings pages for the team', () => {
  test('the suppression list, with an error at the field and its confirmation open, has no serious or critical axe violation', async ({
    signedInPage: page,
    api,
  }, testInfo) => {
    const token = uniqueToken('axesupp');
    await suppress(api, `someone@${token}.example`);
    await suppress(api, `*@${token}-domain.example`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/suppressions?order_by=blocked&way=desc');
    await expect(rowOf(settingsTable(page, SUPPRESSIONS), `someone@${token}.example`)).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Address or domain' });
    await field.fill(`someone@${token}.example`);
    await field.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page, testInfo)).toEqual([]);

    await page.getByRole('button', { name: `Remove someone@${token}.example` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'axe-violations-confirm')).toEqual([]);
  });

  test('the teammates page and its invite dialog have no serious or critical axe violation', async ({
    signedInPage: page,
    api,
    fixture,
  }, testInfo) => {
    await inviteThroughApi(api, fixture, `${uniqueToken('axeinvite')}@team.example`);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/settings/teammates');
    await expect(settingsTable(page, 'Pending invitations')).toBeVisible();
    expect(await seriousViolations(page, testInfo)).toEqual([]);

    await page.getByRole('button', { name: 'Invite teammate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a teammate' });
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page, testInfo, 'axe-violations-invite')).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Email' }).fill(`${uniqueToken('axelink')}@team.example`);
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Invitation created' }).getByRole('textbox', { name: 'Invitation link' })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'axe-violations-link')).toEqual([]);
  });

  test('the API keys page, its create dialog and the secret have no serious or critical axe violation', async ({
    signedInPage: page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page, testInfo, 'axe-violations-create')).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Axe ${uniqueToken('axekey')}`);
    await dialog.getByRole('checkbox', { name: 'teammate.invite' }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
    await expect(shown.getByRole('textbox', { name: 'API key' })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'axe-violations-secret')).toEqual([]);

    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(settingsTable(page, 'API keys')).toBeVisible();
    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });

  test('the page where an invited person joins has no serious or critical axe violation', async ({ page, api, fixture }, testInfo) => {
    const invite = await inviteThroughApi(api, fixture, `${uniqueToken('axejoin')}@team.example`);
    await page.goto(invite.link);
    await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
    await page.getByRole('button', { name: /^Join / }).click();
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page, testInfo)).toEqual([]);

    await page.goto('/accept-invite?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: 'This invitation can’t be used' })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'axe-violations-unusable')).toEqual([]);
  });
});
