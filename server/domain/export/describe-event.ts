import type { ConversationEvent } from '../../../contract/conversations.ts';

export interface EventContext {
  contactName: string;
  /** Names of agents known from the timeline, for events that only carry an agent id. */
  agentName: (id: number) => string | undefined;
  formatTime: (value: string) => string;
}

const MAX_FALLBACK_JSON = 300;

function text(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function actorName(event: ConversationEvent, ctx: EventContext): string {
  const { actor } = event;
  switch (actor.type) {
    case 'agent':
      return actor.agent?.name || 'An agent';
    case 'api_key':
      return actor.api_key_id ? `API key #${actor.api_key_id}` : 'An API key';
    case 'contact':
      return ctx.contactName || 'The customer';
    default:
      return 'The system';
  }
}

/** The agent an assignment event is about: a name in the data, or an id resolved through the timeline. */
function subjectAgent(data: Record<string, unknown>, ctx: EventContext): string | undefined {
  const agent = data.agent;
  if (agent && typeof agent === 'object' && 'name' in agent && typeof agent.name === 'string') return agent.name;
  const named = text(data, 'agent_name');
  if (named) return named;
  const id = data.agent_id;
  if (typeof id === 'number') return ctx.agentName(id) ?? `agent #${id}`;
  return undefined;
}

function tagList(data: Record<string, unknown>): string[] {
  if (Array.isArray(data.tags)) return data.tags.filter((t): t is string => typeof t === 'string');
  const tag = text(data, 'tag');
  return tag ? [tag] : [];
}

function fallback(actor: string, event: ConversationEvent): string {
  const type = event.type.replace(/_/g, ' ');
  const json = Object.keys(event.data).length > 0 ? JSON.stringify(event.data) : '';
  const data = json.length > MAX_FALLBACK_JSON ? `${json.slice(0, MAX_FALLBACK_JSON)}\u2026` : json;
  return `${actor}: ${type}${data ? ` ${data}` : ''}`;
}

/** One readable sentence for a timeline event, e.g. "Dana Demo changed the status from opened to closed". */
export function describeEvent(event: ConversationEvent, ctx: EventContext): string {
  const actor = actorName(event, ctx);
  const data = event.data;
  switch (event.type) {
    case 'created':
      return `${actor} started the conversation`;
    case 'status_changed': {
      const from = text(data, 'from');
      const to = text(data, 'to');
      if (from && to) return `${actor} changed the status from ${from} to ${to}`;
      return to ? `${actor} set the status to ${to}` : fallback(actor, event);
    }
    case 'assigned': {
      const agent = subjectAgent(data, ctx);
      return agent ? `${actor} assigned the conversation to ${agent}` : `${actor} assigned the conversation`;
    }
    case 'unassigned': {
      const agent = subjectAgent(data, ctx);
      return agent ? `${actor} unassigned ${agent}` : `${actor} removed the assignee`;
    }
    case 'tagged':
    case 'untagged': {
      const tags = tagList(data);
      if (tags.length === 0) return fallback(actor, event);
      if (event.type === 'tagged') return `${actor} tagged ${tags.join(', ')}`;
      return `${actor} removed the ${tags.length > 1 ? 'tags' : 'tag'} ${tags.join(', ')}`;
    }
    case 'snoozed': {
      const until = text(data, 'until');
      return until ? `${actor} snoozed the conversation until ${ctx.formatTime(until)}` : `${actor} snoozed the conversation`;
    }
    case 'unsnoozed':
      return `${actor} unsnoozed the conversation`;
    case 'woke_up':
      return 'The conversation woke up';
    case 'contact_blocked':
    case 'contact_unblocked': {
      const email = text(data, 'email');
      const verb = event.type === 'contact_blocked' ? 'blocked' : 'unblocked';
      return `${actor} ${verb} the contact${email ? ` ${email}` : ''}`;
    }
    case 'message_scheduled': {
      const sendAt = text(data, 'send_at');
      return `${actor} scheduled a message${sendAt ? ` for ${ctx.formatTime(sendAt)}` : ''}`;
    }
    case 'message_cancelled':
      return `${actor} cancelled a scheduled message`;
    case 'message_failed': {
      const reason = text(data, 'reason') ?? text(data, 'failure_reason');
      return `A message could not be sent${reason ? `: ${reason}` : ''}`;
    }
    case 'reply_to_other_conversation': {
      // Inbound mail that named another conversation's Message-ID, from someone outside that conversation.
      const id = typeof data.conversation_id === 'number' ? `conversation #${data.conversation_id}` : 'another conversation';
      const outsider = data.reason === 'sender_not_in_conversation' ? ', but is not part of it' : '';
      return `${actor} wrote in reply to ${id}${outsider}: opened as a new conversation`;
    }
    case 'subject_changed': {
      const to = text(data, 'to');
      return to ? `${actor} changed the subject to "${to}"` : fallback(actor, event);
    }
    default:
      return fallback(actor, event);
  }
}
