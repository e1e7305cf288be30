import type { ConversationEvent } from '#contract/conversations';
import { describeEvent as describeAnyEvent, type EventContext } from '#contract/describe-event';

// The thread's history lines: the contract's sentences (the same words as the PDF export), minus the events
// that only repeat what the thread already shows: a message's own scheduled/sent, and the status change that
// comes with a `snoozed` event (which says it better, with the time).

export type { EventContext };

const HIDDEN = new Set(['message_scheduled', 'message_sent']);

/** Events the thread does not list (the message they are about shows the same). */
export const isHiddenEvent = (type: string) => HIDDEN.has(type);

/** One short sentence ("Dana Demo closed the conversation"), or undefined for an event the thread leaves out. */
export function describeEvent(event: ConversationEvent, ctx: EventContext): string | undefined {
  if (HIDDEN.has(event.type)) return undefined;
  if (event.type === 'status_changed' && event.data.to === 'snoozed') return undefined;
  return describeAnyEvent(event, ctx);
}
