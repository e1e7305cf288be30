import type { RagSearchResult, RagSource } from '#contract/rag';
import { expect, saveScreenshot, test } from '../fixtures';
import { addQuestions, addText, settled, sourceRow, sourcesTable, triedResults, uuidOfQuestion } from '../support/ai-sources';
import { seriousViolations } from '../support/axe';
import { uniqueToken } from '../support/inbox';
import { toasts } from '../support/settings';

// Settings › AI answers (/settings/ai): Q&A sources created in the page and processed by the real background
// job, watched until ready without a reload; "try a question" asked of the real retrieval; a miss fixed in one
// click (the tried question appended to the right source, which then comes first); failed sources reprocessed,
// sources deleted after a confirmation.

test.describe('AI answers', () => {
  // Counters read "5,000" in this locale.
  test.use({ locale: 'en-US' });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('creates a Q&A with the keyboard, watches it become ready, finds it by trying a question and fixes a miss in one click', async ({
    signedInPage: page,
    api,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tok = uniqueToken('rep');
    // Another Q&A that shares words with the question tried below, and more of them: retrieval ranks it first.
    const exportQuestion = `How do I export ${tok} reports to a spreadsheet?`;
    await settled(api, await addQuestions(api, [exportQuestion], `Open Reports, choose Export, then CSV.`));

    const first = `Can I schedule ${tok} reports by email?`;
    const second = `Send me the ${tok} reports every week`;
    const answer = 'Yes: in Reports, choose Schedule, pick the days and the recipients. Each one gets a PDF.';

    await page.goto('/settings/ai');
    await expect(page.getByRole('heading', { level: 1, name: 'AI answers' })).toBeVisible();
    await page.getByRole('button', { name: 'New Q&A' }).focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: 'New Q&A' });
    const q1 = editor.getByRole('textbox', { name: 'Question 1' });
    await expect(q1).toBeFocused();
    // The contract's rules before anything is sent, next to the fields.
    await editor.getByRole('button', { name: 'Add Q&A' }).click();
    await expect(q1).toHaveAccessibleDescription(/This question must not be empty/);
    await expect(editor.getByRole('textbox', { name: 'Answer' })).toHaveAccessibleDescription(/The answer must not be empty/);
    // A question another Q&A already answers: the field says which, before a duplicate is made.
    await q1.fill(exportQuestion);
    await expect(q1).toHaveAccessibleDescription(new RegExp(`Suggestions already offer another Q&A for this: “${exportQuestion.replace(/[?]/g, '\\?')}”`));
    await saveScreenshot(page, testInfo, 'settings-ai-similar-question');
    // Counters: 250 a question, 5000 the answer; past the limit the field says so.
    await q1.fill('x'.repeat(251));
    await expect(q1).toHaveAccessibleDescription(/Length: 251 of 250 characters, 1 too many.*This question must be at most 250 characters/);
    await q1.fill('');
    await page.keyboard.type(first);
    await expect(q1).toHaveAccessibleDescription(new RegExp(`^Length: ${first.length} of 250 characters`));
    // A second variant, with the keyboard: Tab to "Add a variant" (past the disabled remove button).
    await page.keyboard.press('Tab');
    await expect(editor.getByRole('button', { name: 'Add a variant' })).toBeFocused();
    await page.keyboard.press('Enter');
    const q2 = editor.getByRole('textbox', { name: 'Question 2' });
    await expect(q2).toBeFocused();
    await page.keyboard.type(second);
    await page.keyboard.press('Tab'); // Remove question 2
    await page.keyboard.press('Tab'); // Add a variant
    await page.keyboard.press('Tab'); // Answer
    const answerField = editor.getByRole('textbox', { name: 'Answer' });
    await expect(answerField).toBeFocused();
    await page.keyboard.type(answer);
    await expect(answerField).toHaveAccessibleDescription(new RegExp(`^Length: ${answer.length} of 5,000 characters`));
    await saveScreenshot(page, testInfo, 'settings-ai-new-qa');
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Add Q&A
    await page.keyboard.press('Enter');
    await expect(editor).toBeHidden();
    await expect(toasts(page)).toContainText('Q&A added');

    // Listed at once, and ready once the job has run: the list refreshes itself (no reload here).
    const row = sourceRow(page, first);
    await expect(row).toContainText('and 1 more variant');
    await expect(row.getByRole('cell').nth(1)).toHaveText('Ready', { timeout: 20_000 });
    const uuid = await uuidOfQuestion(api, first);

    // A customer who wants the reports mailed, in words closer to the export Q&A: the schedule one is found, but
    // below it.
    const tried = `export ${tok} reports to my inbox`;
    const box = page.getByRole('textbox', { name: 'Customer question' });
    // A whole mail may be tried (up to 1,000 characters), but a question variant is at most 250: no button then.
    const mail = `${tried}. ${'We would like every chart of the weekly reports in the mailbox on Monday morning before the team meeting starts. '.repeat(3)}`.trim();
    await box.fill(mail);
    await box.press('Enter');
    const mailResults = triedResults(page, mail);
    await expect(mailResults.getByRole('listitem').first()).toBeVisible();
    await expect(mailResults.getByText('A question variant is at most 250 characters', { exact: false }).first()).toBeVisible();
    await expect(mailResults.getByRole('button', { name: 'Add this question to this source' })).toHaveCount(0);
    await box.fill(tried);
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=export/);
    const results = triedResults(page, tried);
    const items = results.getByRole('listitem');
    const ranked = (await api.get<{ results: RagSearchResult[] }>('/organization/rag/search', { q: tried })).results;
    const rank = ranked.findIndex((r) => r.uuid === uuid);
    expect(rank, 'the schedule Q&A is found, below the first result').toBeGreaterThan(0);
    await expect(items).toHaveCount(ranked.length);
    const mine = items.nth(rank);
    await expect(mine.getByRole('heading')).toHaveText(`Result #${rank + 1}`);
    await expect(mine).toContainText(`Matched question: ${ranked[rank]!.matched}`);
    await expect(mine).toContainText(answer);
    await expect(mine).toContainText(/Score \d/);
    // Whether the reply box would offer each one, and how sure the search is of it, as the API says
    for (const [i, result] of ranked.entries()) {
      await expect(items.nth(i)).toContainText(result.suggested ? 'Suggested to agents' : 'Not suggested');
      await expect(items.nth(i)).toContainText(result.confidence < 0.005 ? /(<1|0)% sure/ : `${Math.round(result.confidence * 100)}% sure`);
    }
    await expect(items.first().getByRole('button', { name: 'Add this question to this source' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'settings-ai-try-miss');

    // One click: the question joins that Q&A, which is processed again and then comes first.
    await mine.getByRole('button', { name: 'Add this question to this source' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Processed: the source is now result #1 for this question.' })).toBeVisible({
      timeout: 20_000,
    });
    const top = items.first();
    await expect(top).toContainText(`Matched question: ${tried}`);
    await expect(top).toContainText(answer);
    const stored = await api.get<RagSource>(`/organization/rag/sources/${uuid}`);
    expect(stored.questions).toEqual([first, second, tried]);
    expect(stored.answer).toBe(answer);
    await saveScreenshot(page, testInfo, 'settings-ai-try-fixed');

    // Tried as a customer writes, with a greeting and a closing: asked as the reply box asks, without them.
    const written = `Hi team, ${tried}? Thanks, Maria`;
    await box.fill(written);
    await box.press('Enter');
    await expect(page.getByText(`Asked as “${tried}?”: the reply box leaves out a customer's greeting, closing and quoted mail.`)).toBeVisible();
    await expect(triedResults(page, `${tried}?`).getByRole('listitem').first()).toContainText(`Matched question: ${tried}`);
    await saveScreenshot(page, testInfo, 'settings-ai-try-asked-as');
    // A whole mail pasted, lines and all: its quoted thread and signature are left out too.
    await box.fill(`${tried}?\n\nOn Tue, 3 Jun 2025 at 10:02, Support <help@example.com> wrote:\n> Anything else?\n`);
    await expect(box).toHaveValue(/\n> Anything else\?/); // the lines are kept as pasted
    await box.press('Enter');
    await expect(page.getByText(`Asked as “${tried}?”: the reply box leaves out a customer's greeting, closing and quoted mail.`)).toBeVisible();

    // The editor shows the three variants as stored.
    await sourceRow(page, first).getByRole('button', { name: `Edit “${first}”` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Q&A' });
    await expect(edit.getByRole('textbox', { name: 'Question 3' })).toHaveValue(tried);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('edits a Q&A: a variant removed, the answer changed, unsaved changes confirmed before closing; finds it by its words', async ({
    signedInPage: page,
    api,
    consoleErrors,
  }) => {
    const tok = uniqueToken('edit');
    const [keep, drop] = [`Do you ship ${tok} parcels abroad?`, `International ${tok} delivery`];
    const uuid = await addQuestions(api, [keep, drop], 'We ship to the EU only.');
    await settled(api, uuid);

    await page.goto(`/settings/ai?edit=${uuid}`);
    const edit = page.getByRole('dialog', { name: 'Edit Q&A' });
    await expect(edit.getByRole('textbox', { name: 'Question 2' })).toHaveValue(drop);
    // Its own questions, asked about once changed, find it first: that is no duplicate, and nothing is said.
    const reworded = `Do you ship ${tok} parcels abroad at all?`;
    const searched = page.waitForResponse((r) => r.url().includes('/organization/rag/search') && new URL(r.url()).searchParams.get('q') === reworded);
    await edit.getByRole('textbox', { name: 'Question 1' }).fill(reworded);
    await searched;
    await expect(edit.getByText(/Suggestions already offer/)).toHaveCount(0);
    await edit.getByRole('textbox', { name: 'Question 1' }).fill(keep);
    await edit.getByRole('button', { name: 'Remove question 2' }).click();
    await expect(edit.getByRole('textbox', { name: 'Question 2' })).toHaveCount(0);
    // Escape with changes asks first; keeping on editing loses nothing.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(discard).toBeHidden();
    await expect(edit.getByRole('textbox', { name: 'Question 1' })).toHaveValue(keep);

    await edit.getByRole('textbox', { name: 'Answer' }).fill('We ship to the EU, the UK and Switzerland.');
    await edit.getByRole('button', { name: 'Save Q&A' }).click();
    await expect(edit).toBeHidden();
    await expect(page).not.toHaveURL(/edit=/);
    await expect(toasts(page)).toContainText('Q&A saved');
    await expect(sourceRow(page, keep).getByRole('cell').nth(1)).toHaveText('Ready', { timeout: 20_000 });
    await expect(sourceRow(page, keep)).not.toContainText('more variant');
    const stored = await api.get<RagSource>(`/organization/rag/sources/${uuid}`);
    expect([stored.questions, stored.answer]).toEqual([[keep], 'We ship to the EU, the UK and Switzerland.']);

    // Saved again with nothing changed: nothing is sent, and the Q&A is not processed again.
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/organization/rag/sources')) writes.push(r.url());
    });
    await page.goto(`/settings/ai?edit=${uuid}`);
    await expect(edit.getByRole('textbox', { name: 'Question 1' })).toHaveValue(keep);
    await edit.getByRole('button', { name: 'Save Q&A' }).click();
    await expect(edit).toBeHidden();
    expect(writes).toEqual([]);
    expect((await api.get<RagSource>(`/organization/rag/sources/${uuid}`)).status).toBe('ready');

    // Found in the list by words of its answer, typed as one would: the list follows, the field keeps the focus.
    const other = await addQuestions(api, [`Do you ship ${tok} parcels on Sundays?`], 'No, Monday to Friday.');
    const find = page.getByRole('searchbox', { name: 'Find' });
    await find.click();
    // A pause after a space: the list follows the words so far, and the space stays for the next word.
    await page.keyboard.type(`${tok} `);
    await expect(page).toHaveURL(new RegExp(`search=${tok}$`));
    await page.keyboard.type('parcels');
    await expect(find).toHaveValue(`${tok} parcels`);
    await expect(sourcesTable(page).getByRole('row')).toHaveCount(3); // the header and both
    await page.keyboard.type(' abroad');
    await expect(find).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`search=${tok}`));
    await expect(sourcesTable(page).getByRole('row')).toHaveCount(2);
    await expect(sourceRow(page, keep)).toBeVisible();
    await page.keyboard.type(' nowhere');
    await expect(page.getByText('No source matches these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Show all sources' }).click();
    await expect(find).toHaveValue('');
    await expect(sourceRow(page, `Do you ship ${tok} parcels on Sundays?`)).toBeVisible();
    await api.delete(`/organization/rag/sources/${other}`);
    expect(consoleErrors).toEqual([]);
  });

  test('adds a text source and corrects it in place, reprocesses a failed one and deletes a source after confirming', async ({
    signedInPage: page,
    api,
    consoleErrors,
  }, testInfo) => {
    const tok = uniqueToken('txt');
    // Only stop words and punctuation: the job cannot index it and marks it failed with the reason.
    const broken = 'Of the, and the';
    const failing = await addText(api, broken, 'and the of the ... to the');
    expect((await settled(api, failing)).status).toBe('failed');

    await page.goto('/settings/ai?type=text');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('text');
    const failedRow = sourceRow(page, broken).first();
    await expect(failedRow.getByRole('cell').nth(1)).toContainText('Failed');
    await expect(failedRow.getByRole('cell').nth(1)).toContainText('nothing to index');

    // Reprocess: queued again, processed again by the job (and, the content being the same, failed again).
    const reprocessed = page.waitForResponse((r) => r.url().endsWith(`/organization/rag/sources/${failing}/reprocess`));
    await failedRow.getByRole('button', { name: `Reprocess “${broken}”` }).click();
    expect((await reprocessed).status()).toBe(202);
    await expect(toasts(page)).toContainText(`Processing “${broken}” again`);
    await expect(failedRow.getByRole('cell').nth(1)).toContainText('nothing to index', { timeout: 20_000 });

    // A text source added in the page: its fields are checked, then it is split into passages.
    await page.getByRole('button', { name: 'Add text' }).click();
    const editor = page.getByRole('dialog', { name: 'New text source' });
    const title = editor.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await editor.getByRole('button', { name: 'Add text' }).click();
    await expect(title).toHaveAccessibleDescription(/The title must not be empty/);
    const heading = `Returns policy ${tok}`;
    await title.fill(heading);
    await editor
      .getByRole('textbox', { name: 'Content' })
      .fill(`# Returns\n\nItems can be returned within 30 days.\n\n## Refunds\n\nRefunds reach the card in 5 days (${tok}).`);
    await editor.getByRole('button', { name: 'Add text' }).click();
    await expect(editor).toBeHidden();
    const textRow = sourceRow(page, heading);
    await expect(textRow.getByRole('cell').nth(1)).toHaveText('Ready', { timeout: 20_000 });
    await expect(textRow.getByRole('rowheader')).toContainText(/characters, \d+ passages?/);
    await saveScreenshot(page, testInfo, 'settings-ai-texts');

    // Corrected in place: the editor opens with the stored text, and only the content changed is sent.
    await textRow.getByRole('button', { name: `Edit “${heading}”` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit text source' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(heading);
    const content = edit.getByRole('textbox', { name: 'Content' });
    await expect(content).toHaveValue(/Items can be returned within 30 days\./);
    await content.fill(`# Returns\n\nItems can be returned within 60 days.\n\n## Refunds\n\nRefunds reach the card in 5 days (${tok}).`);
    const saved = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/organization/rag/sources/text/'));
    await edit.getByRole('button', { name: 'Save text' }).click();
    expect(Object.keys((await saved).postDataJSON() as object)).toEqual(['content']);
    await expect(edit).toBeHidden();
    await expect(toasts(page)).toContainText(`Text “${heading}” saved`);
    await expect(textRow.getByRole('cell').nth(1)).toHaveText('Ready', { timeout: 20_000 });
    await textRow.getByRole('button', { name: `Edit “${heading}”` }).click();
    await expect(edit.getByRole('textbox', { name: 'Content' })).toHaveValue(/within 60 days/);
    await saveScreenshot(page, testInfo, 'settings-ai-text-editor');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    // Delete, after a confirmation whose safe choice has the focus.
    await textRow.getByRole('button', { name: `Delete “${heading}”` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete “${heading}”?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete source' }).click();
    await expect(toasts(page)).toContainText(`Deleted “${heading}”`);
    await expect(textRow).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: /^Sources/ })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('has no serious or critical axe violation, at 1024 and 1920 pixels, with results and an editor open', async ({
    signedInPage: page,
    api,
  }, testInfo) => {
    const tok = uniqueToken('axe');
    await settled(api, await addQuestions(api, [`How long is the ${tok} warranty?`, `${tok} guarantee`], 'Two years on every product.'));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`/settings/ai?q=${encodeURIComponent(`${tok} warranty`)}`);
    await expect(triedResults(page, `${tok} warranty`).getByRole('listitem').first()).toContainText('Two years');
    expect(await seriousViolations(page, testInfo)).toEqual([]);
    await saveScreenshot(page, testInfo, 'settings-ai-1024');

    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(sourcesTable(page)).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-ai-1920');

    await page.getByRole('button', { name: 'New Q&A' }).click();
    await page.getByRole('dialog', { name: 'New Q&A' }).getByRole('button', { name: 'Add Q&A' }).click();
    await expect(page.getByRole('textbox', { name: 'Question 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page, testInfo, 'axe-violations-editor')).toEqual([]);
  });

  test.describe('for an agent', () => {
    test.use({ signInRole: 'agent' });

    test('says the page is for owners and admins', async ({ signedInPage: page, consoleErrors }) => {
      await page.goto('/settings/ai');
      await expect(page.getByText('This page is for owners and admins')).toBeVisible();
      await expect(sourcesTable(page)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
});
