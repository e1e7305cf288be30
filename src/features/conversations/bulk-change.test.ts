import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Conversation, ConversationPage } from '#contract/conversations';
import { applyBulkChange, bulkFailureTitle, bulkResultMessage, changeOfOperation, chunkIds, patchListPages, toBulkBody } from './bulk-change';
import { matchesView } from './inbox-search';

const conversation = (id: number, patch: Partial<Conversation> = {}): Conversation => ({
  id,
  subject: `Subject ${id}`,
  status: 'opened',
  assignee: null,
  tags: [],
  contact: { id, name: 'Ann', email: 'ann@example.com' },
  channel_id: 1,
  snooze_until: null,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
  last_message_at: '2026-01-01T00:00:00.000Z',
  waiting_since: null,
  preview: '',
  message_count: 1,
  sla: null,
  ...patch,
});

describe('toBulkBody', () => {
  it('builds each kind of change', () => {
    expect(toBulkBody([1], { kind: 'status', status: 'CLOSED' })).toEqual({ ids: [1], status: 'CLOSED' });
    expect(toBulkBody([1], { kind: 'status', status: 'SPAM', block: true })).toEqual({ ids: [1], status: 'SPAM', block: true });
    expect(toBulkBody([1], { kind: 'status', status: 'OPENED', block: true })).toEqual({ ids: [1], status: 'OPENED' });
    expect(toBulkBody([1], { kind: 'snooze', until: 'monday' })).toEqual({ ids: [1], status: 'SNOOZED', snooze_until: 'monday' });
    expect(toBulkBody([1], { kind: 'assign', agent: null })).toEqual({ ids: [1], agent_id: null });
    expect(toBulkBody([1], { kind: 'assign', agent: { id: 7, name: 'Bo', email: 'bo@x.com' } })).toEqual({ ids: [1], agent_id: 7 });
    expect(toBulkBody([1], { kind: 'tag', tag: 'vip' })).toEqual({ ids: [1], tag: 'vip' });
    expect(toBulkBody([1], { kind: 'untag', tag: 'vip' })).toEqual({ ids: [1], untag: 'vip' });
  });
});

describe('chunkIds', () => {
  it('splits 1201 ids into requests of at most 500', () => {
    const ids = Array.from({ length: 1201 }, (_, i) => i + 1);
    expect(chunkIds(ids).map((c) => c.length)).toEqual([500, 500, 201]);
    expect(chunkIds(ids).flat()).toEqual(ids);
    expect(chunkIds([])).toEqual([]);
  });
});

describe('applyBulkChange', () => {
  it('changes status and clears snooze time, deletes to null', () => {
    expect(applyBulkChange(conversation(1, { status: 'snoozed', snooze_until: 'x' }), { kind: 'status', status: 'CLOSED' })).toMatchObject({
      status: 'closed',
      snooze_until: null,
    });
    expect(applyBulkChange(conversation(1), { kind: 'status', status: 'DELETE' })).toBeNull();
  });

  it('snoozes, keeping an ISO time', () => {
    expect(applyBulkChange(conversation(1), { kind: 'snooze', until: '2026-06-01T09:00:00.000Z' })).toMatchObject({
      status: 'snoozed',
      snooze_until: '2026-06-01T09:00:00.000Z',
    });
  });

  it('assigns, tags and untags', () => {
    const agent = { id: 7, name: 'Bo', email: 'bo@x.com' };
    expect(applyBulkChange(conversation(1), { kind: 'assign', agent })?.assignee).toEqual(agent);
    expect(applyBulkChange(conversation(1, { tags: ['a'] }), { kind: 'tag', tag: 'b' })?.tags).toEqual(['a', 'b']);
    expect(applyBulkChange(conversation(1, { tags: ['a', 'b'] }), { kind: 'untag', tag: 'a' })?.tags).toEqual(['b']);
  });
});

