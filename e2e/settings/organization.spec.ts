import type { Organization } from '#contract/organization';
import type { Session } from '#contract/session';
import { expect, test } from '../fixtures';
import { toasts } from '../support/settings';

// Settings › Organization (/settings/organization): the name and the time zone, chosen from a searchable list
// with the keyboard; the server's refusal shown at the field; the session (the times every page shows) follows.
// Agents read them. Each test puts the fixture's name and zone back: the other specs read them.

test.describe('organization', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });
  test.afterEach(async ({ api, fixture }) => {
    await api.patch('/organization', { name: fixture.organization.name, timezone: fixture.organization.timezone });
  });

  test('renames the organization and picks a time zone from the searchable list, with the keyboard', async ({
    signedInPage: page,
    api,
    fixture,
    consoleErrors,
  }) => {
    await page.goto('/settings/organization');
    await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(fixture.organization.name);
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue(fixture.organization.timezone);

    // The contract's rule first.
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(name).toHaveAccessibleDescription(/name must not be empty/);
    await name.fill(`${fixture.organization.name} Renamed`);

    // Typing filters the list; the arrows move through it; Enter chooses.
    await zone.focus();
    await page.keyboard.type('new york');
    const list = page.getByRole('listbox', { name: 'Time zones' });
    await expect(list.getByRole('option')).toHaveCount(1);
    await expect(list.getByRole('option')).toHaveText(/America\/New York\s*UTC-0[45]:00/);
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(zone).toHaveValue('America/New_York');
    // Escape gives back the chosen zone; text that names no zone is not kept.
    await page.keyboard.type('atlantis');
    await expect(list).toContainText('No time zone matches “atlantis”');
    await page.keyboard.press('Escape');
    await expect(zone).toHaveValue('America/New_York');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText('Organization saved');
    expect(await api.get<Organization>('/organization')).toMatchObject({
      name: `${fixture.organization.name} Renamed`,
      timezone: 'America/New_York',
    });
    // The session, which every page's times follow, too.
    await page.goto('/settings/teammates');
    await expect(page.getByText('Times in America/New_York')).toBeVisible();
    const session = (await (await page.request.get('/api/session')).json()) as Session;
    expect(session.organization).toMatchObject({ name: `${fixture.organization.name} Renamed`, timezone: 'America/New_York' });
    expect(consoleErrors).toEqual([]);
  });

  test('says why a change was refused: an admin whose role was taken away meanwhile', async ({ signedInPage: page, api, fixture }) => {
    await page.goto('/settings/organization');
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill(`${fixture.organization.name} Elsewhere`);
    // In another tab, the owner makes this admin an agent.
    await api.patch(`/agents/${fixture.agents.admin.id}`, { role: 'agent' });
    try {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toasts(page)).toContainText('The organization was not saved');
      await expect(toasts(page)).toContainText('only owners and admins can change the organization');
      await expect(name).toHaveValue(`${fixture.organization.name} Elsewhere`);
      expect((await api.get<Organization>('/organization')).name).toBe(fixture.organization.name);
    } finally {
      await api.patch(`/agents/${fixture.agents.admin.id}`, { role: 'admin' });
    }
  });
});

test.describe('organization for an agent', () => {
  test.use({ signInRole: 'agent' });

  test('shows the name and time zone read-only, and says why', async ({ signedInPage: page, fixture }) => {
    await page.goto('/settings/organization');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(fixture.organization.name);
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Only owners and admins can change');
  });
});
