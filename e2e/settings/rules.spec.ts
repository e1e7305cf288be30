import type { Locator, Page } from '@playwright/test';
import type { Conversation, ConversationPage } from '#contract/conversations';
import type { Rule } from '#contract/rules';
import { expect, saveScreenshot, test, type Api } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { mailConversations, uniqueToken } from '../support/inbox';
import { toasts } from '../support/settings';

// Settings › Rules (/settings/rules): an admin builds a rule in the dashboard (new conversations whose subject
// contains "invoice": tag billing, assign a teammate), sees it in words in the list, switches it off and on,
// reorders two rules by drag and with the move buttons, tests one against conversations (seeded, and one mailed
// with "invoice" in its subject), edits and deletes one; a rule then acts on new mail and the list says so; agents
// do not see the page.

const rules = async (api: Api) => (await api.get<{ data: Rule[] }>('/rules')).data;

/** No rules: other specs of this worker get mail that no rule of a test acts on. */
async function deleteRules(api: Api) {
  for (const rule of await rules(api)) await api.delete(`/rules/${rule.id}`);
}

const ruleList = (page: Page) => page.getByRole('list', { name: 'Rules, in the order they run' });
const card = (page: Page, name: string) => ruleList(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
const cardNames = (page: Page) => ruleList(page).getByRole('heading', { level: 3 });

/** Drags `from` onto `to` with the pointer, in small steps (dnd-kit starts a drag after 4 px). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 20, { steps: 12 });
  await page.mouse.up();
}

test.describe('rules', () => {
  test.beforeEach(async ({ page, api }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await deleteRules(api);
  });
  test.afterEach(async ({ api }) => {
    await deleteRules(api);
  });

  test('creates a rule in words, switches it off and on, reorders two rules, tests one and deletes one', async ({
    signedInPage: page,
    api,
    fixture,
    sendMail,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const token = uniqueToken('rule');
    const name = `Invoices to billing ${token}`;
    const teammate = fixture.agents.agent;
    // A conversation whose subject has the word, opened before the rule exists (so the rule never acted on it).
    const {
      conversations: [invoice],
    } = await mailConversations({ api, sendMail, fixture }, { token, count: 1, subject: () => `Invoice 2041 for order ${token}` });

    await page.goto('/settings/rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Rules' })).toHaveAttribute('aria-current', 'page');
    const empty = page.getByRole('main').getByRole('status').filter({ hasText: 'No rules yet' });
    await expect(empty).toContainText('Rules work the inbox by themselves');
    expect(await seriousViolations(page, testInfo, 'axe-violations-empty')).toEqual([]);

    const newRule = page.getByRole('button', { name: 'New rule' });
    await newRule.click();
    const dialog = page.getByRole('dialog', { name: 'New rule' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await expect(dialog.getByRole('radio', { name: /New conversation/ })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Condition 1 field' })).toHaveValue('subject');
    await expect(dialog.getByRole('combobox', { name: 'Condition 1 operator' })).toHaveValue('contains');
    // The contract's check before anything is sent: an empty value, at its input.
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    const value = dialog.getByRole('textbox', { name: 'Condition 1 value' });
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toHaveAccessibleDescription('Must not be empty');
    await value.fill('invoice');
    // The operators are those of the field: a tag condition offers two.
    await dialog.getByRole('combobox', { name: 'Condition 1 field' }).selectOption('tag');
    await expect(dialog.getByRole('combobox', { name: 'Condition 1 operator' }).getByRole('option')).toHaveText(['includes', 'does not include']);
    await dialog.getByRole('combobox', { name: 'Condition 1 field' }).selectOption('subject');
    await expect(dialog.getByRole('combobox', { name: 'Condition 1 operator' })).toHaveValue('contains');
    await expect(value).toHaveValue('invoice');

    await dialog.getByRole('textbox', { name: 'Tag to add (action 1)' }).fill('billing');
    await dialog.getByRole('button', { name: 'Add action' }).click();
    const second = dialog.getByRole('combobox', { name: 'Action 2' });
    await expect(second).toBeFocused();
    await second.selectOption('teammates.assign');
    await dialog.getByRole('combobox', { name: 'Assign to (action 2)' }).selectOption(String(teammate.id));
    expect(await seriousViolations(page, testInfo, 'axe-violations-editor')).toEqual([]);
    await saveScreenshot(page, testInfo, 'rules-editor');
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText(`Created “${name}”`);
    await expect(newRule).toBeFocused();

    const created = card(page, name);
    await expect(created).toContainText('New conversation');
    await expect(created).toContainText('Subject contains “invoice”');
    await expect(created).toContainText(`Tag billing, assign ${teammate.name}`);
    await expect(created).toContainText('Never acted');
    expect(await rules(api)).toMatchObject([
      {
        name,
        enabled: true,
        trigger: 'conversation.created',
        match: 'all',
        conditions: [{ field: 'subject', op: 'contains', value: 'invoice' }],
        actions: [
          { name: 'tag', data: { tag: 'billing' } },
          { name: 'teammates.assign', data: { agent_id: teammate.id } },
        ],
        stop_after: false,
      },
    ]);

    // Off and on again, at once.
    const enabled = created.getByRole('switch', { name: `Enabled: ${name}` });
    await expect(enabled).toBeChecked();
    await enabled.click();
    await expect(enabled).not.toBeChecked();
    await expect(toasts(page)).toContainText(`“${name}” is off`);
    await expect.poll(async () => (await rules(api))[0]?.enabled).toBe(false);
    await enabled.click();
    await expect(enabled).toBeChecked();
    await expect.poll(async () => (await rules(api))[0]?.enabled).toBe(true);

    // A second rule, added last; dragged above the first, then moved back down with its button.
    const vip = `VIP first ${token}`;
    await api.post('/rules', {
      name: vip,
      trigger: 'customer.replied',
      conditions: [{ field: 'tag', op: 'is', value: `vip-${token}`.toLowerCase() }],
      actions: [{ name: 'status', data: { status: 'opened' } }],
      stop_after: true,
    });
    await expect(cardNames(page)).toContainText([name, vip]);
    await expect(card(page, vip)).toContainText('Stops further rules');
    await drag(page, page.getByRole('button', { name: `Drag ${vip} (position 2 of 2)` }), created);
    await expect(cardNames(page)).toContainText([vip, name]);
    await expect(toasts(page)).toContainText(`Moved “${vip}”`);
    await expect.poll(async () => (await rules(api)).map((r) => r.name)).toEqual([vip, name]);
    await page.getByRole('button', { name: `Move ${vip} down` }).click();
    await expect(cardNames(page)).toContainText([name, vip]);
    // Last now, it has no usable "Move down": the focus is on its "Move up".
    await expect(page.getByRole('button', { name: `Move ${vip} up` })).toBeFocused();
    await expect.poll(async () => (await rules(api)).map((r) => r.name)).toEqual([name, vip]);
    expect(await seriousViolations(page, testInfo, 'axe-violations-list')).toEqual([]);
    await saveScreenshot(page, testInfo, 'rules-list');

    // Tested against a seeded conversation (picked by its number), then the invoice mail (picked by its words).
    const seeded = (await api.get<ConversationPage>('/conversations', { search: 'status:all', order: 'oldest', limit: 3 })).data[0]!;
    const test_ = created.getByRole('button', { name: `Test ${name}` });
    await test_.click();
    const tester = page.getByRole('dialog', { name: `Test “${name}”` });
    await tester.getByRole('searchbox', { name: 'Find a conversation' }).fill(`#${seeded.id}`);
    const conversation = tester.getByRole('combobox', { name: 'Conversation' });
    await expect(conversation.getByRole('option')).toHaveCount(1);
    await expect(conversation).toHaveValue(String(seeded.id));
    await tester.getByRole('button', { name: 'Run test' }).click();
    const result = tester.getByRole('region', { name: 'Test result' });
    const matches = seeded.subject.toLowerCase().includes('invoice');
    await expect(result.getByRole('status')).toContainText(matches ? 'Matches' : 'Does not match');
    const conditions = result.getByRole('list', { name: 'Conditions tested' }).getByRole('listitem');
    await expect(conditions).toHaveCount(1);
    await expect(conditions.first()).toContainText(`${matches ? 'Matched' : 'Not matched'}: subject contains “invoice”`);
    await expect(result.getByRole('list', { name: 'Actions it would take' }).getByRole('listitem')).toHaveCount(2);

    await tester.getByRole('searchbox', { name: 'Find a conversation' }).fill(token);
    await expect(conversation).toHaveValue(String(invoice!.id));
    await tester.getByRole('button', { name: 'Run test' }).click();
    await expect(result.getByRole('status')).toContainText('Matches');
    await expect(conditions.first()).toContainText('Matched: subject contains “invoice”');
    await expect(conditions.first()).toContainText(`Read “Invoice 2041 for order ${token}”`);
    await expect(result.getByRole('list', { name: 'Actions it would take' })).toContainText('billing');
    expect(await seriousViolations(page, testInfo, 'axe-violations-test')).toEqual([]);
    await saveScreenshot(page, testInfo, 'rules-test');
    await tester.getByRole('button', { name: 'Close' }).click();
    await expect(tester).toBeHidden();
    await expect(test_).toBeFocused();
    // A test changes nothing.
    expect((await api.get<Conversation>(`/conversations/${invoice!.id}`)).tags).not.toContain('billing');

    // Edited: the form holds the rule; a second condition, matched by any.
    const edit = created.getByRole('button', { name: `Edit ${name}` });
    await edit.click();
    const editor = page.getByRole('dialog', { name: `Edit “${name}”` });
    await expect(editor.getByRole('textbox', { name: 'Condition 1 value' })).toHaveValue('invoice');
    await editor.getByRole('button', { name: 'Add condition' }).click();
    await editor.getByRole('combobox', { name: 'Condition 2 field' }).selectOption('channel_id');
    await editor.getByRole('combobox', { name: 'Condition 2 value' }).selectOption(String(fixture.channels.billing.id));
    await editor.getByRole('combobox', { name: 'Match' }).selectOption('any');
    await editor.getByRole('button', { name: 'Save rule' }).click();
    await expect(editor).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(created).toContainText(`Subject contains “invoice” or mailbox is ${fixture.channels.billing.name}`);
    expect((await rules(api))[0]).toMatchObject({
      match: 'any',
      conditions: [
        { field: 'subject', op: 'contains', value: 'invoice' },
        { field: 'channel_id', op: 'is', value: fixture.channels.billing.id },
      ],
    });

    await page.getByRole('button', { name: `Delete ${vip}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete “${vip}”?` })
      .getByRole('button', { name: 'Delete rule' })
      .click();
    await expect(toasts(page)).toContainText(`Deleted “${vip}”`);
    await expect(card(page, vip)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Rules \(1\)/ })).toBeFocused();
    expect((await rules(api)).map((r) => r.name)).toEqual([name]);
    // Nothing was refused by the server: no console errors at all.
    expect(consoleErrors).toEqual([]);
  });

  test('a rule acts on a new invoice mail: tagged and assigned, and the list says it acted', async ({
    signedInPage: page,
    api,
    fixture,
    sendMail,
  }) => {
    test.setTimeout(60_000);
    const token = uniqueToken('ruleacts');
    const name = `Invoices ${token}`;
    const tag = `billing-${token}`.toLowerCase();
    await api.post('/rules', {
      name,
      trigger: 'conversation.created',
      conditions: [
        { field: 'subject', op: 'contains', value: 'invoice' },
        { field: 'subject', op: 'contains', value: token },
      ],
      actions: [
        { name: 'tag', data: { tag } },
        { name: 'teammates.assign', data: { agent_id: fixture.agents.agent.id } },
      ],
    });
    await page.goto('/settings/rules');
    await expect(card(page, name)).toContainText('Never acted');

    const {
      conversations: [mailed],
    } = await mailConversations({ api, sendMail, fixture }, { token, count: 1, subject: () => `Invoice question ${token}` });
    await expect
      .poll(async () => {
        const conversation = await api.get<Conversation>(`/conversations/${mailed!.id}`);
        return { tags: conversation.tags, assignee: conversation.assignee?.id ?? null };
      })
      .toEqual({ tags: [tag], assignee: fixture.agents.agent.id });
    // The change feed's rule.applied refreshes the list: no reload.
    await expect(card(page, name)).toContainText(/Last acted .* · Acted once/);
    expect((await rules(api))[0]).toMatchObject({ applied_count: 1 });
  });
});

test.describe('rules for an agent', () => {
  test.use({ signInRole: 'agent' });

  test('the navigation has no Rules page; its address says it is for owners and admins', async ({ signedInPage: page, fixture }) => {
    await page.goto('/settings/channels');
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Mailboxes' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Rules' })).toHaveCount(0);
    await page.goto('/settings/rules');
    await expect(page.getByRole('main').getByRole('status')).toContainText(`This page is for owners and admins of ${fixture.organization.name}.`);
    await expect(page.getByRole('button', { name: 'New rule' })).toHaveCount(0);
  });
});
