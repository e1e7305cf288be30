import type { Page } from '@playwright/test';
import type { Message } from '#contract/conversations';
import type { RagProposalPage } from '#contract/rag-proposals';
import type { RagSource } from '#contract/rag';
import { DEMO_OPENING_CONVERSATION } from '../../server/domain/seed/demo-opening-conversation';
import { expect, saveScreenshot, test, type Api } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { addDemoKnowledge, customerMail, demoSource } from '../support/demo-knowledge';
import { uniqueToken } from '../support/inbox';
import { rowOf, settingsTable, toasts } from '../support/settings';

// The reply box on the demo's content (an organization set up as the demo is: its Q&A and help texts, the mail of
// its first conversation): a suggested answer where the store is confident, nothing for an off-topic mail, the
// agent's own search otherwise; and learning from agents: a reply that used an answer proposes the customer's
// question for its Q&A, which an admin accepts (or dismisses) on the AI answers page in one click.

const REFUND = 'How do I get a refund for a double charge?';
const PAUSE = 'Can I pause my subscription instead of cancelling?';

let sources: RagSource[] = [];

const searchAnswered = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/organization/rag/search' && r.ok());

async function pendingProposals(api: Api) {
  return (await api.get<RagProposalPage>('/organization/rag/proposals', { status: 'pending', limit: 100 })).data;
}

/** An amount of this run's own, so the mail's wording is one no earlier run proposed. */
const anAmount = () => 100 + Math.floor(Math.random() * 900);

/**
 * The demo's first mail (a double charge) in the words of `body`, its conversation open and the suggested refund
 * answer put in the reply box; the question a reply with it proposes.
 */
async function suggestionInserted(page: Page, mailer: Parameters<typeof customerMail>[0], who: string, body: string) {
  const conversation = await customerMail(mailer, { from: `${uniqueToken(who)}@customer.example`, subject: DEMO_OPENING_CONVERSATION.subject, body });
  await page.goto(`/inbox/${conversation.id}`);
  await page.getByRole('region', { name: 'Suggested answers' }).getByRole('button', { name: /^Insert answer 1: / }).click();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveText(demoSource(sources, REFUND).answer!);
  return { conversation, question: `${DEMO_OPENING_CONVERSATION.subject}. ${body}` };
}

