import type { Page } from '@playwright/test';
import { ALWAYS_OPEN_DAYS, type BusinessHours } from '#contract/business-hours';
import type { SlaPolicy } from '#contract/sla';
import { expect, saveScreenshot, test, type Api } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { uniqueToken } from '../support/inbox';
import { bodyRows, rowOf, settingsTable, toasts } from '../support/settings';

// Settings › Service levels (/settings/sla): business hours set per weekday (a second interval, a holiday), kept
// after a reload, an overlap refused by the server with its message at the form and the intervals it names marked;
// SLA policies added (targets in hours and minutes, business hours, a tag or channel condition), moved, edited and
// deleted after confirmation; agents are told the page is not theirs.

const policiesTable = (page: Page) => settingsTable(page, 'SLA policies');
const WORKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** Back to what a new organization has (always open, no policy): other specs of this worker see no due times. */
async function resetServiceLevels(api: Api) {
  const response = await api.request.put('/api/organization/business-hours', { data: { days: ALWAYS_OPEN_DAYS, holidays: [] } });
  expect(response.ok(), await response.text()).toBe(true);
  for (const policy of (await api.get<{ data: SlaPolicy[] }>('/sla-policies')).data) await api.delete(`/sla-policies/${policy.id}`);
}
const policies = async (api: Api) => (await api.get<{ data: SlaPolicy[] }>('/sla-policies')).data;

