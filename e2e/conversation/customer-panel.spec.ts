import type { Page } from '@playwright/test';
import type { ContactDetail } from '#contract/contacts';
import type { Conversation } from '#contract/conversations';
import { expect, test } from '../fixtures';
import { mailFromCustomer } from '../support/customer';
import { expectListMatchesApi, rowLinks, uniqueToken, urlQuery } from '../support/inbox';

// The customer beside the thread: who they are, when they first wrote, their other conversations (open ones
// first, one click away), the name editable in place. From 1440 px it is a "Customer" landmark beside the thread;
// below, the conversation header's "Customer details" opens it as a drawer.

const panel = (page: Page) => page.getByRole('complementary', { name: 'Customer' });
const otherConversations = (page: Page) => panel(page).getByRole('list', { name: /^Other conversations with / });

async function openConversation(page: Page, conversation: Conversation, q?: string) {
  await page.goto(`/inbox/${conversation.id}${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
}

test.describe('customer panel', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('shows the customer and their other conversations, open ones first; a click opens one', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('panel');
    const customer = await mailFromCustomer(
      { api, sendMail, fixture },
      {
        name: 'Maren Holloway',
        email: `${token}@customer.example`,
        subjects: [`Where is my order ${token}`, `Gift wrapping ${token}`, `Return label ${token}`],
      },
    );
    const [first, second, third] = customer.conversations as [Conversation, Conversation, Conversation];
    // The latest one closed: open ones come first all the same.
    await api.post('/conversations/bulk', { ids: [third.id], status: 'CLOSED' });
    const contact = await api.get<ContactDetail>(`/contacts/${first.contact.id}`);

    await openConversation(page, first);
    await expect(panel(page).getByRole('heading', { name: customer.name })).toBeVisible();
    await expect(panel(page)).toContainText(customer.email);
    const firstWrote = panel(page).getByText(/^First wrote /);
    await expect(firstWrote).toHaveText(/^First wrote [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const when = firstWrote.getByRole('time');
    await expect(when).toHaveAttribute('datetime', contact.first_message_at!);
    // The full date and time in its title.
    await expect(when).toHaveAttribute('title', new RegExp(`${new Date(contact.first_message_at!).getFullYear()}.*\\d:\\d\\d`));
    await expect(panel(page)).toContainText('3 conversations');

    // The current conversation is left out; the others in the server's order: open ones first.
    const items = otherConversations(page).getByRole('link');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(second.subject);
    await expect(items.nth(0)).toContainText('Open');
    await expect(items.nth(1)).toContainText(third.subject);
    await expect(items.nth(1)).toContainText('Closed');
    await expect(items.nth(0).getByRole('time')).toHaveAttribute('datetime', second.last_message_at!);

    await items.nth(1).click();
    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${third.id}`);
    await expect(page.getByRole('heading', { level: 1, name: third.subject })).toBeVisible();
    await expect(otherConversations(page).getByRole('link')).toHaveCount(2);
    await expect(otherConversations(page).getByRole('link').nth(0)).toContainText(second.subject);
    await expect(otherConversations(page).getByRole('link').nth(1)).toContainText(first.subject);
    expect(consoleErrors).toEqual([]);
  });

  test('says when there is no other conversation', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const token = uniqueToken('single');
    const customer = await mailFromCustomer(
      { api, sendMail, fixture },
      { name: 'Ines Solo', email: `${token}@customer.example`, subjects: [`Just one question ${token}`] },
    );
    await openConversation(page, customer.conversations[0]!);
    await expect(panel(page).getByText('No other conversations.')).toBeVisible();
    await expect(panel(page)).toContainText('1 conversation');
  });

  test('past the 20 conversations it shows, "N more" searches all of them by address', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }) => {
    test.slow();
    const token = uniqueToken('many');
    const customer = await mailFromCustomer(
      { api, sendMail, fixture },
      { name: 'Frequent Writer', email: `${token}@customer.example`, subjects: Array.from({ length: 22 }, (_, i) => `Note ${i + 1} ${token}`) },
    );
    // The oldest one: not among the 20 that come with the contact (by last message).
    await openConversation(page, customer.conversations[0]!);
    await expect(otherConversations(page).getByRole('link', { name: /^Note / })).toHaveCount(20);
    const more = otherConversations(page).getByRole('link', { name: '1 more conversation with Frequent Writer' });
    await expect(more).toBeVisible();

    await more.click();
    await expect(page).toHaveURL((url) => url.pathname === '/inbox');
    expect(urlQuery(page)).toBe(`${customer.email} status:all`);
    // All 22, whatever their status.
    await expect(page.getByRole('tabpanel')).toContainText('22 conversations');
    const listed = await expectListMatchesApi(page, api, `${customer.email} status:all`);
    expect(listed).toHaveLength(22);
  });

  test('renames the customer in place: the panel, the header and the list row show the new name; Escape cancels', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('rename');
    const customer = await mailFromCustomer(
      { api, sendMail, fixture },
      { name: 'jdoe', email: `${token}@customer.example`, subjects: [`Name to fix ${token}`] },
    );
    const conversation = customer.conversations[0]!;
    await openConversation(page, conversation, token);
    const row = rowLinks(page).filter({ hasText: conversation.subject });
    await expect(row).toContainText('jdoe');

    await panel(page).getByRole('button', { name: 'Edit name' }).click();
    const field = panel(page).getByRole('textbox', { name: 'Customer name' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('jdoe');
    await field.fill('Jane Doe');
    await field.press('Enter');

    await expect(field).toHaveCount(0);
    await expect(panel(page).getByRole('heading', { name: 'Jane Doe' })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Edit name' })).toBeFocused();
    // The conversation header's "name <address>" line.
    await expect(page.getByRole('region', { name: conversation.subject })).toContainText(`Jane Doe <${customer.email}>`);
    await expect(row).toContainText('Jane Doe');
    expect((await api.get<ContactDetail>(`/contacts/${conversation.contact.id}`)).name).toBe('Jane Doe');

    // Escape leaves the name as it was.
    await panel(page).getByRole('heading', { name: 'Jane Doe' }).click();
    await expect(field).toBeFocused();
    await field.fill('Someone Else');
    await field.press('Escape');
    await expect(field).toHaveCount(0);
    await expect(panel(page).getByRole('heading', { name: 'Jane Doe' })).toBeVisible();
    expect((await api.get<ContactDetail>(`/contacts/${conversation.contact.id}`)).name).toBe('Jane Doe');
    expect(consoleErrors).toEqual([]);
  });

  test("an empty name shows the server's error next to the field, and changes nothing", async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }) => {
    const token = uniqueToken('noname');
    const customer = await mailFromCustomer(
      { api, sendMail, fixture },
      { name: 'Kept Name', email: `${token}@customer.example`, subjects: [`Keep my name ${token}`] },
    );
    const conversation = customer.conversations[0]!;
    await openConversation(page, conversation);

    await panel(page).getByRole('button', { name: 'Edit name' }).click();
    const field = panel(page).getByRole('textbox', { name: 'Customer name' });
    await field.fill('   ');
    await field.press('Enter');

    await expect(panel(page).getByRole('alert')).toHaveText('name must not be empty');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('name must not be empty');
    await expect(field).toBeFocused();
    expect((await api.get<ContactDetail>(`/contacts/${conversation.contact.id}`)).name).toBe('Kept Name');

    // Cancel: the name as it was, no error left.
    await field.press('Escape');
    await expect(panel(page).getByRole('heading', { name: 'Kept Name' })).toBeVisible();
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
  });

  test('shows a loading state, then an error with a way to try again', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const token = uniqueToken('panelerr');
    const customer = await mailFromCustomer(
      { api, sendMail, fixture },
      { name: 'Patient Customer', email: `${token}@customer.example`, subjects: [`Slow panel ${token}`] },
    );
    const conversation = customer.conversations[0]!;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = true;
    await page.route(`**/api/contacts/${conversation.contact.id}`, async (route) => {
      await held;
      if (failing) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'service unavailable' }) });
      else await route.continue();
    });

    await openConversation(page, conversation);
    await expect(panel(page).getByRole('status', { name: 'Loading customer' })).toBeVisible();
    release();
    // (After the client's own retries of a 5xx.)
    await expect(panel(page).getByRole('alert')).toContainText('Could not load the customer: service unavailable', { timeout: 15_000 });

    failing = false;
    await panel(page).getByRole('button', { name: 'Try again' }).click();
    await expect(panel(page).getByRole('heading', { name: customer.name })).toBeVisible();
  });

  test('below 1440 px, "Customer details" in the conversation header opens the panel as a drawer', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const token = uniqueToken('drawer');
    const customer = await mailFromCustomer(
      { api, sendMail, fixture },
      { name: 'Narrow Screen', email: `${token}@customer.example`, subjects: [`First ${token}`, `Second ${token}`] },
    );
    const [first, second] = customer.conversations as [Conversation, Conversation];
    await openConversation(page, first);
    await expect(panel(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Customer details' }).click();
    const drawer = page.getByRole('dialog', { name: 'Customer details' });
    await expect(drawer.getByRole('heading', { name: customer.name })).toBeVisible();
    await expect(drawer).toContainText(customer.email);

    // Escape in the name field cancels the edit and leaves the drawer open.
    await drawer.getByRole('button', { name: 'Edit name' }).click();
    await drawer.getByRole('textbox', { name: 'Customer name' }).press('Escape');
    await expect(drawer.getByRole('textbox', { name: 'Customer name' })).toHaveCount(0);
    await expect(drawer).toBeVisible();

    await drawer.getByRole('link', { name: new RegExp(second.subject) }).click();
    await expect(page.getByRole('heading', { level: 1, name: second.subject })).toBeVisible();
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: 'Customer details' }).click();
    await expect(drawer.getByRole('link', { name: new RegExp(first.subject) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });
});
