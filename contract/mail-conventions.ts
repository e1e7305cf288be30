// How people write an email around what they say: the line that starts the quoted earlier message, the greeting
// in front, the sign-off at the end. One list of each, read by the customer's question (customer-question.ts) and
// by the answer learnt from an agent's reply (server/domain/rag/email-text.ts), which trim different writers the
// same way.

/** A line from which on the rest is the quoted earlier message: Gmail, Apple Mail, Outlook, French and German clients. */
export const QUOTE_HEADER_LINES: readonly RegExp[] = [
  /^On\b.{0,300}\bwrote:\s*$/,
  /^Le\b.{0,300}\ba écrit\s*:\s*$/,
  /^Am\b.{0,300}\bschrieb.{0,100}:\s*$/,
  /^-{2,}\s*(Original Message|Forwarded message|Message d'origine|Ursprüngliche Nachricht)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/, // Outlook's rule above its quoted header
];

/** How a greeting starts ("Hi", "Dear", "Good morning"), as the start of a regular expression. */
export const GREETING_START = String.raw`^(hi|hello|hey|dear|good (morning|afternoon|evening)|greetings)`;

/** Closings and well-wishes a mail ends with, as regular expression fragments (case is ignored). */
const SIGN_OFF_PHRASES = [
  'many thanks', 'thanks (in advance|again|a lot|so much)', 'thank you (in advance|again|so much|very much)', 'thanks', 'thank you', 'thx',
  'best (regards|wishes)', '(kind|warm) regards', 'regards', 'br', 'all the best', 'best', 'cheers', 'sincerely', 'yours( sincerely| truly)?',
  '(have|enjoy) an? (great|nice|good|lovely|wonderful) (day|weekend|week|evening|one)', 'talk soon', 'speak soon', 'take care',
];

/** The sign-offs as one alternation, the longer first: "Thanks in advance" is a closing, not "Thanks" and a name. */
export const SIGN_OFF_WORDS = [...SIGN_OFF_PHRASES].sort((a, b) => b.length - a.length).join('|');
