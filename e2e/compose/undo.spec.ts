import type { Page, Request } from '@playwright/test';
import type { Message, Timeline } from '#contract/conversations';
import { expect, test } from '../fixtures';
import { openInbox, uniqueToken } from '../support/inbox';
import { outboxMailsContaining } from '../support/outbox';

// The compose drawer: opening it (c, the sidebar button), validation next to the fields, and Undo of a
// scheduled send, checked against the API and the outbox folder (where the server writes sent mail).

const composeDialog = (page: Page) => page.getByRole('dialog', { name: 'New message' });
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

test.describe('compose', () => {
  test('c opens the compose drawer with the focus in To, and Escape closes an untouched draft', async ({
    signedInPage: page,
    consoleErrors,
  }) => {
    await openInbox(page);
    await page.keyboard.press('c');

    const dialog = composeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('To', { exact: true })).toBeFocused();
    for (const label of ['From', 'Subject']) await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alertdialog', { name: 'Discard draft?' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('Undo in the toast within the countdown cancels the message, gives the draft back and nothing reaches the outbox', async ({
    signedInPage: page,
    api,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('undo');
    const subject = `Your refund ${token}`;
    await openInbox(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Compose' }).click();

    const dialog = composeDialog(page);
    await dialog.getByLabel('To', { exact: true }).fill(`Uma Undo <${token}@customer.example>`);
    await dialog.getByLabel('Subject', { exact: true }).fill(subject);
    await dialog.getByRole('textbox', { name: 'Message' }).fill(`Hello, your refund is on its way (${token}).`);
    // The default delay is the undo window.
    await expect(dialog.getByLabel('Send delay')).toHaveValue('7');

    const composed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/conversations/compose');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const message = (await (await composed).json()) as Message;
    expect(message.status).toBe('scheduled');
    expect(message.send_at).not.toBeNull();

    await expect(dialog).toBeHidden();
    const toast = toasts(page)
      .getByRole('listitem')
      .filter({ hasText: /Sending in \d+s/ });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: 'Open conversation' })).toHaveAttribute('href', `/inbox/${message.conversation_id}`);
    const cancelled = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/messages/${message.id}/cancel`));
    await toast.getByRole('button', { name: 'Undo' }).click();
    expect((await cancelled).status()).toBe(200);
    // Undone before the deadline.
    expect(Date.now()).toBeLessThan(Date.parse(message.send_at ?? ''));

    // (By text: the reopened modal drawer hides the toast region from the accessibility tree.)
    await expect(page.getByText('Sending cancelled', { exact: true })).toBeVisible();
    // The drawer comes back with the draft.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue(subject);
    await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(`Uma Undo <${token}@customer.example>`);

    const timeline = await api.get<Timeline>(`/conversations/${message.conversation_id}/messages`);
    const stored = timeline.entries.flatMap((e) => (e.type === 'message' ? [e.message] : []));
    expect(stored.map((m) => [m.id, m.status])).toEqual([[message.id, 'cancelled']]);

    // Past the moment it would have been sent (and a poll of the job queue), the outbox still has nothing.
    const wouldHaveSent = Date.parse(message.send_at ?? '') + 2_500;
    await expect
      .poll(
        async () => ({ deadlinePassed: Date.now() > wouldHaveSent, files: (await outboxMailsContaining(fixture.outboxDir, token)).length }),
        {
          timeout: 15_000,
        },
      )
      .toEqual({ deadlinePassed: true, files: 0 });
    const after = await api.get<Timeline>(`/conversations/${message.conversation_id}/messages`);
    expect(after.entries.flatMap((e) => (e.type === 'message' ? [e.message.status] : []))).toEqual(['cancelled']);

    // The restored draft is "dirty": closing asks first.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard draft?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('invalid addresses in To are listed inline and nothing is sent', async ({ signedInPage: page }) => {
    const composeRequests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/conversations/compose') composeRequests.push(request);
    });
    await openInbox(page);
    await page.keyboard.press('c');
    const dialog = composeDialog(page);
    const to = dialog.getByLabel('To', { exact: true });

    // Checked once the field is left.
    await to.fill('jane@example.com, not-an-address, bob@');
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Subject', { exact: true }).focus();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(/^2 invalid addresses:\s*not-an-address\s*bob@$/);

    await to.fill('jane@');
    await expect(to).toHaveAccessibleDescription('To has an invalid address: jane@');

    await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(to).toHaveAccessibleDescription('To has an invalid address: jane@');

    await to.fill('Jane Doe <jane@example.com>, bob@example.org');
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(/invalid address/)).toHaveCount(0);
    expect(composeRequests).toEqual([]);
  });

  test('the subject counter counts characters against the limit of 150', async ({ signedInPage: page }) => {
    await openInbox(page);
    await page.keyboard.press('c');
    const dialog = composeDialog(page);
    const subject = dialog.getByLabel('Subject', { exact: true });

    await expect(subject).toHaveAccessibleDescription('Subject length: 0/150');
    await subject.fill('Hello');
    await expect(subject).toHaveAccessibleDescription('Subject length: 5/150');
    await expect(dialog.getByText('5/150')).toBeVisible();

    await subject.fill('x'.repeat(151));
    await expect(dialog.getByText('151/150')).toBeVisible();
    await dialog.getByLabel('To', { exact: true }).fill('sam@example.com');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toHaveAccessibleDescription(/Subject length: 151\/150\s*Subject must be at most 150 characters/);

    await subject.fill('x'.repeat(150));
    await expect(subject).toHaveAccessibleDescription('Subject length: 150/150');
    await expect(subject).not.toHaveAttribute('aria-invalid', 'true');

    // A started draft is not dropped without asking; "Keep editing" keeps it.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard draft?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toBeVisible();
    await expect(subject).toHaveValue('x'.repeat(150));
  });
});
