import { ASKING, PROBLEM, SENTENCES, words } from './closing-message.ts';
import { onlySocial } from './social-words.ts';

// Whether a message only hands something over: a document sent or attached, a mail forwarded, a number given "for
// your records" ("See attached.", "Sending the signed form back as requested.", "Forwarding this from my colleague,
// see below."), and asks nothing: no question mark, no request, no problem, and no sentence that is not the handover
// or a thanks ("Attached is the CSV. Import it for us." asks in the imperative). What it hands over is for the person
// who asked for it, not a question a source of the store answers, whatever source shares a word with the
// document's name. Written from general mail usage, not from any list the confidence is measured on.

/**
 * Handing over, as mail puts it: "attached" and "forwarding" as a sender uses them, not as a search names the
 * feature ("attachment size limit", "forward email to another inbox", "resend invitation").
 */
const HANDOVER = words(
  String.raw`(see|find|is|are|have|has|i'?ve|we'?ve) (attached|enclosed)|(attached|enclosed) (is|are|please|you'?ll|herewith)|attaching|enclosing|` +
    String.raw`forwarding (this|you|the below|below|it)|(i'?m|i am|i'?ve|i have|we'?ve|we have) forwarded|fwd|fw|see below|below is|` +
    String.raw`as (requested|discussed|promised|agreed|asked)|here (is|are)|here'?s|sending (it |this |them |you )?(back|over)|` +
    String.raw`for your (records|reference|information|files)|fyi`,
);
/** The handover's own politeness is no request. */
const HANDOVER_PLEASE = words(String.raw`please (find|see)( attached| enclosed| below)?`);


export function handoverMessage(text: string): boolean {
  const plain = text.replace(/’/g, "'");
  if (plain.includes('?') || plain.search(HANDOVER) < 0) return false;
  if (ASKING.test(plain.replace(HANDOVER_PLEASE, ' ')) || plain.search(PROBLEM) >= 0) return false;
  return plain.split(SENTENCES).every((sentence) => sentence.search(HANDOVER) >= 0 || onlySocial(sentence));
}
