import type { Article, KnowledgeCategory, KnowledgeSite } from '#contract/knowledge-articles';
import { expect, saveScreenshot, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { uniqueToken } from '../support/inbox';

// The public help site in Chromium, as a reader on a phone and on a desktop, with JavaScript on and off: an
// article written through the API is on the home page, opens, links back and takes a vote; an old address redirects.

test.describe('the public help site', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`a published article is read from the home page, on a phone and a desktop (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser, api }, testInfo) => {
      const token = uniqueToken('kb');
      const category = await api.post<KnowledgeCategory>('/knowledge/categories', { name: `Billing ${token}`, description: 'Invoices and refunds' });
      const article = await api.post<Article>('/knowledge/articles', {
        title: `Refunds for ${token}`,
        body: '<p>We refund any charge of the last <strong>30 days</strong>.</p><h2>How long it takes</h2><ul><li>Cards: 5 days</li></ul><script>window.hacked = 1</script>',
        category_id: category.id,
        status: 'published',
      });
      await api.post<Article>('/knowledge/articles', { title: `Draft ${token}`, body: '<p>Not yet</p>', category_id: category.id });
      const site = await api.get<KnowledgeSite>('/knowledge/site');

      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      try {
        for (const width of [390, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(site.path_url);
          await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
          await expect(page.getByRole('link', { name: `Billing ${token}` })).toBeVisible();
          await expect(page.getByRole('link', { name: `Draft ${token}` })).toHaveCount(0);
          await saveScreenshot(page, testInfo, `help-site-home-${width}-js-${javaScriptEnabled ? 'on' : 'off'}`);

          await page.getByRole('link', { name: `Refunds for ${token}` }).click();
          await expect(page).toHaveURL(article.url!);
          await expect(page.getByRole('heading', { level: 1, name: `Refunds for ${token}` })).toBeVisible();
          await expect(page.getByText('We refund any charge of the last 30 days.')).toBeVisible();
          await expect(page.getByRole('heading', { level: 2, name: 'How long it takes' })).toBeVisible();
          await saveScreenshot(page, testInfo, `help-site-article-${width}-js-${javaScriptEnabled ? 'on' : 'off'}`);
          if (javaScriptEnabled) {
            // The script the body held was taken out when it was saved, and the page runs none.
            expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
            expect(await seriousViolations(page, testInfo, `axe-help-site-${width}`)).toEqual([]);
          }
          await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: `Billing ${token}` }).click();
          await expect(page.getByRole('heading', { level: 1, name: `Billing ${token}` })).toBeVisible();
        }

        // "Was this helpful?" works as a plain form: the vote is counted and the reader thanked.
        await page.goto(article.url!);
        await page.getByRole('button', { name: 'Yes' }).click();
        await expect(page.getByRole('status')).toHaveText('Thanks for your feedback.');
        await expect(page.getByRole('button', { name: 'Yes' })).toHaveCount(0);
        expect((await api.get<Article>(`/knowledge/articles/${article.id}`)).helpful).toBe(1);

        // Renamed, the article keeps its old address working.
        const renamed = await api.patch<Article>(`/knowledge/articles/${article.id}`, { title: `Money back for ${token}` });
        await page.goto(article.url!);
        await expect(page).toHaveURL(renamed.url!);
        await expect(page.getByRole('heading', { level: 1, name: `Money back for ${token}` })).toBeVisible();
        expect(await context.cookies()).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
