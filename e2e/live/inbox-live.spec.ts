import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { bulkToolbar, conversationList, expectConversations, mailConversations, openInbox, rowCheckbox, rowLinks, uniqueToken } from '../support/inbox';
import { openSecondAgent, toasts, trackChangeStream, waitForChangeStream } from '../support/live';
import { countsOfPage, viewLink } from '../support/views';

// Two agents, each in a browser context of their own, with the inbox open: what one does, or a customer's
// mail, shows on the other's screen without a reload (the change stream, GET /api/events).

test.describe('the inbox, live', () => {
  test('a customer mail appears in both agents\' inboxes, and the counts follow, without a reload', async ({
    signedInPage: admin,
    browser,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('livemail');
    const mailed = await mailConversations({ api, sendMail, fixture }, { token, count: 1 });
    const agent = await openSecondAgent(browser, fixture, 'agent');
    await trackChangeStream(admin);
    for (const page of [admin, agent.page]) {
      await openInbox(page, token);
      await expect(rowLinks(page)).toHaveCount(1);
      await waitForChangeStream(page);
    }
    const before = await countsOfPage(admin);

    const subject = `A second question ${token}`;
    await sendMail({ from: `Live Customer <${token}-new@customer.example>`, to: fixture.channels.support.email, subject, text: 'Hello?' });

    for (const page of [admin, agent.page]) {
      await expect(conversationList(page).getByRole('link', { name: subject })).toBeVisible();
      await expect(rowLinks(page)).toHaveCount(2);
    }
    // The sidebar's count moves at once (well before its 30 s refresh).
    await expect(viewLink(admin, 'All open')).toHaveAccessibleName(`All open, ${before.opened + 1} conversations`, { timeout: 10_000 });
    expect(mailed.conversations).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await agent.context.close();
  });

  test('a conversation one agent closes leaves the other\'s view, the open one shows it, and Undo brings it back', async ({
    signedInPage: admin,
    browser,
    api,
    sendMail,
    fixture,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('liveclose'), count: 2 });
    const [first, second] = mailed.conversations as [(typeof mailed.conversations)[0], (typeof mailed.conversations)[0]];
    const agent = await openSecondAgent(browser, fixture, 'agent');
    await trackChangeStream(admin);

    // The agent has the list and the second conversation open; the admin the list.
    await agent.page.goto(`/inbox/${second.id}?q=${encodeURIComponent(mailed.token)}`);
    await expect(agent.page.getByRole('heading', { level: 1, name: second.subject })).toBeVisible();
    await expect(rowLinks(agent.page)).toHaveCount(2);
    await openInbox(admin, mailed.token);
    await expect(rowLinks(admin)).toHaveCount(2);
    await waitForChangeStream(agent.page);
    await waitForChangeStream(admin);

    // The admin closes the first one: it leaves the agent's view.
    await rowCheckbox(admin, first.subject).click();
    await bulkToolbar(admin).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(conversationList(agent.page).getByRole('link', { name: first.subject })).toHaveCount(0);
    await expect(rowLinks(agent.page)).toHaveCount(1);

    // ...then the second, the one the agent has open: the header says so, the row goes.
    await rowCheckbox(admin, second.subject).click();
    await bulkToolbar(admin).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(agent.page.getByRole('button', { name: 'Status: Closed' })).toBeVisible();
    await expect(rowLinks(agent.page)).toHaveCount(0);

    // Undo in the admin's toast puts it back, for both.
    const toast = toasts(admin).filter({ hasText: 'Closed 1 conversation' }).last();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts(admin).filter({ hasText: 'Undone' })).toBeVisible();
    await expect(agent.page.getByRole('button', { name: 'Status: Open' })).toBeVisible();
    await expect(conversationList(agent.page).getByRole('link', { name: second.subject })).toBeVisible();
    await expect(conversationList(admin).getByRole('link', { name: second.subject })).toBeVisible();
    await expectConversations(api, [second.id], (c) => c.status === 'opened', 'the second is open again');
    await expectConversations(api, [first.id], (c) => c.status === 'closed', 'the first stays closed');
    await agent.context.close();
  });

  test('a new conversation waits behind "1 new conversation" while the agent is at the list', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }, testInfo) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('livepill'), count: 3 });
    await trackChangeStream(page);
    // Newest first: a new conversation goes on top, above the rows the agent looks at.
    await page.goto(`/inbox?q=${encodeURIComponent(mailed.token)}&order=newest`);
    await expect(rowLinks(page)).toHaveCount(3);
    await waitForChangeStream(page);
    await rowLinks(page).nth(1).hover();

    const subject = `Arrived meanwhile ${mailed.token}`;
    await sendMail({ from: `Late Customer <${mailed.token}-late@customer.example>`, to: fixture.channels.support.email, subject, text: 'Hi' });

    const pill = page.getByRole('button', { name: '1 new conversation' });
    await expect(pill).toBeVisible();
    await expect(rowLinks(page)).toHaveCount(3);
    await expect(conversationList(page).getByRole('link', { name: subject })).toHaveCount(0);
    expect(await seriousViolations(page, testInfo)).toEqual([]);

    // From the keyboard: the pill shows it, on top, and the focus goes to it.
    await pill.focus();
    await page.keyboard.press('Enter');
    await expect(pill).toHaveCount(0);
    const arrived = conversationList(page).getByRole('link', { name: subject });
    await expect(rowLinks(page).first()).toHaveAccessibleName(new RegExp(subject));
    await expect(arrived).toBeFocused();
  });
});
