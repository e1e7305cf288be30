import type { Page } from '@playwright/test';
import type { Suppression } from '#contract/suppressions';
import { expect, test, type Api } from '../fixtures';
import { uniqueToken } from '../support/inbox';
import {
  bodyRows,
  escapeRegExp,
  mailFromSuppressed,
  rowOf,
  settingsTable,
  suppress,
  SUPPRESSIONS,
  toasts,
  unsuppress,
} from '../support/settings';

// The suppression list (/settings/suppressions): sorted by the server through the URL, entries added with
// the contract's validation and the server's refusals at the field, a confirmation before a whole webmail
// provider, domains absorbing their addresses, removal for owners and admins only.

const table = (page: Page) => settingsTable(page, SUPPRESSIONS);
const field = (page: Page) => page.getByRole('textbox', { name: 'Address or domain' });

/** The entries' emails as the table shows them, in order, equal to the API's list in that order. */
async function expectTableMatchesApi(page: Page, api: Api, order_by: string, way: string) {
  await expect(async () => {
    const expected = (await api.get<Suppression[]>('/contacts/suppressed', { order_by, way })).map((s) => s.email);
    expect(expected.length).toBeGreaterThan(0);
    await expect(bodyRows(table(page)).getByRole('rowheader')).toHaveText(
      expected.map((email) => new RegExp(`^${escapeRegExp(email)}`)),
      { timeout: 1000 },
    );
  }).toPass({ timeout: 10_000 });
}

const positions = async (page: Page, emails: string[]) => {
  const shown = await bodyRows(table(page)).getByRole('rowheader').allTextContents();
  return emails.map((email) => shown.findIndex((text) => text.startsWith(email)));
};

