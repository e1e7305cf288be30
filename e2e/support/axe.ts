import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe on the page; every violation is attached to the test (axe-violations.json), and the serious and
 * critical ones are returned as one line each, so `expect(...).toEqual([])` names them when it fails.
 *
 * The iframes' contents are left out (the iframe elements themselves are still checked): the only ones are
 * emails, third-party markup in a sandbox without scripts, where axe cannot be injected. In its default
 * mode @axe-core/playwright then never finishes (the test times out); the legacy mode gives up on such a
 * frame after a second and runs axe.run() in the page.
 */
export async function seriousViolations(page: Page, testInfo: TestInfo, name = 'axe-violations'): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ iframes: false }).withTags(TAGS).analyze();
  await testInfo.attach(`${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
