import type { Locator, Page } from '@playwright/test';
import type { Conversation, ConversationOrder, ConversationPage } from '#contract/conversations';
import { expect, type Api, type E2eFixture, type MailInput, type SentMail } from '../fixtures';

// Shared steps of the inbox specs: fresh conversations made over SMTP, and reading the (virtualized) list
// by role. Nothing here queries by CSS class.

let counter = 0;

/** A word no other test uses: letters and digits only, so the full-text search matches it as one term. */
export function uniqueToken(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export interface MailedConversations {
  token: string;
  /** In the order the mails were sent. */
  conversations: Conversation[];
  /** The customers' addresses, in the same order. */
  senders: string[];
  mails: SentMail[];
}

/**
 * Sends `count` emails from distinct customers whose subjects hold `token`, and waits until the server has
 * opened a conversation for each. The only way they can be found is the token, so no other test sees them.
 */
export async function mailConversations(
  { api, sendMail, fixture }: { api: Api; sendMail: (mail: MailInput) => Promise<SentMail>; fixture: E2eFixture },
  {
    token,
    count,
    subject = (i) => `Question ${i + 1} about order ${token}`,
    html,
    text,
    attachments,
  }: {
    token: string;
    count: number;
    subject?: (i: number) => string;
    html?: (i: number) => string;
    text?: (i: number) => string;
    attachments?: MailInput['attachments'];
  },
): Promise<MailedConversations> {
  const senders = Array.from({ length: count }, (_, i) => `${token}-${i + 1}@customer.example`);
  const mails: SentMail[] = [];
  for (let i = 0; i < count; i++) {
    mails.push(
      await sendMail({
        from: `Customer ${i + 1} <${senders[i]}>`,
        to: fixture.channels.support.email,
        subject: subject(i),
        text: text?.(i) ?? `Hello, this is customer ${i + 1} (${token}).`,
        ...(html ? { html: html(i) } : {}),
        ...(attachments ? { attachments } : {}),
      }),
    );
  }
  let found: Conversation[] = [];
  await expect
    .poll(
      async () => {
        found = (await api.get<ConversationPage>('/conversations', { search: token, limit: 50 })).data;
        return found.length;
      },
      { message: `the server opened ${count} conversations for ${token}` },
    )
    .toBe(count);
  const bySender = (email: string) => found.find((c) => c.contact.email === email);
  const conversations = senders.map((email) => {
    const conversation = bySender(email);
    if (!conversation) throw new Error(`no conversation for ${email}`);
    return conversation;
  });
  return { token, conversations, senders, mails };
}

/** The conversation list of the inbox (only its visible rows are in the DOM). */
export function conversationList(page: Page): Locator {
  return page.getByRole('list', { name: 'Conversations' });
}

/** The rows' links, in list order. */
export function rowLinks(page: Page): Locator {
  return conversationList(page).getByRole('link');
}

/** Ids of the rendered rows, in list order, read from the links' addresses (/inbox/<id>). */
export async function renderedRowIds(page: Page): Promise<number[]> {
  const hrefs = await rowLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/inbox\/(\d+)/.exec(href)?.[1] ?? Number.NaN));
}

/** The q parameter of the page's URL. */
export function urlQuery(page: Page): string | null {
  return new URL(page.url()).searchParams.get('q');
}

/** The first page of a view as the owner's API key sees it, in the dashboard's default order. */
export async function apiIds(api: Api, search: string, order: ConversationOrder = 'priority', limit = 100): Promise<Conversation[]> {
  return (await api.get<ConversationPage>('/conversations', { search, order, limit })).data;
}

/**
 * The list shows what the API answers for `search`: the same first rows, in the same order (or the empty
 * state when nothing matches). Retried, so the comparison waits for the list to settle.
 */
export async function expectListMatchesApi(
  page: Page,
  api: Api,
  search: string,
  order: ConversationOrder = 'priority',
): Promise<Conversation[]> {
  let expected: Conversation[] = [];
  await expect(async () => {
    expected = await apiIds(api, search, order);
    if (expected.length === 0) {
      await expect(conversationList(page)).toHaveCount(0, { timeout: 1000 });
      await expect(page.getByRole('tabpanel').getByRole('status')).toContainText(/^(No |Nothing )/, { timeout: 1000 });
      return;
    }
    const ids = await renderedRowIds(page);
    expect(ids.length).toBeGreaterThan(0);
    const n = Math.min(ids.length, expected.length, 8);
    expect(ids.slice(0, n)).toEqual(expected.slice(0, n).map((c) => c.id));
  }).toPass({ timeout: 10_000 });
  return expected;
}

/** The Status tab of that name. */
export function statusTab(page: Page, name: 'Opened' | 'Snoozed' | 'Closed' | 'Spam'): Locator {
  return page.getByRole('tablist', { name: 'Status' }).getByRole('tab', { name, exact: true });
}

/** Opens /inbox on a search and waits for its rows (or its empty state). */
export async function openInbox(page: Page, q?: string): Promise<void> {
  await page.goto(q === undefined ? '/inbox' : `/inbox?q=${encodeURIComponent(q)}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(conversationList(page).or(page.getByRole('tabpanel').getByRole('status'))).toBeVisible();
  // While the first page loads, a skeleton (a status too) stands in for the list.
  await expect(page.getByText('Loading conversations…')).toHaveCount(0);
}

/** The checkbox of the row whose subject is `subject`. */
export function rowCheckbox(page: Page, subject: string): Locator {
  return page.getByRole('checkbox', { name: `Select conversation ${subject}`, exact: true });
}

export function bulkToolbar(page: Page): Locator {
  return page.getByRole('toolbar', { name: 'Bulk actions' });
}

/** Polls the API until every conversation satisfies `check`; returns their last state. */
export async function expectConversations(
  api: Api,
  ids: number[],
  check: (c: Conversation) => boolean,
  message: string,
): Promise<Conversation[]> {
  let last: Conversation[] = [];
  await expect
    .poll(
      async () => {
        last = await Promise.all(ids.map((id) => api.get<Conversation>(`/conversations/${id}`)));
        return last.every(check);
      },
      { message },
    )
    .toBe(true);
  return last;
}
