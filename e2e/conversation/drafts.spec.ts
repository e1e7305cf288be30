import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { mailConversations, openInbox, uniqueToken } from '../support/inbox';

// Drafts live in the browser, per organization, agent and conversation: a reload gives them back, sending
// drops them, and another agent signed in on the same browser never sees them.

const heading = (page: Page, subject: string) => page.getByRole('heading', { level: 1, name: subject });

test.describe('reply, note and compose drafts', () => {
  test('a reply and a note survive a reload, and the reply is gone once sent', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('draft');
    const mailed = await mailConversations({ api, sendMail, fixture }, { token, count: 2, subject: (i) => `Draft ${i + 1} ${token}` });
    const [conversation, other] = mailed.conversations as [(typeof mailed.conversations)[0], (typeof mailed.conversations)[0]];
    await page.goto(`/inbox/${conversation.id}`);
    await expect(heading(page, conversation.subject)).toBeVisible();

    const reply = page.getByRole('textbox', { name: 'Reply' });
    await reply.click();
    await page.keyboard.type(`Dear customer, ${token}`);
    await page.getByRole('tab', { name: 'Note' }).click();
    await page.getByRole('textbox', { name: 'Internal note' }).fill(`Check the warehouse ${token}`);

    await page.reload();
    await expect(heading(page, conversation.subject)).toBeVisible();
    await expect(reply).toHaveText(`Dear customer, ${token}`);
    await page.getByRole('tab', { name: 'Note' }).click();
    await expect(page.getByRole('textbox', { name: 'Internal note' })).toHaveValue(`Check the warehouse ${token}`);

    // Each conversation has its own: the other one starts empty.
    await page.goto(`/inbox/${other.id}`);
    await expect(heading(page, other.subject)).toBeVisible();
    await expect(reply).toHaveText('');
    await page.goto(`/inbox/${conversation.id}`);
    await expect(reply).toHaveText(`Dear customer, ${token}`);

    await page.getByLabel('Send delay').selectOption({ label: 'Send now' });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(reply).toHaveText('');
    await expect(page.getByRole('region', { name: 'Thread' }).getByRole('article')).toHaveCount(2);
    await page.reload();
    await expect(heading(page, conversation.subject)).toBeVisible();
    await expect(reply).toHaveText('');
    expect(consoleErrors).toEqual([]);
  });

  test('an emptied reply leaves no draft, and another agent on the same browser does not see one', async ({
    signedInPage: page,
    signInAs,
    api,
    sendMail,
    fixture,
  }) => {
    const token = uniqueToken('draftown');
    const mailed = await mailConversations({ api, sendMail, fixture }, { token, count: 1 });
    const conversation = mailed.conversations[0]!;
    await page.goto(`/inbox/${conversation.id}`);
    const reply = page.getByRole('textbox', { name: 'Reply' });
    await reply.click();
    await page.keyboard.type(`Private words ${token}`);
    await page.reload();
    await expect(reply).toHaveText(`Private words ${token}`);

    // Another agent signs in on this browser: not their draft.
    await signInAs('agent');
    await page.reload();
    await expect(heading(page, conversation.subject)).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(fixture.agents.agent.name);
    await expect(reply).toHaveText('');

    // Back as the admin: still there; emptied, it is gone after a reload.
    await signInAs('admin');
    await page.reload();
    await expect(reply).toHaveText(`Private words ${token}`);
    await reply.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await expect(reply).toHaveText('');
    await page.reload();
    await expect(heading(page, conversation.subject)).toBeVisible();
    await expect(reply).toHaveText('');
  });

  test('the compose drawer keeps its draft across a reload', async ({ signedInPage: page, consoleErrors }) => {
    const token = uniqueToken('composedraft');
    await openInbox(page);
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel('To', { exact: true }).fill(`${token}@customer.example`);
    await dialog.getByLabel('Subject', { exact: true }).fill(`Offer ${token}`);
    await dialog.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type(`Hello from the drawer ${token}`);

    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.keyboard.press('c');
    await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue(`Offer ${token}`);
    await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(`${token}@customer.example`);
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveText(`Hello from the drawer ${token}`);

    // Discarded on purpose, it does not come back.
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Discard draft?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.keyboard.press('c');
    await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });
});
