import { convert } from 'html-to-text';

/** Plain text of an HTML body: for search, previews, the PDF export and the text/plain part of mail. */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
}

/** The start of a message's text with whitespace collapsed: the conversation list's preview. */
export function previewOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH);
}

export const PREVIEW_LENGTH = 200;

/** Text added to the search document per message: bounded, so one huge mail cannot overflow a tsvector. */
export const SEARCH_TEXT_MAX = 50_000;
