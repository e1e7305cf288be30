import type { Page } from '@playwright/test';
import { expect, test, type FixtureAgent } from '../fixtures';

// With session-end.spec.ts, the one place that signs in by typing into the form: every other spec signs in
// through the server (fixtures.ts: signInAs / signedInPage).

async function fillSignInForm(page: Page, agent: Pick<FixtureAgent, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password').fill(agent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign-in', () => {
  test('signs an admin in through the form into the inbox shell with an HttpOnly session cookie', async ({ page, fixture, context, consoleErrors }) => {
    const admin = fixture.agents.admin;
    await page.goto('/sign-in');
    await fillSignInForm(page, admin);

    await expect(page).toHaveURL(/\/inbox\/?$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(admin.name);
    await expect(page.getByRole('banner')).toContainText(fixture.organization.name);

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'inbox_session');
    expect(session, 'the inbox_session cookie').toBeDefined();
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // Script in the page cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('inbox_session');
    expect(consoleErrors).toEqual([]);
  });

  test('shows the server error in an alert for a wrong password and stays on sign-in', async ({ page, fixture }) => {
    await page.goto('/sign-in');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session' && r.request().method() === 'POST');
    await fillSignInForm(page, { email: fixture.agents.agent.email, password: 'not-the-password' });

    const response = await answer;
    expect(response.status()).toBe(401);
    const { error } = (await response.json()) as { error: string };
    await expect(page.getByRole('alert')).toHaveText(error);
    await expect(page.getByRole('alert')).toHaveText('wrong email or password');
    await expect(page).toHaveURL(/\/sign-in/);
    expect((await page.context().cookies()).some((c) => c.name === 'inbox_session')).toBe(false);
  });

  test('signs out back to the sign-in page, after which the inbox redirects to sign-in', async ({ signedInPage: page }) => {
    await page.goto('/inbox');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();

    await expect(page).toHaveURL(/\/sign-in(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'inbox_session')).toBe(false);
    const check = await page.request.get('/api/session');
    expect([check.status(), await check.json()]).toEqual([200, { agent: null }]);

    await page.goto('/inbox');
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === '/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a signed-out visitor’s first pages (/, /inbox, /sign-in) log nothing on the console: the session check answers 200, nobody', async ({
    page,
    consoleErrors,
  }) => {
    for (const path of ['/', '/inbox', '/sign-in']) {
      // The dashboard's pages ask who is signed in; the sign-in page itself has no need to.
      const check = path !== '/sign-in' ? page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session' && r.request().method() === 'GET') : undefined;
      await page.goto(path);
      if (check) expect((await check).status(), path).toBe(200);
      await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('returns to the deep link that was opened while signed out', async ({ page, fixture }) => {
    await page.goto('/inbox');
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === '/inbox');

    await fillSignInForm(page, fixture.agents.agent);

    await expect(page).toHaveURL((url) => url.pathname === '/inbox' && url.search === '');
    await expect(page.getByRole('banner')).toContainText(fixture.agents.agent.name);
  });

  test('follows ?redirect= to the page it names after signing in', async ({ page, fixture }) => {
    // Any in-app path is honoured (not only the default /inbox): this one is the not-found page.
    await page.goto(`/sign-in?redirect=${encodeURIComponent('/no-such-page')}`);
    await fillSignInForm(page, fixture.agents.admin);

    await expect(page).toHaveURL((url) => url.pathname === '/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('ignores a ?redirect= to another site', async ({ page, fixture }) => {
    await page.goto(`/sign-in?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await fillSignInForm(page, fixture.agents.admin);

    await expect(page).toHaveURL((url) => url.origin === new URL(fixture.baseURL).origin && url.pathname === '/inbox');
  });
});
