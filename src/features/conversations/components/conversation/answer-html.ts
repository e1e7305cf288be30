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
