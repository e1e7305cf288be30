import { expect, saveScreenshot, test } from '../fixtures';
import { mailFromCustomer } from '../support/customer';
import { bulkToolbar, conversationList, mailConversations, openInbox, rowLinks, uniqueToken } from '../support/inbox';

// Pictures of the main pages, kept as artifacts (HTML report and test-results/screenshots/): not compared
// with a baseline, only there to look at. Add a page here when it exists.
test.describe('screenshots', () => {
  test('sign-in page', async ({ page }, testInfo) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'sign-in');
  });

  test('inbox', async ({ signedInPage: page }, testInfo) => {
    await openInbox(page);
    await expect(rowLinks(page).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'inbox');
  });

  test('inbox with the bulk toolbar', async ({ signedInPage: page }, testInfo) => {
    await openInbox(page);
    const boxes = conversationList(page).getByRole('checkbox');
    await boxes.nth(0).click();
    await boxes.nth(2).click({ modifiers: ['Shift'] });
    await expect(bulkToolbar(page)).toContainText('3 selected');
    await saveScreenshot(page, testInfo, 'inbox-bulk-toolbar');
  });

  test('conversation', async ({ signedInPage: page, api, sendMail, fixture }, testInfo) => {
    const token = uniqueToken('shot');
    const mailed = await mailConversations(
      { api, sendMail, fixture },
      {
        token,
        count: 1,
        subject: () => 'Damaged item in my last order',
        html: () =>
          `<p>Hello,</p><p>The lamp in order <b>#${token.slice(-6)}</b> arrived with a cracked shade. ` +
          'Could you send a replacement, or refund it?</p><p>Thanks,<br>Customer 1</p>',
      },
    );
    const conversation = mailed.conversations[0]!;
    await api.post('/conversations/bulk', { ids: [conversation.id], tag: 'shipping', agent_id: fixture.agents.admin.id });
    await api.post(`/conversations/${conversation.id}/notes`, {
      body: 'Checked with the warehouse: a replacement is in stock.',
      agent_id: fixture.agents.admin.id,
    });
    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await expect(
      page
        .getByTitle(/^Message from /)
        .contentFrame()
        .getByText('cracked shade'),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: /^Internal note/ })).toBeVisible();
    await saveScreenshot(page, testInfo, 'conversation');
  });

  for (const width of [1920, 1440, 1280, 1024]) {
    test(`views sidebar and customer panel at ${width} px`, async ({ signedInPage: page, api, sendMail, fixture }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const token = uniqueToken('shotpanel');
      const customer = await mailFromCustomer(
        { api, sendMail, fixture },
        {
          name: 'Margaret Okonkwo-Lindqvist',
          email: `margaret.${token}@customer.example`,
          subjects: ['Order arrived damaged', 'Refund for the damaged lamp', 'Can I change my delivery address?'],
        },
      );
      const [current, closed] = customer.conversations;
      await api.post('/conversations/bulk', { ids: [closed!.id], status: 'CLOSED' });
      await page.goto(`/inbox/${current!.id}?q=assigned:none`);
      await expect(page.getByRole('heading', { level: 1, name: current!.subject })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('list', { name: 'Views' }).getByRole('link', { name: /^Unassigned, / })).toBeVisible();
      if (width >= 1440) {
        await expect(page.getByRole('complementary', { name: 'Customer' }).getByRole('link', { name: /Refund/ })).toBeVisible();
      } else {
        await saveScreenshot(page, testInfo, `views-rail-${width}`);
        await page.getByRole('button', { name: 'Customer details' }).click();
        await expect(page.getByRole('dialog', { name: 'Customer details' }).getByRole('link', { name: /Refund/ })).toBeVisible();
      }
      await saveScreenshot(page, testInfo, `views-and-customer-${width}`);
    });
  }

  test('compose drawer', async ({ signedInPage: page }, testInfo) => {
    await openInbox(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel('To', { exact: true }).fill('Jane Doe <jane@example.com>');
    await dialog.getByLabel('Subject', { exact: true }).fill('Your replacement lamp');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello Jane, a new lamp is on its way.');
    await saveScreenshot(page, testInfo, 'compose-drawer');
  });
});
