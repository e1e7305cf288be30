import type { Message, Timeline } from '#contract/conversations';
import { expect, saveScreenshot, test } from '../fixtures';
import { mailConversations, uniqueToken } from '../support/inbox';

// Undo send of a reply: within the send delay the reply comes back into the editor, formatting and files
// included, and leaves no card in the thread; the history keeps a one-line "cancelled" event.

test.describe('undo a reply', () => {
  test('Undo puts the reply back into the editor with its formatting and attachment, and the thread shows no card for it', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const token = uniqueToken('undoreply');
    const mailed = await mailConversations({ api, sendMail, fixture }, { token, count: 1, subject: () => `Undo my reply ${token}` });
    const conversation = mailed.conversations[0]!;
    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    const history = page.getByRole('region', { name: 'Thread' }).getByRole('list', { name: 'Conversation history' });
    await expect(history.getByRole('article')).toHaveCount(1);

    const editor = page.getByRole('textbox', { name: 'Reply' });
    await editor.click();
    await page.keyboard.type('Second thoughts: ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(`bold part ${token}`);
    await page.getByLabel('Attach files').setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('receipt') });
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('receipt.txt');

    const sent = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/conversations/${conversation.id}/messages` && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const message = (await (await sent).json()) as Message;
    expect(message.status).toBe('scheduled');
    await expect(editor).toHaveText('');

    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: /Sending in \d+s/ });
    const cancelled = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/messages/${message.id}/cancel`));
    await toast.getByRole('button', { name: 'Undo' }).click();
    expect((await cancelled).status()).toBe(200);

    // The reply is back, bold text and file included.
    await expect(editor).toHaveText(`Second thoughts: bold part ${token}`);
    await expect(editor.getByText(`bold part ${token}`)).toHaveJSProperty('tagName', 'STRONG');
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('receipt.txt');
    // No card for it; a single line says it was cancelled.
    await expect(history.getByText(/cancelled a scheduled reply/)).toBeVisible();
    await expect(history.getByRole('article')).toHaveCount(1);
    await expect(history.getByRole('article')).not.toContainText(`bold part ${token}`);
    await saveScreenshot(page, testInfo, 'reply-undone');

    const timeline = await api.get<Timeline>(`/conversations/${conversation.id}/messages`);
    const outbound = timeline.entries.flatMap((e) => (e.type === 'message' && e.message.direction === 'outbound' ? [e.message.status] : []));
    expect(outbound).toEqual(['cancelled']);
    expect(consoleErrors).toEqual([]);
  });
});
