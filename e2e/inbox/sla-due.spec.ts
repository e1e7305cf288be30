import type { Conversation } from '#contract/conversations';
import type { SlaPolicy } from '#contract/sla';
import { expect, test } from '../fixtures';
import { expectConversations, mailConversations, openInbox, rowLinks, uniqueToken } from '../support/inbox';

// An SLA policy gives a conversation its due time; the row and the conversation's header count it down, turn amber
// within the hour and red once it has passed, without a reload. The browser's clock is moved forward (the
// server's times stay real), and the Due soon view lists what is due within the hour.

test.describe('SLA due times in the inbox', () => {
  test('a due badge counts down, turns overdue on time, and the Due soon view lists the conversation', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }) => {
    const token = uniqueToken('sla');
    const tag = `sla-${token}`.toLowerCase();
    // Only this test's conversation has the policy: the other tests' rows keep no due time.
    const policy = await api.post<SlaPolicy>('/sla-policies', { name: `Two minutes ${token}`, first_response_minutes: 2, conditions: { tags: [tag] } });
    try {
      const mailed = await mailConversations({ api, sendMail, fixture }, { token, count: 1 });
      const id = mailed.conversations[0]!.id;
      await api.post('/conversations/bulk', { ids: [id], tag });
      const [withSla] = await expectConversations(api, [id], (c: Conversation) => c.sla?.first_response_due_at != null, 'a due time from the policy');
      const due = Date.parse(withSla!.sla!.first_response_due_at!);

      await page.clock.install({ time: new Date(due - 90_000) });
      await openInbox(page, `tag:${tag}`);
      const row = rowLinks(page).filter({ hasText: mailed.conversations[0]!.subject });
      const badge = row.locator('[data-tone]');
      await expect(badge).toHaveText(/First response\s*due in 1 min/);
      await expect(badge).toHaveAttribute('data-tone', 'soon');

      await row.click();
      await expect(page.locator('header [data-tone]')).toHaveText('First response due in 1 min');

      // Two minutes later, with no reload: overdue, in words and in red.
      await page.clock.fastForward('02:00');
      await expect(badge).toHaveText(/First response\s*overdue <1 min/);
      await expect(badge).toHaveAttribute('data-tone', 'overdue');
      await expect(page.locator('header [data-tone]')).toHaveText(/First response overdue/);

      // The Due soon view, with its count, holds it (overdue counts as due soon); the order is by due time.
      const view = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Due soon/ });
      await expect(view).toHaveAccessibleName(/Due soon, \d+ conversations/);
      await view.click();
      await expect(page).toHaveURL(/q=sla%3Adue_soon/);
      await expect(page).toHaveURL(/order=due/);
      await expect(rowLinks(page).filter({ hasText: mailed.conversations[0]!.subject })).toBeVisible();
    } finally {
      await api.delete(`/sla-policies/${policy.id}`);
    }
  });
});
