import type { Locator, Page } from '@playwright/test';
import type { ConversationCounts } from '#contract/conversations';
import { CSRF_HEADERS, expect } from '../fixtures';

// The sidebar's views ("Mine", "Unassigned", "All open", ...) and their counts, read by role.

export type ViewName = 'Mine' | 'Unassigned' | 'All open' | 'Snoozed' | 'Closed' | 'Spam';

export const VIEW_COUNT_KEYS: Record<ViewName, keyof Omit<ConversationCounts, 'cap'>> = {
  Mine: 'mine',
  Unassigned: 'unassigned',
  'All open': 'opened',
  Snoozed: 'snoozed',
  Closed: 'closed',
  Spam: 'spam',
};

export function viewsList(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Views' });
}

/** The view's link; its accessible name is "Mine, 12 conversations" once the counts are loaded. */
export function viewLink(page: Page, name: ViewName): Locator {
  return viewsList(page).getByRole('link', { name: new RegExp(`^${name}(,|$)`) });
}

/** A count as the sidebar writes it: "10k+" at the cap, "1.2k" past a thousand. */
export function shownCount(value: number, cap: number): string {
  if (value >= cap) return `${Math.floor(cap / 1000)}k+`;
  if (value >= 1000) return `${(Math.floor(value / 100) / 10).toString()}k`;
  return String(value);
}

/** The counts as the page's signed-in agent gets them (through the browser context's session cookie). */
export async function countsOfPage(page: Page): Promise<ConversationCounts> {
  const response = await page.request.get('/api/conversations/counts', { headers: CSRF_HEADERS });
  expect(response.status()).toBe(200);
  return (await response.json()) as ConversationCounts;
}

export function viewName(name: ViewName, counts: ConversationCounts): string {
  const value = counts[VIEW_COUNT_KEYS[name]];
  return value === null ? name : `${name}, ${shownCount(value, counts.cap)} conversations`;
}

/** Every view shows the count the API gives now (retried: both sides may move while the page settles). */
export async function expectViewsMatchApi(page: Page): Promise<ConversationCounts> {
  let counts: ConversationCounts | undefined;
  await expect(async () => {
    counts = await countsOfPage(page);
    for (const name of Object.keys(VIEW_COUNT_KEYS) as ViewName[]) {
      await expect(viewLink(page, name)).toHaveAccessibleName(viewName(name, counts), { timeout: 1000 });
    }
  }).toPass({ timeout: 15_000 });
  return counts!;
}
