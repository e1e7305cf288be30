import { PROBLEM_WORDS } from './problem-intent.ts';
import { onlySocial } from './social-words.ts';

// Whether a message closes an exchange rather than opens one: it thanks, confirms or says that something worked
// ("Reconnecting worked, the sync is running again. Thanks!", "Done, I have confirmed the new address.") and asks
// nothing: no question mark, no request, no problem after the fix ("I fixed the record and it is still not
// working" opens one again; "the time was wrong, fixing it solved it" does not), and no sentence after the thanks
// but more thanks and the name it is signed with ("Thanks, that worked. Now delete the old project." asks in the
// imperative), and no new request after "now" or "also" ("Thanks, that worked, now delete the old project."). Such a
// message needs no answer from the store, whatever source shares its other words. Written from general English
// usage, not from any list the confidence is measured on. Its words of asking and of a problem serve the handover
// rule too (handover-message.ts).

/** Words as a whole-word, case-insensitive pattern that finds every occurrence. */
export const words = (alternatives: string) => new RegExp(String.raw`\b(${alternatives})\b`, 'gi');

/** Something works now. */
const RESOLVED = String.raw`worked|works( now| again| fine| perfectly)?|working (now|again|fine)|running again|solved|resolved|fixed|sorted|all (good|set)|that did it`;
const RESOLVED_NOW = words(RESOLVED);
/** Thanks, agreement, confirmation. */
const ACKNOWLEDGED = words(String.raw`thanks|thank you|thx|cheers|appreciated?|grateful|makes sense|got it|done|confirmed|received|arrived|noted|understood|perfect|great`);
/** The commonest closing of all. */
const THANKS_FOR_HELP = String.raw`(thanks|thank you) (so much |very much |again )?for (all )?(the |your )?(quick |kind )?help`;
/** "works again" is no complaint, and "thanks for your help" asks for none: their words are not read as asking. */
const NOT_ASKING = words(`${RESOLVED}|${THANKS_FOR_HELP}`);
/** A request, a wish or a doubt, however it is put. */
export const ASKING = new RegExp(
  String.raw`\b(please|pls|plz|help|need|needs|want|wants|wanted|would like|i'?d like|like to|wish|how|what|where|when|why|which|who|` +
    String.raw`can (you|i|we|someone|anyone)|could|would you|is there|are there|possible|let me know|still|again|but|however|except)\b`,
  'i',
);
/** A problem: the words of a problem report (problem-intent.ts), what has not happened yet or was refused, a charge too many. */
export const PROBLEM = words(String.raw`${PROBLEM_WORDS}|hasn'?t|haven'?t|wasn'?t|weren'?t|yet|refus\w*|twice|double|duplicate|overcharged|gr[ae]yed`);

/**
 * A new request after the thanks, put in the imperative: "now" or "also" and a verb of asking someone to do
 * something, first in its clause ("Thanks, that worked, now delete the old project.", "... and also send me the
 * receipt"). Without such a word, a verb first in a clause is too often a noun or the customer's own doing ("Import
 * all done, thanks!", "Thanks, call me if anything comes up", "Thanks, close the ticket"); with it, verbs whose past
 * is their present ("reset") ask too, but not "set" ("now set up and working").
 */
const NEW_REQUEST = new RegExp(
  String.raw`^\W*(and\s+)?(now|also|additionally)\W+(please\s+)?` +
    String.raw`(add|remove|delete|cancel|close|change|update|upgrade|downgrade|archive|restore|merge|move|transfer|send|resend|email|forward|invite|` +
    String.raw`enable|disable|turn|switch|unlock|reset|extend|renew|refund|charge|create|make|give|check|look|fix|export|import|upload|sign|pay|process)\b`,
  'i',
);

/** A message's sentences (not at a decimal point: "€1,284.60"). */
const SENTENCES = /(?<=[.!;])\s+|\n+/;
/** A message's clauses ("Thanks, that worked, now delete the old project."; "As discussed, cancel my plan."). */
export const CLAUSES = /(?<=[.!;,:])\s+|\n+/;
/** ... and where "and" or a dash starts a new one ("That worked and now delete the old project."). */
const REQUEST_CLAUSES = /(?<=[.!;,:])\s+|\s+(?=and\s)|\s+[-–—]+\s+|\n+/i;

/** A capitalised word or an initial; between them the small words of names ("Anouk de Vries", "Mohammed bin Salem"). */
const NAME_WORD = String.raw`\p{Lu}(\p{Ll}[\p{Ll}'’-]*|\.)`;
/**
 * The name a message is signed with, as its last sentence or clause ("Thanks, refund received. Tom", "... Jo Lee"):
 * one to three capitalised words (an initial too), none in capitals only, which would be shouting.
 */
const SIGNED_NAME = new RegExp(String.raw`^\s*[-–—~]?\s*${NAME_WORD}(\s+((de|van|von|der|den|da|di|del|dos|du|le|la|ter|ten|bin|al)\s+)?${NAME_WORD}){0,2}\s*$`, 'u');

/**
 * Whether each part (sentence, clause) is only social (social-words.ts) or is the name the message ends with,
 * which a split at an initial's dot may have cut in two ("R.", "Hollander").
 */
export function socialOrSigned(parts: string[], isPart: (part: string) => boolean = onlySocial): boolean {
  for (let name = 0; name <= Math.min(3, parts.length); name++) {
    const signed = name === 0 || SIGNED_NAME.test(parts.slice(parts.length - name).join(' '));
    if (signed && parts.slice(0, parts.length - name).every(isPart)) return true;
  }
  return false;
}

/** Where the last occurrence starts; -1 for none. */
const lastAt = (text: string, pattern: RegExp) => Math.max(-1, ...[...text.matchAll(pattern)].map((m) => m.index));

export function closingMessage(text: string): boolean {
  const plain = text.replace(/’/g, "'");
  if (plain.includes('?')) return false;
  const resolvedAt = lastAt(plain, RESOLVED_NOW);
  if (resolvedAt < 0 && lastAt(plain, ACKNOWLEDGED) < 0) return false;
  if (ASKING.test(plain.replace(NOT_ASKING, ' '))) return false;
  if (plain.split(REQUEST_CLAUSES).some((clause) => NEW_REQUEST.test(clause))) return false;
  const sentences = plain.split(SENTENCES);
  let closing = sentences.length - 1;
  while (closing >= 0 && sentences[closing]!.search(RESOLVED_NOW) < 0 && sentences[closing]!.search(ACKNOWLEDGED) < 0) closing--;
  // after the thanks, more thanks and wishes, and the name it is signed with
  if (!socialOrSigned(sentences.slice(closing + 1))) return false;
  const problemAt = lastAt(plain, PROBLEM);
  return problemAt < 0 || problemAt < resolvedAt;
}
