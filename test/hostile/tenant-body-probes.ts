import { MISSING_ID, MISSING_UUID } from './tenant-parameters.ts';
import type { Tenant } from './seed-tenant.ts';

// Requests of B whose body or query names one of A's ids (an agent to assign, a parent category, a conversation to
// learn from, ids to change in bulk...). Each is sent once with A's value and once with a value that never
// existed: the answers must be the same, and A must be unchanged afterwards.

type Value = string | number;

export interface BodyProbe {
  what: string;
  method: 'GET' | 'POST' | 'PATCH';
  /** The path, given the value probed (A's or the missing one). */
  path: (value: Value, b: Tenant) => string;
  body?: (value: Value, b: Tenant) => unknown;
  ofA: (a: Tenant) => Value;
  missing: Value;
  /** Only for this kind of caller: a signed-in agent sends as themselves, so `agent_id` means nothing to a session. */
  only?: 'key' | 'session';
  /** The part of a JSON answer to compare, when the rest differs by nature (a new operation's id and time). */
  view?: (json: unknown) => unknown;
}

const NOBODY = 'nobody@never-existed.test';
const content = { content: '<p>probe</p>' };
const conversationsOf = (json: unknown) => (json as { conversations?: unknown }).conversations ?? json;
const totalOf = (json: unknown) => (json as { operation?: { total: number } }).operation?.total ?? json;

