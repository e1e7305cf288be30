import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Serious and critical violations fail the test; moderate and minor ones are listed in the attachment.
async function seriousViolations(page: Page, attach: (name: string, body: string) => Promise<void>) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  await attach('axe-violations.json', JSON.stringify(results.violations, null, 2));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('accessibility', () => {
  test('the sign-in page has no serious or critical axe violation', async ({ page }, testInfo) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    const attach = (name: string, body: string) => testInfo.attach(name, { body, contentType: 'application/json' });
    expect(await seriousViolations(page, attach)).toEqual([]);
  });

  test('the sign-in page with an error alert has no serious or critical axe violation', async ({ page, fixture }, testInfo) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(fixture.agents.agent.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A client-side validation error (no password): no failed sign-in is recorded on the server.
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    const attach = (name: string, body: string) => testInfo.attach(name, { body, contentType: 'application/json' });
    expect(await seriousViolations(page, attach)).toEqual([]);
  });

  test('the signed-in inbox shell has no serious or critical axe violation', async ({ signedInPage: page }, testInfo) => {
    await page.goto('/inbox');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

    const attach = (name: string, body: string) => testInfo.attach(name, { body, contentType: 'application/json' });
    expect(await seriousViolations(page, attach)).toEqual([]);
  });
});
