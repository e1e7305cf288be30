// The srcdoc of the sandboxed iframe that shows an email: our base styles, the email's sanitized styles
// and body, and a Content-Security-Policy that allows no script, no network and, until the agent asks,
// no remote image. Pure string building, unit-tested.

export const EMAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data: cid:";
export const EMAIL_CSP_WITH_IMAGES = "default-src 'none'; style-src 'unsafe-inline'; img-src data: cid: https: http:";

/** The sandbox of the email iframe: links may open a normal tab; no scripts, no same-origin, no forms. */
export const EMAIL_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

export interface SanitizedEmail {
  /** Sanitized CSS of the email's <style> elements. */
  styles: string[];
  /** Sanitized inner HTML of the email's body. */
  body: string;
  /** Sanitized style of the email's <body> (background colours are common). */
  bodyStyle: string;
  hasRemoteImages: boolean;
  /** The same three parts with every remote image left out: shown until the agent clicks "Show images". */
  withoutRemote: { styles: string[]; body: string; bodyStyle: string };
  /** The body's text with its line structure, to estimate the rendered height. */
  layoutText: string;
  /** Paragraph-like blocks (with margins), for the same estimate. */
  paragraphs: number;
  /** Sum of the declared heights of images, for the same estimate. */
  imageHeight: number;
}

export const EMAIL_FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const EMAIL_FONT_SIZE = 14;
export const EMAIL_LINE_HEIGHT = 1.6;

const BASE_CSS = [
  'html{color-scheme:light}',
  `body{margin:0;padding:4px 2px;font-family:${EMAIL_FONT};font-size:${EMAIL_FONT_SIZE}px;line-height:${EMAIL_LINE_HEIGHT};color:#1e293b;overflow-wrap:break-word}`,
  'img{max-width:100%;height:auto}',
  'table{max-width:100%}',
  'pre{white-space:pre-wrap}',
  'p{margin:0 0 .75em}',
  'a{color:#4f46e5}',
  'a:not([href]){color:inherit;text-decoration:none}', // links removed by the sanitizer read as text
  'blockquote{margin:.5em 0;padding-left:.75em;border-left:3px solid #e2e8f0;color:#475569}',
].join('');

export function emailCsp(showImages: boolean): string {
  return showImages ? EMAIL_CSP_WITH_IMAGES : EMAIL_CSP;
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The whole document for the iframe's srcdoc. The CSP meta comes first, before anything it must govern. */
export function buildEmailDocument(
  sanitized: Pick<SanitizedEmail, 'styles' | 'body' | 'bodyStyle'> & Partial<Pick<SanitizedEmail, 'withoutRemote'>>,
  showImages: boolean,
): string {
  // Remote images are left out of the document, not merely blocked by its CSP: no request is even attempted.
  const email = !showImages && sanitized.withoutRemote ? sanitized.withoutRemote : sanitized;
  // Sanitized CSS never holds "<" (sanitizeCss escapes it); this keeps the promise even for other callers.
  const styles = email.styles.map((css) => `<style>${css.replace(/</g, '\\3c ')}</style>`).join('');
  const bodyStyle = email.bodyStyle ? ` style="${escapeAttribute(email.bodyStyle)}"` : '';
  return (
    '<!DOCTYPE html><html><head>' +
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(emailCsp(showImages))}">` +
    '<meta charset="utf-8"><meta name="referrer" content="no-referrer">' +
    `<style>${BASE_CSS}</style>${styles}</head><body${bodyStyle}>${email.body}</body></html>`
  );
}

/** Collapsed messages show at most this much; "Show full message" lifts the cap. */
export const COLLAPSED_MAX_HEIGHT = 480;
const MIN_HEIGHT = 40;
const MAX_HEIGHT = 20_000;

/**
 * The iframe's height from a measurement of the email's text in the parent (see message-body.tsx): the
 * paragraphs' margins (.75em), declared image heights (a blocked image keeps its declared size), the body's
 * padding and a little slack for headings.
 */
export function estimateEmailHeight(textHeight: number, paragraphs: number, imageHeight: number): number {
  const estimate = Math.ceil(textHeight * 1.05 + paragraphs * EMAIL_FONT_SIZE * 0.75 + imageHeight + 14);
  return Math.min(Math.max(estimate, MIN_HEIGHT), MAX_HEIGHT);
}
