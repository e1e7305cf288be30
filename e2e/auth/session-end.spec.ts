import type { Page, Request } from '@playwright/test';
import type { Conversation } from '#contract/conversations';
import { CSRF_HEADERS, expect, saveScreenshot, test } from '../fixtures';
import { mailConversations, uniqueToken } from '../support/inbox';
import { trackChangeStream, waitForChangeStream } from '../support/live';

// A session can end under an open dashboard (it expired, or was revoked from elsewhere). The next API call
// answers 401: the agent is sent to sign-in, told why, and comes back to the same page with the reply they
// were writing.

/** Chromium logs every failed fetch; the 401s after the revocation are the point of these tests. */
const notThe401s = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

async function revokeSession(page: Page) {
  // The page's own cookie, sent by its own request context: the server ends that session.
  const response = await page.request.delete('/api/session', { headers: CSRF_HEADERS });
  expect(response.status()).toBe(204);
  // The cookie is gone with it: the session check says nobody is signed in.
  const check = await page.request.get('/api/session');
  expect([check.status(), await check.json()]).toEqual([200, { agent: null }]);
}

/** The page's API calls in flight now (the change stream left out: it stays open). */
function countApiCalls(page: Page): () => number {
  const open = new Set<Request>();
  const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/') && !request.url().includes('/api/events');
  page.on('request', (request) => isApiCall(request) && open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * Two new conversations found by a search; the first is opened, and the page left quiet: the change stream's
 * first `ready` asks for what the page loaded before it again, and a session revoked during that would meet its
 * 401 there (sign-in then keeps the conversation the agent was on) rather than where a test wants it.
 */
async function openFirstOfTwo(page: Page, deps: Parameters<typeof mailConversations>[0], prefix: string) {
  const mailed = await mailConversations(deps, { token: uniqueToken(prefix), count: 2 });
  const inFlight = countApiCalls(page);
  await trackChangeStream(page);
  await page.goto(`/inbox?q=${mailed.token}`);
  const links = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
  await expect(links).toHaveCount(2);
  const [first, second] = await links.evaluateAll((as) => as.map((a) => Number(/\/inbox\/(\d+)/.exec(a.getAttribute('href') ?? '')?.[1])));
  await page.goto(`/inbox/${first}?q=${mailed.token}`);
  await expect(page.getByRole('heading', { level: 1, name: mailed.conversations.find((c) => c.id === first)!.subject })).toBeVisible();
  await waitForChangeStream(page);
  await expect.poll(async () => inFlight() === 0 && (await page.waitForTimeout(300), inFlight() === 0)).toBe(true);
  return { token: mailed.token, first: first!, second: second! };
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
    // Teammates are told the agent is replying as soon as the draft exists: that heartbeat goes first, so that the
    // first call to meet the ended session is the action below.
    const toldReplying = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/presence' && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('"replying"'),
    );
    await reply.click();
    await page.keyboard.type(`Half-written answer ${token}`);
    await toldReplying;

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
    const { token, second } = await openFirstOfTwo(page, { api, sendMail, fixture }, 'endednav');

    await revokeSession(page);
    // j opens the next conversation, whose loading meets the 401.
    await page.keyboard.press('j');

    await expect(page).toHaveURL((u) => u.pathname === '/sign-in' && u.searchParams.get('redirect') === `/inbox/${second}?q=${token}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Your session has ended/);
    expect(notThe401s(consoleErrors)).toEqual([]);
  });
});

test.describe('session end while the sign-in page is on its way', () => {
  test('a conversation opened after the 401, before sign-in showed, goes to sign-in too, keeping its address', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const { first } = await openFirstOfTwo(page, { api, sendMail, fixture }, 'endedrace');

    // The sign-in page's code is held back: the navigation to it stays under way while the agent goes on.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/sign-in-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await revokeSession(page);
    // j: loading the second conversation meets the 401, and the way to sign-in begins (and waits).
    const signInCode = page.waitForRequest('**/assets/sign-in-*.js');
    await page.keyboard.press('j');
    await signInCode;
    // k: back to the first, whose data the page still holds: no API call of its own would meet a 401.
    await page.keyboard.press('k');
    release();

    // Its address as the router had it then (the search is not kept while the way to sign-in is under way).
    await expect(page).toHaveURL((u) => u.pathname === '/sign-in' && (u.searchParams.get('redirect') ?? '').startsWith(`/inbox/${first}`));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Your session has ended/);
    expect(notThe401s(consoleErrors)).toEqual([]);
  });
});
