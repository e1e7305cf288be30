import type { Page } from '@playwright/test';
import type { Channel } from '#contract/channels';
import type { Message } from '#contract/conversations';
import { expect, test, type Api } from '../fixtures';
import { openInbox, rowLinks, uniqueToken } from '../support/inbox';
import { outboxMailsContaining } from '../support/outbox';
import { rowOf, settingsTable, toasts } from '../support/settings';

// Settings › Mailboxes (/settings/channels): the channels with how mail reaches this server, a mailbox added with
// a signature (previewed as it is typed, shown under the compose editor, and in the mail that leaves), edited,
// disabled (its mail refused over SMTP, compose no longer offers it) and enabled again; agents read only.

const mailboxes = (page: Page) => settingsTable(page, 'Mailboxes');

/** Mailboxes a test added stay, disabled: the compose drawer of the other specs offers the fixture's two only. */
const added: number[] = [];
async function disableAdded(api: Api) {
  for (const id of added.splice(0)) await api.patch(`/channels/${id}`, { active: false });
}

test.describe('mailboxes', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });
  test.afterEach(async ({ api }) => {
    await disableAdded(api);
  });

  test('adds a mailbox with a signature; mail to it arrives, and what is sent from it is signed', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('desk');
    const address = `desk-${token}@e2e-mailboxes.example`;
    await page.goto('/settings/channels');
    await expect(page.getByRole('heading', { level: 1, name: 'Mailboxes' })).toBeVisible();
    await expect(rowOf(mailboxes(page), fixture.channels.support.email)).toContainText('Main');
    await expect(rowOf(mailboxes(page), fixture.channels.billing.email)).toContainText('Receiving');

    // How mail reaches this server: its SMTP host (the dashboard's own, without PUBLIC_URL) and port.
    const routing = page.getByRole('region', { name: 'Routing mail to a mailbox' });
    await expect(routing.getByRole('textbox', { name: 'SMTP host' })).toHaveValue('127.0.0.1');
    await expect(routing.getByRole('textbox', { name: 'Port' })).toHaveValue(String(fixture.smtp.port));

    const add = page.getByRole('button', { name: 'Add mailbox' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add a mailbox' });
    const email = dialog.getByRole('textbox', { name: 'Address' });
    await expect(email).toBeFocused();
    await dialog.getByRole('button', { name: 'Add mailbox' }).click();
    await expect(email).toHaveAccessibleDescription(/email is required/);
    // The server's refusal of an address already used, at the field.
    await email.fill(fixture.channels.billing.email.toUpperCase());
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Desk ${token}`);
    await dialog.getByRole('button', { name: 'Add mailbox' }).click();
    await expect(email).toHaveAccessibleDescription(new RegExp(`The address ${fixture.channels.billing.email} is already a channel`));
    await email.fill(address);

    // A signature with an unknown variable is refused before anything is sent; a good one is previewed.
    const signature = dialog.getByRole('textbox', { name: 'Signature (optional)' });
    await signature.fill('Cheers, {{customer.name}}');
    await dialog.getByRole('button', { name: 'Add mailbox' }).click();
    await expect(signature).toHaveAccessibleDescription(/unknown variable \{\{customer\.name\}\}/);
    await signature.fill(`Cheers,\n{{agent.first_name}} at {{organization.name}} <desk>\nHi {{contact.first_name | there}}`);
    const preview = dialog.getByRole('region', { name: 'Signature preview' });
    await expect(preview).toContainText(
      `Cheers,\n${fixture.agents.admin.name.split(' ')[0]} at ${fixture.organization.name} <desk>\nHi Maria`,
      {
        useInnerText: true,
      },
    );
    await dialog.getByRole('button', { name: 'Add mailbox' }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    await expect(toasts(page)).toContainText(`Added ${address}`);
    const row = rowOf(mailboxes(page), address);
    await expect(row).toContainText(`Desk ${token}`);
    await expect(row).toContainText('Receiving');
    const channel = (await api.get<Channel[]>('/channels')).find((c) => c.email === address)!;
    added.push(channel.id);

    // Mail to it opens a conversation in the inbox.
    await sendMail({ from: `Nia Customer <nia-${token}@customer.example>`, to: address, subject: `Order ${token}`, text: 'Where is it?' });
    await openInbox(page, token);
    await expect(rowLinks(page).filter({ hasText: `Order ${token}` })).toHaveCount(1);

    // The compose drawer shows the signature under the message, filled for the recipient; the sent mail ends with it.
    await page.keyboard.press('c');
    const compose = page.getByRole('dialog', { name: 'New message' });
    await compose.getByLabel('From', { exact: true }).selectOption({ label: `Desk ${token} <${address}>` });
    await compose.getByLabel('To', { exact: true }).fill(`Omar Reyes <omar-${token}@customer.example>`);
    await compose.getByLabel('Subject', { exact: true }).fill(`Welcome ${token}`);
    await compose.getByRole('textbox', { name: 'Message' }).fill('Glad to have you.');
    await expect(compose.getByRole('region', { name: 'Signature' })).toContainText('Hi Omar');
    const composed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/conversations/compose');
    await compose.getByRole('button', { name: 'Send', exact: true }).click();
    const message = (await (await composed).json()) as Message;
    expect(message.html).not.toContain('Cheers');
    await expect.poll(async () => (await outboxMailsContaining(fixture.outboxDir, `Welcome ${token}`)).length, { timeout: 20_000 }).toBe(1);
    const [sent] = await outboxMailsContaining(fixture.outboxDir, `Welcome ${token}`);
    expect(sent!.parsed.html).toContain(
      `Cheers,<br>${fixture.agents.admin.name.split(' ')[0]} at ${fixture.organization.name} &lt;desk&gt;<br>Hi Omar</div>`,
    );
    expect(sent!.parsed.text).toContain(`-- \nCheers,`);
    // The browser logs the refusal of the address already used (409), which the test asked for; nothing else.
    expect(consoleErrors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  });

  test('edits a mailbox, disables it (its mail is refused, compose no longer offers it) and enables it again', async ({
    signedInPage: page,
    api,
    sendMail,
  }) => {
    const token = uniqueToken('edit');
    const made = await api.post<Channel>('/channels', { email: `old-${token}@e2e-mailboxes.example`, name: `Old ${token}` });
    added.push(made.id);
    const address = `new-${token}@e2e-mailboxes.example`;
    await page.goto('/settings/channels');

    const edit = page.getByRole('button', { name: `Edit ${made.email}` });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Edit ${made.email}` });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`Old ${token}`);
    await dialog.getByRole('textbox', { name: 'Address' }).fill(address);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Renamed ${token}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toHaveCount(0);
    const row = rowOf(mailboxes(page), address);
    await expect(row).toContainText(`Renamed ${token}`);

    // Disabled after confirmation, with the keyboard.
    const disable = page.getByRole('button', { name: `Disable ${address}` });
    await disable.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: `Disable ${address}?` });
    await expect(confirm).toContainText('Its conversations stay');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toContainText(`${address} is disabled`);
    await expect(row).toContainText('Disabled');
    const enable = page.getByRole('button', { name: `Enable ${address}` });
    await expect(enable).toBeVisible();

    const refused = await sendMail({ from: `x-${token}@customer.example`, to: address, subject: 'Anyone?', text: 'Hello' }).then(
      () => null,
      (error: unknown) => error as { responseCode?: number; response?: string },
    );
    expect(refused).toMatchObject({ responseCode: 550 });
    expect(refused?.response).toContain('this mailbox is disabled');

    await openInbox(page);
    await page.keyboard.press('c');
    const compose = page.getByRole('dialog', { name: 'New message' });
    await expect(compose.getByLabel('From', { exact: true }).getByRole('option', { name: new RegExp(address) })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/settings/channels');
    await page.getByRole('button', { name: `Enable ${address}` }).click();
    await expect(toasts(page)).toContainText(`${address} is enabled`);
    await expect(rowOf(mailboxes(page), address)).toContainText('Receiving');
    await expect((await sendMail({ from: `y-${token}@customer.example`, to: address, subject: 'Back?', text: 'Hi' })).accepted).toEqual([
      address,
    ]);
  });
});

test.describe('mailboxes for an agent', () => {
  test.use({ signInRole: 'agent' });

  test('shows the mailboxes and their routing without controls, and says why', async ({ signedInPage: page, fixture }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/channels');
    await expect(rowOf(mailboxes(page), fixture.channels.support.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add mailbox' })).toHaveCount(0);
    await expect(mailboxes(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByText('Only owners and admins can add, change or disable mailboxes')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Routing mail to a mailbox' })).toBeVisible();
  });
});
