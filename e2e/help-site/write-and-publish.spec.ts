import type { Article, KnowledgeSite } from '#contract/knowledge-articles';
import { expect, saveScreenshot, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { uniqueToken } from '../support/inbox';
import { toasts } from '../support/live';

// Settings › Help center as an admin writes the site: a category, an article in the editor (a heading, a list, an
// image uploaded from a file), a preview, a draft, then published; read on the public site with JavaScript on and
// off, found by the site's search in other words, and asked about through the contact form.

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('writing the help center', () => {
  test('an admin writes an article in the dashboard, publishes it, and readers find it on the site with and without JavaScript', async ({
    signedInPage: page,
    api,
    browser,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = uniqueToken('hc');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/settings/help-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
    const site = await api.get<KnowledgeSite>('/knowledge/site');
    await expect(page.getByRole('link', { name: site.url })).toBeVisible();

    // A category, from the panel.
    await page.getByLabel('New category name').fill(`Shipping ${token}`);
    await page.getByRole('button', { name: 'Add the category' }).click();
    const categories = page.getByRole('list', { name: 'Categories in their order on the site' });
    await expect(categories.getByRole('button', { name: new RegExp(`^Shipping ${token}`) })).toBeVisible();

    // The article, in the editor drawer.
    await page.getByRole('button', { name: 'New article' }).click();
    await expect(page).toHaveURL(/edit=new/);
    const drawer = page.getByRole('dialog', { name: 'New article' });
    await drawer.getByLabel('Title').fill(`Track your parcel ${token}`);
    await drawer.getByLabel('Category').selectOption({ label: `Shipping ${token}` });
    const body = drawer.getByRole('textbox', { name: 'Article' });
    await body.click();
    await page.keyboard.type('Every order gets a tracking number by email once it leaves the warehouse.');
    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Where to find it');
    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Open the shipping confirmation mail');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Follow the carrier link');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // An image from a file: uploaded, then shown in the text.
    const chooser = page.waitForEvent('filechooser');
    await drawer.getByRole('button', { name: 'Insert an image' }).click();
    await (await chooser).setFiles({ name: 'carrier-page.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(body.locator('img[alt="carrier-page"]')).toHaveAttribute('src', /\/images\/[A-Za-z0-9_-]{16}\.png$/);

    await drawer.getByRole('button', { name: 'Preview' }).click();
    await expect(drawer.getByRole('heading', { level: 2, name: 'Where to find it' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'help-center-editor-preview');
    await drawer.getByRole('button', { name: 'Write' }).click();

    // Saved as a draft first: not on the site.
    await drawer.getByRole('button', { name: 'Save draft' }).click();
    await expect(toasts(page).filter({ hasText: 'is saved as a draft' })).toBeVisible();
    await expect(page).toHaveURL(/edit=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('edit'));
    const draft = await api.get<Article>(`/knowledge/articles/${id}`);
    expect(draft).toMatchObject({ status: 'draft', url: null });
    expect(draft.body).toContain('<h2>Where to find it</h2>');
    expect(draft.body).toContain('<li><p>Open the shipping confirmation mail</p></li>');

    // Published from the drawer.
    await page.getByRole('dialog', { name: 'Edit article' }).getByRole('button', { name: 'Publish' }).click();
    await expect(toasts(page).filter({ hasText: 'is published' })).toBeVisible();
    const published = await api.get<Article>(`/knowledge/articles/${id}`);
    expect(published.status).toBe('published');
    await expect(page.getByRole('dialog', { name: 'Edit article' }).getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', published.url!);
    await page.getByRole('dialog', { name: 'Edit article' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = page.getByRole('row', { name: new RegExp(`Track your parcel ${token}`) });
    await expect(row.getByText('Published')).toBeVisible();
    await saveScreenshot(page, testInfo, 'help-center-list');
    expect(await seriousViolations(page, testInfo, 'axe-help-center')).toEqual([]);

    // A source of the AI answers now, which the AI answers page sends back here to edit.
    await page.goto(`/settings/ai?type=article&search=${token}`);
    await page.getByRole('button', { name: `Edit the help article “Track your parcel ${token}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/help-center\\?edit=${id}$`));
    await expect(page.getByRole('dialog', { name: 'Edit article' }).getByRole('textbox', { name: 'Title' })).toHaveValue(`Track your parcel ${token}`);
    await page.getByRole('dialog', { name: 'Edit article' }).getByRole('button', { name: 'Cancel' }).click();

    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const reader = await context.newPage();
      try {
        await reader.goto(site.path_url);
        await reader.getByRole('link', { name: `Track your parcel ${token}` }).click();
        await expect(reader.getByRole('heading', { level: 1, name: `Track your parcel ${token}` })).toBeVisible();
        await expect(reader.getByRole('heading', { level: 2, name: 'Where to find it' })).toBeVisible();
        await expect(reader.getByRole('listitem').filter({ hasText: 'Follow the carrier link' })).toBeVisible();
        const image = reader.locator('article img[alt="carrier-page"]');
        await expect(image).toBeVisible();
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
        await saveScreenshot(reader, testInfo, `help-center-published-js-${javaScriptEnabled ? 'on' : 'off'}`);
      } finally {
        await context.close();
      }
    }

    // The site's search finds it in other words once its AI source is processed (the server's job, in a moment).
    const reader = await browser.newPage({ javaScriptEnabled: false });
    try {
      await expect(async () => {
        await reader.goto(site.path_url);
        await reader.getByRole('search').first().getByRole('searchbox').fill(`where is my package ${token}`);
        await reader.getByRole('search').first().getByRole('button', { name: 'Search' }).click();
        await expect(reader.getByRole('link', { name: `Track your parcel ${token}` })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      expect(reader.url()).toContain('search?q=');
      await saveScreenshot(reader, testInfo, 'help-center-search-results');

      // "Still need help?": a message from the article becomes a conversation in the inbox.
      await reader.getByRole('link', { name: `Track your parcel ${token}` }).click();
      await reader.getByRole('link', { name: 'Contact us' }).click();
      await reader.getByLabel('Your name').fill('Pat Reader');
      await reader.getByLabel('Your email address').fill(`pat-${token}@example.org`);
      await reader.getByLabel('Subject').fill(`Parcel not moving ${token}`);
      await reader.getByLabel('Your message').fill('The tracking page has not changed for three days.');
      await reader.getByRole('button', { name: 'Send message' }).click();
      await expect(reader.getByRole('heading', { level: 1, name: 'Thanks, your message was sent' })).toBeVisible();
    } finally {
      await reader.close();
    }
    await page.goto(`/inbox?q=${encodeURIComponent(`Parcel not moving ${token}`)}`);
    await page.getByRole('link', { name: new RegExp(`Parcel not moving ${token}`) }).first().click();
    await expect(page.getByText(`wrote through the help center's contact form, after reading "Track your parcel ${token}"`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
