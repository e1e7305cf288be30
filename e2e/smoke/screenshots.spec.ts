import { expect, saveScreenshot, test } from '../fixtures';

// Pictures of the main pages, kept as artifacts (HTML report and test-results/screenshots/): not compared
// with a baseline, only there to look at. Add a page here when it exists.
test.describe('screenshots', () => {
  test('sign-in page', async ({ page }, testInfo) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'sign-in');
  });

  test('inbox shell', async ({ signedInPage: page }, testInfo) => {
    await page.goto('/inbox');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'inbox');
  });
});
