import { expect, test } from '../fixtures';
import { trackChangeStream, waitForChangeStream } from '../support/live';
import { mailThread } from '../support/thread';

// The open conversation follows the stream: what the customer writes shows in the thread without a reload,
// and while the agent reads further up, a button says so rather than moving the thread under them.

const long = (i: number) => `<p>Message ${i + 1}.</p>${'<p>A long paragraph of the customer, to give the thread some height.</p>'.repeat(12)}`;

test.describe('the open conversation, live', () => {
  test('a new customer mail shows in the open thread; read further up, "1 new" leads to it', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = `livethread${Date.now().toString(36)}`;
    const thread = await mailThread({ api, sendMail, fixture }, { token, count: 3, html: long });
    await trackChangeStream(page);
    await page.goto(`/inbox/${thread.conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: thread.conversation.subject })).toBeVisible();
    const history = page.getByRole('region', { name: 'Thread', exact: true }).getByRole('list', { name: 'Conversation history' });
    await expect(history.getByRole('article')).toHaveCount(3);
    await waitForChangeStream(page);

    // Read from the top.
    await page.getByRole('region', { name: 'Thread', exact: true }).evaluate((element) => element.scrollTo({ top: 0 }));
    const first = thread.mails[0]!;
    await sendMail({
      from: `Thread Customer <${thread.customer}>`,
      to: fixture.channels.support.email,
      subject: `Re: Several questions ${token}`,
      text: `One more thing (${token}).`,
      headers: { 'In-Reply-To': first.messageId, References: first.messageId },
    });

    await expect(history.getByRole('article')).toHaveCount(4);
    const jump = page.getByRole('button', { name: /^1 new in this conversation/ });
    await expect(jump).toBeVisible();
    await jump.click();
    await expect(history.getByRole('article').last()).toBeInViewport();
    await expect(jump).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
