import { expect, test } from '../fixtures';
import { bulkToolbar, expectListMatchesApi, mailConversations, openInbox, rowCheckbox, rowLinks, uniqueToken, urlQuery } from '../support/inbox';
import { countsOfPage, expectViewsMatchApi, shownCount, viewLink } from '../support/views';

// The sidebar's views (Mine, Unassigned, All open, Snoozed, Closed, Spam): their counts are the API's, each
// is a search in the URL, the browser tab names the current one with its count, and the counts follow the
// agent's changes at once.

test.describe('inbox views', () => {
  test.use({ signInRole: 'agent' });

  test('show the API counts; Mine and Unassigned are assigned:me and assigned:none, with the count in the tab title', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    // Something of Alex's own, and something of nobody's.
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('views'), count: 3 });
    const alex = fixture.agents.agent;
    await api.post('/conversations/bulk', { ids: mailed.conversations.slice(0, 2).map((c) => c.id), agent_id: alex.id });

    await openInbox(page);
    await expect(viewLink(page, 'All open')).toHaveAttribute('aria-current', 'page');
    let counts = await expectViewsMatchApi(page);
    expect(counts.mine).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveTitle(`(${shownCount(counts.opened, counts.cap)}) All open · Support Inbox`);

    await viewLink(page, 'Mine').click();
    await expect.poll(() => urlQuery(page)).toBe('assigned:me');
    await expect(viewLink(page, 'Mine')).toHaveAttribute('aria-current', 'page');
    await expect(viewLink(page, 'All open')).not.toHaveAttribute('aria-current', 'page');
    // Only Alex's: the rows the API gives for Alex's address, in the same order.
    const mine = await expectListMatchesApi(page, api, `assigned:${alex.email}`);
    expect(mine.every((c) => c.assignee?.id === alex.id)).toBe(true);
    counts = await expectViewsMatchApi(page);
    await expect(page).toHaveTitle(`(${shownCount(counts.mine ?? 0, counts.cap)}) Mine · Support Inbox`);

    await viewLink(page, 'Unassigned').click();
    await expect.poll(() => urlQuery(page)).toBe('assigned:none');
    await expect(viewLink(page, 'Unassigned')).toHaveAttribute('aria-current', 'page');
    const unassigned = await expectListMatchesApi(page, api, 'assigned:none');
    expect(unassigned.every((c) => c.assignee === null)).toBe(true);
    counts = await expectViewsMatchApi(page);
    await expect(page).toHaveTitle(`(${shownCount(counts.unassigned, counts.cap)}) Unassigned · Support Inbox`);

    await viewLink(page, 'All open').click();
    await expect.poll(() => urlQuery(page)).toBeNull();
    await expect(viewLink(page, 'All open')).toHaveAttribute('aria-current', 'page');
    // A search that is no view: the title is the product's alone.
    await openInbox(page, mailed.token);
    await expect(page).toHaveTitle('Support Inbox');
    expect(consoleErrors).toEqual([]);
  });

  test('closing a conversation from the list takes one off All open at once, without a reload', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('viewclose'), count: 1 });
    const conversation = mailed.conversations[0]!;
    await openInbox(page, mailed.token);
    const before = await expectViewsMatchApi(page);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    await rowCheckbox(page, conversation.subject).click();
    await bulkToolbar(page).getByRole('button', { name: 'Close', exact: true }).click();

    await expect(rowLinks(page)).toHaveCount(0);
    // Well within the counts' 30 s refresh: the change itself refreshed them.
    await expect(viewLink(page, 'All open')).toHaveAccessibleName(`All open, ${shownCount(before.opened - 1, before.cap)} conversations`, {
      timeout: 5000,
    });
    await expect(viewLink(page, 'Closed')).toHaveAccessibleName(`Closed, ${shownCount(before.closed + 1, before.cap)} conversations`);
    expect((await countsOfPage(page)).opened).toBe(before.opened - 1);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('below xl the sidebar is a rail of icons: each count under its icon, the name in a tooltip, the current view marked', async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openInbox(page, 'assigned:none');
    const counts = await expectViewsMatchApi(page);

    const unassigned = viewLink(page, 'Unassigned');
    await expect(unassigned).toHaveAttribute('aria-current', 'page');
    // The names are left to the tooltips (and the links' names); the counts are written out.
    await expect(unassigned.getByText(shownCount(counts.unassigned, counts.cap), { exact: true })).toBeVisible();
    await expect(viewLink(page, 'Closed').getByText(shownCount(counts.closed, counts.cap), { exact: true })).toBeVisible();

    // From the keyboard ...
    await viewLink(page, 'Spam').focus();
    await expect(page.getByRole('tooltip')).toHaveText(`Spam · ${shownCount(counts.spam, counts.cap)}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // ... and on hover.
    await viewLink(page, 'Closed').hover();
    await expect(page.getByRole('tooltip')).toHaveText(`Closed · ${shownCount(counts.closed, counts.cap)}`);
    // Every other view is not the current one.
    for (const name of ['Mine', 'All open', 'Snoozed', 'Closed', 'Spam'] as const) {
      await expect(viewLink(page, name)).not.toHaveAttribute('aria-current', 'page');
    }
  });
});
