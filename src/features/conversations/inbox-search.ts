import type { Conversation, ConversationStatus } from '#contract/conversations';
import { CONVERSATION_ORDERS, CONVERSATION_STATUSES } from '../../lib/contract-constants';
import { oneOf, searchParams, text } from '../../lib/search-params';
import type { ConversationListFilters } from './api/conversation-keys';
import { DUE_SOON_MS, nextDueMs } from './sla-due';

// The inbox view lives in the URL: `?q=<search syntax>&order=<order>`. The controls (status tabs, assignee
// and tag pickers) read and rewrite the `q` text, so what is typed and what is clicked never disagree.
// The server owns the syntax (docs/api.md, "Search syntax"); this file reads it leniently, never rejects:
// an invalid search is the server's to explain.

export const SEARCH_MAX_LENGTH = 500;

export const inboxSearchSchema = searchParams({
  q: text({ max: SEARCH_MAX_LENGTH }),
  order: oneOf(CONVERSATION_ORDERS),
});
export type InboxSearch = ReturnType<typeof inboxSearchSchema.parse>;

/** The URL search normalised to what the list endpoint (and its query key) sees. */
export function toListFilters(search: InboxSearch): ConversationListFilters {
  return { search: (search.q ?? '').trim(), order: search.order ?? 'priority' };
}

/** The URL search for a query text: empty text leaves `q` out of the URL. */
export function searchForQuery(q: string): string | undefined {
  const trimmed = q.trim();
  return trimmed === '' ? undefined : trimmed;
}

/* ---------- tokens ---------- */

export type FilterKey = 'status' | 'assigned' | 'unassigned' | 'tag' | 'sla';
export type SearchToken =
  | { kind: 'filter'; key: FilterKey; value: string; raw: string }
  /** A full-text word or a "quoted phrase", kept as typed. */
  | { kind: 'text'; raw: string };

const FILTER_RE = /^(status|assigned|unassigned|tag|sla):(.*)$/i;

