import { ASKING, CLAUSES, PROBLEM, socialOrSigned, words } from './closing-message.ts';
import { onlySocial } from './social-words.ts';

// Whether a message only hands something over: a document sent or attached, a mail forwarded, a number given "for
// your records" ("See attached.", "Sending the signed form back as requested.", "Forwarding this from my colleague,
// see below."), and asks nothing: no question mark, no request (in the imperative too: "see attached and advise"),
// no problem, and no clause that is not the handover or a thanks ("As discussed, cancel my plan."). What it hands
// over is for the person who asked for it, not a question a source of the store answers, whatever source shares a
// word with the document's name. Written from general mail usage, not from any list the confidence is measured on.

/**
 * Handing over, as mail puts it: "attached" and "forwarding" as a sender uses them, not as a search names the
 * feature ("attachment size limit", "are attached files encrypted", "fwd emails to slack", "resend invitation").
 */
const HANDOVER = words(
  String.raw`(see|find) (attached|enclosed|below)|(i'?ve|we'?ve|i have|we have) (attached|enclosed)|` +
    String.raw`(attached|enclosed) (is|are|please find|you'?ll find|herewith)|attaching|enclosing|` +
    String.raw`forwarding (this|you|the below|below|it)|(i'?m|i am|i'?ve|i have|we'?ve|we have) forwarded|below is|` +
    String.raw`as (requested|discussed|promised|agreed|asked)|you (asked|requested)( for)?|sending (it |this |them |you )?(back|over)|` +
    String.raw`for your (records|reference|information|files)|fyi`,
);
/** The handover's own politeness is no request. */
const HANDOVER_PLEASE = words(String.raw`please (find|see)( attached| enclosed| below)?`);
/**
 * What a sender asks of the one who gets the document, in the imperative too ("see attached and advise", "import it").
 * Looked for anywhere, so no verb that names what is handed over too often ("the export", "the bank transfer").
 */
const REQUEST = words(
  String.raw`advise|review|check|confirm|sign|countersign|approve|process|pay|import|add|remove|delete|cancel|change|update|fix|refund|apply|upload|reply|respond|call|get back`,
);

export function handoverMessage(text: string): boolean {
  const plain = text.replace(/’/g, "'");
  if (plain.includes('?') || plain.search(HANDOVER) < 0) return false;
  const unasked = plain.replace(HANDOVER_PLEASE, ' ');
  if (ASKING.test(unasked) || unasked.search(REQUEST) >= 0 || plain.search(PROBLEM) >= 0) return false;
  // every clause the handover or thanks, and the name it is signed with
  return socialOrSigned(plain.split(CLAUSES), (clause) => clause.search(HANDOVER) >= 0 || onlySocial(clause));
}