export const BODY_PROBES: BodyProbe[] = [
  { what: 'bulk change of A’s conversation', method: 'POST', path: () => '/conversations/bulk', body: (v) => ({ ids: [v], tag: 'probe' }), ofA: (a) => a.conversationId, missing: MISSING_ID, view: conversationsOf },
  { what: 'bulk deletion of A’s conversation', method: 'POST', path: () => '/conversations/bulk', body: (v) => ({ ids: [v], status: 'DELETE' }), ofA: (a) => a.composedId, missing: MISSING_ID, view: conversationsOf },
  { what: 'bulk assignment to A’s agent', method: 'POST', path: () => '/conversations/bulk', body: (v, b) => ({ ids: [b.conversationId], agent_id: v }), ofA: (a) => a.agent.id, missing: MISSING_ID },
  { what: 'bulk assignment to A’s agent by email', method: 'POST', path: () => '/conversations/bulk', body: (v, b) => ({ ids: [b.conversationId], agent_email: v }), ofA: (a) => a.agent.email, missing: NOBODY },
  { what: 'bulk change over a search naming A’s conversation', method: 'POST', path: () => '/conversations/bulk/matching', body: (v) => ({ search: `#${v}`, status: 'DELETE' }), ofA: (a) => a.conversationId, missing: MISSING_ID, view: totalOf },
  { what: 'count of a search naming A’s conversation', method: 'GET', path: (v) => `/conversations/bulk/matching?search=${encodeURIComponent(`#${v}`)}`, ofA: (a) => a.conversationId, missing: MISSING_ID },
  { what: 'list searching A’s conversation by id', method: 'GET', path: (v) => `/conversations?search=${encodeURIComponent(`#${v}`)}`, ofA: (a) => a.conversationId, missing: MISSING_ID },
  { what: 'list searching A’s contact by address', method: 'GET', path: (v) => `/conversations?search=${encodeURIComponent(String(v))}`, ofA: (a) => a.contactEmail, missing: NOBODY },
  { what: 'list of conversations assigned to A’s agent', method: 'GET', path: (v) => `/conversations?search=${encodeURIComponent(`assigned:${v}`)}`, ofA: (a) => a.agent.email, missing: NOBODY },
  { what: 'contacts searched by A’s contact address', method: 'GET', path: (v) => `/contacts?query=${encodeURIComponent(String(v))}`, ofA: (a) => a.contactEmail, missing: NOBODY },
  { what: 'snippets of A’s category', method: 'GET', path: (v) => `/snippets?category=${v}`, ofA: (a) => a.childCategoryId, missing: MISSING_ID },
  { what: 'compose from A’s channel', method: 'POST', path: () => '/conversations/compose', body: (v, b) => ({ channel_id: v, to: 'x@probe.test', content, agent_id: b.org.owner.id, delay: 86_400 }), ofA: (a) => a.channelId, missing: MISSING_ID },
  { what: 'compose as A’s agent', method: 'POST', path: () => '/conversations/compose', body: (v, b) => ({ channel_id: b.channelId, to: 'x@probe.test', content, agent_id: v, delay: 86_400 }), ofA: (a) => a.org.owner.id, missing: MISSING_ID, only: 'key' },
  {
    what: 'compose with an action assigning A’s agent',
    method: 'POST',
    path: () => '/conversations/compose',
    body: (v, b) => ({ channel_id: b.channelId, to: 'x@probe.test', content: { ...content, actions: [{ name: 'teammates.assign', data: { agent_id: v } }] }, agent_id: b.org.owner.id, delay: 86_400 }),
    ofA: (a) => a.agent.id,
    missing: MISSING_ID,
  },
  { what: 'reply as A’s agent', method: 'POST', path: (_, b) => `/conversations/${b.conversationId}/messages`, body: (v) => ({ content, agent_id: v, delay: 86_400 }), ofA: (a) => a.org.owner.id, missing: MISSING_ID, only: 'key' },
  {
    what: 'reply that used A’s AI source',
    method: 'POST',
    path: (_, b) => `/conversations/${b.conversationId}/messages`,
    body: (v, b) => ({ content, agent_id: b.org.owner.id, delay: 86_400, ai_source: { uuid: v, origin: 'suggested' } }),
    ofA: (a) => a.rag.question,
    missing: MISSING_UUID,
    only: 'key',
  },
  { what: 'note by A’s agent', method: 'POST', path: (_, b) => `/conversations/${b.conversationId}/notes`, body: (v) => ({ body: 'probe', agent_email: v }), ofA: (a) => a.agent.email, missing: NOBODY, only: 'key' },
  { what: 'AI source learnt from A’s conversation', method: 'POST', path: () => '/organization/rag/sources/conversation', body: (v) => ({ conversation_id: v }), ofA: (a) => a.conversationId, missing: MISSING_ID },
  { what: 'category under A’s category', method: 'POST', path: () => '/snippets/categories', body: (v) => ({ name: 'probe', parent_id: v }), ofA: (a) => a.categoryId, missing: MISSING_ID },
  { what: 'category moved under A’s category', method: 'PATCH', path: (_, b) => `/snippets/categories/${b.childCategoryId}`, body: (v) => ({ parent_id: v }), ofA: (a) => a.categoryId, missing: MISSING_ID },
  { what: 'snippet filed in A’s category', method: 'POST', path: () => '/snippets', body: (v) => ({ title: 'probe', categories: [v], actions: [{ name: 'status.close' }] }), ofA: (a) => a.categoryId, missing: MISSING_ID },
  { what: 'snippet moved to A’s category', method: 'PATCH', path: (_, b) => `/snippets/${b.snippetId}`, body: (v) => ({ categories: [v] }), ofA: (a) => a.childCategoryId, missing: MISSING_ID },
  { what: 'snippet assigning A’s agent', method: 'POST', path: () => '/snippets', body: (v) => ({ title: 'probe', actions: [{ name: 'teammates.assign', data: { agent_id: v } }] }), ofA: (a) => a.agent.id, missing: MISSING_ID },
  { what: 'snippet applied as A’s agent', method: 'POST', path: (_, b) => `/conversations/${b.conversationId}/snippets/${b.snippetId}/apply?preview=true`, body: (v) => ({ agent_id: v }), ofA: (a) => a.org.owner.id, missing: MISSING_ID, only: 'key' },
  { what: 'presence in A’s conversation', method: 'POST', path: () => '/presence', body: (v) => ({ conversation_id: v, state: 'replying' }), ofA: (a) => a.conversationId, missing: MISSING_ID, only: 'session' },
];
