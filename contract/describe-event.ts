import type { ConversationEvent } from './conversations.ts';

// One short sentence per history event, e.g. "Dana Demo closed the conversation": the same words in the
// dashboard's thread and in the PDF export. Never raw data: an event type this file does not know reads as
// its name in words ("Dana Demo: priority raised").

export interface EventContext {
  contactName: string;
  /** Turns an ISO time into something readable ("Mon, May 18, 9:00 AM"), in the reader's time zone. */
  formatTime: (iso: string) => string;
  /** The name of an agent the event names only by id, when known. */
  agentName?: (id: number) => string | undefined;
}

function text(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function actorName(event: ConversationEvent, contactName: string): string {
  switch (event.actor.type) {
    case 'agent':
      return event.actor.agent?.name || 'An agent';
    case 'api_key':
      return event.actor.api_key_id ? `An integration (API key #${event.actor.api_key_id})` : 'An integration';
    case 'contact':
      return contactName || 'The customer';
    default: {
      // A rule's change: made by the system, named by the rule that made it.
      const rule = event.data.rule;
      const name = rule && typeof rule === 'object' ? (rule as Record<string, unknown>).name : undefined;
      return typeof name === 'string' && name.trim() !== '' ? `The rule "${name}"` : 'The system';
    }
  }
}

function statusSentence(to: string | undefined, actor: string): string {
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
      return to ? `${actor} set the status to ${to}` : `${actor} changed the status`;
  }
}

/** The agent an assignment is about: a name in the data, or an id resolved through the context. */
function assignedAgent(data: Record<string, unknown>, ctx: EventContext): string | undefined {
  const named = text(data, 'agent_name');
  if (named) return named;
  return typeof data.agent_id === 'number' ? ctx.agentName?.(data.agent_id) : undefined;
}

function tagsOf(data: Record<string, unknown>): string[] {
  if (Array.isArray(data.tags)) return data.tags.filter((t): t is string => typeof t === 'string');
  const tag = text(data, 'tag');
  return tag ? [tag] : [];
}

function tagSentence(actor: string, verb: 'added' | 'removed', tags: string[]): string {
  if (tags.length === 0) return `${actor} ${verb} a tag`;
  return `${actor} ${verb} the ${tags.length > 1 ? 'tags' : 'tag'} ${tags.join(', ')}`;
}

export function describeEvent(event: ConversationEvent, ctx: EventContext): string {
  const actor = actorName(event, ctx.contactName);
  const data = event.data;
  switch (event.type) {
    case 'created':
      return `${actor} started the conversation`;
    case 'status_changed':
      if (data.reason === 'customer_reply') return `${ctx.contactName || 'The customer'} replied, which reopened the conversation`;
      return statusSentence(text(data, 'to'), actor);
    case 'snoozed': {
      const until = text(data, 'until');
      return until ? `${actor} snoozed the conversation until ${ctx.formatTime(until)}` : `${actor} snoozed the conversation`;
    }
    case 'woke_up':
      return 'The snooze ended and the conversation reopened';
    case 'assigned': {
      const agent = assignedAgent(data, ctx);
      if (agent && event.actor.agent?.id === data.agent_id) return `${actor} took the conversation`;
      return agent ? `${actor} assigned the conversation to ${agent}` : `${actor} assigned the conversation`;
    }
    case 'unassigned':
      return `${actor} removed the assignee`;
    case 'tagged':
      return tagSentence(actor, 'added', tagsOf(data));
    case 'untagged':
      return tagSentence(actor, 'removed', tagsOf(data));
    case 'contact_blocked':
      return `${actor} blocked ${text(data, 'email') ?? 'the contact'}`;
    case 'contact_unblocked':
      return `${actor} unblocked ${text(data, 'email') ?? 'the contact'}`;
    case 'message_scheduled': {
      const sendAt = text(data, 'send_at');
      return `${actor} scheduled a reply${sendAt ? ` to be sent at ${ctx.formatTime(sendAt)}` : ''}`;
    }
    case 'message_sent':
      return 'A reply was sent';
    case 'message_cancelled':
      return `${actor} cancelled a scheduled reply`;
    case 'message_failed': {
      const reason = text(data, 'reason') ?? text(data, 'failure_reason');
      return `A reply could not be delivered${reason ? `: ${reason}` : ''}`;
    }
    case 'reply_to_other_conversation': {
      // Inbound mail that named another conversation's Message-ID, from someone outside that conversation.
      const id = typeof data.conversation_id === 'number' ? `conversation #${data.conversation_id}` : 'another conversation';
      const outsider = data.reason === 'sender_not_in_conversation' ? ', but is not part of it' : '';
      return `${actor} wrote in reply to ${id}${outsider}: opened as a new conversation`;
    }
    case 'help_center_message': {
      // The conversation was opened by the help site's contact form, maybe from an article the customer read.
      const title = text(data, 'article_title');
      return `${actor} wrote through the help center's contact form${title ? `, after reading "${title}"` : ''}`;
    }
    case 'action_failed': {
      const action = text(data, 'action');
      const reason = text(data, 'reason');
      return `An action after sending${action ? ` (${action})` : ''} failed${reason ? `: ${reason}` : ''}`;
    }
    case 'snippet_applied': {
      const title = text(data, 'title');
      return title ? `${actor} applied the snippet "${title}"` : `${actor} applied a snippet`;
    }
    case 'rule_applied': {
      // A rule acted on the customer's mail. What it did shows as its own events around this one (the tag, the
      // assignment, the auto-reply); this line names the rule and what it held back (an auto-reply's loop guard).
      const name = text(data, 'name');
      const list = (key: string) => (Array.isArray(data[key]) ? (data[key] as unknown[]) : []);
      const held = list('skipped').concat(list('failed')).flatMap((s) => {
        const entry = s && typeof s === 'object' ? (s as Record<string, unknown>) : {};
        return typeof entry.action === 'string' ? [`${entry.action}${typeof entry.reason === 'string' ? `: ${entry.reason}` : ''}`] : [];
      });
      const rule = name ? `The rule "${name}"` : 'A rule';
      return `${rule} acted${held.length ? ` (not done: ${held.join('; ')})` : ''}`;
    }
    case 'sla_breached': {
      // The breach job's record: which targets came due unmet, and when they were due.
      const names = { first_response: 'first response', next_response: 'next response', resolution: 'resolution' } as Record<string, string>;
      const targets = Array.isArray(data.targets) ? data.targets.filter((t): t is string => typeof t === 'string').map((t) => names[t] ?? t) : [];
      const dueAt = data.due_at && typeof data.due_at === 'object' ? Object.values(data.due_at as Record<string, unknown>).find((v) => typeof v === 'string') : undefined;
      const what = targets.length ? `The ${targets.join(' and ')} target${targets.length > 1 ? 's were' : ' was'} missed` : 'An SLA target was missed';
      return typeof dueAt === 'string' ? `${what} (due ${ctx.formatTime(dueAt)})` : what;
    }
    case 'subject_changed': {
      const to = text(data, 'to');
      return to ? `${actor} changed the subject to "${to}"` : `${actor} changed the subject`;
    }
    default:
      return `${actor}: ${event.type.replace(/[_.]/g, ' ')}`;
  }
}
