import type { Conversation } from '#contract/conversations';
import { expect, saveScreenshot, test } from '../fixtures';
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

  test('an unsent reply shows its writer as replying on the conversation and its row while they work elsewhere, until it is sent or discarded', async ({
    signedInPage: admin,
    browser,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('drafting'), count: 2 });
    const [first, second] = mailed.conversations as [Conversation, Conversation];
    const alex = fixture.agents.agent.name;
    await trackChangeStream(admin);
    await admin.goto(`/inbox/${first.id}?q=${encodeURIComponent(mailed.token)}`);
    await expect(admin.getByRole('heading', { level: 1, name: first.subject })).toBeVisible();
    await waitForChangeStream(admin);
    const firstRow = conversationList(admin).getByRole('link', { name: first.subject });
    const secondRow = conversationList(admin).getByRole('link', { name: second.subject });

    const agent = await openSecondAgent(browser, fixture, 'agent');
    await agent.page.goto(`/inbox/${first.id}?q=${encodeURIComponent(mailed.token)}`);
    await expect(agent.page.getByRole('heading', { level: 1, name: first.subject })).toBeVisible();
    await expect(presenceLine(admin, `${alex} is viewing`)).toBeVisible();
    await agent.page.getByRole('textbox', { name: 'Reply' }).click();
    await agent.page.keyboard.type('Refund on its way');
    await expect(presenceLine(admin, `${alex} is replying`)).toBeVisible();
    await expect(firstRow).toContainText(`${alex} is replying`);

    // Alex moves on to the other conversation (in the app): the reply waits there, unsent, and says so.
    await conversationList(agent.page).getByRole('link', { name: second.subject }).click();
    await expect(agent.page.getByRole('heading', { level: 1, name: second.subject })).toBeVisible();
    await expect(secondRow).toContainText(`${alex} is viewing`);
    // Past the moment a conversation given up is announced as left (a quarter of a second): still replying.
    await admin.waitForTimeout(1_500);
    await expect(presenceLine(admin, `${alex} is replying`)).toBeVisible();
    await expect(firstRow).toContainText(`${alex} is replying`);
    await saveScreenshot(admin, testInfo, 'presence-replying-elsewhere');
    expect(await seriousViolations(admin, testInfo)).toEqual([]);

    // A reply started on the second one and thrown away: gone at once.
    await agent.page.getByRole('textbox', { name: 'Reply' }).click();
    await agent.page.keyboard.type('Never mind');
    await expect(secondRow).toContainText(`${alex} is replying`);
    await agent.page.getByRole('button', { name: 'Discard reply' }).click();
    await agent.page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await expect(agent.page.getByRole('textbox', { name: 'Reply' })).toHaveText('');
    await expect(secondRow).toContainText(`${alex} is viewing`);
    await expect(secondRow).not.toContainText('is replying');
    await expect(firstRow).toContainText(`${alex} is replying`);

    // Back to the first and sent: the reply is out, Alex is only viewing it.
    await conversationList(agent.page).getByRole('link', { name: first.subject }).click();
    await expect(agent.page.getByRole('textbox', { name: 'Reply' })).toHaveText('Refund on its way');
    await agent.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(agent.page.getByRole('textbox', { name: 'Reply' })).toHaveText('');
    await expect(presenceLine(admin, `${alex} is viewing`)).toBeVisible();
    await expect(presenceLine(admin, 'is replying')).toHaveCount(0);
    await expect(firstRow).toContainText(`${alex} is viewing`);
    await expect(secondRow).not.toContainText(alex);
    await agent.context.close();
    expect(consoleErrors).toEqual([]);
  });

  test('a reply draft kept from earlier shows its writer as replying as soon as their dashboard opens, wherever they are', async ({
    signedInPage: admin,
    browser,
    api,
    sendMail,
    fixture,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('keptdraft'), count: 1 });
    const conversation = mailed.conversations[0]!;
    const alex = fixture.agents.agent.name;
    await trackChangeStream(admin);
    await admin.goto(`/inbox?q=${encodeURIComponent(mailed.token)}`);
    await waitForChangeStream(admin);
    const row = conversationList(admin).getByRole('link', { name: conversation.subject });

    const agent = await openSecondAgent(browser, fixture, 'agent');
    await agent.page.goto(`/inbox/${conversation.id}`);
    await agent.page.getByRole('textbox', { name: 'Reply' }).click();
    await agent.page.keyboard.type('Half an answer');
    await expect(row).toContainText(`${alex} is replying`);
    // The tab is closed: gone at once. Opened again on the settings: the kept draft speaks for Alex again.
    await agent.page.close();
    await expect(row).not.toContainText(alex, { timeout: 5_000 });
    const again = await agent.context.newPage();
    await again.goto('/settings');
    await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(row).toContainText(`${alex} is replying`);
    await agent.context.close();
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

  test('an agent signing out leaves the conversation for the others at once, with nothing refused or logged on the way', async ({
    signedInPage: admin,
    browser,
    api,
    sendMail,
    fixture,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('sign-out-presence'), count: 1 });
    const conversation = mailed.conversations[0]!;
    const alex = fixture.agents.agent.name;
    await admin.goto(`/inbox/${conversation.id}`);
    await expect(admin.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();

    const agent = await openSecondAgent(browser, fixture, 'agent');
    const refused: string[] = [];
    const logged: string[] = [];
    agent.page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.request().method()} ${new URL(r.url()).pathname} -> ${r.status()}`);
    });
    agent.page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    await agent.page.goto(`/inbox/${conversation.id}`);
    await expect(agent.page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await expect(presenceLine(admin, `${alex} is viewing`)).toBeVisible();

    await agent.page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(agent.page).toHaveURL(/\/sign-in(\?|$)/);
    // Gone from the conversation now, not when the heartbeat would have run out (20 s).
    await expect(presenceLine(admin, `${alex} is viewing`)).toHaveCount(0, { timeout: 5_000 });
    expect(refused).toEqual([]);
    expect(logged).toEqual([]);
    await agent.context.close();
  });
});
