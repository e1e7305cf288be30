import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { conversationList, mailConversations, openInbox, rowLinks, uniqueToken } from '../support/inbox';
import { trackChangeStream, waitForChangeStream } from '../support/live';

// A lost change stream: the header says the dashboard is reconnecting; once back, the stream resumes after the
// last event it had, so what changed meanwhile shows without a reload.

test.describe('the change stream, reconnecting', () => {
  test('says "Reconnecting…" while the stream is down, then catches up on what changed meanwhile', async ({
    signedInPage: page,
    context,
    api,
    sendMail,
    fixture,
  }, testInfo) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('reconnect'), count: 2 });
    const [first, second] = mailed.conversations;
    await trackChangeStream(page);
    await openInbox(page, mailed.token);
    await expect(rowLinks(page)).toHaveCount(2);
    await waitForChangeStream(page);
    const reconnecting = page.getByRole('banner').getByRole('status').filter({ hasText: 'Reconnecting…' });
    await expect(reconnecting).toHaveCount(0);

    // The network goes, and the stream stays refused once it is back.
    await page.route('**/api/events*', (route) => route.abort('connectionrefused'));
    await context.setOffline(true);
    await expect(reconnecting).toBeVisible();
    expect(await seriousViolations(page, testInfo)).toEqual([]);
    await context.setOffline(false);

    // Meanwhile a teammate (an integration here) closes one of the two.
    await api.post('/conversations/bulk', { ids: [first!.id], status: 'CLOSED' });
    await expect(reconnecting).toBeVisible();
    await expect(rowLinks(page)).toHaveCount(2);

    // The stream is let through again: it resumes after its last event and the closed one leaves the view.
    await page.unroute('**/api/events*');
    await waitForChangeStream(page, 2);
    await expect(reconnecting).toHaveCount(0);
    await expect(conversationList(page).getByRole('link', { name: first!.subject })).toHaveCount(0);
    await expect(conversationList(page).getByRole('link', { name: second!.subject })).toBeVisible();
  });
});
