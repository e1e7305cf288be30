import { describe, expect, it } from 'vitest';
import type { Conversation } from '#contract/conversations';
import {
  conversationIdOf,
  emptyState,
  inboxSearchSchema,
  matchesView,
  readControls,
  searchForQuery,
  statusTabOf,
  toListFilters,
  tokenizeSearch,
  viewOf,
  withAssignee,
  withStatus,
  withTag,
} from './inbox-search';

const base: Conversation = {
  id: 1,
  subject: 'Refund',
  status: 'opened',
  assignee: null,
  tags: [],
  contact: { id: 1, name: 'Ann', email: 'ann@example.com' },
  channel_id: 1,
  snooze_until: null,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
  last_message_at: '2026-01-01T00:00:00.000Z',
  waiting_since: null,
  preview: '',
  message_count: 1,
  sla: null,
};

describe('inboxSearchSchema', () => {
  it('keeps a valid search and order', () => {
    expect(inboxSearchSchema.parse({ q: 'status:closed', order: 'oldest' })).toEqual({ q: 'status:closed', order: 'oldest' });
  });

  it('drops an unknown order and a non-string q instead of failing', () => {
    expect(inboxSearchSchema.parse({ q: 42, order: 'sideways' })).toEqual({ q: undefined, order: undefined });
  });

  it('normalises to the list filters with defaults', () => {
    expect(toListFilters({})).toEqual({ search: '', order: 'priority' });
    expect(toListFilters({ q: '  tag:x  ', order: 'newest' })).toEqual({ search: 'tag:x', order: 'newest' });
  });

  it('leaves an empty query out of the URL', () => {
    expect(searchForQuery('   ')).toBeUndefined();
    expect(searchForQuery(' refund ')).toBe('refund');
  });
});

describe('tokenizeSearch', () => {
  it('splits filters, words and phrases, keeping the typed text', () => {
    expect(tokenizeSearch('Status:Closed refund "card declined" tag:"vip"')).toEqual([
      { kind: 'filter', key: 'status', value: 'Closed', raw: 'Status:Closed' },
      { kind: 'text', raw: 'refund' },
      { kind: 'text', raw: '"card declined"' },
      { kind: 'filter', key: 'tag', value: 'vip', raw: 'tag:"vip"' },
    ]);
  });

  it('reads unknown keys, URLs and times as words', () => {
    expect(tokenizeSearch('http://x.example 10:30 priority:high').map((t) => t.kind)).toEqual(['text', 'text', 'text']);
  });

  it('tolerates an unclosed quote', () => {
    expect(tokenizeSearch('refund "card').map((t) => t.raw)).toEqual(['refund', '"card']);
    expect(tokenizeSearch('tag:"')).toEqual([{ kind: 'filter', key: 'tag', value: '', raw: 'tag:"' }]);
  });
});

describe('readControls', () => {
  it('reads statuses, assignee, tags and the free text', () => {
    expect(readControls('status:snoozed tag:Billing assigned:Ana@x.com sla:Breached refund "card declined"')).toEqual({
      statuses: ['snoozed'],
      assignee: { type: 'agents', emails: ['ana@x.com'] },
      tags: ['billing'],
      text: 'refund "card declined"',
      ids: [],
      sla: ['breached'],
    });
  });

  it('knows the Due soon view, and no other view with an sla: filter', () => {
    expect(viewOf('sla:due_soon')).toBe('due_soon');
    expect(viewOf('status:opened sla:due_soon')).toBe('due_soon');
    expect(viewOf('sla:due_soon assigned:me')).toBeNull();
    expect(viewOf('sla:breached')).toBeNull();
    expect(emptyState('sla:due_soon').title).toBe('Nothing due within the hour');
  });

  it('reads the forms agents type: status:all, assigned:me, assigned:none and #ids', () => {
    expect(readControls('status:all')).toMatchObject({ statuses: ['opened', 'closed', 'spam', 'snoozed'] });
    expect(readControls('assigned:ME')).toMatchObject({ assignee: { type: 'me' } });
    expect(readControls('assigned:none')).toMatchObject({ assignee: { type: 'unassigned' } });
    expect(readControls('#12 refund #7')).toMatchObject({ ids: [12, 7], text: 'refund' });
    expect(withAssignee('status:closed', { type: 'me' })).toBe('status:closed assigned:me');
  });

  it('reads unassigned:true and ignores unknown statuses', () => {
    expect(readControls('unassigned:TRUE status:archived')).toMatchObject({ statuses: [], assignee: { type: 'unassigned' } });
  });
});

describe('statusTabOf', () => {
  it('selects Opened when no status is named, as the server shows', () => {
    expect(statusTabOf('')).toBe('opened');
    expect(statusTabOf('refund')).toBe('opened');
  });

  it('selects the typed status, in any case', () => {
    expect(statusTabOf('status:closed')).toBe('closed');
    expect(statusTabOf('refund STATUS:Spam')).toBe('spam');
  });

  it('selects no tab for several statuses', () => {
    expect(statusTabOf('status:closed status:spam')).toBeNull();
  });
});

