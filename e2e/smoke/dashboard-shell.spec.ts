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
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' })).toBeVisible();
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
