import type { Page } from '@playwright/test';
import type { Webhook } from '#contract/webhooks';
import { expect, test, type Api } from '../fixtures';
import { uniqueToken } from '../support/inbox';
import { rowOf, settingsTable, toasts } from '../support/settings';
import { WebhookReceiver } from '#test/support/webhook-receiver';

// Settings › Webhooks (/settings/webhooks): a webhook created for chosen events with its secret shown once, its
// deliveries to a real receiver on loopback (the e2e server may call loopback: WEBHOOK_ALLOW_PRIVATE in
// playwright.config.ts) with the answer's status, time and text, redelivered once the receiver is fixed; pause,
// resume, edit and delete; agents are told the page is not theirs.

const webhooks = (page: Page) => settingsTable(page, 'Webhooks');
let receiver: WebhookReceiver;
let url: string;

/** A test's webhooks (those sending to its receiver) go at its end: none keeps calling a receiver that is gone. */
async function deleteOwn(api: Api) {
  for (const hook of await api.get<Webhook[]>('/webhooks')) if (hook.url === url) await api.delete(`/webhooks/${hook.id}`);
}

test.describe('webhooks', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    receiver = new WebhookReceiver();
    url = await receiver.start({ path: '/inbox-hook' });
  });
  test.afterEach(async ({ api }) => {
    await deleteOwn(api);
    await receiver.close();
  });

  test('creates a webhook for chosen events, shows its secret once, logs what the receiver answered, and redelivers', async ({
    signedInPage: page,
    api,
    fixture,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.baseURL });
    const name = `CRM sync ${uniqueToken('hook')}`;
    await page.goto('/settings/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    const create = page.getByRole('button', { name: 'Create webhook' });
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create a webhook' });
    const urlField = dialog.getByRole('textbox', { name: 'URL' });
    await expect(urlField).toBeFocused();
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(urlField).toHaveAccessibleDescription(/url is required/);
    // The server's refusal, at the field.
    await urlField.fill('ftp://files.example.com/drop');
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(urlField).toHaveAccessibleDescription(/url must be an http or https URL/);

    await urlField.fill(url);
    await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill(name);
    const events = dialog.getByRole('group', { name: 'Events' });
    await expect(events).toHaveAccessibleDescription(/Sends: Every event/);
    await events.getByRole('checkbox', { name: 'All suppression list events' }).check();
    // The group's prefix covers its types (and those added later): they are checked with it.
    await expect(events.getByRole('checkbox', { name: 'suppression.added' })).toBeChecked();
    await expect(events.getByRole('checkbox', { name: 'suppression.added' })).toBeDisabled();
    await expect(events).toHaveAccessibleDescription(/Sends: All suppression list events\./);
    await dialog.getByRole('button', { name: 'Create webhook' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy the signing secret' });
    const secretField = shown.getByRole('textbox', { name: 'Signing secret' });
    await expect(secretField).toBeFocused();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy secret' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();
    await expect(create).toBeFocused();

    const row = rowOf(webhooks(page), name);
    await expect(row).toContainText(url);
    await expect(row).toContainText('All suppression list events');
    await expect(row).toContainText('Active');
    await expect(row).not.toContainText(secret);

    // An event it asked for: the receiver refuses it with markup in its answer.
    receiver.status = 422;
    receiver.contentType = 'text/html';
    receiver.answer = '<b id="from-receiver">customer_id</b> is required';
    await api.post('/contacts/suppressed', { email: `${uniqueToken('blocked')}@spam.example` });
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    expect(receiver.received[0]!.headers['x-inbox-event']).toBe('suppression.added');
    expect(receiver.received[0]!.headers['x-inbox-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const openLog = page.getByRole('button', { name: `Deliveries of ${name}` });
    await openLog.click();
    const log = page.getByRole('dialog', { name: `Deliveries of “${name}”` });
    const delivery = settingsTable(page, 'Deliveries').getByRole('row').filter({ hasText: 'suppression.added' });
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText('Retrying');
    await expect(delivery).toContainText(/HTTP 422 in \d+ ms/);
    // The next attempt's time, and what the receiver said, as text (its markup is never rendered).
    await expect(delivery.getByRole('cell').nth(2).getByRole('time')).toBeVisible();
    await delivery.getByText('What it answered').click();
    await expect(delivery.locator('pre')).toHaveText('<b id="from-receiver">customer_id</b> is required');
    await expect(log.locator('#from-receiver')).toHaveCount(0);

    // Fixed: sent again at once, delivered.
    receiver.status = 204;
    receiver.answer = '';
    await delivery.getByRole('button', { name: /^Redeliver suppression\.added/ }).click();
    await expect(log.getByRole('status').filter({ hasText: 'Sending suppression.added' })).toContainText('again');
    // (The first delivery's own retry may succeed too, later: a receiver drops duplicates by X-Inbox-Delivery.)
    const delivered = settingsTable(page, 'Deliveries').getByRole('row').filter({ hasText: 'Delivered' }).first();
    await expect(delivered).toContainText('HTTP 204', { timeout: 15_000 });
    await expect.poll(() => receiver.received.length).toBeGreaterThanOrEqual(2);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);

    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();
    await expect(openLog).toBeFocused();
    // The browser logs the refusal of the ftp URL (400), which the test asked for; nothing else.
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  test('pauses and resumes, edits, and deletes after confirmation', async ({ signedInPage: page, api }) => {
    const name = `Warehouse ${uniqueToken('hook')}`;
    const made = await api.post<Webhook>('/webhooks', { url, description: name, event_types: ['conversation.'] });
    await page.goto('/settings/webhooks');
    const row = rowOf(webhooks(page), name);
    await expect(row).toContainText('All conversation events');

    await page.getByRole('button', { name: `Pause ${name}` }).click();
    const pause = page.getByRole('alertdialog', { name: `Pause “${name}”?` });
    await expect(pause).toContainText('not sent later');
    await pause.getByRole('button', { name: 'Pause webhook' }).click();
    await expect(row).toContainText('Paused');
    expect((await api.get<Webhook>(`/webhooks/${made.id}`)).active).toBe(false);
    await page.getByRole('button', { name: `Resume ${name}` }).click();
    await expect(toasts(page)).toContainText(`Resumed “${name}”`);
    await expect(row).toContainText('Active');

    const edit = page.getByRole('button', { name: `Edit ${name}` });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit the webhook' });
    await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveValue(url);
    await expect(dialog.getByRole('checkbox', { name: 'All conversation events' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'All conversation events' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'message.sent' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(row).toContainText('message.sent');
    expect((await api.get<Webhook>(`/webhooks/${made.id}`)).event_types).toEqual(['message.sent']);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete “${name}”?` })
      .getByRole('button', { name: 'Delete webhook' })
      .click();
    await expect(toasts(page)).toContainText(`Deleted “${name}”`);
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Webhooks \(/ })).toBeFocused();
    expect((await api.get<Webhook[]>('/webhooks')).some((w) => w.id === made.id)).toBe(false);
  });
});

test.describe('webhooks for an agent', () => {
  test.use({ signInRole: 'agent' });

  test('the navigation has no Webhooks page; its address says it is for owners and admins', async ({ signedInPage: page, fixture }) => {
    await page.goto('/settings/channels');
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    await page.goto('/settings/webhooks');
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `This page is for owners and admins of ${fixture.organization.name}.`,
    );
    await expect(page.getByRole('button', { name: 'Create webhook' })).toHaveCount(0);
  });
});
