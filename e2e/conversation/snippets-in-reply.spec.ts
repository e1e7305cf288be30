import type { Conversation, Message } from '#contract/conversations';
import { expect, saveScreenshot, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { mailConversations, uniqueToken } from '../support/inbox';
import { createSnippet, expectToastWith, getSnippet } from '../support/snippets';

// Snippets where agents use them: "/" in the reply box (filtered by shortcut and title, arrows and Enter), the
// reply filled for this conversation at the caret, the snippet's other steps queued until the reply is sent;
// and the header's "Apply snippet" menu, which does the same with the mouse, or applies at once a snippet
// that has no reply.

test.describe('snippets in the reply box', () => {
  test('"/" picks a snippet by shortcut: its reply is filled in at the caret, its tag and close run once the reply is sent', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const token = uniqueToken('slash');
    const { conversations } = await mailConversations(
      { api, sendMail, fixture },
      { token, count: 1, subject: () => `Refund please ${token}`, text: () => `I would like my money back (${token}).` },
    );
    const conversation = conversations[0]!;
    // Two snippets start with the same shortcut: the arrows choose between them.
    const other = await createSnippet(api, {
      title: `Refund refused ${token}`,
      shortcut: `${token}-no`,
      actions: [{ name: 'reply', data: { content: '<p>Sorry, no.</p>' } }],
    });
    const snippet = await createSnippet(api, {
      title: `Refund done ${token}`,
      shortcut: `${token}-yes`,
      actions: [
        { name: 'reply', data: { content: '<p>Hi {{contact.first_name | there}}, your refund is on its way.</p>' } },
        { name: 'tag', data: { tag: `refunded-${token}` } },
        { name: 'status.close' },
      ],
    });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    const editor = page.getByRole('textbox', { name: 'Reply' });
    await editor.click();
    await page.keyboard.type(`Thanks for waiting. /${token}`);

    // The picker lists both; the text box names the active option, and the arrows move it to the one wanted.
    const picker = page.getByRole('listbox', { name: 'Snippets' });
    const options = picker.getByRole('option');
    await expect(options).toHaveCount(2);
    await page.keyboard.type('-y');
    await expect(options).toHaveText([new RegExp(`^Refund done ${token}`)]);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(options).toHaveCount(2);
    const wanted = (await options.allTextContents()).findIndex((text) => text.startsWith(`Refund done ${token}`));
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    for (let i = 0; i < wanted; i++) await page.keyboard.press('ArrowDown');
    const done = picker.getByRole('option', { name: new RegExp(`^Refund done ${token}`) });
    await expect(done).toHaveAttribute('aria-selected', 'true');
    await expect(editor).toHaveAttribute('aria-activedescendant', (await done.getAttribute('id'))!);
    expect(await seriousViolations(page, testInfo, 'axe-slash-picker')).toEqual([]);
    await saveScreenshot(page, testInfo, 'reply-slash-picker');
    await page.keyboard.press('Enter');

    // The reply is filled for this customer ("Customer 1": first name "Customer") where "/..." was typed.
    await expect(picker).toHaveCount(0);
    await expect(editor).toContainText('Thanks for waiting.');
    await expect(editor).toContainText('Hi Customer, your refund is on its way.');
    await expect(editor).not.toContainText(`/${token}`);
    const queued = page.getByRole('list', { name: 'Then, once sent:' });
    await expect(queued.getByRole('listitem')).toHaveText([`tag refunded-${token}`, 'close']);
    await saveScreenshot(page, testInfo, 'reply-with-snippet');

    // Nothing has changed yet: the steps wait for the send.
    expect((await api.get<Conversation>(`/conversations/${conversation.id}`)).tags).toEqual([]);

    await page.getByLabel('Send delay').selectOption({ label: 'Send now' });
    const replied = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/conversations/${conversation.id}/messages` && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const reply = (await (await replied).json()) as Message;
    expect(reply.html).toContain('Hi Customer, your refund is on its way.');

    // Once it went out, the conversation changes, and the page shows it without a reload.
    await expect
      .poll(async () => {
        const now = await api.get<Conversation>(`/conversations/${conversation.id}`);
        return [now.status, now.tags];
      }, { message: 'the queued tag and close ran', timeout: 20_000 })
      .toEqual(['closed', [`refunded-${token}`]]);
    const header = page.getByRole('region', { name: conversation.subject });
    await expect(header.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([`refunded-${token}`], { timeout: 15_000 });
    await expect(header.getByRole('button', { name: 'Reopen' })).toBeVisible();
    // The use is counted for the snippet that was picked, not for the other.
    await expect.poll(async () => (await getSnippet(api, snippet.id)).applied_count).toBe(1);
    expect((await getSnippet(api, other.id)).applied_count).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('"Apply snippet" in the header: a snippet without a reply is applied at once; one with a reply goes into the reply box', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const token = uniqueToken('menu');
    const { conversations } = await mailConversations({ api, sendMail, fixture }, { token, count: 1, subject: () => `Invoice copy ${token}` });
    const conversation = conversations[0]!;
    await createSnippet(api, {
      title: `Billing triage ${token}`,
      actions: [
        { name: 'tag', data: { tag: `billing-${token}` } },
        { name: 'teammates.assign', data: { agent_id: fixture.agents.agent.id } },
      ],
    });
    await createSnippet(api, {
      title: `Invoice sent ${token}`,
      actions: [
        { name: 'reply', data: { content: '<p>Your invoice is attached, {{contact.first_name | there}}.</p>' } },
        { name: 'note', data: { body: 'Sent the invoice' } },
      ],
    });

    await page.goto(`/inbox/${conversation.id}`);
    const header = page.getByRole('region', { name: conversation.subject });
    await header.getByRole('button', { name: 'Apply snippet' }).click();
    const menu = page.getByRole('dialog', { name: 'Apply a snippet' });
    const search = menu.getByRole('combobox', { name: 'Search snippets' });
    await expect(search).toBeFocused();
    await search.fill(`Billing triage ${token}`);
    await expect(menu.getByRole('option')).toHaveCount(1);
    await saveScreenshot(page, testInfo, 'apply-snippet-menu');
    await menu.getByRole('option', { name: new RegExp(`^Billing triage ${token}`) }).click();

    // No reply: applied now, all at once.
    await expectToastWith(page, `Applied "Billing triage ${token}"`);
    await expect(header.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([`billing-${token}`]);
    await expect(header.getByRole('button', { name: `Assigned to: ${fixture.agents.agent.name}` })).toBeVisible();
    const applied = await api.get<Conversation>(`/conversations/${conversation.id}`);
    expect(applied.assignee?.id).toBe(fixture.agents.agent.id);

    // With a reply, from the keyboard this time: into the reply box, the note queued for the send.
    await header.getByRole('button', { name: 'Apply snippet' }).click();
    await menu.getByRole('combobox', { name: 'Search snippets' }).fill(`Invoice sent ${token}`);
    await page.keyboard.press('Enter');
    const editor = page.getByRole('textbox', { name: 'Reply' });
    await expect(editor).toContainText('Your invoice is attached, Customer.');
    await expect(editor).toBeFocused();
    await expect(page.getByRole('list', { name: 'Then, once sent:' }).getByRole('listitem')).toHaveText(['note']);
    expect(consoleErrors).toEqual([]);
  });
});
