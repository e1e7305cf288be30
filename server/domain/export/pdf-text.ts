import { htmlToText } from '../message-text.ts';

// Characters above U+00FF that the WinAnsi encoding (pdfkit's standard fonts) still has a glyph for.
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a,
  0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

// Common characters without a WinAnsi glyph that have an obvious stand-in.
const STAND_INS: Record<string, string> = {
  '\u2010': '-', '\u2011': '-', '\u2012': '\u2013', '\u2015': '\u2014', '\u2212': '-', '\u2032': "'", '\u2033': '"',
  '\u2190': '<-', '\u2192': '->', '\u2194': '<->', '\u21d2': '=>', '\u2264': '<=', '\u2265': '>=', '\u2260': '!=',
  '\u2713': 'v', '\u2714': 'v', '\u2717': 'x', '\u2718': 'x',
};

// Invisible characters: controls (newline and tab are handled before), zero-width and bidi formatting, soft hyphen.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const PLAIN_ASCII = /^[\x20-\x7e\n]*$/;
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

function encodable(text: string): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const ok = (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff && cp !== 0xad) || WIN_ANSI_EXTRA.has(cp);
    if (!ok) return false;
  }
  return true;
}

function graphemeToWinAnsi(grapheme: string): string {
  if (grapheme === '\n') return grapheme;
  const visible = grapheme.replace(INVISIBLE, '');
  if (visible === '' || encodable(visible)) return visible;
  const standIn = STAND_INS[visible];
  if (standIn !== undefined) return standIn;
  // "ő" -> "o", "ﬁ" -> "fi", full-width "Ａ" -> "A": better than a question mark.
  const base = visible.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');
  if (base !== '' && encodable(base)) return base;
  return '?';
}

/**
 * Text that pdfkit's standard (WinAnsi) fonts can show: line breaks normalized to \n, tabs to spaces, control and
 * zero-width characters removed, and each character (grapheme) without a glyph, such as an emoji or CJK, as one "?".
 */
export function toWinAnsi(text: string): string {
  const normalized = text.replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n').replace(/\t/g, '    ').normalize('NFC');
  if (PLAIN_ASCII.test(normalized)) return normalized;
  let out = '';
  for (const { segment } of segmenter.segment(normalized)) out += graphemeToWinAnsi(segment);
  return out;
}

/** For header fields and headings: WinAnsi, one line, whitespace collapsed. */
export function oneLine(text: string): string {
  return toWinAnsi(text).replace(/\s+/g, ' ').trim();
}

/** One line cut to `max` characters with an ellipsis, for places that cannot wrap. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}\u2026`;
}

/** At most `max` characters (never splitting a surrogate pair), marked when cut. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}\n\u2026 (truncated)`;
}

/** A message's plain text; when it has none, the text of its HTML part. */
export function messageText(message: { text: string; html: string | null }): string {
  if (message.text.trim() !== '' || !message.html) return message.text;
  return htmlToText(message.html);
}

/** A body ready to draw: capped, WinAnsi, trailing spaces and runs of blank lines removed. */
export function bodyForPdf(text: string, max: number): string {
  return toWinAnsi(capText(text, max))
    .replace(/[ \u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)} ${units[unit]}`;
}

/** Formats instants as "21 Nov 2026, 10:30 CET" in the organization's time zone (UTC if the zone is unknown). */
export function timeFormatter(timeZone: string): (value: string | Date) => string {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' });
  return (value) => {
    const date = typeof value === 'string' ? new Date(value) : value;
    if (Number.isNaN(date.getTime())) return oneLine(String(value));
    const name = zoneName.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? zone;
    return `${dateTime.format(date)} ${name}`;
  };
}
