import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';

test.describe('accessibility', () => {
  test('the sign-in page has no serious or critical axe violation', async ({ page }, testInfo) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });

  test('the sign-in page with an error alert has no serious or critical axe violation', async ({ page, fixture }, testInfo) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(fixture.agents.agent.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A client-side validation error (no password): no failed sign-in is recorded on the server.
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });

  test('the signed-in inbox shell has no serious or critical axe violation', async ({ signedInPage: page }, testInfo) => {
    await page.goto('/inbox');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });
});
