import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { mailFromCustomer } from '../support/customer';
import { bulkToolbar, conversationList, mailConversations, openInbox, rowLinks, uniqueToken } from '../support/inbox';

// axe on the dashboard's main pages in the states agents spend their time in. Serious and critical
// violations fail; everything axe found is attached to the test.

test.describe('accessibility of the dashboard pages', () => {
  test('the inbox with a selection and the bulk toolbar has no serious or critical axe violation', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }, testInfo) => {
    // Rows in every look: selected and not, assigned and not, with more tags than a row shows ("+1").
    const mailed = await mailConversations({ api, sendMail, fixture }, { token: uniqueToken('axeinbox'), count: 3 });
    const ids = mailed.conversations.map((c) => c.id);
    for (const tag of ['billing', 'urgent', 'vip']) await api.post('/conversations/bulk', { ids, tag });
    await api.post('/conversations/bulk', { ids: ids.slice(0, 2), agent_id: fixture.agents.agent.id });
    await openInbox(page, mailed.token);
    await expect(rowLinks(page)).toHaveCount(3);
    await expect(rowLinks(page).first()).toContainText('+1');
    const boxes = conversationList(page).getByRole('checkbox');
    await boxes.nth(0).click();
    await boxes.nth(1).click({ modifiers: ['Shift'] });
    await expect(bulkToolbar(page)).toContainText('2 selected');

    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });

  test('the conversation view has no serious or critical axe violation', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }, testInfo) => {
    // Wide enough for the customer panel beside the thread (the drawer is checked at 1024 px below).
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = uniqueToken('axe');
    const mailed = await mailConversations(
      { api, sendMail, fixture },
      {
        token,
        count: 1,
        subject: () => `Accessible invoice ${token}`,
        html: () =>
          `<p>Hello,</p><p>Could you send me the <b>invoice</b> for order ${token}? <a href="https://shop.example/${token}">My order</a></p>`,
      },
    );
    const conversation = mailed.conversations[0]!;
    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await expect(
      page
        .getByTitle(/^Message from /)
        .contentFrame()
        .getByText(`order ${token}`),
    ).toBeVisible();
    await expect(rowLinks(page).first()).toBeVisible();
    // The customer panel beside the thread, loaded.
    await expect(page.getByRole('complementary', { name: 'Customer' }).getByRole('heading', { name: 'Customer 1' })).toBeVisible();

    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });

  test('the narrow layout (rail of views, customer drawer with a refused name) has no serious or critical axe violation', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
  }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const customer = await mailFromCustomer(
      { api, sendMail, fixture },
      { name: 'Axe Customer', email: `${uniqueToken('axedrawer')}@customer.example`, subjects: ['First question', 'Second question'] },
    );
    const conversation = customer.conversations[0]!;
    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Views' }).getByRole('link', { name: /^All open, / })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'axe-violations-narrow')).toEqual([]);

    await page.getByRole('button', { name: 'Customer details' }).click();
    const drawer = page.getByRole('dialog', { name: 'Customer details' });
    await drawer.getByRole('button', { name: 'Edit name' }).click();
    await drawer.getByRole('textbox', { name: 'Customer name' }).fill(' ');
    await drawer.getByRole('textbox', { name: 'Customer name' }).press('Enter');
    await expect(drawer.getByRole('alert')).toHaveText('name must not be empty');

    expect(await seriousViolations(page, testInfo, 'axe-violations-drawer')).toEqual([]);
  });

  test('the compose drawer has no serious or critical axe violation', async ({ signedInPage: page }, testInfo) => {
    await openInbox(page);
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await expect(dialog.getByLabel('To', { exact: true })).toBeFocused();
    // With an inline error shown too.
    await dialog.getByLabel('To', { exact: true }).fill('not-an-address');
    await dialog.getByLabel('Subject', { exact: true }).focus();
    await expect(dialog.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });

  test('the keyboard shortcuts dialog has no serious or critical axe violation', async ({ signedInPage: page }, testInfo) => {
    await openInbox(page);
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();

    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });
});
