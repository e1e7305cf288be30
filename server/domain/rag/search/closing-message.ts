import { PROBLEM_WORDS } from './problem-intent.ts';
import { onlySocial } from './social-words.ts';

// Whether a message closes an exchange rather than opens one: it thanks, confirms or says that something worked
// ("Reconnecting worked, the sync is running again. Thanks!", "Done, I have confirmed the new address.") and asks
// nothing: no question mark, no request, no problem after the fix ("I fixed the record and it is still not
// working" opens one again; "the time was wrong, fixing it solved it" does not), and no sentence after the thanks
// but more thanks ("Thanks, that worked. Now delete the old project." asks in the imperative). Such a message
// needs no answer from the store, whatever source shares its other words. Written from general English usage, not
// from any list the confidence is measured on. Its words of asking and of a problem serve the handover rule too
// (handover-message.ts).

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

/** A message's sentences (not at a decimal point: "€1,284.60"). */
const SENTENCES = /(?<=[.!;])\s+|\n+/;

/** Where the last occurrence starts; -1 for none. */
const lastAt = (text: string, pattern: RegExp) => Math.max(-1, ...[...text.matchAll(pattern)].map((m) => m.index));

export function closingMessage(text: string): boolean {
  const plain = text.replace(/’/g, "'");
  if (plain.includes('?')) return false;
  const resolvedAt = lastAt(plain, RESOLVED_NOW);
  if (resolvedAt < 0 && lastAt(plain, ACKNOWLEDGED) < 0) return false;
  if (ASKING.test(plain.replace(NOT_ASKING, ' '))) return false;
  const sentences = plain.split(SENTENCES);
  let closing = sentences.length - 1;
  while (closing >= 0 && sentences[closing]!.search(RESOLVED_NOW) < 0 && sentences[closing]!.search(ACKNOWLEDGED) < 0) closing--;
  if (!sentences.slice(closing + 1).every(onlySocial)) return false;
  const problemAt = lastAt(plain, PROBLEM);
  return problemAt < 0 || problemAt < resolvedAt;
}
