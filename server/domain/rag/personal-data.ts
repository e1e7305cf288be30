// What the AI store learns from a conversation (a proposed question variant, a conversation source) is reused for
// every other customer, and an admin may accept it in one click: the customer's personal data must not come with it.
// Taken out: email addresses, numbers long enough to be a phone, card, account or tracking number, and the name of
// the customer the conversation is with. Each becomes a redaction mark, which reads as "taken out" and is no word
// to the search (PostgreSQL's parser and the store's own tokenizers skip it), so it matches nothing.

export const REDACTED = '███';

export interface KnownPerson {
  name: string | null;
  email: string | null;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/**
 * Digits with the separators phones, cards and IBANs are written with ("+1 (555) 123-4567", "4111 1111 1111 1111",
 * "DE89 3704 0044 0532 0130 00"): redacted when they hold 8 digits or more. Dots and commas do not join them, so a
 * version ("3.18.7"), an amount ("$1,249.50") or an IP address stays.
 */
const DIGIT_RUN = /\+?\(?\d(?:[ \-()/]{0,2}\d)+/g;
const LONG_NUMBER_DIGITS = 8;
/** A date (2026-10-04, 10/04/2026, 4-10-2026) is no identifier. */
const DATE = /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/-]\d{1,2}[/-]\d{2,4})$/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The parts of the person's name to take out: the full name in any case, and each part of two letters or more as it
 * is written with a capital ("Price" as a name, not "the price of the plan").
 */
function namePatterns(person: KnownPerson): RegExp[] {
  const name = person.name?.replace(/\s+/g, ' ').trim() ?? '';
  if (name === '' || name.includes('@')) return [];
  const parts = name.split(' ').filter((part) => part.length >= 2 && /^\p{Lu}/u.test(part));
  const edge = (body: string) => String.raw`(?<![\p{L}\p{N}])${body}(?![\p{L}\p{N}])`;
  const patterns = [new RegExp(edge(escapeRegExp(name)), 'giu')];
  for (const part of parts) patterns.push(new RegExp(edge(escapeRegExp(part)), 'gu'));
  return patterns;
}

/** The text with the personal data above replaced by REDACTED; a run of marks is one. */
export function withoutPersonalData(text: string, people: readonly KnownPerson[] = []): string {
  let out = text.replace(EMAIL, REDACTED);
  out = out.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/\D/g, '').length;
    return digits >= LONG_NUMBER_DIGITS && !DATE.test(run.trim()) ? REDACTED : run;
  });
  for (const person of people) {
    for (const pattern of namePatterns(person)) out = out.replace(pattern, REDACTED);
  }
  // "Rachel Price" is one mark, not two; the separator between them goes with it.
  const mark = escapeRegExp(REDACTED);
  return out.replace(new RegExp(`${mark}(?:[ \\-]*${mark})+`, 'g'), REDACTED);
}

/** Whether the text says anything once the marks are set aside ("███" alone asks nothing). */
export function saysSomething(text: string): boolean {
  return LETTER_OR_DIGIT.test(text.replaceAll(REDACTED, ''));
}
