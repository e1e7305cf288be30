import type { Browser, Locator, Page } from '@playwright/test';
import type { CreatedSuppression, Suppression } from '#contract/suppressions';
import { CSRF_HEADERS, expect, type Api, type E2eFixture, type MailInput, type SentMail } from '../fixtures';

// Shared steps of the settings specs (suppression list, teammates, API keys): their tables read by role,
// entries arranged through the API, an invited person joining from a browser of their own.

/** A settings table, by its caption ("Suppressed addresses and domains", "Teammates", "API keys" ...). */
export function settingsTable(page: Page, caption: string): Locator {
  return page.getByRole('table', { name: caption });
}

/** The table's body rows (those named by a row header), in order. */
export function bodyRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });
}

/** The body row whose row header holds this text (an email, a name). */
export function rowOf(table: Locator, text: string): Locator {
  return bodyRows(table).filter({ has: table.page().getByRole('rowheader').filter({ hasText: text }) });
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The notifications (toasts) region. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/ });
}

export const SUPPRESSIONS = 'Suppressed addresses and domains';

export async function suppress(api: Api, email: string): Promise<CreatedSuppression> {
  return api.post<CreatedSuppression>('/contacts/suppressed', { email });
}

/** Removes the entry for `email` if there is one (a test that suppresses a real provider cleans up after itself). */
export async function unsuppress(api: Api, email: string): Promise<void> {
  const entry = (await api.get<Suppression[]>('/contacts/suppressed')).find((s) => s.email === email);
  if (entry) await api.delete(`/contacts/suppressed/${entry.id}`);
}

/**
 * Sends `count` mails from a suppressed sender: each is refused (550) and counted on its entry. Waits until
 * the entry's blocked count went up by that much.
 */
export async function mailFromSuppressed(
  { api, sendMail, fixture }: { api: Api; sendMail: (mail: MailInput) => Promise<SentMail>; fixture: E2eFixture },
  { from, entry, count }: { from: string; entry: string; count: number },
): Promise<void> {
  const blockedOf = async () => (await api.get<Suppression[]>('/contacts/suppressed')).find((s) => s.email === entry)?.blocked ?? -1;
  const before = await blockedOf();
  for (let i = 0; i < count; i++) {
    const refused = await sendMail({ from, to: fixture.channels.support.email, subject: `Spam ${i}`, text: 'Buy now' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused, `mail from ${from} was refused`).toMatchObject({ responseCode: 550 });
  }
  await expect.poll(blockedOf, { message: `${entry} counted ${count} refused mails` }).toBe(before + count);
}

export interface InvitationLink {
  email: string;
  /** The absolute link, as the invite dialog shows it. */
  link: string;
  token: string;
}

/** Invites someone through the API (the owner's key holds teammate.invite). */
export async function inviteThroughApi(
  api: Api,
  fixture: E2eFixture,
  email: string,
  role: 'admin' | 'agent' = 'agent',
): Promise<InvitationLink> {
  const created = await api.post<{ accept_path: string }>('/agents/invites', { email, role });
  const link = new URL(created.accept_path, fixture.baseURL).toString();
  return { email, link, token: new URL(link).searchParams.get('token')! };
}

/** A teammate who joined through an invitation (no browser involved); their id. */
export async function joinThroughApi(
  api: Api,
  fixture: E2eFixture,
  browser: Browser,
  person: { email: string; name: string },
): Promise<number> {
  const { token } = await inviteThroughApi(api, fixture, person.email);
  const context = await browser.newContext({ baseURL: fixture.baseURL });
  try {
    const response = await context.request.post('/api/session/invitations/accept', {
      data: { token, name: person.name, password: 'joined-password-1' },
      headers: CSRF_HEADERS,
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { agent: { id: number } }).agent.id;
  } finally {
    await context.close();
  }
}
