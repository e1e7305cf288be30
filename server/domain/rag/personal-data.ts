// What the AI store learns from a conversation (a proposed question variant, a conversation source) is reused for
// every other customer, and an admin may accept it in one click: the customer's personal data must not come with it.
// Taken out: email addresses, numbers long enough to be a phone, card, account or tracking number, and the name of
// the customer the conversation is with. Each becomes a redaction mark, which reads as "taken out" and is no word
// to the search (PostgreSQL's parser and the store's own tokenizers skip it), so it matches nothing.
//
// Every pattern starts only where a word or a number starts (a lookbehind), and is bounded: a customer's 25 MB of
// letters without an "@" is read once, not once per position.

export const REDACTED = '███';

export interface KnownPerson {
  name: string | null;
  email: string | null;
}

const EMAIL = /(?<![\p{L}\p{N}._%+'’-])[\p{L}\p{N}._%+'’-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24}(?![\p{L}\p{N}-])/gu;

/**
 * Digits with the separators phones, cards and IBANs are written with ("+1 (555) 123-4567", "555.123.4567",
 * "4111 - 1111 - 1111 - 1111", "DE89 3704 0044 0532 0130 00", no-break spaces too). It starts where a number starts,
 * not inside a word ("0x80070005", "deadbeef12345678") nor after a decimal point, and does not end before a time's
 * colon or a decimal part ("10:30", "12.345.678,00").
 */
const DIGIT_RUN = /(?<![\p{L}\p{N}.,])\+?\(?\d(?:[ \t\u00A0\u202F\-–()/.]{0,3}\d)*(?![\p{L}\p{N}]|[.,:]\d)/gu;
const LONG_NUMBER_DIGITS = 8;
/** An IBAN with its country letters ("DE89 3704 0044 0532 0130 00"), which the digits alone would leave in front. */
const IBAN = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?:[ \u00A0]?[A-Z0-9]{4}){2,7}(?:[ \u00A0]?[A-Z0-9]{1,3})?(?![\p{L}\p{N}])/gu;
/** A date or a year, alone or in a list or a range: "2024-10-01", "10/04/2026", "2020-2024", "1999 2000", "01/10/2024-31/10/2024". */
const DATE = String.raw`(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2})|(?:19|20)\d{2})`;
const DATES = new RegExp(String.raw`^${DATE}(?:\s*[-–/]\s*${DATE}|\s+${DATE})*$`);
/** A date written without separators: 20241001. */
const COMPACT_DATE = /^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/;
/** An IPv4 address: a machine's, not a person's. */
const IP_ADDRESS = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/**
 * A round quantity grouped by thousands: "12 000 000 users", "12 500 000", "10.000.000 emails": groups of three
 * with one separator, and at most three digits before the zeros that end it. "912 300 000" (a phone written 3-3-3)
 * and "123 456 789 000" are no round quantity.
 */
const THOUSANDS_GROUPED = /^[1-9]\d{0,2}(?:([ \u00A0\u202F.])\d{3})(?:\1\d{3})*$/;
const isRoundQuantity = (run: string) => THOUSANDS_GROUPED.test(run) && run.replace(/\D/g, '').replace(/0+$/, '').length <= 3;

function isPersonalNumber(run: string): boolean {
  const digits = run.replace(/\D/g, '').length;
  if (digits < LONG_NUMBER_DIGITS) return false;
  const bare = run.replace(/^[+(]+/, '');
  return !DATES.test(bare) && !COMPACT_DATE.test(bare) && !IP_ADDRESS.test(bare) && !isRoundQuantity(run);
}

/** The text with accents and curly apostrophes folded ("Zoë O’Neil" → "Zoe O'Neil"), each character kept in its place. */
function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = Array.from(ch.normalize('NFD'))[0] ?? ch;
    out += base === '’' || base === '‘' ? "'" : base.length === ch.length ? base : ch;
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where a name starts and ends: not inside a word, nor joined by a hyphen ("Li-ion"); "Rachel's" is Rachel. */
const nameIn = (body: string) => new RegExp(String.raw`(?<![\p{L}\p{N}]|\p{L}-)${body}(?![\p{L}\p{N}]|-\p{L})`, 'giu');
/** After a name at the start of a sentence, what says it is one: "Rachel here", "Rachel, ...", "Price: ...", "Rachel - Acme", the end. */
const NAMED_AFTER = /^(?:$|[,:;)]|'s\b|\s+[-–—]|\s+(?:here|from|at|speaking|again)\b)/iu;
const SENTENCE_START = /(?:^|[.!?\n]\s*|[:;]\s+)$/u;
/**
 * Names that are also months ("May", "June"): in a date they are the month. A date here is a day or a year beside
 * it ("May 3", "5th May", "the 5th of May", "May 2025") or a word that only a time comes after ("in May", "early
 * June", "last April"). "since", "of", "this" or "after" come before a person as often ("a friend of May").
 */
const MONTH = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i;
const MONTH_BEFORE = /(?:\b(?:in|early|late|mid|during|through|last|next|every)|\b\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?)[\s-]+$/iu;
const MONTH_AFTER = /^(?:\s+\d{1,2}(?:st|nd|rd|th)?\b|,?\s+(?:19|20)\d{2}\b)/u;
const isMonthInDate = (part: string, before: string, after: string) => MONTH.test(part) && (MONTH_BEFORE.test(before) || MONTH_AFTER.test(after));

/** The person's name as patterns: the whole name, and each part of two letters or more ("O'Neil-Smith", "O'Neil", "Smith"). */
function nameParts(person: KnownPerson): { whole: string; parts: string[] } | undefined {
  const name = fold(person.name ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '' || name.includes('@')) return undefined;
  const words = name.split(/[\s,]+/).filter(Boolean);
  const parts = new Set<string>();
  for (const word of words) {
    parts.add(word);
    for (const piece of word.split('-')) parts.add(piece);
  }
  return { whole: words.join(' '), parts: [...parts].filter((p) => p.replace(/[^\p{L}]/gu, '').length >= 2) };
}

/**
 * Where the person's name is in the text: the whole name in any case; a part of it where it is written as a name,
 * with a capital, and at the start of a sentence only when what follows says it is one ("Rachel here:", not "Mark
 * as read", "Hope this helps", "Will the price change?"), and a month's name only outside a date.
 */
function nameRanges(text: string, folded: string, person: KnownPerson): [number, number][] {
  const name = nameParts(person);
  if (!name) return [];
  const ranges: [number, number][] = [];
  const whole = nameIn(name.whole.split(' ').map(escapeRegExp).join(String.raw`[\s,]+`));
  for (const m of folded.matchAll(whole)) ranges.push([m.index, m.index + m[0].length]);
  for (const part of name.parts) {
    for (const m of folded.matchAll(nameIn(escapeRegExp(part)))) {
      const [start, end] = [m.index, m.index + m[0].length];
      if (!/^\p{Lu}/u.test(text.slice(start, start + 2))) continue;
      if (SENTENCE_START.test(text.slice(Math.max(0, start - 3), start)) && !NAMED_AFTER.test(folded.slice(end, end + 12))) continue;
      if (isMonthInDate(part, folded.slice(Math.max(0, start - 16), start), folded.slice(end, end + 8))) continue;
      ranges.push([start, end]);
    }
  }
  return ranges;
}

function redactRanges(text: string, ranges: [number, number][]): string {
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    if (end <= at) continue;
    if (start >= at) out += text.slice(at, start) + REDACTED;
    at = end;
  }
  return out + text.slice(at);
}

/** The text with the personal data above replaced by REDACTED; marks side by side are one. */
export function withoutPersonalData(text: string, people: readonly KnownPerson[] = []): string {
  let out = text.replace(EMAIL, REDACTED).replace(IBAN, REDACTED);
  out = out.replace(DIGIT_RUN, (run) => (isPersonalNumber(run) ? REDACTED : run));
  const folded = fold(out);
  out = redactRanges(
    out,
    people.flatMap((person) => nameRanges(out, folded, person)),
  );
  // "Rachel Price" is one mark, not two; the separator between them goes with it.
  const mark = escapeRegExp(REDACTED);
  return out.replace(new RegExp(`${mark}(?:[ \\-]*${mark})+`, 'g'), REDACTED);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether the text says anything once the marks are set aside ("███" alone asks nothing). */
export function saysSomething(text: string): boolean {
  return LETTER_OR_DIGIT.test(text.replaceAll(REDACTED, ''));
}
