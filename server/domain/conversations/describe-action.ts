import { actionStatusOf } from '#contract/actions';
import type { Db } from '../../db/client.ts';
import { htmlToText } from '../message-text.ts';
import { resolveSendingAgent } from './outbound-message.ts';
import type { RunnableAction } from './run-action.ts';

const clip = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What an action does, in words, for the preview and the answer. */
export async function describeAction(db: Db, organizationId: number, action: RunnableAction, filled: string | undefined): Promise<string> {
  const data = action.data;
  switch (action.name) {
    case 'status': {
      const status = actionStatusOf(data.status);
      return status === 'snoozed' ? `Snooze until ${String(data.snooze_until)}` : `Set the status to ${status ?? String(data.status)}`;
    }
    case 'status.close':
      return 'Close the conversation';
    case 'reply':
      return `Reply: ${clip(htmlToText(filled ?? ''))}`;
    case 'note':
      return `Add a note: ${clip(filled ?? '')}`;
    case 'teammates.assign': {
      if (data.agent_id === null) return 'Unassign';
      const agent = await resolveSendingAgent(db, organizationId, {
        agent_id: typeof data.agent_id === 'number' ? data.agent_id : undefined,
        agent_email: typeof data.agent_email === 'string' ? data.agent_email : undefined,
      }).catch(() => undefined);
      return agent ? `Assign to ${agent.name}` : 'Assign (the agent is no longer there)';
    }
    case 'tag':
      return `Add the tag ${String(data.tag)}`;
    case 'untag':
      return `Remove the tag ${String(data.tag)}`;
  }
}

