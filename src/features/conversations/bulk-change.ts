import type { InfiniteData } from '@tanstack/react-query';
import type { AgentSummary } from '#contract/agents';
import type { BulkOperation, BulkUpdateBody, Conversation, ConversationPage } from '#contract/conversations';
import { BULK_MAX_IDS } from '../../lib/contract-constants';

// What a bulk action changes, how it is sent, how it looks in the cache before the server answers,
// and how its result is told. Pure, so the rules are unit tested.

export type BulkChange =
  | { kind: 'status'; status: 'OPENED' | 'CLOSED' | 'SPAM' | 'DELETE'; block?: boolean }
  | { kind: 'snooze'; until: string }
  /** `agent: null` unassigns. */
  | { kind: 'assign'; agent: AgentSummary | null }
  | { kind: 'tag'; tag: string }
  | { kind: 'untag'; tag: string };

export function toBulkBody(ids: number[], change: BulkChange): BulkUpdateBody {
  switch (change.kind) {
    case 'status':
      return change.status === 'SPAM' && change.block ? { ids, status: 'SPAM', block: true } : { ids, status: change.status };
    case 'snooze':
      return { ids, status: 'SNOOZED', snooze_until: change.until };
    case 'assign':
      return { ids, agent_id: change.agent?.id ?? null };
    case 'tag':
      return { ids, tag: change.tag };
    case 'untag':
      return { ids, untag: change.tag };
  }
}

/**
 * The change an operation says it makes (`operation.change`), as the dashboard's actions make it: one kind each;
 * null for a combination only the API makes. `agentOf` gives an assigned agent's address where it is known.
 */
export function changeOfOperation(change: BulkOperation['change'], agentOf: (id: number) => AgentSummary | undefined): BulkChange | null {
  const kinds = [change.status, change.agent, change.tag, change.untag].filter((k) => k !== undefined).length;
  if (kinds !== 1) return null;
  if (change.status === 'SNOOZED') return change.snooze_until ? { kind: 'snooze', until: change.snooze_until } : null;
  if (change.status) return { kind: 'status', status: change.status, ...(change.block ? { block: true } : {}) };
  if (change.agent !== undefined) {
    // Only the name is said of a change followed from elsewhere; the address is the team list's, if loaded.
    const { agent } = change;
    return { kind: 'assign', agent: agent && { id: agent.id, name: agent.name, email: agentOf(agent.id)?.email ?? '' } };
  }
  return change.tag !== undefined ? { kind: 'tag', tag: change.tag } : { kind: 'untag', tag: change.untag! };
}

/** The API takes at most BULK_MAX_IDS ids a request. */
export function chunkIds(ids: readonly number[], size = BULK_MAX_IDS): number[][] {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

const STATUS_AFTER = { OPENED: 'opened', CLOSED: 'closed', SPAM: 'spam' } as const;

/** The conversation as the change will leave it; null once deleted. */
export function applyBulkChange(conversation: Conversation, change: BulkChange): Conversation | null {
  switch (change.kind) {
    case 'status':
      if (change.status === 'DELETE') return null;
      return { ...conversation, status: STATUS_AFTER[change.status], snooze_until: null };
    case 'snooze':
      // The server resolves presets like `tomorrow` in the organization's time zone: only ISO is known here.
      return {
        ...conversation,
        status: 'snoozed',
        snooze_until: /^\d{4}-\d\d-\d\dT/.test(change.until) ? change.until : conversation.snooze_until,
      };
    case 'assign':
      return {
        ...conversation,
        assignee: change.agent ? { id: change.agent.id, name: change.agent.name, email: change.agent.email } : null,
      };
    case 'tag':
      return conversation.tags.includes(change.tag) ? conversation : { ...conversation, tags: [...conversation.tags, change.tag] };
    case 'untag':
      return { ...conversation, tags: conversation.tags.filter((t) => t !== change.tag) };
  }
}

/**
 * The cached pages of one list after the change: changed rows updated in place, and rows that no longer
 * belong to the view (`keep` says false) or were deleted taken out. Unchanged pages keep their identity.
 */
export function patchListPages<P>(
  data: InfiniteData<ConversationPage, P>,
  ids: ReadonlySet<number>,
  change: BulkChange,
  keep: (conversation: Conversation) => boolean,
): InfiniteData<ConversationPage, P> {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.data.some((c) => ids.has(c.id))) return page;
    changed = true;
    const next: Conversation[] = [];
    for (const c of page.data) {
      if (!ids.has(c.id)) next.push(c);
      else {
        const updated = applyBulkChange(c, change);
        if (updated && keep(updated)) next.push(updated);
      }
    }
    return { ...page, data: next };
  });
  return changed ? { ...data, pages } : data;
}

const plural = (n: number) => (n === 1 ? 'conversation' : 'conversations');

function sentence(change: BulkChange, count: string): string {
  switch (change.kind) {
    case 'status':
      if (change.status === 'OPENED') return `Opened ${count}`;
      if (change.status === 'CLOSED') return `Closed ${count}`;
      if (change.status === 'DELETE') return `Deleted ${count}`;
      return change.block ? `Marked ${count} as spam and blocked the senders` : `Marked ${count} as spam`;
    case 'snooze':
      return `Snoozed ${count}`;
    case 'assign':
      return change.agent ? `Assigned ${count} to ${change.agent.name}` : `Unassigned ${count}`;
    case 'tag':
      return `Tagged ${count} “${change.tag}”`;
    case 'untag':
      return `Removed the tag “${change.tag}” from ${count}`;
  }
}

/** "Closed 10 conversations", or "Closed 8 of 10 conversations; 2 could not be updated". */
export function bulkResultMessage(change: BulkChange, requested: number, updated: number): string {
  if (updated >= requested) return sentence(change, `${requested} ${plural(requested)}`);
  const missing = requested - updated;
  return `${sentence(change, `${updated} of ${requested} ${plural(requested)}`)}; ${missing} could not be updated`;
}

/** "Could not close 3 conversations" for the error toast's title. */
export function bulkFailureTitle(change: BulkChange, count: number): string {
  const what = `${count} ${plural(count)}`;
  switch (change.kind) {
    case 'status':
      return {
        OPENED: `Could not open ${what}`,
        CLOSED: `Could not close ${what}`,
        SPAM: `Could not mark ${what} as spam`,
        DELETE: `Could not delete ${what}`,
      }[change.status];
    case 'snooze':
      return `Could not snooze ${what}`;
    case 'assign':
      return change.agent ? `Could not assign ${what}` : `Could not unassign ${what}`;
    case 'tag':
      return `Could not tag ${what}`;
    case 'untag':
      return `Could not untag ${what}`;
  }
}
