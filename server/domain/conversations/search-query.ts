// Parses GET /conversations `search` into filters and full-text terms. Only parsing: the SQL side
// (tsquery building, resolving agent emails, "no status means opened") lives elsewhere.
//
// Syntax: terms separated by whitespace, in any order and mix.
// - `status:<opened|closed|spam|snoozed>`: repeated means ANY of them (`status:opened status:snoozed`);
//   `status:all` means every status.
// - `assigned:<agent email>`: repeated means ANY of those agents. Emails are lower-cased. `assigned:me` is the
//   signed-in agent making the request; `assigned:none` is `unassigned:true`.
// - `unassigned:true`: only conversations without an assignee. `unassigned:` takes nothing but `true`
//   (`unassigned:false` is an error rather than silently ignored); it cannot be combined with `assigned:`.
// - `tag:<tag>`: repeated means ALL of the tags. Tags follow the contract's TagSchema and are lower-cased.
// - `sla:breached`: a target of its SLA was missed; `sla:due_soon`: a target is due within the next hour, or overdue.
//   Repeated means ALL of them.
// - `#123`: the conversation with that id (repeated: any of them), whatever its status unless one is given.
// - `"quoted phrase"`: words that must appear together, in that order.
// - anything else is a full-text word; every word must match.
// Filter keys are case-insensitive (`Status:Opened`) and their values may be quoted (`tag:"billing"`), but
// there must be no space after the colon. A `word:thing` whose key is not one of the filters is a
// plain word (URLs `http://x`, times `10:30`). A known key with a missing or malformed value is an error.
// Words and phrases are lower-cased (the full-text search ignores case) and repeats are dropped; words and
// phrases without any letter or digit (`-`, `...`, `""`) are dropped too. At most SEARCH_MAX_TERMS
// words + phrases, words of at most SEARCH_MAX_WORD_LENGTH characters, phrases of at most
// SEARCH_MAX_PHRASE_LENGTH. A quote left open is an error. Empty input gives empty lists.

import { z } from 'zod';
import { CONVERSATION_STATUSES, TagSchema } from '#contract/conversations';
import type { ConversationStatus } from '#contract/conversations';

export const SEARCH_MAX_TERMS = 20;
export const SEARCH_MAX_WORD_LENGTH = 100;
export const SEARCH_MAX_PHRASE_LENGTH = 200;

export interface ConversationSearch {
  /** Any of these statuses; empty when none was given (every status after `status:all`). */
  statuses: ConversationStatus[];
  /** Assigned to any of these agents (lower-case emails). */
  assignedEmails: string[];
  /** `assigned:me`: also (or only) the agent making the request. */
  assignedToMe: boolean;
  unassigned: boolean;
  /** `#123`: any of these conversation ids. */
  ids: number[];
  /** Carries all of these tags. */
  tags: string[];
  /** `sla:` conditions, all of them. */
  sla: SlaFilter[];
  /** Full-text words, each must match. */
  words: string[];
  /** Full-text phrases, each must match as a phrase. */
  phrases: string[];
}

export const SLA_FILTERS = ['breached', 'due_soon'] as const;
export type SlaFilter = (typeof SLA_FILTERS)[number];

export type SearchParseResult = { ok: true; query: ConversationSearch } | { ok: false; error: string };

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'phrase'; text: string }
  | { kind: 'id'; id: number }
  | { kind: 'filter'; key: FilterKey; value: string };
type FilterKey = 'status' | 'assigned' | 'unassigned' | 'tag' | 'sla';

const FILTER_RE = /^(status|assigned|unassigned|tag|sla):(.*)$/i;
const ID_RE = /^#([1-9][0-9]{0,14})$/;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const STATUS_CHOICES = 'opened, closed, spam or snoozed';

class SearchError extends Error {}