test.describe('AI answers in the reply box, and learning from replies', () => {
  test.beforeEach(async ({ page, api }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    if (sources.length === 0) sources = await addDemoKnowledge(api);
  });

  test("the demo's first conversation shows the suggested answer to the customer's duplicate charge", async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const conversation = await customerMail(
      { api, sendMail, fixture },
      { from: `${uniqueToken('maria')}@customer.example`, subject: DEMO_OPENING_CONVERSATION.subject, body: DEMO_OPENING_CONVERSATION.body },
    );
    await page.goto(`/inbox/${conversation.id}`);
    const suggestions = page.getByRole('region', { name: 'Suggested answers' });
    const first = suggestions.getByRole('button', { name: /^Insert answer 1: / });
    await expect(first).toHaveAccessibleDescription(demoSource(sources, REFUND).answer!);
    await expect(suggestions).toContainText(`for “${DEMO_OPENING_CONVERSATION.subject}. ${DEMO_OPENING_CONVERSATION.body}”`);
    expect(await seriousViolations(page, testInfo, 'axe-demo-suggestion')).toEqual([]);
    await saveScreenshot(page, testInfo, 'demo-first-conversation-suggestion');
    expect(consoleErrors).toEqual([]);
  });

  test('machine-written mail gets no suggestion, even one that says what a question would', async ({ signedInPage: page, api, sendMail, fixture, consoleErrors }) => {
    const searched: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/organization/rag/search') searched.push(r.url());
    });
    const machineWritten = [
      // The demo's refund question word for word (suggested as a customer's mail: the test above), sent by a mail
      // system that marks its mail Auto-Submitted, as out-of-office replies and notifications do.
      { subject: DEMO_OPENING_CONVERSATION.subject, body: DEMO_OPENING_CONVERSATION.body, headers: { 'Auto-Submitted': 'auto-generated' } },
      // An out-of-office reply from a mail program that marks it by its subject alone.
      {
        subject: `Automatic reply: ${DEMO_OPENING_CONVERSATION.subject}`,
        body: 'I am out of the office until Monday with limited access to email. For urgent matters, please contact my colleague.',
      },
    ];
    for (const mail of machineWritten) {
      const conversation = await customerMail({ api, sendMail, fixture }, { from: `${uniqueToken('robot')}@customer.example`, ...mail });
      await page.goto(`/inbox/${conversation.id}`);
      await expect(page.getByRole('article', { name: /^Maria Keller / }).getByText('Automated', { exact: true }), mail.subject).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Suggested answers' })).toHaveCount(0);
    }
    expect(searched).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('an off-topic mail gets no suggestion, and the agent can still search the answers, each with how sure the store is', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const offTopic = [
      { subject: 'Re: Blank page on Firefox', body: 'Thanks, that fixed it!' },
      // A customer's closing, signed: the name is no question either.
      { subject: 'Refund', body: 'Thanks, refund received.\n\nTom' },
    ];
    for (const mail of offTopic) {
      const conversation = await customerMail({ api, sendMail, fixture }, { from: `${uniqueToken('away')}@customer.example`, ...mail });
      const asked = searchAnswered(page);
      await page.goto(`/inbox/${conversation.id}`);
      await asked;
      await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Suggested answers' }), mail.subject).toHaveCount(0);
    }

    // "Search answers": every result, confident or not, with its confidence; Escape closes it and gives the focus back.
    const open = page.getByRole('button', { name: 'Search answers' });
    await open.click();
    const search = page.getByRole('region', { name: 'Search answers' });
    await expect(search.getByRole('searchbox', { name: 'Search answers' })).toBeFocused();
    await page.keyboard.type('refund');
    const results = search.getByRole('list', { name: 'Answers for “refund”' });
    await expect(results.getByRole('button').first()).toContainText(/\d+% sure/);
    expect(await seriousViolations(page, testInfo, 'axe-answer-search')).toEqual([]);
    await saveScreenshot(page, testInfo, 'reply-answer-search');
    // Enter searches, it does not send the reply.
    await page.keyboard.press('Enter');
    await expect(search).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);
    await expect(open).toBeFocused();

    // An answer put in and taken out again: the reply says it used none.
    await page.keyboard.press('Enter');
    await page.keyboard.type('refund');
    await results.getByRole('button').first().click();
    const editor = page.getByRole('textbox', { name: 'Reply' });
    await expect(editor).toBeFocused();
    await expect(editor).not.toHaveText('');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Glad to hear it works!');
    const replied = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/messages') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await replied).request().postDataJSON()).not.toHaveProperty('ai_source');
    expect(consoleErrors).toEqual([]);
  });

  test('a reply that used the suggestion proposes the question; an admin accepts it on the AI answers page and the Q&A has it', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const body = `There are two payments of $${anAmount()}.50 on my Visa for this month. Could you refund the second one?`;
    const { conversation, question } = await suggestionInserted(page, { api, sendMail, fixture }, 'maria', body);
    const refund = demoSource(sources, REFUND);
    const replied = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/conversations/${conversation.id}/messages` && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect(((await replied).request().postDataJSON() as { ai_source?: unknown }).ai_source).toEqual({ uuid: refund.uuid, origin: 'suggested' });
    expect(((await (await replied).json()) as Message).status).toBe('scheduled');

    await page.goto('/settings/ai');
    const table = settingsTable(page, 'Questions from replies');
    const row = rowOf(table, question);
    await expect(row).toContainText(REFUND);
    await expect(row).toContainText(`#${conversation.id} ${DEMO_OPENING_CONVERSATION.subject}`);
    await expect(row).toContainText(`${fixture.agents.admin.name} used the suggested answer`);
    expect(await seriousViolations(page, testInfo, 'axe-proposals')).toEqual([]);
    await saveScreenshot(page, testInfo, 'ai-answers-proposals');

    await row.getByRole('button', { name: `Accept “${question}” as a question of “${REFUND}”` }).click();
    await expect(toasts(page)).toContainText('Question added to the Q&A');
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Questions from replies/ })).toBeFocused();
    await expect
      .poll(async () => {
        const source = await api.get<RagSource>(`/organization/rag/sources/${refund.uuid}`);
        return [source.status, source.questions?.includes(question)];
      }, { message: 'the Q&A is processed again with the new question', timeout: 30_000 })
      .toEqual(['ready', true]);
    // Once sent, the reply counts as a use of the answer (earlier tests of this file used it too).
    await expect
      .poll(async () => (await api.get<RagSource>(`/organization/rag/sources/${refund.uuid}`)).used_count, { message: 'the sent reply counts', timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.goto(`/settings/ai?search=${encodeURIComponent(REFUND)}`);
    await expect(rowOf(settingsTable(page, 'AI sources'), REFUND)).toContainText(/Used (once|[\d,]+ times), last \w{3} \d/);
    expect(consoleErrors).toEqual([]);
  });

  test('an admin edits a proposed question before accepting it: the Q&A gets the edited wording', async ({ signedInPage: page, api, sendMail, fixture, consoleErrors }) => {
    // This customer's own amount is in the mail: the Q&A should not keep it.
    const body = `There are two payments of $${anAmount()}.75 on my Visa for this month. Could you refund the second one?`;
    const { question } = await suggestionInserted(page, { api, sendMail, fixture }, 'card', body);
    const refund = demoSource(sources, REFUND);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(async () => (await pendingProposals(api)).some((p) => p.question === question)).toBe(true);

    await page.goto('/settings/ai');
    const row = rowOf(settingsTable(page, 'Questions from replies'), question);
    await row.getByRole('button', { name: `Edit “${question}” before accepting it` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the question, then accept it' });
    const field = dialog.getByRole('textbox', { name: 'Question' });
    await expect(field).toHaveValue(question);
    await field.fill('   ');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByText(/must not be empty/)).toBeVisible();
    const edited = 'There are two payments on my Visa for this month. Could you refund the second one?';
    await field.fill(edited);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toasts(page)).toContainText('Question added to the Q&A');
    await expect(row).toHaveCount(0);
    await expect
      .poll(async () => (await api.get<RagSource>(`/organization/rag/sources/${refund.uuid}`)).questions?.includes(edited), { timeout: 30_000 })
      .toBe(true);
    expect((await api.get<RagSource>(`/organization/rag/sources/${refund.uuid}`)).questions).not.toContain(question);
    expect(consoleErrors).toEqual([]);
  });

  test('an answer inserted, then deleted for words of the agent\'s own, is not recorded and proposes nothing', async ({ signedInPage: page, api, sendMail, fixture, consoleErrors }) => {
    const body = `There are two payments of $${anAmount()}.25 on my Visa. Could you refund one?`;
    const { conversation } = await suggestionInserted(page, { api, sendMail, fixture }, 'rewrite', body);
    const editor = page.getByRole('textbox', { name: 'Reply' });
    // Their own words after it, then the answer's paragraph selected and deleted: the reply is never empty meanwhile.
    const own = 'Hi, I have refunded the second payment myself; you will see it within a week.';
    await page.keyboard.press('Enter');
    await page.keyboard.type(own);
    await editor.locator('p').first().selectText();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Delete');
    await expect(editor).toHaveText(own);
    const replied = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/conversations/${conversation.id}/messages` && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect(((await replied).request().postDataJSON() as { ai_source?: unknown }).ai_source).toBeUndefined();
    expect((await pendingProposals(api)).filter((p) => p.conversation?.id === conversation.id)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('an agent saves a conversation as an AI answer: its question and reply, tidied in the Q&A editor, become a Q&A; a conversation source is edited as a Q&A that replaces it', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const tok = uniqueToken('gift');
    const body = `Can I send a ${tok} gift card to a friend abroad?`;
    const conversation = await customerMail({ api, sendMail, fixture }, { from: `${uniqueToken('giver')}@customer.example`, subject: `Gift card ${tok}`, body });
    await page.goto(`/inbox/${conversation.id}`);
    const save = page.getByRole('button', { name: 'Save as AI answer' });
    // No reply sent yet: nothing to learn an answer from, and the toast says why, without asking the server.
    await save.click();
    await expect(toasts(page)).toContainText('Nothing to save as an AI answer yetSend a reply first: the answer is learnt from the reply the customer got.');

    const answer = `Yes: ${tok} gift cards work in every country, sent by email.`;
    await api.post(`/conversations/${conversation.id}/messages`, { content: { content: `<p>${answer}</p>` }, agent_id: fixture.agents.admin.id, delay: 0 });
    await expect
      .poll(async () => (await api.get<{ entries: { type: string; message?: Message }[] }>(`/conversations/${conversation.id}/messages`)).entries.some((e) => e.message?.status === 'sent'), {
        message: 'the reply is sent',
        timeout: 20_000,
      })
      .toBe(true);
    // The thread learns it from the change feed.
    await expect(page.getByRole('region', { name: 'Thread' }).getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });

    await save.click();
    const editor = page.getByRole('dialog', { name: 'New Q&A' });
    await expect(editor.getByRole('textbox', { name: 'Question 1' })).toHaveValue(`Gift card ${tok}`);
    await expect(editor.getByRole('textbox', { name: 'Question 2' })).toHaveValue(body);
    const answerField = editor.getByRole('textbox', { name: 'Answer' });
    await expect(answerField).toHaveValue(answer);
    await saveScreenshot(page, testInfo, 'save-as-ai-answer');
    // Tidied before everyone gets it.
    await editor.getByRole('button', { name: 'Remove question 1' }).click();
    await answerField.fill(`${answer} Any amount from 10 to 500.`);
    await editor.getByRole('button', { name: 'Add Q&A' }).click();
    await expect(editor).toBeHidden();
    await expect(toasts(page)).toContainText('Q&A added');
    await expect(save).toBeFocused();
    const added = (await api.get<{ data: RagSource[] }>('/organization/rag/sources', { search: tok })).data;
    expect(added.map((s) => [s.type, s.questions, s.answer])).toEqual([['question', [body], `${answer} Any amount from 10 to 500.`]]);
    await api.delete(`/organization/rag/sources/${added[0]!.uuid}`);

    // Learnt as it is (the API's conversation source), it is edited as a Q&A that replaces it.
    const learnt = await api.post<{ uuid: string }>('/organization/rag/sources/conversation', { conversation_id: conversation.id });
    await page.goto(`/settings/ai?edit=${learnt.uuid}`);
    const sheet = page.getByRole('dialog', { name: 'Edit Q&A' });
    await expect(sheet).toContainText(`This source keeps what conversation #${conversation.id} taught when it was added.`);
    await expect(sheet).toContainText(answer);
    await sheet.getByRole('button', { name: 'Edit as a Q&A' }).click();
    const replacing = page.getByRole('dialog', { name: 'New Q&A from a conversation' });
    await expect(replacing.getByRole('textbox', { name: 'Question 2' })).toHaveValue(body);
    await replacing.getByRole('textbox', { name: 'Answer' }).fill(`${answer} Cards never expire.`);
    await replacing.getByRole('button', { name: 'Add Q&A' }).click();
    await expect(toasts(page)).toContainText('It replaces the conversation’s source, which is removed.');
    await expect
      .poll(async () => (await api.get<{ data: RagSource[] }>('/organization/rag/sources', { search: tok })).data.map((s) => [s.type, s.status]), { timeout: 20_000 })
      .toEqual([['question', 'ready']]);
    const [replacement] = (await api.get<{ data: RagSource[] }>('/organization/rag/sources', { search: tok })).data;
    expect(replacement!.answer).toBe(`${answer} Cards never expire.`);
    await api.delete(`/organization/rag/sources/${replacement!.uuid}`);
    expect(consoleErrors).toEqual([]);
  });

  test('a suggestion dismissed and another answer picked from search is proposed the same way; an admin dismisses it, then accepts it after all', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const account = 1000 + Math.floor(Math.random() * 9000);
    const body = `Please close our account ${account} at the end of the month.`;
    const conversation = await customerMail({ api, sendMail, fixture }, { from: `${uniqueToken('leaving')}@customer.example`, subject: 'Cancel my subscription', body });
    const question = `Cancel my subscription. ${body}`;

    await page.goto(`/inbox/${conversation.id}`);
    const suggestions = page.getByRole('region', { name: 'Suggested answers' });
    await expect(suggestions.getByRole('button', { name: /^Insert answer 1: / })).toBeVisible();
    // Not what this customer needs: every suggestion dismissed, the focus goes to the search.
    while ((await suggestions.count()) > 0) await suggestions.getByRole('button', { name: /^Dismiss answer 1: / }).click();
    const open = page.getByRole('button', { name: 'Search answers' });
    await expect(open).toBeFocused();
    // Away to another conversation and back (client-side): what was dismissed stays dismissed.
    await page.evaluate(() => {
      history.pushState({}, '', '/inbox');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Thread' })).toContainText(body);
    await expect(suggestions).toHaveCount(0);
    await open.click();
    const search = page.getByRole('region', { name: 'Search answers' });
    // It opens with the customer's question, selected: its answers at once, or the agent's own words typed over it.
    await expect(search.getByRole('searchbox', { name: 'Search answers' })).toHaveValue(question);
    await expect(search.getByRole('list', { name: `Answers for “${question}”` })).toBeVisible();
    await page.keyboard.type('pause the subscription');
    // Down from the search box to the results, Enter inserts.
    await expect(search.getByRole('button', { name: `Insert ${PAUSE}` })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 5 && !(await search.getByRole('button', { name: `Insert ${PAUSE}` }).evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(search).toHaveCount(0);
    const pause = demoSource(sources, PAUSE);
    await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveText(pause.answer!);
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    await expect.poll(async () => (await pendingProposals(api)).find((p) => p.question === question)?.origin).toBe('searched');
    expect((await pendingProposals(api)).find((p) => p.question === question)?.source.uuid).toBe(pause.uuid);

    await page.goto('/settings/ai');
    const row = rowOf(settingsTable(page, 'Questions from replies'), question);
    await expect(row).toContainText('found this answer in search instead');
    await expect(row).toContainText(PAUSE);
    await row.getByRole('button', { name: `Dismiss “${question}”` }).click();
    await expect(toasts(page)).toContainText('Question dismissed');
    await expect(row).toHaveCount(0);
    // Dismissed: the Q&A is as it was.
    expect((await api.get<RagSource>(`/organization/rag/sources/${pause.uuid}`)).questions).toEqual(pause.questions);

    // Not final: the dismissed questions are a choice away (kept in the address), and one can be accepted after all.
    const show = page.getByRole('combobox', { name: 'Show' });
    await show.selectOption('Dismissed');
    await expect(page).toHaveURL(/proposals=dismissed/);
    const dismissed = rowOf(settingsTable(page, 'Questions from replies'), question);
    await expect(dismissed).toContainText(/Dismissed \w/);
    await expect(dismissed.getByRole('button', { name: `Dismiss “${question}”` })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'ai-answers-dismissed-proposals');
    await dismissed.getByRole('button', { name: `Edit “${question}” before accepting it` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the question, then accept it' });
    // A wording of this run's own: no other mail of the suite asks it.
    const wording = `Close account ${account} at the end of the month, or pause it instead?`;
    await dialog.getByRole('textbox', { name: 'Question' }).fill(wording);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(toasts(page)).toContainText('Question added to the Q&A');
    await expect(dismissed).toHaveCount(0);
    await show.selectOption('Accepted');
    const accepted = rowOf(settingsTable(page, 'Questions from replies'), question);
    await expect(accepted).toContainText(/Accepted \w/);
    await expect(accepted.getByRole('button')).toHaveCount(1); // the Q&A's name, which opens it; nothing to decide
    await expect
      .poll(async () => (await api.get<RagSource>(`/organization/rag/sources/${pause.uuid}`)).questions?.includes(wording), { timeout: 30_000 })
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