/** Splits a search like the server does (whitespace, quotes, `key:value`), keeping each term's text. */
export function tokenizeSearch(input: string): SearchToken[] {
  const tokens: SearchToken[] = [];
  let i = 0;
  // A quoted run from the opening quote; an unclosed quote runs to the end (the server reports it).
  const quotedEnd = (from: number) => {
    const close = input.indexOf('"', from + 1);
    return close < 0 ? input.length : close + 1;
  };
  while (i < input.length) {
    const ch = input[i] ?? '';
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '"') {
      const end = quotedEnd(i);
      tokens.push({ kind: 'text', raw: input.slice(i, end) });
      i = end;
    } else {
      const start = i;
      while (i < input.length && !/[\s"]/.test(input[i] ?? '')) i += 1;
      const run = input.slice(start, i);
      const match = FILTER_RE.exec(run);
      if (!match) {
        tokens.push({ kind: 'text', raw: run });
        continue;
      }
      const key = (match[1] ?? '').toLowerCase() as FilterKey;
      let value = match[2] ?? '';
      if (value === '' && input[i] === '"') {
        const end = quotedEnd(i);
        value = input.slice(i + 1, input[end - 1] === '"' && end - 1 > i ? end - 1 : end);
        i = end;
      }
      tokens.push({ kind: 'filter', key, value: value.trim(), raw: input.slice(start, i) });
    }
  }
  return tokens;
}

function serialize(tokens: SearchToken[]): string {
  return tokens.map((t) => t.raw).join(' ');
}

const filter = (key: FilterKey, value: string): SearchToken => ({ kind: 'filter', key, value, raw: `${key}:${value}` });

/**
 * Removes every filter with one of `keys` and puts `replacement` where the first of them was; when there
 * was none, at the start (`start`) or after the last filter, before the free text (`afterFilters`).
 */
function replaceFilters(q: string, keys: FilterKey[], replacement: SearchToken[], fallback: 'start' | 'afterFilters'): string {
  const tokens = tokenizeSearch(q);
  const isTarget = (t: SearchToken) => t.kind === 'filter' && keys.includes(t.key);
  const first = tokens.findIndex(isTarget);
  const kept = tokens.filter((t) => !isTarget(t));
  let at: number;
  if (first >= 0) at = tokens.slice(0, first).filter((t) => !isTarget(t)).length;
  else if (fallback === 'start') at = 0;
  else at = kept.reduce((last, t, index) => (t.kind === 'filter' ? index + 1 : last), 0);
  kept.splice(at, 0, ...replacement);
  return serialize(kept);
}

/* ---------- reading the controls ---------- */

/** `me` is `assigned:me`: whoever opens the view (a shared link means the reader). */
export type AssigneeFilter = { type: 'any' } | { type: 'unassigned' } | { type: 'me' } | { type: 'agents'; emails: string[] };

const ME = 'me';

export interface SearchControls {
  /** Valid statuses named in the search (empty: the server shows opened). */
  statuses: ConversationStatus[];
  assignee: AssigneeFilter;
  /** Lower-case tags, all required. */
  tags: string[];
  /** The free-text part: words and phrases. */
  text: string;
  /** Conversations named by `#id`. */
  ids: number[];
  /** `sla:` conditions as written, lower-case (breached, due_soon). */
  sla: string[];
}

const isStatus = (value: string): value is ConversationStatus => (CONVERSATION_STATUSES as readonly string[]).includes(value);

const ID_RE = /^#([1-9][0-9]{0,14})$/;

export function readControls(q: string): SearchControls {
  const statuses: ConversationStatus[] = [];
  const emails: string[] = [];
  const tags: string[] = [];
  const text: string[] = [];
  const ids: number[] = [];
  const sla: string[] = [];
  let unassigned = false;
  for (const t of tokenizeSearch(q)) {
    if (t.kind === 'text') {
      const id = ID_RE.exec(t.raw);
      if (id) ids.push(Number(id[1]));
      else text.push(t.raw);
      continue;
    }
    const value = t.value.toLowerCase();
    if (t.key === 'status' && value === 'all') statuses.splice(0, statuses.length, ...CONVERSATION_STATUSES);
    else if (t.key === 'status' && isStatus(value) && !statuses.includes(value)) statuses.push(value);
    else if (t.key === 'assigned' && value === 'none') unassigned = true;
    else if (t.key === 'assigned' && value && !emails.includes(value)) emails.push(value);
    else if (t.key === 'unassigned' && value === 'true') unassigned = true;
    else if (t.key === 'tag' && value && !tags.includes(value)) tags.push(value);
    else if (t.key === 'sla' && value && !sla.includes(value)) sla.push(value);
  }
  const assignee: AssigneeFilter =
    emails.length === 1 && emails[0] === ME
      ? { type: 'me' }
      : emails.length > 0
        ? { type: 'agents', emails }
        : unassigned
          ? { type: 'unassigned' }
          : { type: 'any' };
  return { statuses, assignee, tags, text: text.join(' '), ids, sla };
}

/** The status tab the search selects: none named means the opened queue; several select no tab. */
export function statusTabOf(q: string): ConversationStatus | null {
  const { statuses } = readControls(q);
  if (statuses.length === 0) return 'opened';
  return statuses.length === 1 ? (statuses[0] ?? null) : null;
}

/* ---------- writing the controls ---------- */

export function withStatus(q: string, status: ConversationStatus): string {
  return replaceFilters(q, ['status'], [filter('status', status)], 'start');
}

export function withAssignee(q: string, assignee: AssigneeFilter): string {
  const replacement =
    assignee.type === 'any'
      ? []
      : assignee.type === 'unassigned'
        ? [filter('unassigned', 'true')]
        : assignee.type === 'me'
          ? [filter('assigned', ME)]
          : assignee.emails.map((email) => filter('assigned', email.toLowerCase()));
  return replaceFilters(q, ['assigned', 'unassigned'], replacement, 'afterFilters');
}

/** Adds (`on`) or removes a `tag:` filter; tags compare case-insensitively. */
export function withTag(q: string, tag: string, on: boolean): string {
  const wanted = tag.trim().toLowerCase();
  const tokens = tokenizeSearch(q);
  const has = tokens.some((t) => t.kind === 'filter' && t.key === 'tag' && t.value.toLowerCase() === wanted);
  if (on) {
    if (has || wanted === '') return q.trim();
    const at = tokens.reduce((last, t, index) => (t.kind === 'filter' ? index + 1 : last), 0);
    tokens.splice(at, 0, filter('tag', wanted));
    return serialize(tokens);
  }
  return serialize(tokens.filter((t) => !(t.kind === 'filter' && t.key === 'tag' && t.value.toLowerCase() === wanted)));
}

/* ---------- what the view shows ---------- */

const EMPTY_BY_STATUS: Record<ConversationStatus, string> = {
  opened: 'No opened conversations',
  snoozed: 'Nothing snoozed',
  closed: 'No closed conversations',
  spam: 'No spam',
};

export interface EmptyState {
  title: string;
  description: string;
  /** A way out: the button's label and the search it applies. */
  reset: { label: string; q: string } | null;
}

/** What an empty view says, and how to widen it. */
export function emptyState(q: string): EmptyState {
  const controls = readControls(q);
  const tab = statusTabOf(q);
  const statusOnly = controls.statuses.map((status) => `status:${status}`).join(' ');
  if (controls.text.trim() !== '') {
    const withoutText = serialize(tokenizeSearch(q).filter((t) => t.kind === 'filter'));
    return {
      title: `No results for “${controls.text.trim()}”`,
      description: 'Try other words, or fewer filters.',
      reset: { label: 'Clear search', q: withoutText },
    };
  }
  if (controls.sla.length > 0 && controls.tags.length === 0 && controls.assignee.type === 'any') {
    const breached = controls.sla.includes('breached');
    return {
      title: breached ? 'No missed SLA targets' : 'Nothing due within the hour',
      description: breached
        ? 'Conversations whose first response, next response or resolution came too late show up here.'
        : 'Conversations whose SLA target is due within the hour, or overdue, show up here.',
      reset: null,
    };
  }
  if (controls.tags.length > 0 || controls.assignee.type !== 'any' || controls.sla.length > 0) {
    return {
      title: 'No conversations match these filters',
      description: 'Try removing a filter.',
      reset: { label: 'Clear filters', q: statusOnly },
    };
  }
  if (tab === 'opened')
    return { title: EMPTY_BY_STATUS.opened, description: 'All caught up. New conversations show up here as they arrive.', reset: null };
  if (tab === 'snoozed')
    return {
      title: EMPTY_BY_STATUS.snoozed,
      description: 'Snoozed conversations come back on their own when the time comes.',
      reset: null,
    };
  return { title: tab ? EMPTY_BY_STATUS[tab] : 'No conversations', description: '', reset: null };
}

/**
 * Whether a conversation still belongs in the view of `q`, as far as the client can tell (status, assignee,
 * tags, #ids; full-text words are the server's). Used to drop rows optimistically after a change. `meEmail`
 * resolves `assigned:me`; without it such a row is kept.
 */
export function matchesView(conversation: Conversation, q: string, meEmail?: string): boolean {
  const controls = readControls(q);
  const statuses: readonly ConversationStatus[] =
    controls.statuses.length > 0 ? controls.statuses : controls.ids.length > 0 ? CONVERSATION_STATUSES : ['opened'];
  if (!statuses.includes(conversation.status)) return false;
  if (controls.ids.length > 0 && !controls.ids.includes(conversation.id)) return false;
  const assigneeEmail = conversation.assignee?.email.toLowerCase() ?? null;
  const me = meEmail?.toLowerCase();
  if (controls.assignee.type === 'unassigned' && assigneeEmail !== null) return false;
  if (controls.assignee.type === 'me' && me !== undefined && assigneeEmail !== me) return false;
  if (controls.assignee.type === 'agents') {
    const emails = controls.assignee.emails.map((email) => (email === ME ? me : email));
    // Unknown who "me" is: the row may belong, keep it.
    if (!emails.includes(undefined) && (assigneeEmail === null || !emails.includes(assigneeEmail))) return false;
  }
  const tags = conversation.tags.map((t) => t.toLowerCase());
  if (!controls.tags.every((t) => tags.includes(t))) return false;
  if (controls.sla.includes('breached') && !conversation.sla?.breached.length) return false;
  if (controls.sla.includes('due_soon') && !((nextDueMs(conversation) ?? Infinity) < Date.now() + DUE_SOON_MS)) return false;
  return true;
}

/** The view a search is, when it is one of the sidebar's (a count and a name for the tab's title). */
export type InboxView = 'mine' | 'unassigned' | 'due_soon' | 'opened' | 'snoozed' | 'closed' | 'spam';

export function viewOf(q: string): InboxView | null {
  const tokens = tokenizeSearch(q);
  const controls = readControls(q);
  if (controls.text.trim() !== '' || controls.tags.length > 0 || controls.ids.length > 0) return null;
  if (controls.sla.length > 0) {
    const onlyDueSoon = controls.sla.length === 1 && controls.sla[0] === 'due_soon' && controls.assignee.type === 'any';
    return onlyDueSoon && controls.statuses.every((s) => s === 'opened') ? 'due_soon' : null;
  }
  if (tokens.some((t) => t.kind === 'filter' && t.key === 'status' && t.value.toLowerCase() === 'all')) return null;
  const status = controls.statuses.length === 0 ? 'opened' : controls.statuses.length === 1 ? controls.statuses[0]! : null;
  if (status === null) return null;
  if (controls.assignee.type === 'me') return status === 'opened' ? 'mine' : null;
  if (controls.assignee.type === 'unassigned') return status === 'opened' ? 'unassigned' : null;
  if (controls.assignee.type === 'agents') return null;
  return status;
}

/** The conversation a search names when it is only `#123` or a bare number: the search box opens it. */
export function conversationIdOf(q: string): number | null {
  const match = /^\s*#?([1-9][0-9]{0,14})\s*$/.exec(q);
  return match ? Number(match[1]) : null;
}
