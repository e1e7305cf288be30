import { actionStatusOf } from '#contract/actions';
import type { Conversation } from '#contract/conversations';
import type { Session } from '#contract/session';
import { fillTemplate, firstName, type TemplateValues } from '#contract/template-variables';
import { snoozeWords, textField, type ActionLike } from './action-words';

// The preview of a snippet not saved yet (or changed since): filled here from the sample conversation and the
// signed-in agent, with the same variables and the same function the server fills them with.

export interface PreviewStep {
  name: string;
  description: string;
  /** A reply's HTML, filled. */
  html?: string;
  /** A note's text, filled. */
  text?: string;
}

export function templateValuesOf(conversation: Conversation, session: Session): TemplateValues {
  return {
    'contact.name': conversation.contact.name,
    'contact.first_name': firstName(conversation.contact.name),
    'contact.email': conversation.contact.email ?? '',
    'agent.name': session.agent.name,
    'agent.first_name': firstName(session.agent.name),
    'conversation.id': String(conversation.id),
    'conversation.subject': conversation.subject,
    'organization.name': session.organization.name,
  };
}

/** What an action does, in the server's words (its preview says the same). */
export function describeAction(action: ActionLike, agentName: (id: number) => string | undefined): string {
  const { data } = action;
  switch (action.name) {
    case 'status': {
      const status = actionStatusOf(textField(data, 'status'));
      return status === 'snoozed' ? `Snooze until ${snoozeWords(textField(data, 'snooze_until'))}` : `Set the status to ${status ?? textField(data, 'status')}`;
    }
    case 'status.close':
      return 'Close the conversation';
    case 'reply':
      return 'Reply';
    case 'note':
      return 'Add a note';
    case 'teammates.assign': {
      const id = (data as { agent_id?: unknown } | undefined)?.agent_id;
      return typeof id === 'number' ? `Assign to ${agentName(id) ?? `agent ${id}`}` : 'Unassign';
    }
    case 'tag':
      return `Add the tag ${textField(data, 'tag')}`;
    case 'untag':
      return `Remove the tag ${textField(data, 'tag')}`;
    default:
      return action.name;
  }
}

export function previewSteps(actions: readonly ActionLike[], values: TemplateValues, agentName: (id: number) => string | undefined): PreviewStep[] {
  return actions.map((action) => ({
    name: action.name,
    description: describeAction(action, agentName),
    ...(action.name === 'reply' ? { html: fillTemplate(textField(action.data, 'content'), values, { html: true }) } : {}),
    ...(action.name === 'note' ? { text: fillTemplate(textField(action.data, 'body'), values, { html: false }) } : {}),
  }));
}
