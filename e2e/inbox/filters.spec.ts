import { expect, test } from '../fixtures';
import { expectListMatchesApi, openInbox, statusTab, urlQuery } from '../support/inbox';

// The inbox view lives in the URL (?q=<search syntax>&order=...): the controls and the typed syntax write
// the same q, and the list shows what the API answers for it. These read the seeded conversations only.

test.describe('inbox filters', () => {
  test('the status tabs, tag picker and assignee picker rewrite the URL and the list shows only matching rows', async ({
    signedInPage: page,
    api,
    fixture,
    consoleErrors,
  }) => {
    await openInbox(page);
    await expect(statusTab(page, 'Opened')).toHaveAttribute('aria-selected', 'true');
    await expectListMatchesApi(page, api, '');

    // Status: the Closed tab.
    await statusTab(page, 'Closed').click();
    await expect(page).toHaveURL(() => urlQuery(page) === 'status:closed');
    await expect(statusTab(page, 'Closed')).toHaveAttribute('aria-selected', 'true');
    await expect(statusTab(page, 'Opened')).toHaveAttribute('aria-selected', 'false');
    const closed = await expectListMatchesApi(page, api, 'status:closed');
    expect(closed.length).toBeGreaterThan(0);
    for (const c of closed) expect(c.status).toBe('closed');

    // Tag: picked among the tags of the loaded rows.
    const tag = closed.flatMap((c) => c.tags)[0];
    if (!tag) throw new Error('the seed gave no closed conversation a tag');
    await page.getByRole('button', { name: /^Tags:/ }).click();
    const tagDialog = page.getByRole('dialog', { name: 'Filter by tag' });
    await tagDialog.getByRole('checkbox', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(() => urlQuery(page) === `status:closed tag:${tag}`);
    await expect(tagDialog.getByRole('checkbox', { name: tag, exact: true })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(tagDialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Tags:/ })).toHaveAccessibleName(new RegExp(`^Tags:\\s*${tag}$`));
    const tagged = await expectListMatchesApi(page, api, `status:closed tag:${tag}`);
    for (const c of tagged) {
      expect(c.status).toBe('closed');
      expect(c.tags).toContain(tag);
    }

    // Assignee: an agent from the menu.
    const alex = fixture.agents.agent;
    await page.getByRole('button', { name: /^Assignee:/ }).click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: alex.name }).click();
    await expect(page).toHaveURL(() => urlQuery(page) === `status:closed tag:${tag} assigned:${alex.email}`);
    await expect(page.getByRole('button', { name: /^Assignee:/ })).toHaveAccessibleName(new RegExp(`^Assignee:\\s*${alex.name}$`));
    const assigned = await expectListMatchesApi(page, api, `status:closed tag:${tag} assigned:${alex.email}`);
    for (const c of assigned) {
      expect(c.status).toBe('closed');
      expect(c.tags).toContain(tag);
      expect(c.assignee?.email).toBe(alex.email);
    }

    // Unassigned replaces the agent; the search box always shows the whole query.
    await page.getByRole('button', { name: /^Assignee:/ }).click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: 'Unassigned' }).click();
    await expect(page).toHaveURL(() => urlQuery(page) === `status:closed tag:${tag} unassigned:true`);
    await expect(page.getByRole('searchbox', { name: 'Search conversations' })).toHaveValue(`status:closed tag:${tag} unassigned:true`);
    const unassigned = await expectListMatchesApi(page, api, `status:closed tag:${tag} unassigned:true`);
    for (const c of unassigned) expect(c.assignee).toBeNull();

    // Another status keeps the other filters.
    await statusTab(page, 'Opened').click();
    await expect(page).toHaveURL(() => urlQuery(page) === `status:opened tag:${tag} unassigned:true`);
    await expectListMatchesApi(page, api, `status:opened tag:${tag} unassigned:true`);
    expect(consoleErrors).toEqual([]);
  });

  test('the sort order goes into the URL and orders the list like the API', async ({ signedInPage: page, api, consoleErrors }) => {
    await openInbox(page, 'status:closed');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' });
    await expect(page).toHaveURL((url) => url.searchParams.get('order') === 'newest' && url.searchParams.get('q') === 'status:closed');
    const newest = await expectListMatchesApi(page, api, 'status:closed', 'newest');
    // Newest by creation time.
    const created = newest.map((c) => Date.parse(c.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest' });
    await expect(page).toHaveURL((url) => url.searchParams.get('order') === 'oldest');
    await expectListMatchesApi(page, api, 'status:closed', 'oldest');
    expect(consoleErrors).toEqual([]);
  });

  test('typed search syntax filters like the controls and selects the Closed tab; reload and back/forward restore the view', async ({
    signedInPage: page,
    api,
    consoleErrors,
  }) => {
    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    const tagsButton = page.getByRole('button', { name: /^Tags:/ });
    await openInbox(page);
    await expect(statusTab(page, 'Opened')).toHaveAttribute('aria-selected', 'true');

    await search.fill('status:closed tag:billing');
    // Applied on Enter only.
    await expect(page).toHaveURL((url) => !url.searchParams.has('q'));
    await search.press('Enter');
    await expect(page).toHaveURL(() => urlQuery(page) === 'status:closed tag:billing');
    await expect(statusTab(page, 'Closed')).toHaveAttribute('aria-selected', 'true');
    await expect(tagsButton).toHaveAccessibleName(/^Tags:\s*billing$/);
    const closedBilling = await expectListMatchesApi(page, api, 'status:closed tag:billing');
    for (const c of closedBilling) {
      expect(c.status).toBe('closed');
      expect(c.tags).toContain('billing');
    }

    // A reload comes back to the same view.
    await page.reload();
    await expect(search).toHaveValue('status:closed tag:billing');
    await expect(statusTab(page, 'Closed')).toHaveAttribute('aria-selected', 'true');
    await expect(tagsButton).toHaveAccessibleName(/^Tags:\s*billing$/);
    await expectListMatchesApi(page, api, 'status:closed tag:billing');

    // A tab click is one more history entry.
    await statusTab(page, 'Spam').click();
    await expect(page).toHaveURL(() => urlQuery(page) === 'status:spam tag:billing');
    await expectListMatchesApi(page, api, 'status:spam tag:billing');

    await page.goBack();
    await expect(page).toHaveURL(() => urlQuery(page) === 'status:closed tag:billing');
    await expect(statusTab(page, 'Closed')).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveValue('status:closed tag:billing');
    await expectListMatchesApi(page, api, 'status:closed tag:billing');

    await page.goForward();
    await expect(page).toHaveURL(() => urlQuery(page) === 'status:spam tag:billing');
    await expect(statusTab(page, 'Spam')).toHaveAttribute('aria-selected', 'true');
    await expectListMatchesApi(page, api, 'status:spam tag:billing');

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/inbox' && !url.searchParams.has('q'));
    await expect(statusTab(page, 'Opened')).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveValue('');
    await expect(tagsButton).toHaveAccessibleName(/^Tags:\s*Any$/);
    await expectListMatchesApi(page, api, '');
    expect(consoleErrors).toEqual([]);
  });

  test('an invalid search shows the server message next to the search box', async ({ signedInPage: page, api }) => {
    const answer = await api.request.get('/api/conversations', { params: { search: 'status:archived' } });
    expect(answer.status()).toBe(400);
    const { error } = (await answer.json()) as { error: string };
    expect(error).toMatch(/archived/);

    await openInbox(page);
    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('status:archived');
    await search.press('Enter');

    await expect(page).toHaveURL(() => urlQuery(page) === 'status:archived');
    const alert = page.getByRole('search', { name: 'Conversation search' }).getByRole('alert');
    await expect(alert).toHaveText(error);
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await expect(search).toHaveAccessibleDescription(error);
    await expect(page.getByText('Fix the search to see conversations')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversations' })).toHaveCount(0);

    // A valid search clears the message.
    await search.fill('status:closed');
    await search.press('Enter');
    await expect(alert).toHaveCount(0);
    await expect(search).not.toHaveAttribute('aria-invalid', 'true');
    await expectListMatchesApi(page, api, 'status:closed');
  });
});
