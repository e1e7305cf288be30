import type { Page } from '@playwright/test';
import type { Agent, AgentInvite } from '#contract/agents';
import type { Session } from '#contract/session';
import { expect, test } from '../fixtures';
import { uniqueToken } from '../support/inbox';
import { inviteThroughApi, joinThroughApi, rowOf, settingsTable, toasts } from '../support/settings';

// Teammates (/settings/teammates) and joining (/accept-invite): inviting with a role, the link shown once,
// an invited person joining from a browser of their own and landing in the inbox signed in, revoking an
// invitation so its link admits no one, and roles and deactivation for owners and admins.

const team = (page: Page) => settingsTable(page, 'Teammates');
const invitations = (page: Page) => settingsTable(page, 'Pending invitations');

test.describe('teammates', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('invites a teammate, who joins through the link and lands in the inbox signed in', async ({
    signedInPage: page,
    browser,
    fixture,
    consoleErrors,
  }) => {
    const email = `${uniqueToken('invitee')}@team.example`;
    await page.goto('/settings/teammates');
    await expect(page.getByRole('heading', { level: 1, name: 'Teammates' })).toBeVisible();
    // The team with roles and the owner's badge.
    await expect(rowOf(team(page), fixture.agents.owner.name).getByRole('cell').first()).toHaveText('Owner');
    await expect(rowOf(team(page), fixture.agents.agent.name).getByRole('cell').first()).toContainText('Agent');

    const inviteButton = page.getByRole('button', { name: 'Invite teammate' });
    await inviteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Invite a teammate' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    // The contract's rule first, then a role with what it means.
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('email is required');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await expect(dialog.getByRole('radio', { name: /^Agent/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /^Admin/ }).check();
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();

    const shown = page.getByRole('dialog', { name: 'Invitation created' });
    const linkField = shown.getByRole('textbox', { name: 'Invitation link' });
    await expect(linkField).toBeFocused();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${fixture.baseURL}/accept-invite\\?token=[^&]+$`));
    await expect(shown).toContainText('shown only once');
    await expect(shown.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(inviteButton).toBeFocused();

    const pending = rowOf(invitations(page), email);
    await expect(pending).toBeVisible();
    await expect(pending).toContainText('Admin');
    await expect(pending).toContainText(`by ${fixture.agents.admin.name}`);

    // The invited person, in a browser of their own (not signed in).
    const context = await browser.newContext();
    try {
      const guest = await context.newPage();
      await guest.goto(link);
      await expect(guest.getByRole('heading', { level: 1, name: `Join ${fixture.organization.name}` })).toBeVisible();
      await expect(guest.getByRole('main')).toContainText(
        `${fixture.agents.admin.name} invited you to join ${fixture.organization.name} as an admin.`,
      );
      await expect(guest.getByRole('main')).toContainText(email);

      await guest.getByRole('textbox', { name: 'Your name' }).fill('Nora Newcomer');
      await guest.getByLabel('Password', { exact: true }).fill('short');
      await guest.getByLabel('Confirm password').fill('short');
      await guest.getByRole('button', { name: `Join ${fixture.organization.name}` }).click();
      await expect(guest.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/password must be at least 8 characters/);
      await guest.getByLabel('Password', { exact: true }).fill('a-good-password');
      await guest.getByLabel('Confirm password').fill('another-password');
      await guest.getByRole('button', { name: `Join ${fixture.organization.name}` }).click();
      await expect(guest.getByLabel('Confirm password')).toHaveAccessibleDescription('The passwords do not match');

      await guest.getByLabel('Password', { exact: true }).fill('a-good-password');
      await guest.getByLabel('Confirm password').fill('a-good-password');
      await guest.getByLabel('Confirm password').press('Enter');
      await expect(guest).toHaveURL(/\/inbox\/?$/);
      await expect(guest.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      await expect(guest.getByRole('banner')).toContainText('Nora Newcomer');
      const session = (await (await guest.request.get(`${fixture.baseURL}/api/session`)).json()) as Session;
      expect(session.agent).toMatchObject({ email, name: 'Nora Newcomer', role: 'admin' });

      // Used up: the same link admits no one any more.
      await guest.goto(link);
      await expect(guest.getByRole('heading', { level: 1, name: 'This invitation can’t be used' })).toBeVisible();
    } finally {
      await context.close();
    }

    await page.reload();
    await expect(rowOf(team(page), 'Nora Newcomer')).toBeVisible();
    await expect(rowOf(invitations(page), email)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('revokes an invitation after confirmation; its link is refused', async ({ signedInPage: page, browser, api, fixture }) => {
    const invite = await inviteThroughApi(api, fixture, `${uniqueToken('revoked')}@team.example`);
    await page.goto('/settings/teammates');
    const revoke = page.getByRole('button', { name: `Revoke the invitation for ${invite.email}` });
    await revoke.click();
    const dialog = page.getByRole('alertdialog', { name: `Revoke the invitation for ${invite.email}?` });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(toasts(page)).toContainText(`Invitation for ${invite.email} revoked`);
    await expect(rowOf(invitations(page), invite.email)).toHaveCount(0);
    expect((await api.get<AgentInvite[]>('/agents/pending')).some((i) => i.email === invite.email)).toBe(false);

    const context = await browser.newContext();
    try {
      const guest = await context.newPage();
      await guest.goto(invite.link);
      await expect(guest.getByRole('heading', { level: 1, name: 'This invitation can’t be used' })).toBeVisible();
      await expect(guest.getByRole('alert')).toContainText('unknown, already used, revoked or expired');
      await expect(guest.getByRole('textbox', { name: 'Your name' })).toHaveCount(0);
      await expect(guest.getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect((await guest.request.get(`${fixture.baseURL}/api/session/invitations/${invite.token}`)).status()).toBe(404);
    } finally {
      await context.close();
    }
  });

  test('an accept link without its token says so', async ({ page }) => {
    await page.goto('/accept-invite');
    await expect(page.getByRole('heading', { level: 1, name: 'This invitation can’t be used' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('The link is incomplete');
  });

  test('changes a teammate’s role and deactivates them, never the owner or oneself', async ({
    signedInPage: page,
    browser,
    api,
    fixture,
  }) => {
    const name = `Rita ${uniqueToken('role')}`;
    const id = await joinThroughApi(api, fixture, browser, { email: `${uniqueToken('rita')}@team.example`, name });
    await page.goto('/settings/teammates');
    const row = rowOf(team(page), name);
    await expect(row).toBeVisible();

    // Neither the owner nor oneself can be changed: no control is offered.
    for (const agent of [fixture.agents.owner, fixture.agents.admin]) {
      await expect(rowOf(team(page), agent.name).getByRole('combobox')).toHaveCount(0);
      await expect(rowOf(team(page), agent.name).getByRole('button')).toHaveCount(0);
    }
    await expect(rowOf(team(page), fixture.agents.admin.name)).toContainText('You');

    const role = page.getByRole('combobox', { name: `Role of ${name}` });
    await expect(role).toHaveValue('agent');
    // Cancelled: nothing changes.
    await role.selectOption('admin');
    const confirmRole = page.getByRole('alertdialog', { name: `Make ${name} an admin?` });
    await confirmRole.getByRole('button', { name: 'Cancel' }).click();
    await expect(role).toHaveValue('agent');
    await expect(role).toBeFocused();
    // Confirmed.
    await role.selectOption('admin');
    await confirmRole.getByRole('button', { name: 'Make admin' }).click();
    await expect(toasts(page)).toContainText(`${name} is now an admin`);
    await expect(role).toHaveValue('admin');
    const complete = await api.get<Agent[]>('/agents', { complete: true });
    expect(complete.find((a) => a.id === id)?.roles).toEqual(['admin']);

    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirmDeactivate = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
    await expect(confirmDeactivate).toContainText('can no longer sign in');
    await confirmDeactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row).toHaveCount(0);
    expect((await api.get<Agent[]>('/agents')).some((a) => a.id === id)).toBe(false);
  });
});

test.describe('teammates for an agent', () => {
  test.use({ signInRole: 'agent' });

  test('shows the team without controls, and says why there are no invitations', async ({ signedInPage: page, fixture }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/teammates');
    await expect(rowOf(team(page), fixture.agents.owner.name)).toContainText('Owner');
    await expect(team(page).getByRole('combobox')).toHaveCount(0);
    await expect(team(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Invite teammate' })).toHaveCount(0);
    const section = page.getByRole('region', { name: 'Pending invitations' });
    await expect(section.getByRole('status')).toContainText('Invitations are managed by owners and admins');
    await expect(invitations(page)).toHaveCount(0);
  });
});