test.describe('suppression list', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('sorts by contact, blocked and created, either way, through the URL', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('sort');
    // Three entries with 0, 2 and 1 refused mails, created in this order; their domains sort a < b < c.
    const [zero, two, one] = [`zed@a-${token}.example`, `amy@c-${token}.example`, `bob@b-${token}.example`];
    for (const email of [zero, two, one]) await suppress(api, email);
    await mailFromSuppressed({ api, sendMail, fixture }, { from: two, entry: two, count: 2 });
    await mailFromSuppressed({ api, sendMail, fixture }, { from: one, entry: one, count: 1 });

    await page.goto('/settings/suppressions');
    await expect(page.getByRole('heading', { level: 1, name: 'Suppression list' })).toBeVisible();
    // Newest first by default.
    await expect(page.getByRole('columnheader', { name: 'Added' })).toHaveAttribute('aria-sort', 'descending');
    await expectTableMatchesApi(page, api, 'created', 'desc');
    expect(await positions(page, [one, two, zero])).toEqual([...(await positions(page, [one, two, zero]))].sort((a, b) => a - b));

    // Blocked, most first: a click (or Enter on the focused header button) sorts, the URL says how.
    await page.getByRole('button', { name: 'Blocked' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]order_by=blocked&way=desc/);
    await expect(page.getByRole('columnheader', { name: 'Blocked' })).toHaveAttribute('aria-sort', 'descending');
    await expectTableMatchesApi(page, api, 'blocked', 'desc');
    const [p2, p1, p0] = await positions(page, [two, one, zero]);
    expect(p2).toBeLessThan(p1!);
    expect(p1).toBeLessThan(p0!);
    await expect(rowOf(table(page), two).getByRole('cell').first()).toHaveText('2');

    // Again: the other way.
    await page.getByRole('button', { name: 'Blocked' }).click();
    await expect(page).toHaveURL(/[?&]order_by=blocked&way=asc/);
    await expectTableMatchesApi(page, api, 'blocked', 'asc');

    // By contact (the domain), A to Z, then Z to A.
    await page.getByRole('button', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/[?&]order_by=contact&way=asc/);
    await expectTableMatchesApi(page, api, 'contact', 'asc');
    const [a, b, c] = await positions(page, [zero, one, two]);
    expect(a).toBeLessThan(b!);
    expect(b).toBeLessThan(c!);
    await page.getByRole('button', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/[?&]order_by=contact&way=desc/);
    await expectTableMatchesApi(page, api, 'contact', 'desc');

    // Created, oldest first; the URL alone gives the same view (bookmarked, shared).
    await page.goto('/settings/suppressions?order_by=created&way=asc');
    await expect(page.getByRole('columnheader', { name: 'Added' })).toHaveAttribute('aria-sort', 'ascending');
    await expectTableMatchesApi(page, api, 'created', 'asc');
    // Times are the organization's (Europe/Paris), in the cell's title with the zone's offset.
    const added = rowOf(table(page), zero).getByRole('cell').nth(1).getByRole('time');
    await expect(added).toHaveAttribute('title', /GMT\+[12]/);
    expect(consoleErrors).toEqual([]);
  });

  test('adds an address, and shows the server’s refusal of the same one at the field', async ({ signedInPage: page, api }) => {
    const email = `${uniqueToken('add')}@spam.example`;
    await page.goto('/settings/suppressions');

    // The contract's rule, checked before anything is sent.
    await field(page).fill('not an address');
    await field(page).press('Enter');
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page)).toHaveAccessibleDescription(/email must be an email address or a domain pattern \*@domain/);

    await field(page).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Suppress', exact: true }).click();
    await expect(toasts(page)).toContainText(`Suppressed ${email}`);
    await expect(rowOf(table(page), email)).toBeVisible();
    await expect(field(page)).toHaveValue('');
    await expect(field(page)).not.toHaveAttribute('aria-invalid', 'true');
    expect((await api.get<Suppression[]>('/contacts/suppressed')).some((s) => s.email === email)).toBe(true);

    // The same again: the server's message, next to the field, and the field focused to correct it.
    await field(page).fill(email);
    await field(page).press('Enter');
    await expect(field(page)).toHaveAccessibleDescription(new RegExp(`the email ${escapeRegExp(email)} is already suppressed`, 'i'));
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page)).toBeFocused();
    await expect(rowOf(table(page), email)).toHaveCount(1);
  });

  test('asks before suppressing a common webmail domain, and marks it Webmail', async ({ signedInPage: page, api }) => {
    await unsuppress(api, '*@gmail.com');
    try {
      await page.goto('/settings/suppressions');
      await field(page).fill('*@gmail.com');
      await field(page).press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Suppress everyone at gmail.com?' });
      await expect(dialog).toContainText('common webmail provider');
      // The safe choice has the focus; cancelling sends nothing and keeps what was typed.
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(field(page)).toHaveValue('*@gmail.com');
      await expect(rowOf(table(page), '*@gmail.com')).toHaveCount(0);
      expect((await api.get<Suppression[]>('/contacts/suppressed')).some((s) => s.email === '*@gmail.com')).toBe(false);

      await page.getByRole('button', { name: 'Suppress', exact: true }).click();
      await dialog.getByRole('button', { name: 'Suppress *@gmail.com' }).click();
      const row = rowOf(table(page), '*@gmail.com');
      await expect(row).toBeVisible();
      await expect(row.getByRole('rowheader')).toContainText('Webmail');
      await expect(row.getByRole('rowheader')).toContainText('Whole domain');
      // An ordinary domain is added without asking, and is no webmail.
      const domain = `*@${uniqueToken('plain')}.example`;
      await field(page).fill(domain);
      await field(page).press('Enter');
      await expect(rowOf(table(page), domain)).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(rowOf(table(page), domain).getByRole('rowheader')).not.toContainText('Webmail');
    } finally {
      await unsuppress(api, '*@gmail.com');
    }
  });

  test('a domain absorbs the addresses of that domain, and says how many', async ({ signedInPage: page, api }) => {
    const domain = `${uniqueToken('absorb')}.example`;
    await suppress(api, `first@${domain}`);
    await suppress(api, `second@${domain}`);
    await page.goto('/settings/suppressions');
    await expect(rowOf(table(page), `first@${domain}`)).toBeVisible();
    await expect(rowOf(table(page), `second@${domain}`)).toBeVisible();

    await field(page).fill(`*@${domain}`);
    await field(page).press('Enter');
    await expect(toasts(page)).toContainText(`Absorbed 2 address entries of ${domain}`);
    await expect(rowOf(table(page), `*@${domain}`)).toBeVisible();
    await expect(rowOf(table(page), `first@${domain}`)).toHaveCount(0);
    await expect(rowOf(table(page), `second@${domain}`)).toHaveCount(0);
  });

  test('removes an entry after confirmation, with the keyboard', async ({ signedInPage: page, api }) => {
    const email = `${uniqueToken('remove')}@spam.example`;
    await suppress(api, email);
    await page.goto('/settings/suppressions');
    const remove = page.getByRole('button', { name: `Remove ${email}` });

    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Remove ${email}?` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter'); // on Cancel, focused first
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(rowOf(table(page), email)).toHaveCount(1);

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rowOf(table(page), email)).toHaveCount(0);
    await expect(toasts(page)).toContainText(`Removed ${email}`);
    expect((await api.get<Suppression[]>('/contacts/suppressed')).some((s) => s.email === email)).toBe(false);
  });

  test('shows an error with a way to try again when the list cannot be loaded', async ({ signedInPage: page }) => {
    let failures = 3; // the first try and the query's two retries
    await page.route('**/api/contacts/suppressed?*', (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, json: { error: 'internal error' } }) : route.continue(),
    );
    await page.goto('/settings/suppressions');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Couldn’t load the suppression list', { timeout: 15_000 });
    await expect(alert).toContainText('internal error');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(table(page)).toBeVisible();
  });
});

test.describe('suppression list for an agent', () => {
  test.use({ signInRole: 'agent' });

  test('shows the list without remove buttons; an admin-only page explains why it is closed', async ({ signedInPage: page, api, fixture }) => {
    const email = `${uniqueToken('agentview')}@spam.example`;
    await suppress(api, email);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/suppressions');
    await expect(rowOf(table(page), email)).toBeVisible();
    await expect(table(page).getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(page.getByText('Only owners and admins can remove entries')).toBeVisible();

    // The navigation offers no admin page; opening one's address says why instead of failing.
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await expect(nav.getByRole('link', { name: 'Suppression list' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'API keys' })).toHaveCount(0);
    await page.goto('/settings/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(`This page is for owners and admins of ${fixture.organization.name}.`);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
  });
});
