import type { TimelineEntry } from '#contract/conversations';

/**
 * Why a conversation cannot be saved as an AI answer yet, as its thread shows it, or null when it can: the server
 * learns the question from the customer's first message and the answer from the last reply an agent sent (not a
 * rule's auto-reply). Said at once, without asking the server for a draft it would refuse. A first check only: the
 * server also needs words of the customer's own once quotes and signatures are cut, and text in the latest reply,
 * and says so when they are missing.
 */
export function notSavableYet(entries: readonly TimelineEntry[]): string | null {
  const messages = entries.flatMap((entry) => (entry.type === 'message' ? [entry.message] : []));
  if (!messages.some((m) => m.direction === 'inbound')) return 'The customer has not written here: there is no question to learn.';
  if (!messages.some((m) => m.direction === 'outbound' && m.status === 'sent' && !m.automated)) {
    return 'Send a reply first: the answer is learnt from the reply the customer got.';
  }
  return null;
}
