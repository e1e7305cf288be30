import type { Page } from '@playwright/test';
import type { ReportOverview } from '#contract/reports';
import { expect, saveScreenshot, test } from '../fixtures';
import { seriousViolations } from '../support/axe';

// Reports (/reports), for owners and admins: the headline figures against the API's for the same period, the volume
// chart with its table, the response times, the agents table, the busiest hours as a 7-row table, presets and
// filters kept in the address, and CSV files with the page's filters. An agent is told the page is not theirs and
// has no link to it.

const count = (n: number) => n.toLocaleString('en-US');

/** A calendar date `days` after `date` (both YYYY-MM-DD). */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const headline = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Headline figures' }).getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

test.describe('reports', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('show the period’s figures as the API gives them, with charts, tables and CSV files', async ({ signedInPage: page, api, fixture, consoleErrors }, testInfo) => {
    test.setTimeout(60_000);
    // The API's default period is the page's: the last 7 days, today included.
    const week = await api.get<ReportOverview>('/reports/overview');
    await page.goto('/inbox');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    await expect(headline(page, 'New conversations')).toContainText(count(week.conversations.new));
    await expect(headline(page, 'Replies sent')).toContainText(count(week.replies.sent));
    await expect(headline(page, 'New conversations')).toContainText(/vs previous 7 days/);
    expect(week.conversations.new).toBeGreaterThan(0);

    // The volume: a chart named by its title, and its numbers as a table (a row per day).
    const volume = page.getByRole('figure', { name: /^New conversations per day/ });
    await expect(volume.getByRole('img', { name: 'New conversations per day' })).toBeVisible();
    await volume.getByText('Show the numbers as a table').click();
    const volumeTable = volume.getByRole('table');
    await expect(volumeTable.getByRole('rowheader')).toHaveCount(7);
    await expect(volumeTable.getByRole('columnheader', { name: 'Day' })).toBeVisible();

    // Response times: median and 90th percentile, this period beside the previous one.
    await expect(page.getByRole('figure', { name: /^First response/ }).getByRole('img', { name: 'First response times' })).toBeVisible();
    // And how they spread: a row per band, each with the API's count.
    const spread = page.getByRole('table', { name: /^First response times: how many in each band/ });
    await expect(spread.getByRole('rowheader')).toHaveCount(6);
    await expect(spread.getByRole('row', { name: /^15 min – 1 h / })).toContainText(count(week.first_response.distribution[1]!.count));

    const agents = page.getByRole('table', { name: /^Agents/ });
    await expect(agents.getByRole('columnheader', { name: 'Replies sent' })).toBeVisible();
    await expect(agents.getByRole('rowheader', { name: new RegExp(fixture.agents.admin.name) })).toBeVisible();

    // Where they came in and what about: a row per mailbox (as many as the API counts), the most used tags.
    const mailboxes = page.getByRole('table', { name: 'New conversations by mailbox' });
    await expect(mailboxes.getByRole('rowheader')).toHaveCount(week.by_channel.length);
    await expect(mailboxes.getByRole('row', { name: new RegExp(`^${fixture.channels.support.name} `) })).toContainText(
      count(week.by_channel.find((c) => c.channel_id === fixture.channels.support.id)?.new ?? 0),
    );
    await expect(page.getByRole('table', { name: /^New conversations by tag/ }).getByRole('rowheader')).toHaveCount(Math.min(10, week.by_tag.length));

    const hours = page.getByRole('table', { name: /New conversations by weekday and hour/ });
    await expect(hours.getByRole('rowheader')).toHaveCount(7);
    await expect(hours.getByRole('rowheader').first()).toHaveText('Mon');
    await expect(hours.getByRole('columnheader', { name: '23' })).toBeVisible();

    expect(await seriousViolations(page, testInfo)).toEqual([]);
    // The page scrolls inside <main>: a window as tall as the page shows all of it.
    await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
    await page.setViewportSize({ width: 1440, height: 3000 });
    await saveScreenshot(page, testInfo, 'reports-page');
    await page.setViewportSize({ width: 1024, height: 3000 });
    await saveScreenshot(page, testInfo, 'reports-page-1024');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Last 30 days: in the address, and the figures follow.
    const from30 = addDays(week.to, -29);
    const month = await api.get<ReportOverview>('/reports/overview', { from: from30, to: week.to });
    await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page).toHaveURL(/[?&]period=30d/);
    await expect(headline(page, 'New conversations')).toContainText(count(month.conversations.new));
    await expect(headline(page, 'New conversations')).toContainText(/vs previous 30 days/);
    expect(month.conversations.new).toBeGreaterThan(week.conversations.new);

    // One mailbox.
    const support = fixture.channels.support;
    const ofSupport = await api.get<ReportOverview>('/reports/overview', { from: from30, to: week.to, channel_id: support.id });
    await page.getByRole('combobox', { name: 'Mailbox' }).selectOption({ label: support.name });
    await expect(page).toHaveURL(new RegExp(`[?&]channel=${support.id}`));
    await expect(headline(page, 'New conversations')).toContainText(count(ofSupport.conversations.new));

    // The address is the report: opened again, it shows the same.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Mailbox' })).toHaveValue(String(support.id));
    await expect(headline(page, 'New conversations')).toContainText(count(ofSupport.conversations.new));

    // The CSV file has the page's period and filters.
    const summary = page.getByRole('link', { name: 'Summary CSV' });
    const href = await summary.getAttribute('href');
    expect(href).toMatch(/^\/api\/reports\/overview\?/);
    const params = new URL(href!, fixture.baseURL).searchParams;
    expect(Object.fromEntries(params)).toEqual({ from: from30, to: week.to, channel_id: String(support.id), format: 'csv', table: 'summary' });
    await expect(summary).toHaveAttribute('download', '');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^text\/csv/);
    const [header] = (await file.text()).split('\r\n');
    expect(header).toBe('metric,value');
    const volumeHref = await page.getByRole('link', { name: /^Volume per day CSV/ }).getAttribute('href');
    expect(volumeHref).toMatch(/^\/api\/reports\/volume\?.*format=csv/);

    expect(consoleErrors).toEqual([]);
  });

  test('a refused bookmark, a custom period and a split by mailbox, kept in the address', async ({ signedInPage: page, api, consoleErrors }, testInfo) => {
    const week = await api.get<ReportOverview>('/reports/overview');
    const from = addDays(week.to, -13);
    // A bookmark naming a mailbox that is gone: the server's reason, and a way to the default report.
    await page.goto('/reports?channel=999999999');
    await expect(page.getByRole('alert')).toContainText('no channel 999999999');
    await page.getByRole('link', { name: 'Open the last 7 days of the whole inbox' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(headline(page, 'New conversations')).toContainText(count(week.conversations.new));
    await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Custom' }).click();
    const form = page.getByRole('form', { name: 'Custom period' });
    await form.getByLabel('From').fill(week.to);
    await form.getByLabel('To').fill(from);
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(form.getByRole('alert')).toHaveText('The start must not be after the end.');

    await form.getByLabel('From').fill(from);
    await form.getByLabel('To').fill(week.to);
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${week.to}`));
    const fortnight = await api.get<ReportOverview>('/reports/overview', { from, to: week.to });
    await expect(headline(page, 'New conversations')).toContainText(count(fortnight.conversations.new));
    await expect(headline(page, 'New conversations')).toContainText(/vs previous 14 days/);

    await page.getByRole('combobox', { name: 'Split' }).selectOption({ label: 'By mailbox' });
    await expect(page).toHaveURL(/[?&]group=channel/);
    const volume = page.getByRole('figure', { name: /^New conversations per day, by mailbox/ });
    await expect(volume.getByRole('list', { name: 'Legend' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('group', { name: 'Interval' }).getByRole('button', { name: 'Week' }).click();
    await expect(page).toHaveURL(/[?&]interval=week/);
    const weekly = page.getByRole('figure', { name: /^New conversations per week, by mailbox/ });
    await expect(weekly.getByRole('img', { name: 'New conversations per week' })).toBeVisible();
    await weekly.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'reports-volume-by-mailbox');
    // The refused bookmark's 400: the browser logs the answer, the router the error it showed.
    expect(consoleErrors.filter((e) => !e.includes('status of 400') && !e.includes('no channel 999999999'))).toEqual([]);
  });
});

test.describe('reports for an agent', () => {
  test.use({ signInRole: 'agent' });

  test('the navigation has no Reports link; the address says reports are for owners and admins', async ({ signedInPage: page, fixture }) => {
    await page.goto('/inbox');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);
    await page.goto('/reports');
    await expect(page.getByRole('main').getByRole('status')).toContainText(`Reports are for owners and admins of ${fixture.organization.name}.`);
    await expect(page.getByRole('list', { name: 'Headline figures' })).toHaveCount(0);
  });
});
