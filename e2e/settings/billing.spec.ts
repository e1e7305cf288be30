import type { InvoiceList } from '#contract/invoices';
import { expect, saveScreenshot, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { bodyRows, settingsTable } from '../support/settings';

// Settings › Billing (/settings/billing): the plan from the API's `details`, the seeded invoices (a year of them)
// with their dates in the organization's zone and their amounts as money, and each invoice's PDF.

const money = (amount: number, currency: string) => {
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 10 ** digits);
};

test.describe('billing', () => {
  // The browser is in Honolulu (UTC-10): 09:00 in Paris on the 1st is the evening before there, so a date in the
  // browser's zone would show the wrong day.
  test.use({ locale: 'en-US', timezoneId: 'Pacific/Honolulu' });

  test('shows the plan and the invoices in the organization’s zone and currency, and opens an invoice’s PDF', async ({
    signedInPage: page,
    api,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const { invoices, details } = await api.get<InvoiceList>('/organization/invoices');
    expect(invoices.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();

    const plan = page.getByRole('region', { name: 'Current plan' });
    await expect(plan).toContainText(details.name);
    await expect(plan).toContainText(`${money(details.offer, details.currency)} per seat and month`);

    const table = settingsTable(page, 'Invoices');
    await expect(bodyRows(table)).toHaveCount(invoices.length);
    await expect(page.getByRole('heading', { name: `Invoices (${invoices.length})` })).toBeVisible();
    const zone = fixture.organization.timezone;
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: zone });
    for (const [i, invoice] of invoices.entries()) {
      const row = bodyRows(table).nth(i);
      await expect(row.getByRole('rowheader')).toHaveText(day.format(new Date(invoice.paid)));
      await expect(row.getByRole('cell')).toHaveText([invoice.reference, String(invoice.members), money(invoice.amount, invoice.currency), 'PDF']);
    }
    // The seeded invoices are paid on the 1st at 09:00 in the organization's zone: the 1st, whatever the browser's zone.
    await expect(bodyRows(table).first().getByRole('rowheader')).toHaveText(/ 1, \d{4}$/);
    await saveScreenshot(page, testInfo, 'settings-billing-1440');

    // The PDF opens in a new tab; what the server sends there is a real PDF.
    const latest = invoices[0]!;
    const link = bodyRows(table).first().getByRole('link', { name: `Open invoice ${latest.reference} as PDF (new tab)` });
    await expect(link).toHaveAttribute('href', latest.url);
    await expect(link).toHaveAttribute('target', '_blank');
    const served = page.context().waitForEvent('response', (r) => new URL(r.url()).pathname === latest.url);
    const popup = page.waitForEvent('popup');
    await link.focus();
    await page.keyboard.press('Enter');
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await (await popup).close();
    // The same address with the browser's cookie: the bytes of a PDF.
    const pdf = await page.request.get(latest.url);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect(await seriousViolations(page, testInfo)).toEqual([]);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(table).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-billing-1024');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, testInfo, 'settings-billing-1920');
    expect(consoleErrors).toEqual([]);
  });

  test.describe('for an agent', () => {
    test.use({ signInRole: 'agent' });

    test('says the page is for owners and admins, and the PDF is refused', async ({ signedInPage: page, api, consoleErrors }) => {
      const { invoices } = await api.get<InvoiceList>('/organization/invoices');
      await page.goto('/settings/billing');
      await expect(page.getByText('This page is for owners and admins')).toBeVisible();
      await expect(settingsTable(page, 'Invoices')).toHaveCount(0);
      expect((await page.request.get(invoices[0]!.url)).status()).toBe(403);
      expect(consoleErrors).toEqual([]);
    });
  });
});