export function parseConversationSearch(input: string): SearchParseResult {
  try {
    return { ok: true, query: build(tokenize(input)) };
  } catch (e) {
    if (e instanceof SearchError) return { ok: false, error: e.message };
    throw e;
  }
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  // Reads a quoted run starting at the opening quote; returns its text and moves past the closing one.
  const quoted = (): string => {
    const end = input.indexOf('"', i + 1);
    if (end < 0) throw new SearchError('search has an unclosed quote: add the closing "');
    const text = input.slice(i + 1, end);
    i = end + 1;
    return text;
  };
  while (i < input.length) {
    if (/\s/.test(input[i] ?? '')) {
      i += 1;
    } else if (input[i] === '"') {
      tokens.push({ kind: 'phrase', text: quoted() });
    } else {
      // A bare run ends at whitespace or at a quote (which then opens a value or a phrase).
      const start = i;
      while (i < input.length && !/[\s"]/.test(input[i] ?? '')) i += 1;
      const run = input.slice(start, i);
      const filter = FILTER_RE.exec(run);
      const id = ID_RE.exec(run);
      if (id) tokens.push({ kind: 'id', id: Number(id[1]) });
      else if (!filter) tokens.push({ kind: 'word', text: run });
      else {
        const key = (filter[1] ?? '').toLowerCase() as FilterKey;
        // `key:"value"`: the quote right after the colon belongs to the filter.
        const value = filter[2] === '' && input[i] === '"' ? quoted() : (filter[2] ?? '');
        tokens.push({ kind: 'filter', key, value });
      }
    }
  }
  return tokens;
}

function build(tokens: Token[]): ConversationSearch {
  const q: ConversationSearch = { statuses: [], assignedEmails: [], assignedToMe: false, unassigned: false, ids: [], tags: [], sla: [], words: [], phrases: [] };
  let allStatuses = false;
  for (const t of tokens) {
    if (t.kind === 'word') addTerm(q.words, t.text.toLowerCase(), SEARCH_MAX_WORD_LENGTH, 'word');
    else if (t.kind === 'phrase') addTerm(q.phrases, t.text.trim().replace(/\s+/g, ' ').toLowerCase(), SEARCH_MAX_PHRASE_LENGTH, 'phrase');
    else if (t.kind === 'id') addOnce(q.ids, t.id);
    else if (t.key === 'status') {
      if (t.value.trim().toLowerCase() === 'all') allStatuses = true;
      else addOnce(q.statuses, parseStatus(t.value));
    } else if (t.key === 'assigned') {
      const who = t.value.trim().toLowerCase();
      if (who === 'me') q.assignedToMe = true;
      else if (who === 'none') q.unassigned = true;
      else addOnce(q.assignedEmails, parseEmail(t.value));
    } else if (t.key === 'tag') addOnce(q.tags, parseTag(t.value));
    else if (t.key === 'sla') addOnce(q.sla, parseSla(t.value));
    else q.unassigned = parseUnassigned(t.value);
  }
  if (allStatuses) q.statuses = [...CONVERSATION_STATUSES];
  if (q.unassigned && (q.assignedEmails.length > 0 || q.assignedToMe)) {
    throw new SearchError('search cannot combine assigned: with unassigned:true');
  }
  if (q.words.length + q.phrases.length > SEARCH_MAX_TERMS) {
    throw new SearchError(`search has too many words: at most ${SEARCH_MAX_TERMS} words and quoted phrases`);
  }
  return q;
}

function addTerm(list: string[], text: string, maxLength: number, what: 'word' | 'phrase'): void {
  if (!HAS_WORD_CHAR.test(text)) return; // punctuation only: nothing to search for
  if (text.length > maxLength) {
    throw new SearchError(`search ${what} "${text.slice(0, 20)}…" is too long: at most ${maxLength} characters`);
  }
  addOnce(list, text);
}

function addOnce<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

function parseStatus(value: string): ConversationStatus {
  const status = value.trim().toLowerCase();
  if (status === '') throw new SearchError(`status: needs a status right after the colon: ${STATUS_CHOICES} (or all)`);
  const known = CONVERSATION_STATUSES.find((s) => s === status);
  if (!known) throw new SearchError(`unknown status "${clip(value)}" in search: use ${STATUS_CHOICES}, or all`);
  return known;
}

function parseEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email === '') throw new SearchError('assigned: needs an agent email (or me, or none) right after the colon');
  if (!z.email().safeParse(email).success) {
    throw new SearchError(`assigned: needs an agent email, me or none; "${clip(value)}" is none of them`);
  }
  return email;
}

function parseTag(value: string): string {
  if (value.trim() === '') throw new SearchError('tag: needs a tag right after the colon');
  const tag = TagSchema.safeParse(value);
  if (!tag.success) {
    throw new SearchError(`tag "${clip(value)}" in search is invalid: ${tag.error.issues[0]?.message ?? 'not a tag'}`);
  }
  return tag.data;
}

function parseSla(value: string): SlaFilter {
  const wanted = value.trim().toLowerCase();
  const known = SLA_FILTERS.find((f) => f === wanted);
  if (!known) throw new SearchError(`sla: takes breached or due_soon, not ${wanted === '' ? 'nothing' : `"${clip(value)}"`}`);
  return known;
}

function parseUnassigned(value: string): true {
  if (value.trim().toLowerCase() === 'true') return true;
  const got = value.trim() === '' ? 'nothing' : `"${clip(value)}"`;
  throw new SearchError(`unassigned: only takes true, not ${got} (use assigned:<agent email> for one agent)`);
}

// Keeps error messages short whatever was typed.
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
