import type { RagSearchResult } from '#contract/rag';
import { escapeHtml } from '#contract/template-variables';

// A stored answer is plain text (a Q&A's answer, a help article's passage): in the reply it becomes paragraphs,
// one per blank-line-separated block, its line breaks kept, and never markup of its own.

export function answerHtml(answer: string): string {
  return answer
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** What an answer puts into a reply: its text, and for a help-site article a link to the whole article. */
export function insertedAnswerHtml(result: Pick<RagSearchResult, 'answer' | 'title' | 'url'>): string {
  const text = answerHtml(result.answer);
  if (!result.url || !/^https?:\/\//i.test(result.url)) return text;
  const name = escapeHtml(result.title?.trim() || result.url);
  return `${text}<p>The whole article: <a href="${escapeHtml(result.url)}">${name}</a></p>`;
}
