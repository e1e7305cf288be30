import type { Timeline } from '#contract/conversations';
import type { RagSource, RagSourceAccepted } from '#contract/rag';
import { expect, saveScreenshot, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { addDemoKnowledge } from '../support/demo-knowledge';
import { mailConversations, uniqueToken } from '../support/inbox';

// Suggested answers in the reply box: the AI Q&A store's best answers to the customer's last message
// (retrieval in the server's database), each put into the reply with a click or Ctrl+Shift+1..3. The agent
// still sends: inserting never sends anything.

test.describe('suggested answers', () => {
  test("the store's answer to the customer's question is suggested, and goes into the reply with a click or a key", async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    // The worker's organization holds what earlier tests added; the demo's Q&A and help texts first, so the store
    // this test asks is the same whatever ran before it (the demo has a lock-out answer next to this one).
    test.setTimeout(90_000);
    await addDemoKnowledge(api);
    const token = uniqueToken('qa');
    const question = `How do I reset the password of my ${token} account?`;
    const answer = `Open Settings, then Security, and choose Reset password. The link is valid for one hour (${token}).`;
    const accepted = await api.post<RagSourceAccepted>('/organization/rag/sources/questions', {
      questions: [question, `I forgot my ${token} password`],
      answer,
    });
    await expect
      .poll(async () => (await api.get<RagSource>(`/organization/rag/sources/${accepted.uuid}`)).status, {
        message: 'the Q&A is processed',
        timeout: 30_000,
      })
      .toBe('ready');

    const { conversations } = await mailConversations(
      { api, sendMail, fixture },
      {
        token,
        count: 1,
        subject: () => `Forgot my password ${token}`,
        text: () => `Hello,\n\nI cannot log in to ${token} any more. How can I reset my password?\n\n-- \nJane from ACME`,
      },
    );
    const conversation = conversations[0]!;

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/inbox/${conversation.id}`);
    const suggestions = page.getByRole('region', { name: 'Suggested answers' });
    const first = suggestions.getByRole('button', { name: /^Insert answer 1: / });
    // Named by the question variant that matched best (either of the two).
    await expect(first).toHaveAccessibleName(new RegExp(`^Insert answer 1: (${question.replace(/\?/g, '\\?')}|I forgot my ${token} password)$`));
    await expect(first).toHaveAccessibleDescription(answer);
    expect(await seriousViolations(page, testInfo, 'axe-suggested-answers')).toEqual([]);
    await saveScreenshot(page, testInfo, 'reply-suggested-answers');

    // One click: the answer is in the reply, nothing is sent.
    const editor = page.getByRole('textbox', { name: 'Reply' });
    await first.click();
    await expect(editor).toHaveText(answer);
    await expect(editor).toBeFocused();
    // ... and the suggestion says so, against putting the same paragraph in twice.
    await expect(first).toHaveAccessibleName(/ \(inserted already\)$/);
    await expect(suggestions.getByText('Inserted', { exact: true })).toBeVisible();

    // Or a key, from the reply: at the caret, after what the agent wrote.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Hi Jane, ');
    await page.keyboard.press('Control+Shift+Digit1');
    await expect(editor).toHaveText(`Hi Jane, ${answer}`);
    await saveScreenshot(page, testInfo, 'reply-suggested-answer-inserted');

    // Hidden, the list takes one line, and its keys do nothing.
    await suggestions.getByRole('button', { name: 'Hide' }).click();
    await expect(first).toBeHidden();
    await editor.click();
    await page.keyboard.press('Control+Shift+Digit1');
    await expect(editor).toHaveText(`Hi Jane, ${answer}`);
    await suggestions.getByRole('button', { name: /^Show \d/ }).click();
    await expect(first).toBeVisible();

    // From the thread too (reading the mail, no field focused), the keys put the answer into the reply.
    await page.getByRole('region', { name: 'Thread', exact: true }).focus();
    await page.keyboard.press('Control+Shift+Digit1');
    // (at the reply's caret, wherever the agent left it)
    const tail = answer.slice(-20);
    await expect.poll(async () => (await editor.textContent())?.split(tail).length).toBe(3);

    // However tall the reply box grows (suggestions and a long draft, on a small laptop screen), the thread keeps
    // room for the customer's mail: the reply box scrolls within the rest.
    await page.setViewportSize({ width: 1280, height: 600 });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    for (let line = 0; line < 25; line++) await page.keyboard.press('Enter');
    await page.keyboard.type('Best, the support team');
    const thread = page.getByRole('region', { name: 'Thread', exact: true });
    await expect.poll(async () => (await thread.boundingBox())?.height ?? 0, { message: 'the thread keeps its height' }).toBeGreaterThanOrEqual(100);
    await expect(thread.getByRole('article').first()).toBeInViewport();
    // ... and Send stays in reach at the foot of the reply box, wherever it is scrolled to.
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeInViewport({ ratio: 1 });
    const replyTab = page.getByRole('tab', { name: 'Reply' });
    await expect(replyTab).not.toBeInViewport(); // the reply box did scroll
    await replyTab.scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport({ ratio: 1 });
    await saveScreenshot(page, testInfo, 'reply-tall-draft-small-screen');
    // On a common laptop screen, the tall draft leaves the thread 40% of the pane, not a line of the mail.
    await page.setViewportSize({ width: 1440, height: 900 });
    const replyBox = page.getByRole('tablist', { name: 'Reply or internal note' }).locator('..');
    await expect
      .poll(async () => {
        const [t, r] = [await thread.boundingBox(), await replyBox.boundingBox()];
        return t && r ? t.height / (t.height + r.height) : 0;
      }, { message: "the thread's share of the pane" })
      .toBeGreaterThanOrEqual(0.38);

    const timeline = await api.get<Timeline>(`/conversations/${conversation.id}/messages`);
    expect(timeline.entries.filter((e) => e.type === 'message')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});
