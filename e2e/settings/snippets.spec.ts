import type { Snippet } from '#contract/snippets';
import { expect, saveScreenshot, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { uniqueToken } from '../support/inbox';
import { actionCards, actionOrder, categoryList, createCategory, createSnippet, dragTo, getSnippet } from '../support/snippets';

// Settings › Snippets as an admin builds them: the editor (title, shortcut, actions, variables, order), the
// server's refusals at their field, and the category tree (create, nest, rename, reorder, delete).

test.describe('snippets editor', () => {
  test('builds a snippet of a reply with a variable, a tag and close, reorders the actions by keyboard and by drag, and saves it', async ({
    signedInPage: page,
    api,
    consoleErrors,
  }, testInfo) => {
    const token = uniqueToken('snip');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/settings/snippets');
    await expect(page.getByRole('heading', { level: 1, name: 'Snippets' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'New snippet' }).first().click();
    await expect(page).toHaveURL(/snippet=new/);
    const editor = page.getByRole('form', { name: 'New snippet' });

    const title = editor.getByLabel('Title', { exact: true });
    await title.fill(`Refund approved ${token}`);
    await expect(title).toHaveAccessibleDescription(`Title length: ${`Refund approved ${token}`.length}/50`);

    // The shortcut is checked as it is typed.
    const shortcut = editor.getByLabel('Shortcut', { exact: true });
    await shortcut.fill('Refund!');
    await expect(shortcut).toHaveAttribute('aria-invalid', 'true');
    await expect(shortcut).toHaveAccessibleDescription(/may hold only lower-case letters, digits and dashes/);
    await shortcut.fill(`refund-${token}`);
    await expect(shortcut).not.toHaveAttribute('aria-invalid', 'true');

    // Action 1, the reply: text and a variable from the menu.
    const reply = editor.getByRole('textbox', { name: 'Reply text (action 1, Reply)' });
    await reply.click();
    await page.keyboard.type('Hi ');
    await editor.getByRole('button', { name: 'Insert variable into the reply (action 1, Reply)' }).click();
    await page.getByRole('menuitem', { name: /^Customer's first name/ }).click();
    await expect(reply).toHaveText('Hi {{contact.first_name | there}}');
    await page.keyboard.type(', your refund is on its way.');
    await expect(reply).toHaveText('Hi {{contact.first_name | there}}, your refund is on its way.');

    // Then a tag and Close, from the picker.
    await editor.getByRole('button', { name: 'Add action' }).click();
    await page.getByRole('menuitem', { name: /^Add tag/ }).click();
    await editor.getByLabel('Tag to add (action 2, Add tag)').fill('refund');
    await editor.getByRole('button', { name: 'Add action' }).click();
    await page.getByRole('menuitem', { name: /^Close/ }).click();
    expect(await actionOrder(page)).toEqual(['Reply', 'Add tag', 'Close']);

    // By keyboard: Close up one place; the focus follows it.
    await editor.getByRole('button', { name: 'Move action 3, Close up' }).focus();
    await page.keyboard.press('Enter');
    expect(await actionOrder(page)).toEqual(['Reply', 'Close', 'Add tag']);
    await expect(editor.getByRole('button', { name: 'Move action 2, Close up' })).toBeFocused();

    // By drag: the tag back above Close.
    await dragTo(page, editor.getByRole('button', { name: 'Drag action 3, Add tag' }), actionCards(page).nth(1));
    await expect.poll(() => actionOrder(page)).toEqual(['Reply', 'Add tag', 'Close']);
    await expect(editor.getByLabel('Tag to add (action 2, Add tag)')).toHaveValue('refund');

    // The live preview follows the unsaved form, filled here for the most recent conversation.
    const preview = page.getByRole('list', { name: 'What the snippet does' });
    await expect(preview.getByRole('listitem')).toHaveText([/1\. Reply\s*Hi .+, your refund is on its way\./, '2. Add the tag refund', '3. Close the conversation']);
    await expect(page.getByText(/Unsaved changes: filled here/)).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'axe-snippet-editor')).toEqual([]);
    await saveScreenshot(page, testInfo, 'snippet-editor-1440');
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/snippets' && r.request().method() === 'POST');
    await editor.getByRole('button', { name: 'Create snippet' }).click();
    const snippet = (await (await created).json()) as Snippet;
    await expect(page).toHaveURL(new RegExp(`snippet=${snippet.id}`));
    await expect(page.getByRole('form', { name: `Edit "Refund approved ${token}"` })).toBeVisible();

    const stored = await getSnippet(api, snippet.id);
    expect(stored.shortcut).toBe(`refund-${token}`);
    expect(stored.actions.map((a) => [a.name, a.data])).toEqual([
      ['reply', { content: '<p>Hi {{contact.first_name | there}}, your refund is on its way.</p>' }],
      ['tag', { tag: 'refund' }],
      ['status.close', {}],
    ]);
    // The list shows it, and the preview (saved, unchanged) is the server's.
    await expect(page.getByRole('list', { name: 'Snippets' }).getByRole('link', { name: new RegExp(`Refund approved ${token}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(preview.getByRole('listitem')).toHaveText([/1\. Reply\s*Hi .+, your refund is on its way\./, '2. Add the tag refund', '3. Close the conversation']);
    await expect(page.getByText('As the server will apply it.')).toBeVisible();
    await preview.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'snippet-preview-1440');

    await page.setViewportSize({ width: 1024, height: 900 });
    await saveScreenshot(page, testInfo, 'snippet-editor-1024');
    expect(consoleErrors).toEqual([]);
  });

  test('a shortcut another snippet uses is refused by the server, at the shortcut field', async ({ signedInPage: page, api }) => {
    const token = uniqueToken('taken');
    const first = await createSnippet(api, { title: `Taken ${token}`, shortcut: `taken-${token}`, actions: [{ name: 'status.close' }] });
    await page.goto('/settings/snippets?snippet=new');
    const editor = page.getByRole('form', { name: 'New snippet' });
    await editor.getByLabel('Title', { exact: true }).fill(`Second ${token}`);
    await editor.getByLabel('Shortcut', { exact: true }).fill(`taken-${token}`);
    await editor.getByRole('textbox', { name: 'Reply text (action 1, Reply)' }).fill('Hello');
    await editor.getByRole('button', { name: 'Create snippet' }).click();

    const shortcut = editor.getByLabel('Shortcut', { exact: true });
    await expect(shortcut).toHaveAttribute('aria-invalid', 'true');
    await expect(shortcut).toHaveAccessibleDescription(new RegExp(`is already used by snippet ${first.id}`));
    await expect(shortcut).toBeFocused();
    await expect(page).toHaveURL(/snippet=new/);
  });

  test("a status action opens with its status and snooze time, and the status chosen is saved in the API's lower-case form", async ({ signedInPage: page, api }) => {
    const token = uniqueToken('status');
    // Sent in the bulk operation's upper-case form; the API answers with the conversation's.
    const snippet = await createSnippet(api, { title: `Wait ${token}`, actions: [{ name: 'status', data: { status: 'SNOOZED', snooze_until: 'tomorrow' } }] });
    expect(snippet.actions[0]!.data).toEqual({ status: 'snoozed', snooze_until: 'tomorrow' });
    await page.goto(`/settings/snippets?q=${token}&snippet=${snippet.id}`);
    const editor = page.getByRole('form', { name: `Edit "Wait ${token}"` });
    const status = editor.getByLabel('Status of action 1, Set status');
    await expect(status).toHaveValue('snoozed');
    await expect(editor.getByLabel('Snooze until (action 1, Set status)')).toHaveValue('tomorrow');

    await status.selectOption({ label: 'Closed' });
    await expect(editor.getByLabel('Snooze until (action 1, Set status)')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'What the snippet does' }).getByRole('listitem')).toHaveText(['1. Set the status to closed']);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/snippets/${snippet.id}` && r.request().method() === 'PATCH');
    await editor.getByRole('button', { name: 'Save snippet' }).click();
    expect((await saved).status()).toBe(200);
    expect((await getSnippet(api, snippet.id)).actions.map((a) => a.data)).toEqual([{ status: 'closed' }]);
  });

  test('unsaved changes ask before another snippet opens', async ({ signedInPage: page, api }) => {
    const token = uniqueToken('unsaved');
    const a = await createSnippet(api, { title: `First ${token}`, actions: [{ name: 'tag', data: { tag: 'a' } }] });
    const b = await createSnippet(api, { title: `Second ${token}`, actions: [{ name: 'tag', data: { tag: 'b' } }] });
    await page.goto(`/settings/snippets?q=${token}&snippet=${a.id}`);
    await page.getByLabel('Title', { exact: true }).fill(`First changed ${token}`);
    await page.getByRole('list', { name: 'Snippets' }).getByRole('link', { name: new RegExp(`Second ${token}`) }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`First changed ${token}`);
    await expect(page).toHaveURL(new RegExp(`snippet=${a.id}`));

    await page.getByRole('list', { name: 'Snippets' }).getByRole('link', { name: new RegExp(`Second ${token}`) }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(new RegExp(`snippet=${b.id}`));
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Second ${token}`);
    expect((await getSnippet(api, a.id)).title).toBe(`First ${token}`);
  });
});

test.describe('snippet categories', () => {
  test('creates, nests, renames, reorders by drag and deletes a category; its snippets move to the parent', async ({
    signedInPage: page,
    api,
    consoleErrors,
  }) => {
    const token = uniqueToken('cat');
    await page.goto('/settings/snippets');
    const tree = categoryList(page);
    const newCategory = async (name: string) => {
      await page.getByRole('button', { name: 'New category' }).click();
      const dialog = page.getByRole('dialog', { name: 'New category' });
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Create category' }).click();
      await expect(dialog).toBeHidden();
      await expect(tree.getByRole('link', { name: new RegExp(`^${name},`) })).toBeVisible();
    };
    await newCategory(`Billing ${token}`);
    await newCategory(`Refunds ${token}`);
    const row = (name: string) => tree.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(`^${name},`) }) });

    // Nest Refunds into Billing (the one above it), from its menu.
    await page.getByRole('button', { name: `Actions for Refunds ${token}` }).click();
    await page.getByRole('menuitem', { name: `Move into "Billing ${token}"` }).click();
    await expect(row(`Refunds ${token}`)).toHaveAttribute('aria-level', '2');
    const categories = await api.get<{ id: number; name: string; parent_id: number }[]>('/snippets/categories');
    const billing = categories.find((c) => c.name === `Billing ${token}`)!;
    const refunds = categories.find((c) => c.name === `Refunds ${token}`)!;
    expect(refunds.parent_id).toBe(billing.id);

    // Rename it.
    await page.getByRole('button', { name: `Actions for Refunds ${token}` }).click();
    await page.getByRole('menuitem', { name: 'Rename or move…' }).click();
    const rename = page.getByRole('dialog', { name: `Rename or move "Refunds ${token}"` });
    await rename.getByLabel('Name').fill(`Refund requests ${token}`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(row(`Refund requests ${token}`)).toHaveAttribute('aria-level', '2');

    // A top category dragged above Billing.
    await newCategory(`Shipping ${token}`);
    await dragTo(page, page.getByRole('button', { name: `Drag Shipping ${token}` }), row(`Billing ${token}`));
    await expect
      .poll(async () => {
        const all = await api.get<{ name: string; parent_id: number; position: number }[]>('/snippets/categories');
        const top = all.filter((c) => c.parent_id === 0 && c.name.endsWith(token)).sort((a, b) => a.position - b.position);
        return top.map((c) => c.name);
      })
      .toEqual([`Shipping ${token}`, `Billing ${token}`]);

    // Delete it: its snippet moves up to Billing.
    const filed = await createSnippet(api, { title: `Filed ${token}`, categories: [refunds.id], actions: [{ name: 'status.close' }] });
    await page.reload();
    await expect(tree.getByRole('link', { name: `Refund requests ${token}, 1 snippets` })).toBeVisible();
    await page.getByRole('button', { name: `Actions for Refund requests ${token}` }).click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete the category "Refund requests ${token}"?` });
    await expect(confirm).toContainText(`Its 1 snippets and its subcategories move to "Billing ${token}". No snippet is deleted.`);
    await confirm.getByRole('button', { name: 'Delete category' }).click();
    await expect(tree.getByRole('link', { name: new RegExp(`^Refund requests ${token}`) })).toHaveCount(0);
    await expect.poll(async () => (await getSnippet(api, filed.id)).categories).toEqual([billing.id]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('snippets of a category', () => {
  test('a category shows its snippets, the search narrows them, and a new snippet is filed in the category shown', async ({
    signedInPage: page,
    api,
    consoleErrors,
  }, testInfo) => {
    const token = uniqueToken('shelf');
    const shipping = await createCategory(api, `Shipping ${token}`);
    await createSnippet(api, { title: `Late parcel ${token}`, categories: [shipping.id], actions: [{ name: 'tag', data: { tag: 'late' } }] });
    await createSnippet(api, { title: `Lost parcel ${token}`, categories: [shipping.id], actions: [{ name: 'tag', data: { tag: 'lost' } }] });
    await createSnippet(api, { title: `Unfiled ${token}`, actions: [{ name: 'status.close' }] });

    await page.goto('/settings/snippets');
    await categoryList(page).getByRole('link', { name: `Shipping ${token}, 2 snippets` }).click();
    await expect(page).toHaveURL(new RegExp(`category=${shipping.id}`));
    const list = page.getByRole('list', { name: 'Snippets' });
    await expect(list.getByRole('link', { name: new RegExp(token) })).toHaveCount(2);

    await page.getByRole('searchbox', { name: 'Search snippets' }).fill(`lost ${token}`);
    await expect(list.getByRole('link')).toHaveText([new RegExp(`^Lost parcel ${token}`)]);
    await expect(page).toHaveURL(/q=lost/);

    await page.getByRole('main').getByRole('button', { name: 'New snippet' }).first().click();
    const editor = page.getByRole('form', { name: 'New snippet' });
    await expect(editor.getByRole('button', { name: /^Categories/ })).toContainText(`Shipping ${token}`);
    expect(await seriousViolations(page, testInfo, 'axe-snippets-category')).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('snippets page for an agent', () => {
  test.use({ signInRole: 'agent' });

  test('explains that the page is for owners and admins', async ({ signedInPage: page }) => {
    await page.goto('/settings/snippets');
    await expect(page.getByRole('heading', { level: 1, name: 'Snippets' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'This page is for owners and admins' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New snippet' })).toHaveCount(0);
  });
});
