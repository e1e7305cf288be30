import type { Page } from '@playwright/test';
import type { Message, Timeline } from '#contract/conversations';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { mailConversations, uniqueToken } from '../support/inbox';
import { openSecondAgent, presenceLine, trackChangeStream, waitForChangeStream } from '../support/live';

// The reply form, live: the collision guard (a reply started before the customer wrote again, or a teammate
// replied, is stopped at Send, showing what arrived, with "Review" and "Send anyway"), and "is replying".

const replyEditor = (page: Page) => page.getByRole('textbox', { name: 'Reply' });

test.describe('the collision guard', () => {
  test('the customer writes while the agent writes: Send stops, "Review" shows the new mail, the next Send goes', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }, testInfo) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('collide'), count: 1 });
    const conversation = mailed.conversations[0]!;
    await trackChangeStream(page);
    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await waitForChangeStream(page);

    await replyEditor(page).click();
    await page.keyboard.type(`Here is my answer ${mailed.token}`);
    const again = `Sorry, one more detail (${mailed.token}).`;
    await sendMail({
      from: `Customer 1 <${mailed.senders[0]}>`,
      to: fixture.channels.support.email,
      subject: `Re: ${conversation.subject}`,
      text: again,
      headers: { 'In-Reply-To': mailed.mails[0]!.messageId, References: mailed.mails[0]!.messageId },
    });
    await expect(page.getByRole('region', { name: 'Thread', exact: true }).getByRole('article')).toHaveCount(2);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'The customer wrote again while you were writing' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'What arrived' })).toContainText(again);
    // The safe choice has the focus.
    await expect(dialog.getByRole('button', { name: 'Review' })).toBeFocused();
    expect(await seriousViolations(page, testInfo)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Not sent: new messages arrived while you were writing.')).toBeVisible();
    // The new mail is in view, with the focus.
    const arrived = page.getByRole('region', { name: 'Thread', exact: true }).getByRole('list', { name: 'Conversation history' }).getByRole('listitem').last();
    await expect(arrived).toBeFocused();
    await expect(arrived).toBeInViewport();
    await expect(replyEditor(page)).toContainText(`Here is my answer ${mailed.token}`);
    const timeline = await api.get<Timeline>(`/conversations/${conversation.id}/messages`);
    expect(timeline.entries.filter((e) => e.type === 'message' && e.message.direction === 'outbound')).toHaveLength(0);

    // Reviewed: the next Send goes through.
    const replied = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/conversations/${conversation.id}/messages` && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await replied).status()).toBe(200);
  });

  test('a teammate replies while the agent writes: "Send anyway" sends it', async ({ signedInPage: page, api, sendMail, fixture }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('collideagent'), count: 1 });
    const conversation = mailed.conversations[0]!;
    await trackChangeStream(page);
    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await waitForChangeStream(page);

    await replyEditor(page).click();
    await page.keyboard.type(`My own answer ${mailed.token}`);
    await api.post<Message>(`/conversations/${conversation.id}/messages`, {
      content: { content: `<p>Alex answered first ${mailed.token}</p>` },
      agent_email: fixture.agents.agent.email,
    });

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'A teammate replied while you were writing' });
    await expect(dialog.getByRole('list', { name: 'What arrived' })).toContainText(`Alex answered first ${mailed.token}`);
    await dialog.getByRole('button', { name: 'Send anyway' }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(async () => {
        const timeline = await api.get<Timeline>(`/conversations/${conversation.id}/messages`);
        return timeline.entries.filter((e) => e.type === 'message' && e.message.agent?.email === fixture.agents.admin.email).length;
      })
      .toBe(1);
  });

  test('an agent writing a reply shows as replying to the other, and as viewing once the editor is empty', async ({
    signedInPage: admin,
    browser,
    api,
    sendMail,
    fixture,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('replying'), count: 1 });
    const conversation = mailed.conversations[0]!;
    const alex = fixture.agents.agent.name;
    await trackChangeStream(admin);
    await admin.goto(`/inbox/${conversation.id}`);
    await waitForChangeStream(admin);
    const agent = await openSecondAgent(browser, fixture, 'agent');
    await agent.page.goto(`/inbox/${conversation.id}`);
    await expect(presenceLine(admin, `${alex} is viewing`)).toBeVisible();

    await replyEditor(agent.page).click();
    await agent.page.keyboard.type('Let me check');
    await expect(presenceLine(admin, `${alex} is replying`)).toBeVisible();
    await agent.page.keyboard.press('ControlOrMeta+a');
    await agent.page.keyboard.press('Backspace');
    await expect(presenceLine(admin, `${alex} is viewing`)).toBeVisible();
    await agent.context.close();
  });
});
