import type { Channel } from '#contract/channels';
import type { Rule, RuleActionName, RuleField, RuleOp, RuleTrigger } from '#contract/rules';
import { actionWords, type ActionLike } from '../snippets/action-words';

// Rules in words: the editor's menus, and the list's one-line summary ("Subject contains “invoice” → tag billing,
// assign Alex"), so that an admin reads what a rule does without opening it.

export const TRIGGER_WORDS: Record<RuleTrigger, { label: string; hint: string }> = {
  'conversation.created': { label: 'New conversation', hint: 'A customer’s mail opens a new conversation.' },
  'customer.replied': { label: 'Customer replies', hint: 'The customer writes again in an existing conversation.' },
};

export const FIELD_LABELS: Record<RuleField, string> = {
  subject: 'Subject',
  body: 'Message text',
  from: 'Sender address',
  from_domain: 'Sender domain',
  channel_id: 'Mailbox',
  tag: 'Tag',
  business_hours: 'Received',
  contact_conversations: 'Contact’s earlier conversations',
};

/** The editor's menu of actions, in the order it offers them: a rule's reply is an auto-reply. */
export const RULE_ACTION_LABELS: Record<RuleActionName, string> = {
  tag: 'Add tag',
  untag: 'Remove tag',
  'teammates.assign': 'Assign to an agent',
  'assign.round_robin': 'Assign in turn (round robin)',
  reply: 'Auto-reply',
  note: 'Internal note',
  status: 'Set status',
  'status.close': 'Close',
};

const TEXT_OPS: Partial<Record<RuleOp, string>> = {
  is: 'is',
  is_not: 'is not',
  contains: 'contains',
  not_contains: 'does not contain',
  starts_with: 'starts with',
  ends_with: 'ends with',
};

/** How the editor's operator menu says `op` for `field` ("includes" for a tag, "is more than" for a number). */
export function opLabel(field: RuleField, op: RuleOp): string {
  if (field === 'tag') return op === 'is' ? 'includes' : 'does not include';
  if (field === 'contact_conversations' && (op === 'gt' || op === 'lt')) return op === 'gt' ? 'is more than' : 'is less than';
  return TEXT_OPS[op] ?? op;
}

/** The two values of `business_hours`, as the editor offers them. */
export const BUSINESS_HOURS_WORDS = { true: 'during business hours', false: 'outside business hours' } as const;

type ChannelLike = Pick<Channel, 'id' | 'name' | 'email'>;
type AgentLike = { id: number; name: string };
type ConditionLike = { field: string; op: string; value: unknown };

const quoted = (value: unknown) => `“${String(value)}”`;

export function channelName(id: unknown, channels: readonly ChannelLike[]): string {
  const channel = channels.find((c) => c.id === id);
  return channel ? channel.name || channel.email : `#${String(id)}`;
}

/** One condition in words: "subject contains “invoice”", "tagged vip", "outside business hours". */
export function conditionWords(condition: ConditionLike, channels: readonly ChannelLike[] = []): string {
  const { field, op, value } = condition;
  switch (field) {
    case 'channel_id':
      return `mailbox ${op === 'is_not' ? 'is not' : 'is'} ${channelName(value, channels)}`;
    case 'tag':
      return `${op === 'is_not' ? 'not tagged' : 'tagged'} ${String(value)}`;
    case 'business_hours':
      return (value === true) === (op !== 'is_not') ? BUSINESS_HOURS_WORDS.true : BUSINESS_HOURS_WORDS.false;
    case 'contact_conversations': {
      const n = Number(value);
      const earlier = `earlier conversation${n === 1 ? '' : 's'}`;
      if (op === 'is' && n === 0) return 'the contact’s first conversation';
      if (op === 'is_not' && n === 0) return 'a returning contact';
      const how = { is: 'exactly', is_not: 'other than', gt: 'more than', lt: 'fewer than' }[op] ?? op;
      return `the contact has ${how} ${n} ${earlier}`;
    }
    default: {
      const label = FIELD_LABELS[field as RuleField]?.toLowerCase() ?? field;
      return `${label} ${TEXT_OPS[op as RuleOp] ?? op} ${quoted(value)}`;
    }
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The conditions as a sentence: "Subject contains “invoice” and tagged vip"; none: every mail. */
export function conditionsWords(rule: Pick<Rule, 'match' | 'conditions'>, channels: readonly ChannelLike[] = []): string {
  if (rule.conditions.length === 0) return 'Every mail';
  const joined = rule.conditions.map((c) => conditionWords(c, channels)).join(rule.match === 'any' ? ' or ' : ' and ');
  return capitalize(joined);
}

/** One action in words, as a rule does it: a reply is an auto-reply, round robin names whose turn it may be. */
export function ruleActionWords(action: ActionLike, agents: readonly AgentLike[] = []): string {
  const agentName = (id: number) => agents.find((a) => a.id === id)?.name;
  if (action.name === 'reply') return 'auto-reply';
  if (action.name === 'note') return 'add a note';
  if (action.name === 'assign.round_robin') {
    const ids = (action.data as { agent_ids?: unknown } | undefined)?.agent_ids;
    const names = Array.isArray(ids) ? ids.map((id) => agentName(Number(id)) ?? `agent ${String(id)}`) : [];
    return names.length ? `assign in turn to ${names.join(', ')}` : 'assign in turn';
  }
  return actionWords(action, agentName);
}

/** The actions as a phrase: "Tag billing, assign Alex Agent". */
export function actionsWords(actions: readonly ActionLike[], agents: readonly AgentLike[] = []): string {
  return capitalize(actions.map((a) => ruleActionWords(a, agents)).join(', '));
}

/** "Acted once", "Acted 12 times"; null when it never acted. */
export function actedCount(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? 'Acted once' : `Acted ${count.toLocaleString('en-US')} times`;
}
