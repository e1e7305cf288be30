import type { Locator, Page } from '@playwright/test';
import type { Snippet, SnippetCategory } from '#contract/snippets';
import { expect, type Api } from '../fixtures';

// Steps shared by the snippet specs: snippets arranged through the API (as an integration would), the editor's
// action cards and the category tree read by role.

export interface SnippetInput {
  title: string;
  shortcut?: string;
  categories?: number[];
  actions: { name: string; data?: Record<string, unknown> }[];
}

export function createSnippet(api: Api, input: SnippetInput): Promise<Snippet> {
  return api.post<Snippet>('/snippets', input);
}

export function createCategory(api: Api, name: string, parentId = 0): Promise<SnippetCategory> {
  return api.post<SnippetCategory>('/snippets/categories', { name, parent_id: parentId });
}

/** The editor's action cards ("Action 2 of 3: Add tag"), in order. */
export function actionCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Actions' }).getByRole('listitem', { name: /^Action \d+ of \d+: / });
}

/** The cards' kinds in order: ['Reply', 'Add tag', 'Close']. */
export async function actionOrder(page: Page): Promise<string[]> {
  const labels = await actionCards(page).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Action \d+ of \d+: /, ''));
}

/** The category tree's list. */
export function categoryList(page: Page): Locator {
  return page.getByRole('list', { name: 'Categories' });
}

/** Drags `source` (a drag handle) over `target` with the mouse, in small steps, as a person would. */
export async function dragTo(page: Page, source: Locator, target: Locator, { above = true } = {}): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: an element is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the sensor's activation distance first, then on to the target.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + (above ? -8 : 8), { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + (above ? to.height * 0.25 : to.height * 0.75), { steps: 12 });
  await page.mouse.up();
}

/** The snippet as the API has it now. */
export function getSnippet(api: Api, id: number): Promise<Snippet> {
  return api.get<Snippet>(`/snippets/${id}`);
}

export async function expectToastWith(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(text).first()).toBeVisible();
}
