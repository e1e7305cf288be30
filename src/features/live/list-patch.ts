import type { InfiniteData } from '@tanstack/react-query';
import type { Conversation, ConversationOrder, ConversationPage } from '#contract/conversations';
import type { ConversationListFilters } from '../conversations/api/conversation-keys';
import { matchesView, readControls } from '../conversations/inbox-search';
import { nextDueMs } from '../conversations/sla-due';

// How a change of the stream lands in a cached inbox list: the row updated where it is, moved to its new
// place, taken out when it left the view, or put in where it belongs. Pure, so the rules are unit tested.

/** Conversations as the stream last told them; null: deleted. */
export type ConversationUpdates = ReadonlyMap<number, Conversation | null>;

/** Where the priority order puts conversations that wait on nobody (migration 0004's priority_key). */
const NOT_WAITING_BASE = 2 ** 52;

/** A conversation's key in an order, as the server sorts (server/domain/conversations/list-conversations.ts). */
export function sortKey(c: Conversation, order: ConversationOrder): number {
  const ms = (iso: string) => Date.parse(iso);
  switch (order) {
    case 'priority':
      return c.waiting_since ? ms(c.waiting_since) : NOT_WAITING_BASE - ms(c.last_message_at ?? c.created);
    case 'longest':
      return ms(c.waiting_since ?? c.last_message_at ?? c.created);
    case 'oldest':
    case 'newest':
      return ms(c.created);
    case 'due':
      return nextDueMs(c) ?? Infinity;
  }
}

/** The list's order: by key then id, ascending (newest: both descending). */
export function compareInOrder(order: ConversationOrder): (a: Conversation, b: Conversation) => number {
  const sign = order === 'newest' ? -1 : 1;
  // Two without a due time (Infinity - Infinity is NaN) are in id order, as the server's 'infinity' keys are.
  return (a, b) => sign * ((sortKey(a, order) - sortKey(b, order)) || a.id - b.id);
}

/**
 * Whether the client can tell by itself which conversations belong to the view: not for full-text words
 * (the server's stemming and contact matching), nor for `assigned:me` without knowing who "me" is.
 */
export function isExactView(search: string, meEmail: string | undefined): boolean {
  const controls = readControls(search);
  // sla: conditions change with the clock as well as with events: the server says what belongs.
  return controls.text.trim() === '' && controls.sla.length === 0 && !(controls.assignee.type === 'me' && meEmail === undefined);
}

/**
 * Puts a conversation before the first loaded row it sorts before. After every loaded row, it goes at the end
 * only when the list is complete: otherwise it belongs to a page not loaded yet, which will bring it.
 */
export function insertSorted<P>(
  data: InfiniteData<ConversationPage, P>,
  conversation: Conversation,
  compare: (a: Conversation, b: Conversation) => number,
): InfiniteData<ConversationPage, P> {
  for (let p = 0; p < data.pages.length; p++) {
    const page = data.pages[p]!;
    const at = page.data.findIndex((row) => compare(conversation, row) < 0);
    if (at < 0) continue;
    const pages = [...data.pages];
    pages[p] = { ...page, data: [...page.data.slice(0, at), conversation, ...page.data.slice(at)] };
    return { ...data, pages };
  }
  const last = data.pages.at(-1);
  if (!last || last.cursor !== null) return data;
  return { ...data, pages: [...data.pages.slice(0, -1), { ...last, data: [...last.data, conversation] }] };
}

export interface ListPatch<P> {
  /** The same object when nothing changed. */
  data: InfiniteData<ConversationPage, P>;
  /** What the client cannot place (a full-text view): the server must be asked again. */
  refetch: boolean;
}

/** The cached pages of one view after the updates. */
export function patchConversationList<P>(
  data: InfiniteData<ConversationPage, P>,
  updates: ConversationUpdates,
  filters: ConversationListFilters,
  meEmail: string | undefined,
): ListPatch<P> {
  const exact = isExactView(filters.search, meEmail);
  const compare = compareInOrder(filters.order);
  const belongs = (c: Conversation) => matchesView(c, filters.search, meEmail);
  const placeAgain: Conversation[] = [];
  const present = new Set<number>();
  let refetch = false;
  let changed = false;

  const pages = data.pages.map((page) => {
    for (const row of page.data) present.add(row.id);
    if (!page.data.some((row) => updates.has(row.id))) return page;
    changed = true;
    const rows: Conversation[] = [];
    for (const row of page.data) {
      const next = updates.get(row.id);
      if (next === undefined) rows.push(row);
      else if (next === null || !belongs(next)) continue;
      else if (sortKey(next, filters.order) === sortKey(row, filters.order)) rows.push(next);
      else if (exact) placeAgain.push(next);
      else {
        // Its new place is the server's to say.
        rows.push(next);
        refetch = true;
      }
    }
    return { ...page, data: rows };
  });

  for (const [id, next] of updates) {
    if (next === null || present.has(id) || !belongs(next)) continue;
    if (exact) placeAgain.push(next);
    else refetch = true;
  }

  let result = changed ? { ...data, pages } : data;
  for (const conversation of placeAgain.sort(compare)) result = insertSorted(result, conversation, compare);
  return { data: result, refetch };
}

/** Rows of a contact show their new name (a rename in the customer panel, by anyone). */
export function patchContact<P>(
  data: InfiniteData<ConversationPage, P>,
  contact: Conversation['contact'],
): InfiniteData<ConversationPage, P> {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.data.some((row) => row.contact.id === contact.id)) return page;
    changed = true;
    return { ...page, data: page.data.map((row) => (row.contact.id === contact.id ? { ...row, contact } : row)) };
  });
  return changed ? { ...data, pages } : data;
}
