import type { Page } from '@playwright/test';
import type { Conversation } from '../../contract/conversations.ts';
import { CSRF_HEADERS, expect, saveScreenshot, test } from '../fixtures';
import { mailConversations, uniqueToken } from '../support/inbox';

// A session can end under an open dashboard (it expired, or was revoked from elsewhere). The next API call
// answers 401: the agent is sent to sign-in, told why, and comes back to the same page with the reply they
// were writing.

/** Chromium logs every failed fetch; the 401s after the revocation are the point of these tests. */
const notThe401s = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

async function revokeSession(page: Page) {
  // The page's own cookie, sent by its own request context: the server ends that session.
  const response = await page.request.delete('/api/session', { headers: CSRF_HEADERS });
  expect(response.status()).toBe(204);
  expect((await page.request.get('/api/session')).status()).toBe(401);
}

test.describe('session end', () => {
  test('a 401 on an action sends the agent to sign-in, then back to the same conversation with the reply draft', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const token = uniqueToken('ended');
    const mailed = await mailConversations({ api, sendMail, fixture }, { token, count: 1, subject: () => `Session end ${token}` });
    const conversation = mailed.conversations[0]!;
    const url = `/inbox/${conversation.id}?q=${token}`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await reply.click();
    await page.keyboard.type(`Half-written answer ${token}`);

    await revokeSession(page);
    // An action that keeps the conversation on screen (closing it would open the next one).
    await page.getByRole('button', { name: 'Assigned to: Unassigned' }).click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: `${fixture.agents.admin.name} (you)` }).click();

    await expect(page).toHaveURL((u) => u.pathname === '/sign-in' && u.searchParams.get('redirect') === url);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Your session has ended/);
    expect((await api.get<Conversation>(`/conversations/${conversation.id}`)).assignee).toBeNull();
    await saveScreenshot(page, testInfo, 'sign-in-session-ended');

    const admin = fixture.agents.admin;
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === url);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveText(`Half-written answer ${token}`);
    expect(notThe401s(consoleErrors)).toEqual([]);
  });

  test('a 401 while loading another conversation also lands on sign-in, keeping that address', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('endednav'), count: 2 });
    await page.goto(`/inbox?q=${mailed.token}`);
    const links = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
    await expect(links).toHaveCount(2);
    const [first, second] = await links.evaluateAll((as) => as.map((a) => Number(/\/inbox\/(\d+)/.exec(a.getAttribute('href') ?? '')?.[1])));
    await page.goto(`/inbox/${first}?q=${mailed.token}`);
    await expect(page.getByRole('heading', { level: 1, name: mailed.conversations.find((c) => c.id === first)!.subject })).toBeVisible();

    await revokeSession(page);
    // j opens the next conversation, whose loading meets the 401.
    await page.keyboard.press('j');

    await expect(page).toHaveURL((u) => u.pathname === '/sign-in' && u.searchParams.get('redirect') === `/inbox/${second}?q=${mailed.token}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Your session has ended/);
    expect(notThe401s(consoleErrors)).toEqual([]);
  });
});
