import { RAG_LIMITS } from '#contract/rag';
import type { TimelineEntry } from '#contract/conversations';

// What the customer asked last, as a search of the AI Q&A store takes it: the text of their latest message
// without the thread they quoted or their signature, at most the search's 500 characters.

/** A line from which on the rest is the quoted earlier message or the signature. */
const CUT_LINES: RegExp[] = [
  /^On\b.{0,300}\bwrote:\s*$/, // Gmail, Apple Mail
  /^-{2,}\s*(Original Message|Forwarded message)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/, // Outlook's rule above its quoted header
  /^From:\s.+/, // Outlook's quoted header
  /^--\s*$/, // the signature delimiter
  /^Sent from my\b/i,
];

/** A greeting alone on its first line ("Hello,", "Dear support team,"): a few words at most, no part of the question. */
const GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening)|greetings)([ ,]+[\p{L}.'-]+){0,3}\s*[,!:.]?$/iu;

/**
 * The words a person wrote in a message's text: no quoted lines, nothing after a quote header or a signature,
 * no greeting line before them.
 */
export function authoredPart(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const end = lines.findIndex((line) => CUT_LINES.some((re) => re.test(line.trim())));
  const own = (end < 0 ? lines : lines.slice(0, end)).filter((line) => line.trim() !== '' && !/^\s*>/.test(line));
  if (own.length > 1 && GREETING.test(own[0]!.trim())) own.shift();
  return own
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word when there is one near the end. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trim();
}

/**
 * The customer's latest message (the last inbound one) as a question; its subject when the body says nothing
 * (a mail whose text is all in the subject). '' when the customer has not written.
 */
export function customerQuestion(entries: readonly TimelineEntry[]): string {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (entry.type !== 'message' || entry.message.direction !== 'inbound') continue;
    const body = authoredPart(entry.message.text);
    const subject = entry.message.subject.replace(/^((re|fwd?|aw|tr)\s*:\s*)+/i, '').trim();
    return clip(body || subject, RAG_LIMITS.queryLength);
  }
  return '';
}
