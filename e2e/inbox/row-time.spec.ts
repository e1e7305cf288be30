import type { Page } from '@playwright/test';
import type { Conversation } from '#contract/conversations';
import { expect, test } from '../fixtures';
import { bulkToolbar, expectConversations, mailConversations, openInbox, renderedRowIds, rowLinks, uniqueToken } from '../support/inbox';

// The time a row shows is news from the customer or an agent (the start of the customer's wait, else the last
// message), never the last change: tagging a batch leaves every row's time as it was, and a new mail from a
// customer brings its row to the top with the new time.

/** The `datetime` of each row's time, by conversation id. */
async function rowTimes(page: Page, conversations: Conversation[]): Promise<Record<number, string | null>> {
  const times: Record<number, string | null> = {};
  for (const c of conversations) {
    times[c.id] = await rowLinks(page).filter({ hasText: c.subject }).getByRole('time').getAttribute('datetime');
  }
  return times;
}

/** What the row shows for a conversation, from the API's fields. */
const expectedTime = (c: Conversation) => (c.status === 'opened' && c.waiting_since ? c.waiting_since : (c.last_message_at ?? c.created));

test.describe('the time of a list row', () => {
  test('tagging several conversations in bulk leaves the time of their rows as it was', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('rowtag'), count: 3 });
    await openInbox(page, mailed.token);
    await expect(rowLinks(page)).toHaveCount(3);
    const before = await rowTimes(page, mailed.conversations);
    expect(before).toEqual(Object.fromEntries(mailed.conversations.map((c) => [c.id, expectedTime(c)])));

    await page.getByRole('checkbox', { name: 'Select all loaded conversations' }).click();
    await bulkToolbar(page).getByRole('button', { name: 'Add tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tag' });
    await dialog.getByLabel('Tag to add').fill('batch');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    const tagged = await expectConversations(api, mailed.conversations.map((c) => c.id), (c) => c.tags.includes('batch'), 'all three tagged');
    // The change is recorded (their last activity moved) ...
    for (const [i, c] of tagged.entries()) expect(Date.parse(c.updated)).toBeGreaterThan(Date.parse(mailed.conversations[i]!.updated));
    // ... and the rows, refetched with their tag, keep their time and their order.
    for (const c of mailed.conversations) await expect(rowLinks(page).filter({ hasText: c.subject })).toContainText('batch');
    await page.waitForLoadState('networkidle');
    expect(await rowTimes(page, mailed.conversations)).toEqual(before);
    await page.reload();
    await expect(rowLinks(page)).toHaveCount(3);
    expect(await rowTimes(page, mailed.conversations)).toEqual(before);
  });

  test("a customer's new mail moves their row to the top, with the time of that mail", async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('rowmail'), count: 3 });
    const ids = mailed.conversations.map((c) => c.id);
    // Every customer answered: nobody waits, and the rows go by their last message, the latest on top.
    for (const id of ids) {
      await api.post(`/conversations/${id}/messages`, {
        content: { content: '<p>Thanks, it is on its way.</p>' },
        delay: 0,
        agent_id: fixture.agents.admin.id,
      });
    }
    const answered = await expectConversations(api, ids, (c) => c.waiting_since === null && c.message_count === 2, 'replies sent');
    await openInbox(page, mailed.token);
    await expect(rowLinks(page)).toHaveCount(3);
    const order = [...answered].sort((a, b) => Date.parse(b.last_message_at!) - Date.parse(a.last_message_at!)).map((c) => c.id);
    expect(await renderedRowIds(page)).toEqual(order);
    const last = answered.find((c) => c.id === order[2])!;
    const index = ids.indexOf(last.id);
    const before = (await rowTimes(page, [last]))[last.id]!;
    expect(before).toBe(last.last_message_at);

    // The customer at the bottom writes again, in the same thread.
    await sendMail({
      from: `Customer ${index + 1} <${mailed.senders[index]}>`,
      to: fixture.channels.support.email,
      subject: `Re: ${last.subject}`,
      text: 'One more question.',
      headers: { 'In-Reply-To': mailed.mails[index]!.messageId, References: mailed.mails[index]!.messageId },
    });
    const [waiting] = await expectConversations(api, [last.id], (c) => c.waiting_since !== null && c.message_count === 3, 'the mail filed');

    await page.reload();
    await expect.poll(async () => (await renderedRowIds(page))[0]).toBe(last.id);
    const after = (await rowTimes(page, [last]))[last.id]!;
    expect(after).toBe(waiting!.waiting_since);
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
  });
});
