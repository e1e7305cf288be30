import { CHANGE_TYPES } from '#contract/change-types';

// The change feed's types as the webhook form offers them: by what they are about, with the prefix that means
// "all of that group" (`conversation.`) where a group has several.

// Each group's heading, and how "all … events" names it.
const GROUP_NAMES: Record<string, { label: string; noun: string }> = {
  conversation: { label: 'Conversations', noun: 'conversation' },
  message: { label: 'Messages', noun: 'message' },
  note: { label: 'Notes', noun: 'note' },
  snippet: { label: 'Snippets', noun: 'snippet' },
  contact: { label: 'Contacts', noun: 'contact' },
  suppression: { label: 'Suppression list', noun: 'suppression list' },
  ai_source: { label: 'AI sources', noun: 'AI source' },
  bulk: { label: 'Bulk changes', noun: 'bulk change' },
  channel: { label: 'Mailboxes', noun: 'mailbox' },
  organization: { label: 'Organization', noun: 'organization' },
  article: { label: 'Help center articles', noun: 'help center article' },
  article_category: { label: 'Help center categories', noun: 'help center category' },
  knowledge_site: { label: 'Help center settings', noun: 'help center settings' },
  business_hours: { label: 'Business hours', noun: 'business hours' },
  sla_policy: { label: 'SLA policies', noun: 'SLA policy' },
  rule: { label: 'Rules', noun: 'rule' },
};

export interface EventGroup {
  /** `conversation.`: every type of the group, also those added later. */
  prefix: string;
  label: string;
  /** "All conversation events". */
  all: string;
  types: string[];
}

export const EVENT_GROUPS: EventGroup[] = [...new Set(CHANGE_TYPES.map((t) => t.split('.')[0]!))].map((name) => ({
  prefix: `${name}.`,
  label: GROUP_NAMES[name]?.label ?? name,
  all: `All ${GROUP_NAMES[name]?.noun ?? name} events`,
  types: CHANGE_TYPES.filter((t) => t.startsWith(`${name}.`)),
}));

/** A selection with `entry` switched on or off: a prefix replaces its group's single types. */
export function toggleEvent(selected: readonly string[], entry: string, on: boolean): string[] {
  if (!on) return selected.filter((e) => e !== entry);
  const withoutCovered = entry.endsWith('.') ? selected.filter((e) => !e.startsWith(entry)) : [...selected];
  return withoutCovered.includes(entry) ? withoutCovered : [...withoutCovered, entry];
}

/** What a webhook receives, in words: "Every event", or its types with prefixes named as their groups. */
export function describeEvents(entries: readonly string[]): string[] {
  if (entries.length === 0) return ['Every event'];
  return entries.map((entry) => {
    const group = EVENT_GROUPS.find((g) => g.prefix === entry);
    return group ? group.all : entry;
  });
}
