import type { KnowledgeDomain } from '#contract/knowledge';
import { expect, saveScreenshot, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { startDnsZone, type DnsZone } from '../support/dns-zone';
import { uniqueToken } from '../support/inbox';
import { toasts } from '../support/settings';

// Settings › Help site domain (/settings/knowledge): a domain set with the contract's and the server's rules, the
// CNAME record to create with copy buttons, and Verify against a real DNS server on loopback started here (the
// e2e server resolves through it: DNS_SERVERS in playwright.config.ts). Every answer the check can give is met:
// pending, misconfigured (with what was found), the DNS's own failure, verified.

let dns: DnsZone;

test.describe('help site domain', () => {
  test.use({ locale: 'en-US' });

  test.beforeAll(async () => {
    dns = await startDnsZone();
  });
  test.afterAll(async () => {
    await dns?.close();
  });
  test.afterEach(async ({ api }) => {
    await api.delete('/knowledge/domain');
  });

  test('sets a domain, shows the record to create, and verifies it over DNS until it is right', async ({
    signedInPage: page,
    api,
    fixture,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.baseURL });
    const { cname_target: target } = await api.get<KnowledgeDomain>('/knowledge/domain');
    const domain = `help-${uniqueToken('kb')}.e2e.test`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/knowledge');
    await expect(page.getByRole('heading', { level: 1, name: 'Help site domain' })).toBeVisible();
    await expect(page.getByText('Set a domain first.')).toBeVisible();

    // The contract's rule as the form's, then the stored form of what was typed.
    const field = page.getByRole('textbox', { name: 'Domain' });
    await field.fill(`https://${domain}`);
    await field.press('Enter');
    await expect(field).toHaveAccessibleDescription(/The domain must be a host name without a scheme/);
    await field.fill(`  ${domain.toUpperCase()}. `);
    await field.press('Enter');
    await expect(toasts(page)).toContainText(`Help site domain set to ${domain}`);
    await expect(field).toHaveValue(domain);
    expect((await api.get<KnowledgeDomain>('/knowledge/domain')).domain).toBe(domain);

    // The record: name and value, each copied with its button.
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(domain);
    await expect(page.getByRole('textbox', { name: 'Value (points to)' })).toHaveValue(target);
    await page.getByRole('button', { name: 'Copy value' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(target);
    await page.getByRole('button', { name: 'Copy name' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(domain);

    // No record yet (NXDOMAIN): pending, with what to do. Verify with the keyboard.
    await expect(page.getByText('Not checked yet')).toBeVisible();
    const verify = page.getByRole('button', { name: 'Verify' });
    await verify.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('No CNAME record found yet')).toBeVisible();
    await expect(page.getByText(/^Last checked /)).toBeVisible();
    expect(dns.questions).toContain(`${domain} CNAME`);
    // The answer is below the fold of the settings pane: in view for the picture.
    const verifyStep = page.getByRole('region', { name: 'Step 3: Verify' });
    await verifyStep.evaluate((step) => step.scrollIntoView({ block: 'end' }));
    await saveScreenshot(page, testInfo, 'settings-knowledge-pending');

    // A CNAME that points elsewhere: misconfigured, saying where it points now.
    dns.set(domain, { cname: 'acme.github.io.' });
    await verify.click();
    const elsewhere = page.getByText('The record points elsewhere').locator('..');
    await expect(elsewhere).toContainText(`${domain} has a CNAME record pointing to acme.github.io, not to ${target}`);

    // The DNS itself fails: its error, and the last answer kept.
    dns.set(domain, 'servfail');
    await verify.click();
    await expect(page.getByText('The DNS could not answer').locator('..')).toContainText(
      `DNS lookup of the CNAME of ${domain} failed: the DNS server answered SERVFAIL (server failure); try again later`,
    );
    await expect(page.getByText(/^Last answer, .*: pointing elsewhere$/)).toBeVisible();
    await verifyStep.evaluate((step) => step.scrollIntoView({ block: 'end' }));
    await saveScreenshot(page, testInfo, 'settings-knowledge-dns-error');

    // Right at last (case and trailing dot do not matter): verified, and still so after a reload.
    dns.set(domain, { cname: `${target.toUpperCase()}.` });
    await verify.click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    const stored = await api.get<KnowledgeDomain>('/knowledge/domain');
    expect(stored.last_check?.status).toBe('verified');
    await page.reload();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    const checked = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: fixture.organization.timezone });
    await expect(page.getByText(/^Last checked /)).toHaveText(`Last checked ${checked.format(new Date(stored.last_check!.checked))}`);
    expect(await seriousViolations(page, testInfo)).toEqual([]);
    await verifyStep.evaluate((step) => step.scrollIntoView({ block: 'end' }));
    await saveScreenshot(page, testInfo, 'settings-knowledge-verified-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await saveScreenshot(page, testInfo, 'settings-knowledge-verified-1024');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await saveScreenshot(page, testInfo, 'settings-knowledge-verified-1920');

    // Removed after a confirmation: nothing to verify any more.
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('alertdialog', { name: `Remove ${domain}?` }).getByRole('button', { name: 'Remove domain' }).click();
    await expect(toasts(page)).toContainText('Help site domain removed');
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    await expect(verify).toHaveCount(0);
    // Chromium logs the 502 of the SERVFAIL check above as a failed resource: that one was provoked.
    expect(consoleErrors.filter((e) => !/status of 502 \(Bad Gateway\)/.test(e))).toEqual([]);
    expect(consoleErrors).toHaveLength(1);
  });

  test.describe('for an agent', () => {
    test.use({ signInRole: 'agent' });

    test('says the page is for owners and admins', async ({ signedInPage: page, consoleErrors }) => {
      await page.goto('/settings/knowledge');
      await expect(page.getByText('This page is for owners and admins')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Domain' })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
});
