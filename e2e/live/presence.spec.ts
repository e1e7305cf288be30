import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { conversationList, mailConversations, uniqueToken } from '../support/inbox';
import { openSecondAgent, presenceLine, trackChangeStream, waitForChangeStream } from '../support/live';

// Presence: agents see who else has a conversation open, on the conversation and on its row, through the
// change stream; it clears within seconds once they leave it or close the tab.

test.describe('presence', () => {
  test('an agent opening a conversation shows as viewing it to the other, on the conversation and its row, and clears on leaving', async ({
    signedInPage: admin,
    browser,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('presence'), count: 1 });
    const conversation = mailed.conversations[0]!;
    const alex = fixture.agents.agent.name;
    await trackChangeStream(admin);
    await admin.goto(`/inbox/${conversation.id}?q=${encodeURIComponent(mailed.token)}`);
    await expect(admin.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await waitForChangeStream(admin);
    // Nobody else yet (the admin does not see themselves).
    await expect(presenceLine(admin, /is (viewing|replying)/)).toHaveCount(0);

    const agent = await openSecondAgent(browser, fixture, 'agent');
    await agent.page.goto(`/inbox/${conversation.id}`);
    await expect(agent.page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();

    await expect(presenceLine(admin, `${alex} is viewing`)).toBeVisible();
    const row = conversationList(admin).getByRole('link', { name: conversation.subject });
    await expect(row).toContainText(`${alex} is viewing`);
    // And the agent sees the admin.
    await expect(presenceLine(agent.page, `${fixture.agents.admin.name} is viewing`)).toBeVisible();
    expect(await seriousViolations(admin, testInfo)).toEqual([]);

    // Leaving the conversation (back to the inbox, in the app) takes them off within seconds.
    await agent.page.getByRole('banner').getByRole('link', { name: 'Support Inbox' }).click();
    await expect(agent.page).toHaveURL(/\/inbox$/);
    await expect(presenceLine(admin, `${alex} is viewing`)).toHaveCount(0, { timeout: 5_000 });
    await expect(row).not.toContainText('is viewing');

    // So does closing the tab.
    await agent.page.goto(`/inbox/${conversation.id}`);
    await expect(presenceLine(admin, `${alex} is viewing`)).toBeVisible();
    await agent.page.close();
    await expect(presenceLine(admin, `${alex} is viewing`)).toHaveCount(0, { timeout: 5_000 });
    await agent.context.close();
    expect(consoleErrors).toEqual([]);
  });

  test('an agent who arrives later sees who is already there', async ({ signedInPage: admin, browser, api, sendMail, fixture }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('presenceagain'), count: 1 });
    const conversation = mailed.conversations[0]!;
    const alex = fixture.agents.agent.name;
    const agent = await openSecondAgent(browser, fixture, 'agent');
    await agent.page.goto(`/inbox/${conversation.id}`);
    await expect(agent.page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();

    // The admin arrives later: the snapshot the stream sends on connecting already names the agent.
    await trackChangeStream(admin);
    await admin.goto(`/inbox/${conversation.id}`);
    await waitForChangeStream(admin);
    await expect(presenceLine(admin, `${alex} is viewing`)).toBeVisible();
    await agent.context.close();
  });
});