describe('patchListPages', () => {
  const data: InfiniteData<ConversationPage, string | undefined> = {
    pages: [
      { data: [conversation(1), conversation(2)], cursor: 'c1' },
      { data: [conversation(3)], cursor: null },
    ],
    pageParams: [undefined, 'c1'],
  };

  it('drops rows that leave the view and keeps untouched pages as they were', () => {
    const next = patchListPages(data, new Set([2]), { kind: 'status', status: 'CLOSED' }, (c) => matchesView(c, 'status:opened'));
    expect(next.pages[0]?.data.map((c) => c.id)).toEqual([1]);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pageParams).toBe(data.pageParams);
  });

  it('updates rows that stay', () => {
    const next = patchListPages(data, new Set([1, 3]), { kind: 'tag', tag: 'vip' }, () => true);
    expect(next.pages.flatMap((p) => p.data).map((c) => c.tags)).toEqual([['vip'], [], ['vip']]);
  });

  it('returns the same data when no row is affected', () => {
    expect(patchListPages(data, new Set([99]), { kind: 'status', status: 'CLOSED' }, () => true)).toBe(data);
  });
});

describe('bulkResultMessage', () => {
  it('counts what was updated', () => {
    expect(bulkResultMessage({ kind: 'status', status: 'CLOSED' }, 10, 10)).toBe('Closed 10 conversations');
    expect(bulkResultMessage({ kind: 'status', status: 'OPENED' }, 1, 1)).toBe('Opened 1 conversation');
  });

  it('says when the server updated fewer than selected', () => {
    expect(bulkResultMessage({ kind: 'status', status: 'CLOSED' }, 10, 8)).toBe('Closed 8 of 10 conversations; 2 could not be updated');
  });

  it('names the agent, tag and spam', () => {
    expect(bulkResultMessage({ kind: 'assign', agent: { id: 1, name: 'Bo', email: 'b@x.com' } }, 2, 2)).toBe(
      'Assigned 2 conversations to Bo',
    );
    expect(bulkResultMessage({ kind: 'assign', agent: null }, 2, 2)).toBe('Unassigned 2 conversations');
    expect(bulkResultMessage({ kind: 'untag', tag: 'vip' }, 3, 3)).toBe('Removed the tag “vip” from 3 conversations');
    expect(bulkResultMessage({ kind: 'status', status: 'SPAM' }, 3, 3)).toBe('Marked 3 conversations as spam');
  });
});

describe('bulkFailureTitle', () => {
  it('names the action and count', () => {
    expect(bulkFailureTitle({ kind: 'status', status: 'DELETE' }, 3)).toBe('Could not delete 3 conversations');
    expect(bulkFailureTitle({ kind: 'snooze', until: '60m' }, 1)).toBe('Could not snooze 1 conversation');
  });
});

describe('changeOfOperation', () => {
  const none = () => undefined;
  it('reads the one change the dashboard makes from what an operation says it changes', () => {
    expect(changeOfOperation({ status: 'SNOOZED', snooze_until: '2026-05-02T09:00:00.000Z' }, none)).toEqual({ kind: 'snooze', until: '2026-05-02T09:00:00.000Z' });
    expect(changeOfOperation({ status: 'SPAM', block: true }, none)).toEqual({ kind: 'status', status: 'SPAM', block: true });
    expect(changeOfOperation({ status: 'DELETE' }, none)).toEqual({ kind: 'status', status: 'DELETE' });
    expect(changeOfOperation({ agent: null }, none)).toEqual({ kind: 'assign', agent: null });
    expect(changeOfOperation({ agent: { id: 4, name: 'Kim Lee' } }, none)).toEqual({ kind: 'assign', agent: { id: 4, name: 'Kim Lee', email: '' } });
    expect(changeOfOperation({ untag: 'late' }, none)).toEqual({ kind: 'untag', tag: 'late' });
  });

  it('reads none from a combination only the API makes, or nothing at all', () => {
    expect(changeOfOperation({ status: 'CLOSED', tag: 'done' }, none)).toBeNull();
    expect(changeOfOperation({}, none)).toBeNull();
  });
});
