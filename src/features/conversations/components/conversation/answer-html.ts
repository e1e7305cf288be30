import type { RagSearchResult } from '#contract/rag';
import { escapeHtml } from '#contract/template-variables';

// A stored answer is plain text (a Q&A's answer, a help text's or article's passage), and a help text may be written
// in Markdown: in the reply it becomes paragraphs, one per blank-line-separated block, its line breaks kept, a block
// of "- " or "1. " lines a list, and the Markdown a reply can show (bold, italics, code, links to web pages) what it
// means rather than its asterisks. Everything is escaped first: an answer never brings markup of its own.

const BULLET = /^\s*[-*+]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;

/** Inline Markdown, each with what it becomes in a reply and in a one-line preview. */
const INLINE: [RegExp, string, string][] = [
  [/`([^`]+)`/g, '<code>$1</code>', '$1'],
  [/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2">$1</a>', '$1'],
  [/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '<strong>$2</strong>', '$2'],
  [/(?<![\w*])\*(?=[^\s*])([^*]+?)(?<=[^\s*])\*(?![\w*])/g, '<em>$1</em>', '$1'],
  [/(?<![\w_])_(?=[^\s_])([^_]+?)(?<=[^\s_])_(?![\w_])/g, '<em>$1</em>', '$1'],
];

/** Inline Markdown over escaped text: `**bold**`, `*italics*` or `_italics_`, `` `code` ``, `[text](https://...)`. */
const inlineMarkdown = (escaped: string) => INLINE.reduce((text, [pattern, html]) => text.replace(pattern, html), escaped);

/** An answer on one line, as a suggestion's row shows its start: its Markdown's words without their marks. */
export function answerPreview(answer: string): string {
  const unlisted = answer.replace(/^\s*([-*+]|\d{1,3}[.)])\s+/gm, '');
  return INLINE.reduce((text, [pattern, , plain]) => text.replace(pattern, plain), unlisted)
    .replace(/\s+/g, ' ')
    .trim();
}

const line = (text: string) => inlineMarkdown(escapeHtml(text.trim()));

function blockHtml(block: string): string {
  const lines = block.split('\n');
  if (lines.every((l) => BULLET.test(l))) return `<ul>${lines.map((l) => `<li><p>${line(l.replace(BULLET, ''))}</p></li>`).join('')}</ul>`;
  if (lines.every((l) => NUMBERED.test(l))) return `<ol>${lines.map((l) => `<li><p>${line(l.replace(NUMBERED, ''))}</p></li>`).join('')}</ol>`;
  return `<p>${lines.map(line).join('<br>')}</p>`;
}

export function answerHtml(answer: string): string {
  return answer
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(blockHtml)
    .join('');
}

/** What an answer puts into a reply: its text, and for a help-site article a link to the whole article. */
export function insertedAnswerHtml(result: Pick<RagSearchResult, 'answer' | 'title' | 'url'>): string {
  const text = answerHtml(result.answer);
  if (!result.url || !/^https?:\/\//i.test(result.url)) return text;
  const name = escapeHtml(result.title?.trim() || result.url);
  return `${text}<p>The whole article: <a href="${escapeHtml(result.url)}">${name}</a></p>`;
}
