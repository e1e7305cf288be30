import type { Rule } from '#contract/rules';
import { expect, test, type Api } from '../fixtures';
import { conversationList, openInbox, rowLinks, uniqueToken } from '../support/inbox';
import { trackChangeStream, waitForChangeStream } from '../support/live';
import { toasts } from '../support/settings';

// The whole path of a rule, as an admin uses it: built in Settings › Rules, then a customer's mail over real SMTP
// lands in the open inbox already tagged and assigned (the rules job's changes reach the list through the change
// stream, without a reload), and the conversation's history says which rule did it.

async function deleteRules(api: Api) {
  for (const rule of (await api.get<{ data: Rule[] }>('/rules')).data) await api.delete(`/rules/${rule.id}`);
}

test.describe('a rule on live mail', () => {
  test.afterEach(async ({ api }) => {
    await deleteRules(api);
  });

  test('a rule made in the dashboard tags, assigns and auto-replies to a new mail, which the open inbox shows so without a reload', async ({
    signedInPage: page,
    api,
    fixture,
    sendMail,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await deleteRules(api);
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = uniqueToken('ruleslive');
    const tag = `routed-${token}`.toLowerCase();
    const teammate = fixture.agents.agent;

    await page.goto('/settings/rules');
    await page.getByRole('button', { name: 'New rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New rule' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Route ${token}`);
    await dialog.getByRole('combobox', { name: 'Condition 1 field' }).selectOption('subject');
    await dialog.getByRole('combobox', { name: 'Condition 1 operator' }).selectOption('contains');
    await dialog.getByRole('textbox', { name: 'Condition 1 value' }).fill(token);
    await dialog.getByRole('textbox', { name: 'Tag to add (action 1)' }).fill(tag);
    await dialog.getByRole('button', { name: 'Add action' }).click();
    await dialog.getByRole('combobox', { name: 'Action 2' }).selectOption('teammates.assign');
    await dialog.getByRole('combobox', { name: 'Assign to (action 2)' }).selectOption(String(teammate.id));
    await dialog.getByRole('button', { name: 'Add action' }).click();
    await dialog.getByRole('combobox', { name: 'Action 3' }).selectOption('reply');
    await dialog.getByRole('textbox', { name: /action 3/ }).fill('Thanks, we are on it.');
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await expect(toasts(page)).toContainText(`Created “Route ${token}”`);

    // The inbox, searched for the token, following the change stream; nothing there yet.
    await trackChangeStream(page);
    await openInbox(page, token);
    await waitForChangeStream(page);
    await expect(rowLinks(page)).toHaveCount(0);

    const subject = `Where is my parcel? ${token}`;
    await sendMail({ from: `Rule Customer <${token}@customer.example>`, to: fixture.channels.support.email, subject, text: 'It has been two weeks.' });

    const row = conversationList(page).getByRole('link', { name: subject });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(tag, { timeout: 20_000 });
    await expect(row.getByLabel(teammate.name)).toBeVisible();

    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    // The history names the rule beside what it did.
    await expect(page.getByText(`The rule "Route ${token}" acted`)).toBeVisible();
    await expect(page.getByText(`The rule "Route ${token}" added the tag ${tag}`)).toBeVisible();
    await expect(page.getByText(`The rule "Route ${token}" assigned the conversation to ${teammate.name}`)).toBeVisible();
    // The auto-reply is in the thread, said to be one.
    const autoReply = page.getByRole('article', { name: new RegExp(`^${fixture.organization.name} `) });
    await expect(autoReply.getByText('Auto-reply', { exact: true })).toBeVisible();
    await expect(autoReply.frameLocator('iframe').getByText('Thanks, we are on it.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
