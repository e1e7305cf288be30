import type { Message, Timeline } from '#contract/conversations';
import { expect, test } from '../fixtures';
import { mailConversations, uniqueToken } from '../support/inbox';
import { outboxMailsContaining } from '../support/outbox';

// Replying from the conversation view: the rich editor, "Send now", the thread, and the .eml the send job
// writes to the outbox (no relay in e2e); then an internal note, which is never sent.

test.describe('conversation reply and note', () => {
  test('a reply with bold text, sent now, shows in the thread and reaches the outbox threaded to the customer mail', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('reply');
    const mailed = await mailConversations(
      { api, sendMail, fixture },
      { token, count: 1, subject: () => `Where is my parcel ${token}`, text: () => `Hello, my parcel has not arrived (${token}).` },
    );
    const conversation = mailed.conversations[0]!;
    const customerMail = mailed.mails[0]!;
    const customer = mailed.senders[0]!;

    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    const thread = page.getByRole('region', { name: 'Thread' });
    await expect(thread.getByRole('list', { name: 'Conversation history' }).getByRole('article')).toHaveCount(1);
    await expect(thread.getByText(`Hello, my parcel has not arrived (${token}).`)).toBeVisible();

    const editor = page.getByRole('textbox', { name: 'Reply' });
    await editor.click();
    await page.keyboard.type('Good news: ');
    const bold = page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(`shipped today ${token}`);
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type('.');

    await page.getByLabel('Send delay').selectOption({ label: 'Send now' });
    const replied = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/conversations/${conversation.id}/messages` && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const reply = (await (await replied).json()) as Message;
    expect(reply.html).toContain(`<strong>shipped today ${token}</strong>`);

    // The thread shows it at once, the editor is empty again.
    const articles = thread.getByRole('list', { name: 'Conversation history' }).getByRole('article');
    await expect(articles).toHaveCount(2);
    const sent = articles.last();
    await expect(sent).toHaveAccessibleName(new RegExp(`^${fixture.agents.admin.name} `));
    await expect(sent).toContainText(`to Customer 1 <${customer}>`);
    const body = sent.getByTitle(/^Message from /).contentFrame();
    await expect(body.getByText(`shipped today ${token}`)).toBeVisible();
    await expect(editor).toHaveText('');

    // The send job runs: the API reports it sent, and the .eml is in the outbox.
    await expect
      .poll(
        async () => {
          const timeline = await api.get<Timeline>(`/conversations/${conversation.id}/messages`);
          const messages = timeline.entries.flatMap((e) => (e.type === 'message' ? [e.message] : []));
          return messages.find((m) => m.id === reply.id)?.status;
        },
        { message: 'the reply is sent', timeout: 15_000 },
      )
      .toBe('sent');

    const [eml, ...others] = await outboxMailsContaining(fixture.outboxDir, token);
    expect(others).toHaveLength(0);
    if (!eml) throw new Error(`no .eml with ${token} in ${fixture.outboxDir}`);
    const to = eml.parsed.to && !Array.isArray(eml.parsed.to) ? eml.parsed.to.value.map((a) => a.address) : [];
    expect(to).toEqual([customer]);
    expect(eml.parsed.inReplyTo).toBe(customerMail.messageId);
    expect(eml.parsed.references).toContain(customerMail.messageId);
    expect(eml.parsed.subject).toBe(`Re: ${conversation.subject}`);
    expect(eml.parsed.html || '').toMatch(new RegExp(`<strong>shipped today ${token}</strong>`));

    // The thread follows the send without a reload: the badge turns to "Sent".
    await expect(sent).toContainText('Sent');
    await expect(sent.getByRole('button', { name: 'Undo send' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a note added in Note mode shows in the thread marked internal and is never sent', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('note');
    const mailed = await mailConversations({ api, sendMail, fixture }, { token, count: 1, subject: () => `Invoice copy ${token}` });
    const conversation = mailed.conversations[0]!;

    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();

    await page.getByRole('tab', { name: 'Note' }).click();
    await expect(page.getByRole('tab', { name: 'Note' })).toHaveAttribute('aria-selected', 'true');
    const note = `Customer called, send the invoice by post ${token}`;
    await page.getByRole('textbox', { name: 'Internal note' }).fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();

    const thread = page.getByRole('region', { name: 'Thread' });
    const noteArticle = thread.getByRole('article', { name: new RegExp(`^Internal note ${fixture.agents.admin.name}`) });
    await expect(noteArticle).toBeVisible();
    await expect(noteArticle).toContainText(note);
    await expect(page.getByRole('textbox', { name: 'Internal note' })).toHaveValue('');

    const timeline = await api.get<Timeline>(`/conversations/${conversation.id}/messages`);
    const notes = timeline.entries.flatMap((e) => (e.type === 'note' ? [e.note] : []));
    expect(notes.map((n) => [n.body, n.agent?.id])).toEqual([[note, fixture.agents.admin.id]]);
    // Only the customer's own message: the note made no outbound one.
    expect(timeline.entries.filter((e) => e.type === 'message')).toHaveLength(1);
    expect(await outboxMailsContaining(fixture.outboxDir, token)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
