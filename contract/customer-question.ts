import { GREETING_START, QUOTE_HEADER_LINES, SIGN_OFF_WORDS } from './mail-conventions.ts';
import { RAG_LIMITS } from './rag.ts';

// What the customer asks, as a search of the AI Q&A store takes it: the reply box asks the store with it, and the
// server proposes it as a new question variant when a reply used an answer (the same text on both sides, from this
// one rule). The latest customer message without the thread they quoted or their signature, with the subject in
// front while the subject still says what they ask, at most the search's 1,000 characters.

/** A line from which on the rest is the quoted earlier message or the signature. */
const CUT_LINES: RegExp[] = [
  ...QUOTE_HEADER_LINES,
  /^From:\s.+/, // Outlook's quoted header
  /^--\s*$/, // the signature delimiter
  /^Sent from my\b/i,
];

/** A greeting alone on its first line ("Hello,", "Dear support team,"): a few words at most, no part of the question. */
const GREETING = new RegExp(String.raw`${GREETING_START}([ ,]+[\p{L}.'-]+){0,3}\s*[,!:.]?$`, 'iu');
/** A greeting word in front of the words on its line ("Hi team, how do I...", "Good morning! The export..."). */
const GREETING_WORD = new RegExp(String.raw`${GREETING_START}(?=[\s,!:.])`, 'i');
/** Up to three words after it, then a pause. */
const GREETED = /^((?:[ ,]+[\p{L}.'-]+){0,3}?)\s*[,!:.]+\s+(?=\S)/u;
/** Whom a greeting addresses, besides a name: "Hello world app: ..." and "Good morning messages: ..." name a topic. */
const ADDRESSEES = new Set(['team', 'there', 'all', 'everyone', 'everybody', 'folks', 'guys', 'support', 'friends', 'sir', 'madam', 'or', 'and', 'you']);

/** A closing alone on its line ("Thanks,", "Kind regards"): it and the name under it are the signature. */
const SIGN_OFF = new RegExp(String.raw`^(${SIGN_OFF_WORDS})\s*[,.!]?$`, 'i');
/** A closing as the last sentence of the words before it ("... invite my team? Thanks in advance, Maria"). */
const SIGN_OFF_AT_END = new RegExp(String.raw`(?<=[.!?])\s+(${SIGN_OFF_WORDS})\s*[,.!]*(?<name>(\s+[\p{L}'-]+){0,2})\s*[.!]*$`, 'iu');
/** A name as people sign with it: capitalised words ("Maria", "Jo Lee"), not more of the message ("for your help"). */
const SIGNED_NAME = /^(\s+\p{Lu}[\p{L}'-]*){0,2}$/u;

/** "Re:", "Fwd:" and their translations, repeated ("Re: RE: Fwd:"). */
const SUBJECT_PREFIXES = /^((re|fwd?|fw|aw|sv|antw|tr|wg)\s*:\s*)+/i;
/**
 * A reply's subject, an automatic one's too ("Automatic reply: ...", "Out of Office: ..."): it names an earlier
 * exchange, not what this message asks.
 */
const REPLY_SUBJECT = /^(re|aw|sv|antw|automatic reply|auto[- ]?reply|out of (the )?office( reply)?|abwesenheitsnotiz)\s*:/i;

/**
 * The words a person wrote in a message's text: no quoted lines, nothing after a quote header or a signature
 * (a delimiter, or a closing line such as "Thanks," and the name under it), no greeting line before them; a greeting
 * in front of their first words and a closing sentence after their last are left out too ("Hi team, how do I invite
 * my team? Thanks in advance, Maria" asks "how do I invite my team?").
 */
export function authoredPart(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const end = lines.findIndex((line) => CUT_LINES.some((re) => re.test(line.trim())));
  let own = (end < 0 ? lines : lines.slice(0, end)).filter((line) => line.trim() !== '' && !/^\s*>/.test(line));
  if (own.length > 1 && GREETING.test(own[0]!.trim())) own.shift();
  // A closing line after what they wrote ends it; a message that is only "Thanks!" keeps it.
  const closing = own.findIndex((line, i) => i > 0 && SIGN_OFF.test(line.trim()));
  if (closing > 0) own = own.slice(0, closing);
  const said = own
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return withoutSignOff(withoutGreeting(said));
}

/** The words without a greeting in front of them, when it addresses someone ("Hi team,", "Dear Sir or Madam,", "Hello Jo!"). */
function withoutGreeting(text: string): string {
  const greeting = GREETING_WORD.exec(text);
  const greeted = greeting && GREETED.exec(text.slice(greeting[0].length));
  if (!greeting || !greeted) return text;
  const addressed = greeted[1]!.split(/[ ,]+/).filter(Boolean);
  if (!addressed.every((w) => ADDRESSEES.has(w.toLowerCase()) || /^\p{Lu}/u.test(w))) return text;
  return text.slice(greeting[0].length + greeted[0].length);
}

/** The words without a closing sentence at their end ("Thanks!", "Thanks in advance, Maria"), when words come before it. */
function withoutSignOff(text: string): string {
  const closing = SIGN_OFF_AT_END.exec(text);
  if (!closing || !SIGNED_NAME.test(closing.groups?.name ?? '')) return text;
  return text.slice(0, closing.index).trim();
}

/** At most `max` characters, cut at a word when there is one near the end. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trim();
}

/** Lower case, one space between words, no end punctuation: "I was charged twice." and "i was  charged twice" are one. */
export function questionKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.?!…]+$/u, '');
}

export interface CustomerMessage {
  subject: string;
  text: string;
}

/**
 * One customer message as a question. `answered`: an agent wrote to the customer before it, so the subject is
 * the topic of an exchange already under way and the message alone says what is asked now ("Thanks, that fixed
 * it!" is not the subject's question again). Otherwise the subject comes first (it often says more than the
 * body: "Duplicate charge on my Visa"), unless the message is a reply to some earlier mail ("Re: ...") or the
 * body already holds it. The subject alone when the body holds nothing of the customer's own.
 */
export function questionOf(message: CustomerMessage, { answered }: { answered: boolean }): string {
  const body = authoredPart(message.text);
  const subject = message.subject.replace(SUBJECT_PREFIXES, '').replace(/\s+/g, ' ').trim();
  const topical = !answered && !REPLY_SUBJECT.test(message.subject.trim()) && subject !== '';
  let question = body || subject;
  if (body && topical && !questionKey(body).includes(questionKey(subject))) {
    question = `${subject}${/[.?!:;,…]$/u.test(subject) ? '' : '.'} ${body}`;
  }
  return clipText(question, RAG_LIMITS.queryLength);
}

/** What a conversation's messages need for it, in time order: the timeline's messages, or the server's rows. */
export interface ThreadMessage extends CustomerMessage {
  direction: 'inbound' | 'outbound';
  status: string;
  /** Machine-written mail (an out-of-office, a bounce, a newsletter): it asks nothing. */
  automated?: string | null;
}

/** An agent's message the customer got or is about to get (not a cancelled or failed one, nor a rule's auto-reply). */
export const reachesCustomer = (message: Pick<ThreadMessage, 'direction' | 'status' | 'automated'>) =>
  message.direction === 'outbound' && message.status !== 'cancelled' && message.status !== 'failed' && !message.automated;

/**
 * The customer's latest message as a question; '' when the customer has not written, or when that message was
 * written by a machine (its headers say so: an out-of-office, a bounce, a mailing list): no answer fits it.
 */
export function customerQuestion(messages: readonly ThreadMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.direction !== 'inbound') continue;
    if (message.automated) return '';
    return questionOf(message, { answered: messages.slice(0, i).some(reachesCustomer) });
  }
  return '';
}
