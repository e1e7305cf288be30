import { actionStatusOf, type ActionName } from '#contract/actions';
import { SNOOZE_PRESETS } from '../conversations/components/inbox/snooze-time';

// Actions in words, for the chips under the reply ("Then: close, tag refund"), the snippet list and the preview.

export interface ActionLike {
  name: string;
  data?: unknown;
}

/** The picker's names of the actions, in the order the picker offers them. */
export const ACTION_KINDS: { name: ActionName; label: string; hint: string }[] = [
  { name: 'reply', label: 'Reply', hint: 'A reply to the customer, with variables' },
  { name: 'note', label: 'Internal note', hint: 'A note only your team sees' },
  { name: 'status', label: 'Set status', hint: 'Open, close, snooze or mark as spam' },
  { name: 'status.close', label: 'Close', hint: 'Close the conversation' },
  { name: 'teammates.assign', label: 'Assign', hint: 'Assign to an agent, or unassign' },
  { name: 'tag', label: 'Add tag', hint: 'Tag the conversation' },
  { name: 'untag', label: 'Remove tag', hint: 'Remove a tag' },
];

export const actionLabel = (name: string) => ACTION_KINDS.find((k) => k.name === name)?.label ?? name;

const field = (data: unknown, key: string): unknown => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined);
export const textField = (data: unknown, key: string): string => {
  const value = field(data, key);
  return typeof value === 'string' ? value : '';
};

/** "tomorrow" as the inbox's snooze choices say it ("Tomorrow"), else as written. */
export function snoozeWords(until: string): string {
  return SNOOZE_PRESETS.find((p) => p.value === until)?.label.toLowerCase() ?? until;
}

/** Short words for an action: "close", "tag refund", "assign Alex Agent", "snooze tomorrow". */
export function actionWords(action: ActionLike, agentName: (id: number) => string | undefined = () => undefined): string {
  const { data } = action;
  switch (action.name) {
    case 'status': {
      const status = actionStatusOf(textField(data, 'status'));
      if (status === 'snoozed') return `snooze ${snoozeWords(textField(data, 'snooze_until')) || ''}`.trim();
      return status ? { opened: 'reopen', closed: 'close', spam: 'mark as spam' }[status] : 'set status';
    }
    case 'status.close':
      return 'close';
    case 'reply':
      return 'reply';
    case 'note':
      return 'note';
    case 'teammates.assign': {
      const id = field(data, 'agent_id');
      if (id === null) return 'unassign';
      return typeof id === 'number' ? `assign ${agentName(id) ?? `agent ${id}`}` : 'assign';
    }
    case 'tag':
      return `tag ${textField(data, 'tag')}`.trim();
    case 'untag':
      return `untag ${textField(data, 'tag')}`.trim();
    default:
      return action.name;
  }
}

/** The text of HTML, for one-line previews of a reply. */
export function htmlText(html: string): string {
  // Paragraphs and line breaks are words apart.
  const spaced = html.replace(/<(\/p|\/li|br\s*\/?)>/gi, ' $&');
  if (typeof DOMParser === 'undefined') return spaced.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