test.describe('service levels', () => {
  test.beforeEach(async ({ page, api }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await resetServiceLevels(api);
  });
  test.afterEach(async ({ api }) => {
    await resetServiceLevels(api);
  });

  test('sets Monday to Friday hours with a second Tuesday interval and a holiday, kept after a reload; an overlap shows the server’s refusal', async ({
    signedInPage: page,
    api,
    fixture,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('/settings/sla');
    await expect(page.getByRole('heading', { level: 1, name: 'Service levels' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Business hours' });
    // The time zone is the organization's, changed on its own page.
    await expect(page.getByRole('region', { name: 'Business hours' })).toContainText(fixture.organization.timezone);
    await expect(page.getByRole('link', { name: 'change it in Organization' })).toHaveAttribute('href', '/settings/organization');

    const always = form.getByRole('checkbox', { name: 'Always open' });
    await expect(always).toBeChecked();
    await always.uncheck();
    for (const day of WORKDAYS) {
      await expect(form.getByRole('checkbox', { name: `Open on ${day}` })).toBeChecked();
      await form.getByLabel(`${day} opens`, { exact: true }).fill('09:00');
      await form.getByLabel(`${day} closes`, { exact: true }).fill('17:30');
    }
    for (const day of ['Saturday', 'Sunday']) await expect(form.getByRole('checkbox', { name: `Open on ${day}` })).not.toBeChecked();
    await form.getByRole('button', { name: 'Add interval on Tuesday' }).click();
    const tuesdayAgain = form.getByLabel('Tuesday opens (2)', { exact: true });
    await expect(tuesdayAgain).toBeFocused();
    await tuesdayAgain.fill('18:00');
    await form.getByLabel('Tuesday closes (2)', { exact: true }).fill('20:00');
    await form.getByLabel('Holiday', { exact: true }).fill('2026-12-25');
    await form.getByRole('button', { name: 'Add holiday' }).click();
    await expect(form.getByRole('list', { name: 'Holidays' }).getByRole('listitem')).toHaveCount(1);
    await form.getByRole('button', { name: 'Save business hours' }).click();
    await expect(toasts(page)).toContainText('Business hours saved');

    const expected = WORKDAYS.map((name) => name.slice(0, 3).toLowerCase()).flatMap((day) => [
      { day, open: '09:00', close: '17:30' },
      ...(day === 'tue' ? [{ day, open: '18:00', close: '20:00' }] : []),
    ]);
    expect(await api.get<BusinessHours>('/organization/business-hours')).toMatchObject({
      always_open: false,
      days: expected,
      holidays: ['2026-12-25'],
    });

    await page.reload();
    await expect(always).not.toBeChecked();
    await expect(form.getByLabel('Monday closes', { exact: true })).toHaveValue('17:30');
    await expect(form.getByLabel('Friday opens', { exact: true })).toHaveValue('09:00');
    await expect(tuesdayAgain).toHaveValue('18:00');
    await expect(form.getByLabel('Tuesday closes (2)', { exact: true })).toHaveValue('20:00');
    await expect(form.getByRole('checkbox', { name: 'Open on Saturday' })).not.toBeChecked();
    await expect(form.getByRole('list', { name: 'Holidays' })).toContainText('2026');

    // The second Tuesday interval now starts before the first one closes: the server names both.
    await tuesdayAgain.fill('17:00');
    await form.getByRole('button', { name: 'Save business hours' }).click();
    const refusal = form.getByRole('alert');
    await expect(refusal).toHaveText('The business hours were not saved: days[2] (tue 17:00–20:00) overlaps days[1] (tue 09:00–17:30)');
    await expect(tuesdayAgain).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Tuesday opens', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Monday opens', { exact: true })).not.toHaveAttribute('aria-invalid');
    expect(await seriousViolations(page, testInfo)).toEqual([]);
    expect((await api.get<BusinessHours>('/organization/business-hours')).days).toEqual(expected);

    await form.getByRole('button', { name: 'Discard changes' }).click();
    await expect(tuesdayAgain).toHaveValue('18:00');
    await expect(refusal).toHaveCount(0);
    // The browser logs the refused save (400), which the test asked for; nothing else.
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  test('adds policies, lists their targets, moves one up, edits one and deletes one after confirmation', async ({
    signedInPage: page,
    api,
    fixture,
  }, testInfo) => {
    test.setTimeout(60_000);
    const token = uniqueToken('sla');
    const priority = `Priority ${token}`;
    const standard = `Standard ${token}`;
    // Tags no seeded conversation has: a test's policy gives none of them a due time (nor breach jobs meanwhile).
    const vip = `vip-${token}`.toLowerCase();
    const urgent = `urgent-${token}`.toLowerCase();
    await page.goto('/settings/sla');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'No SLA policies' })).toContainText(
      'The first policy whose conditions match a conversation applies; conversations show their due times in the inbox.',
    );

    const add = page.getByRole('button', { name: 'Add policy' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add an SLA policy' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(priority);
    await dialog.getByRole('button', { name: 'Add policy' }).click();
    const firstResponseHours = dialog.getByRole('textbox', { name: 'First response hours' });
    await expect(firstResponseHours).toHaveAccessibleDescription(/Give at least one target/);
    await expect(firstResponseHours).toBeFocused();
    expect(await seriousViolations(page, testInfo, 'axe-violations-dialog')).toEqual([]);
    await dialog.getByRole('textbox', { name: 'First response minutes' }).fill('60');
    await dialog.getByRole('checkbox', { name: 'Count business hours only' }).check();
    await dialog.getByRole('textbox', { name: 'Tags (optional)' }).fill(`${vip.toUpperCase()}, ${urgent}`);
    await dialog.getByRole('button', { name: 'Add policy' }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    const priorityRow = rowOf(policiesTable(page), priority);
    await expect(priorityRow).toContainText('First response 1 h');
    await expect(priorityRow).toContainText(`Tags: ${vip}, ${urgent}`);
    await expect(priorityRow).toContainText('Business hours');
    expect(await policies(api)).toMatchObject([
      {
        name: priority,
        first_response_minutes: 60,
        next_response_minutes: null,
        business_hours: true,
        conditions: { tags: [vip, urgent] },
      },
    ]);

    // A second one, for a channel, counted around the clock: added last.
    await add.click();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(standard);
    await dialog.getByRole('textbox', { name: 'Resolution hours' }).fill('26');
    await dialog.getByRole('checkbox', { name: fixture.channels.support.email }).check();
    // And a tag no conversation has: the seeded ones of this mailbox get no due time from a test.
    await dialog.getByRole('textbox', { name: 'Tags (optional)' }).fill(token.toLowerCase());
    await dialog.getByRole('button', { name: 'Add policy' }).click();
    await expect(dialog).toBeHidden();
    const standardRow = rowOf(policiesTable(page), standard);
    await expect(standardRow).toContainText('Resolution 1 d 2 h');
    await expect(standardRow).toContainText(`Channels: ${fixture.channels.support.name}`);
    await expect(standardRow).toContainText('Around the clock');
    await expect(bodyRows(policiesTable(page)).last()).toContainText(standard);

    await page.getByRole('button', { name: `Move up ${standard}` }).click();
    await expect(toasts(page)).toContainText(`Moved “${standard}” up`);
    await expect(bodyRows(policiesTable(page)).first()).toContainText(standard);
    // First now, it has no "Move up": the focus is on its "Move down".
    await expect(page.getByRole('button', { name: `Move up ${standard}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Move down ${standard}` })).toBeFocused();
    expect((await policies(api)).map((p) => p.name)).toEqual([standard, priority]);

    const edit = page.getByRole('button', { name: `Edit ${priority}` });
    await edit.click();
    const editing = page.getByRole('dialog', { name: `Edit “${priority}”` });
    await expect(editing.getByRole('textbox', { name: 'First response hours' })).toHaveValue('1');
    await expect(editing.getByRole('checkbox', { name: 'Count business hours only' })).toBeChecked();
    await expect(editing.getByRole('textbox', { name: 'Tags (optional)' })).toHaveValue(`${vip}, ${urgent}`);
    await editing.getByRole('textbox', { name: 'Next response minutes' }).fill('30');
    // Still narrowed by a tag: a policy for any conversation would give every seeded conversation of the worker's
    // organization a due time (and breach jobs) while later tests run.
    await editing.getByRole('textbox', { name: 'Tags (optional)' }).fill(vip);
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(editing).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(priorityRow).toContainText('First response 1 h · Next response 30 min');
    await expect(priorityRow).toContainText(`Tags: ${vip}`);
    expect((await policies(api)).find((p) => p.name === priority)).toMatchObject({ next_response_minutes: 30, conditions: { tags: [vip] } });
    await saveScreenshot(page, testInfo, 'service-levels');

    await page.getByRole('button', { name: `Delete ${standard}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete “${standard}”?` })
      .getByRole('button', { name: 'Delete policy' })
      .click();
    await expect(toasts(page)).toContainText(`Deleted “${standard}”`);
    await expect(standardRow).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^SLA policies \(1\)/ })).toBeFocused();
    expect((await policies(api)).map((p) => p.name)).toEqual([priority]);
  });
});

test.describe('service levels for an agent', () => {
  test.use({ signInRole: 'agent' });

  test('the navigation has no Service levels page; its address says it is for owners and admins', async ({
    signedInPage: page,
    fixture,
  }) => {
    await page.goto('/settings/channels');
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Service levels' })).toHaveCount(0);
    await page.goto('/settings/sla');
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `This page is for owners and admins of ${fixture.organization.name}.`,
    );
    await expect(page.getByRole('form', { name: 'Business hours' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add policy' })).toHaveCount(0);
  });
});