describe('withStatus', () => {
  it('puts the status first when there was none', () => {
    expect(withStatus('', 'closed')).toBe('status:closed');
    expect(withStatus('tag:x refund', 'spam')).toBe('status:spam tag:x refund');
  });

  it('replaces the status terms where the first one was', () => {
    expect(withStatus('refund status:opened tag:x status:spam', 'snoozed')).toBe('refund status:snoozed tag:x');
  });
});

describe('withAssignee', () => {
  it('writes assigned: after the other filters, before the words', () => {
    expect(withAssignee('status:opened refund', { type: 'agents', emails: ['Me@x.com'] })).toBe('status:opened assigned:me@x.com refund');
  });

  it('switches between assigned and unassigned in place', () => {
    expect(withAssignee('assigned:a@x.com status:closed', { type: 'unassigned' })).toBe('unassigned:true status:closed');
  });

  it('removes the assignee filter for anyone', () => {
    expect(withAssignee('status:closed unassigned:true refund', { type: 'any' })).toBe('status:closed refund');
  });
});

describe('withTag', () => {
  it('adds a lower-case tag once', () => {
    expect(withTag('status:opened refund', 'VIP', true)).toBe('status:opened tag:vip refund');
    expect(withTag('tag:vip', 'vip', true)).toBe('tag:vip');
  });

  it('removes a tag whatever its case or quoting', () => {
    expect(withTag('tag:"VIP" refund tag:billing', 'vip', false)).toBe('refund tag:billing');
  });
});

describe('emptyState', () => {
  it('names the view', () => {
    expect(emptyState('').title).toBe('No opened conversations');
    expect(emptyState('status:snoozed').title).toBe('Nothing snoozed');
    expect(emptyState('status:closed').title).toBe('No closed conversations');
    expect(emptyState('status:spam')).toEqual({ title: 'No spam', description: '', reset: null });
  });

  it('names the searched words and offers to clear them, keeping the filters', () => {
    expect(emptyState('status:closed refund "card declined"')).toMatchObject({
      title: 'No results for “refund "card declined"”',
      reset: { label: 'Clear search', q: 'status:closed' },
    });
  });

  it('offers to clear filters, keeping the status', () => {
    expect(emptyState('status:snoozed tag:vip unassigned:true')).toMatchObject({
      title: 'No conversations match these filters',
      reset: { label: 'Clear filters', q: 'status:snoozed' },
    });
  });
});

describe('matchesView', () => {
  const conversation = (patch: Partial<Conversation>): Conversation => ({ ...base, ...patch });

  it('keeps only opened conversations in the default view', () => {
    expect(matchesView(conversation({ status: 'opened' }), 'refund')).toBe(true);
    expect(matchesView(conversation({ status: 'closed' }), '')).toBe(false);
  });

  it('checks statuses, assignee and tags', () => {
    const agent = { id: 2, name: 'Bo', email: 'bo@x.com' };
    expect(matchesView(conversation({ status: 'spam' }), 'status:closed status:spam')).toBe(true);
    expect(matchesView(conversation({ assignee: agent }), 'unassigned:true')).toBe(false);
    expect(matchesView(conversation({ assignee: agent }), 'assigned:BO@x.com')).toBe(true);
    expect(matchesView(conversation({ assignee: null }), 'assigned:bo@x.com')).toBe(false);
    expect(matchesView(conversation({ tags: ['vip'] }), 'tag:vip tag:billing')).toBe(false);
    expect(matchesView(conversation({ tags: ['vip', 'billing'] }), 'tag:VIP tag:billing')).toBe(true);
  });
});

describe('the sidebar views', () => {
  it('names the view a search is, or none for any other search', () => {
    expect(viewOf('')).toBe('opened');
    expect(viewOf('status:opened')).toBe('opened');
    expect(viewOf('assigned:me')).toBe('mine');
    expect(viewOf('status:opened assigned:me')).toBe('mine');
    expect(viewOf('assigned:none')).toBe('unassigned');
    expect(viewOf('unassigned:true')).toBe('unassigned');
    expect(viewOf('status:spam')).toBe('spam');
    expect(viewOf('status:closed assigned:me')).toBeNull();
    expect(viewOf('refund')).toBeNull();
    expect(viewOf('tag:vip')).toBeNull();
    expect(viewOf('status:all')).toBeNull();
  });

  it('reads #123 or a bare number as a conversation to open', () => {
    expect(conversationIdOf('#123')).toBe(123);
    expect(conversationIdOf(' 42 ')).toBe(42);
    expect(conversationIdOf('#0')).toBeNull();
    expect(conversationIdOf('#12 refund')).toBeNull();
    expect(conversationIdOf('order 42')).toBeNull();
  });

  it('keeps a row of assigned:me when it is the reader’s, drops it when it is not', () => {
    const row = { ...base, assignee: { id: 2, name: 'Bo', email: 'bo@x.com' } };
    expect(matchesView(row, 'assigned:me', 'bo@x.com')).toBe(true);
    expect(matchesView(row, 'assigned:me', 'ann@x.com')).toBe(false);
    expect(matchesView(row, 'assigned:me')).toBe(true);
    expect(matchesView({ ...row, id: 9, status: 'closed' }, '#9')).toBe(true);
    expect(matchesView({ ...row, id: 9 }, '#10')).toBe(false);
  });
});
