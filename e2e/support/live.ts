import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, signIn, type Api, type E2eFixture, type MailInput, type Role, type SentMail } from '../fixtures';

// Two agents at once, and the dashboard's change stream (GET /api/events), for the live specs.

declare global {
  interface Window {
    /** How many times the page's change stream said `ready` (counted by `trackChangeStream`). */
    __inboxStreamReady?: number;
  }
}

/**
 * Counts the `ready` events of the page's change stream, from the next navigation on: a test can then wait
 * until the stream follows before it changes anything (a change made earlier is already in what the page
 * loaded, one made later reaches it through the stream), and see it come back after a drop.
 */
export async function trackChangeStream(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('ready', () => (window.__inboxStreamReady = (window.__inboxStreamReady ?? 0) + 1));
      }
    };
  });
}

/** Waits until the page's change stream has said `ready` at least `times` times. */
export async function waitForChangeStream(page: Page, times = 1): Promise<void> {
  await page.waitForFunction((n) => (window.__inboxStreamReady ?? 0) >= n, times);
}

export interface Agent {
  page: Page;
  context: BrowserContext;
}

/** Another agent in a browser context of their own (their own session cookie), the change stream counted. */
export async function openSecondAgent(browser: Browser, fixture: E2eFixture, role: Role): Promise<Agent> {
  const context = await browser.newContext({ baseURL: fixture.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, fixture.agents[role]);
  await trackChangeStream(page);
  return { page, context };
}

/** The toasts on the page (the notifications region), one list item each. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
}

/** The presence line above the reply box ("Alex Agent is viewing"). */
export function presenceLine(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * `count` mails from distinct customers whose subjects hold `token`; waits until the server filed them all
 * (counted through the select-all-matching count, which has no page size).
 */
export async function mailMany(
  { api, sendMail, fixture }: { api: Api; sendMail: (mail: MailInput) => Promise<SentMail>; fixture: E2eFixture },
  { token, count }: { token: string; count: number },
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await sendMail({
      from: `Bulk Customer ${i + 1} <${token}-${i + 1}@customer.example>`,
      to: fixture.channels.support.email,
      subject: `Bulk question ${i + 1} ${token}`,
      text: `Question ${i + 1} (${token}).`,
    });
  }
  await expect
    .poll(async () => (await api.get<{ count: number }>('/conversations/bulk/matching', { search: token })).count, {
      message: `the server opened ${count} conversations for ${token}`,
      timeout: 60_000,
    })
    .toBe(count);
}
