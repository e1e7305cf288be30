import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { mailFromCustomer } from '../support/customer';
import { conversationList, expectListMatchesApi, mailConversations, openInbox, rowLinks, uniqueToken, urlQuery } from '../support/inbox';

// Finding things from the search box: a customer by address or by name, a conversation by its number, and
// a shared link with assigned:me, which means whoever opens it.

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search conversations' });

test.describe('inbox search', () => {
  test("a customer's email address finds their conversations, and only theirs", async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('byaddr');
    // The subjects do not hold the address: only the customer does.
    const customer = await mailFromCustomer(
      { api, sendMail, fixture },
      { name: 'Rosalind Fairweather', email: `${token}@customer.example`, subjects: [`Lost parcel ${uniqueToken('s')}`, `Invoice copy ${uniqueToken('s')}`] },
    );
    await openInbox(page);

    await searchBox(page).fill(customer.email);
    await searchBox(page).press('Enter');

    await expect.poll(() => urlQuery(page)).toBe(customer.email);
    await expect(rowLinks(page)).toHaveCount(2);
    for (const c of customer.conversations) await expect(rowLinks(page).filter({ hasText: c.subject })).toHaveCount(1);
    await expectListMatchesApi(page, api, customer.email);
    expect(consoleErrors).toEqual([]);
  });

  test("a customer's name finds their conversations", async ({ signedInPage: page, api, sendMail, fixture }) => {
    // A surname no other test uses, and an address that does not hold it.
    const surname = uniqueToken('Quist');
    const customer = await mailFromCustomer(
      { api, sendMail, fixture },
      {
        name: `Ottoline ${surname}`,
        email: `${uniqueToken('ot')}@customer.example`,
        subjects: [`Wrong size ${uniqueToken('s')}`, `Exchange ${uniqueToken('s')}`],
      },
    );
    await openInbox(page);

    await searchBox(page).fill(customer.name);
    await searchBox(page).press('Enter');

    await expect.poll(() => urlQuery(page)).toBe(customer.name);
    await expect(rowLinks(page)).toHaveCount(2);
    for (const c of customer.conversations) {
      await expect(rowLinks(page).filter({ hasText: c.subject })).toContainText(customer.name);
    }
  });

  test('#<id> and Enter opens that conversation, also a closed one the view does not show', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('hashid'), count: 1 });
    const conversation = mailed.conversations[0]!;
    await api.post('/conversations/bulk', { ids: [conversation.id], status: 'CLOSED' });
    await openInbox(page);

    await searchBox(page).fill(`#${conversation.id}`);
    await searchBox(page).press('Enter');

    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a shared link with assigned:me shows each agent their own conversations', async ({
    signedInPage: page,
    browser,
    api,
    sendMail,
    fixture,
  }) => {
    const token = uniqueToken('sharedme');
    const mailed = await mailConversations(
      { api, sendMail, fixture },
      { token, count: 2, subject: (i) => `${i === 0 ? 'For Adam' : 'For Alex'} ${token}` },
    );
    const [forAdam, forAlex] = mailed.conversations;
    await api.post('/conversations/bulk', { ids: [forAdam!.id], agent_id: fixture.agents.admin.id });
    await api.post('/conversations/bulk', { ids: [forAlex!.id], agent_id: fixture.agents.agent.id });
    const link = `/inbox?q=${encodeURIComponent(`assigned:me ${mailed.token}`)}`;

    // Adam (the fixture's page) and Alex (a browser of their own) open the same address.
    const alexContext = await browser.newContext({ baseURL: fixture.baseURL });
    try {
      const alexPage = await alexContext.newPage();
      await signIn(alexPage, fixture.agents.agent);
      for (const [who, agentPage, own] of [
        ['Adam', page, forAdam!],
        ['Alex', alexPage, forAlex!],
      ] as const) {
        await agentPage.goto(link);
        await expect(conversationList(agentPage).getByRole('link'), `${who} sees one conversation`).toHaveCount(1);
        await expect(rowLinks(agentPage).first(), `${who} sees their own`).toContainText(own.subject);
        expect(urlQuery(agentPage)).toBe(`assigned:me ${mailed.token}`);
      }
    } finally {
      await alexContext.close();
    }
  });
});
