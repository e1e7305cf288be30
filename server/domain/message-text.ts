import { convert } from 'html-to-text';

/**
 * How much of an HTML body its text is made from. html-to-text is quadratic in the depth of nested tables (1 MB of
 * them took half a minute), so one hostile body, inbound or composed, must not hold the server that long; the
 * text is capped further wherever it is used (search, previews, the PDF).
 */
export const HTML_TEXT_SOURCE_MAX = 256 * 1024;

/** Plain text of an HTML body (its first HTML_TEXT_SOURCE_MAX characters): for search, previews, the PDF export and the text/plain part of mail. */
export function htmlToText(whole: string): string {
  const html = whole.length > HTML_TEXT_SOURCE_MAX ? whole.slice(0, HTML_TEXT_SOURCE_MAX) : whole;
  try {
    return convert(html, {
      wordwrap: false,
      selectors: [
        { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
        { selector: 'img', format: 'skip' },
      ],
    }).trim();
  } catch {
    // html-to-text walks the tree recursively: tags nested a few thousand deep overflow the stack. Such markup
    // (mail from outside, an API client) still has words: the text without the tags. A tag match stops at the
    // next "<", so the pass stays linear even on "<<<<...".
    return withoutHiddenElements(html).replace(/<[^<>]*>?/g, ' ').replace(/\s+/g, ' ').trim();
  }
}

/**
 * The HTML without what a reader never sees as text: script, style, head and title elements with what they hold
 * (one unclosed hides the rest). One pass: each opening tag is followed by one search for its end.
 */
function withoutHiddenElements(html: string): string {
  const lower = html.toLowerCase();
  const opening = /<(script|style|head|title)\b/g;
  let out = '';
  let from = 0;
  for (let m = opening.exec(lower); m; m = opening.exec(lower)) {
    out += html.slice(from, m.index);
    const end = lower.indexOf(`</${m[1]}`, m.index);
    if (end < 0) return out;
    const close = lower.indexOf('>', end);
    from = close < 0 ? html.length : close + 1;
    opening.lastIndex = from;
  }
  return out + html.slice(from);
}

/** The start of a message's text with whitespace collapsed: the conversation list's preview. */
export function previewOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH);
}

export const PREVIEW_LENGTH = 200;

/** Text added to the search document per message: bounded, so one huge mail cannot overflow a tsvector. */
export const SEARCH_TEXT_MAX = 20_000;
/**
 * Size (as text) past which a conversation's search document takes no more messages. PostgreSQL caps a tsvector
 * at 1 MB; without a ceiling, a long thread (or someone mailing large texts into one) would make every later
 * message of that conversation fail to store. The subject and the first messages stay searchable.
 */
export const SEARCH_DOCUMENT_BUDGET = 600_000;
