import { expect, test } from '../fixtures';

test.describe('dashboard shell', () => {
  test('opens / on the sign-in page with the product name when signed out, without console errors', async ({ page, consoleErrors }) => {
    await page.goto('/');

    await expect(page).toHaveURL(/\/sign-in(\?|$)/);
    await expect(page).toHaveTitle('Support Inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Support Inbox', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('opens / on the inbox shell when signed in', async ({ signedInPage: page, fixture, consoleErrors }) => {
    await page.goto('/');

    await expect(page).toHaveURL(/\/inbox\/?$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Support Inbox' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(fixture.agents.admin.name);
    // The sidebar lists the inbox's views; the default one (all open conversations) is the current page.
    const views = page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Views' });
    for (const name of ['Mine', 'Unassigned', 'All open', 'Snoozed', 'Closed', 'Spam']) {
      await expect(views.getByRole('link', { name: new RegExp(`^${name}(,|$)`) })).toBeVisible();
    }
    await expect(views.getByRole('link', { name: /^All open/ })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/^(\(\d+(\.\d)?k?\+?\) )?All open · Support Inbox$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('serves the dashboard on a deep link (SPA fallback)', async ({ signedInPage: page, consoleErrors }) => {
    const response = await page.goto('/inbox');

    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('shows a not-found page for an unknown dashboard path', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the inbox' })).toBeVisible();
  });
});
