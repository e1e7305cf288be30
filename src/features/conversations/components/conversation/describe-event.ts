import type { ConversationEvent } from '../../../../../contract/conversations';

// One short sentence per history event, e.g. "Dana Demo closed the conversation".
// Events that only repeat what the thread already shows (a message's own scheduled/sent, the status change
// that comes with a `snoozed` event) return undefined: not listed.

export interface EventContext {
  contactName: string;
  /** Turns an ISO time into something readable ("Mon, May 18, 9:00 AM"). */
  formatTime: (iso: string) => string;
  /** The name of an agent the event names only by id, when known. */
  agentName?: (id: number) => string | undefined;
}

const HIDDEN = new Set(['message_scheduled', 'message_sent']);

/** Events the thread does not list (the message they are about shows the same). */
export const isHiddenEvent = (type: string) => HIDDEN.has(type);

function text(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function actorName(event: ConversationEvent, contactName: string): string {
  switch (event.actor.type) {
    case 'agent':
      return event.actor.agent?.name || 'An agent';
    case 'api_key':
      return 'An integration';
    case 'contact':
      return contactName || 'The customer';
    default:
      return 'The system';
  }
}

function statusSentence(to: string | undefined, actor: string): string | undefined {
  switch (to) {
    case 'closed':
      return `${actor} closed the conversation`;
    case 'opened':
      return `${actor} reopened the conversation`;
    case 'spam':
      return `${actor} marked the conversation as spam`;
    case 'snoozed':
      return `${actor} snoozed the conversation`;
    default:
      return to ? `${actor} set the status to ${to}` : undefined;
  }
}

export function describeEvent(event: ConversationEvent, ctx: EventContext): string | undefined {
  if (HIDDEN.has(event.type)) return undefined;
  const actor = actorName(event, ctx.contactName);
  const data = event.data;
  switch (event.type) {
    case 'created':
      return `${actor} started the conversation`;
    case 'status_changed': {
      // Snoozing also writes a `snoozed` event with the time, which says it better.
      if (data.to === 'snoozed') return undefined;
      if (data.reason === 'customer_reply') return `${ctx.contactName || 'The customer'} replied, which reopened the conversation`;
      return statusSentence(text(data, 'to'), actor) ?? `${actor} changed the status`;
    }
    case 'snoozed': {
      const until = text(data, 'until');
      return until ? `${actor} snoozed the conversation until ${ctx.formatTime(until)}` : `${actor} snoozed the conversation`;
    }
    case 'woke_up':
      return 'The snooze ended and the conversation reopened';
    case 'assigned': {
      const agent = text(data, 'agent_name') ?? (typeof data.agent_id === 'number' ? ctx.agentName?.(data.agent_id) : undefined);
      if (agent && event.actor.agent?.id === data.agent_id) return `${actor} took the conversation`;
      return agent ? `${actor} assigned the conversation to ${agent}` : `${actor} assigned the conversation`;
    }
    case 'unassigned':
      return `${actor} removed the assignee`;
    case 'tagged':
      return `${actor} added the tag ${text(data, 'tag') ?? ''}`.trimEnd();
    case 'untagged':
      return `${actor} removed the tag ${text(data, 'tag') ?? ''}`.trimEnd();
    case 'contact_blocked':
      return `${actor} blocked ${text(data, 'email') ?? 'the contact'}`;
    case 'message_cancelled':
      return `${actor} cancelled a scheduled reply`;
    case 'message_failed': {
      const reason = text(data, 'reason');
      return `A reply could not be delivered${reason ? `: ${reason}` : ''}`;
    }
    case 'reply_to_other_conversation': {
      // Inbound mail that named another conversation's Message-ID, from someone outside that conversation.
      const id = typeof data.conversation_id === 'number' ? `conversation #${data.conversation_id}` : 'another conversation';
      const outsider = data.reason === 'sender_not_in_conversation' ? ', but is not part of it' : '';
      return `${actor} wrote in reply to ${id}${outsider}: opened as a new conversation`;
    }
    case 'action_failed': {
      const action = text(data, 'action');
      const reason = text(data, 'reason');
      return `An action after sending${action ? ` (${action})` : ''} failed${reason ? `: ${reason}` : ''}`;
    }
    default:
      return `${actor}: ${event.type.replace(/_/g, ' ')}`;
  }
}
