import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Conversation, ConversationPage } from '#contract/conversations';
import { compareInOrder, isExactView, patchConversationList, patchContact } from './list-patch';

const base: Conversation = {
  id: 1,
  subject: 'Hello',
  status: 'opened',
  assignee: null,
  tags: [],
  contact: { id: 100, name: 'Jane', email: 'jane@example.com' },
  channel_id: 1,
  snooze_until: null,
  created: '2026-05-01T08:00:00.000Z',
  updated: '2026-05-01T08:00:00.000Z',
  last_message_at: '2026-05-01T08:00:00.000Z',
  waiting_since: null,
  preview: '',
  message_count: 1,
  sla: null,
};
const conv = (id: number, extra: Partial<Conversation> = {}): Conversation => ({ ...base, id, ...extra });
const at = (minute: number) => `2026-05-01T09:${String(minute).padStart(2, '0')}:00.000Z`;

function pages(...chunks: [Conversation[], string | null][]): InfiniteData<ConversationPage, string | undefined> {
  return { pages: chunks.map(([data, cursor]) => ({ data, cursor })), pageParams: chunks.map((_, i) => (i === 0 ? undefined : `c${i}`)) };
}
const ids = (data: InfiniteData<ConversationPage, string | undefined>) => data.pages.map((p) => p.data.map((c) => c.id));
const view = { search: '', order: 'priority' as const };

describe('sort order', () => {
  it('puts waiting conversations first (longest wait on top), then the others by their last message', () => {
    const rows = [
      conv(1, { last_message_at: at(10) }),
      conv(2, { waiting_since: at(30), last_message_at: at(30) }),
      conv(3, { last_message_at: at(20) }),
      conv(4, { waiting_since: at(5), last_message_at: at(40) }),
    ];
    expect([...rows].sort(compareInOrder('priority')).map((c) => c.id)).toEqual([4, 2, 3, 1]);
    expect([...rows].sort(compareInOrder('longest')).map((c) => c.id)).toEqual([4, 1, 3, 2]);
  });

  it('orders newest by creation descending, ties by id descending', () => {
    const rows = [conv(1, { created: at(1) }), conv(2, { created: at(2) }), conv(3, { created: at(2) })];
    expect([...rows].sort(compareInOrder('newest')).map((c) => c.id)).toEqual([3, 2, 1]);
    expect([...rows].sort(compareInOrder('oldest')).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});

describe('patchConversationList', () => {
  it('puts a new conversation of the view where it sorts, among the loaded rows', () => {
    const data = pages([[conv(1, { waiting_since: at(1) }), conv(2, { waiting_since: at(5) })], 'next'], [[conv(3, { waiting_since: at(9) })], null]);
    const result = patchConversationList(data, new Map([[4, conv(4, { waiting_since: at(7) })]]), view, undefined);
    expect(ids(result.data)).toEqual([[1, 2], [4, 3]]);
    expect(result.refetch).toBe(false);
  });

  it('leaves a new conversation that sorts after the loaded rows to the page that will bring it', () => {
    const data = pages([[conv(1, { waiting_since: at(1) })], 'next']);
    const result = patchConversationList(data, new Map([[4, conv(4, { waiting_since: at(7) })]]), view, undefined);
    expect(result.data).toBe(data);
    const complete = pages([[conv(1, { waiting_since: at(1) })], null]);
    expect(ids(patchConversationList(complete, new Map([[4, conv(4, { waiting_since: at(7) })]]), view, undefined).data)).toEqual([[1, 4]]);
  });

  it('takes out rows that left the view or were deleted, and updates the others in place', () => {
    const data = pages([[conv(1), conv(2), conv(3)], null]);
    const updates = new Map<number, Conversation | null>([
      [1, conv(1, { status: 'closed' })],
      [2, conv(2, { tags: ['vip'] })],
      [3, null],
    ]);
    const result = patchConversationList(data, updates, view, undefined);
    expect(ids(result.data)).toEqual([[2]]);
    expect(result.data.pages[0]!.data[0]!.tags).toEqual(['vip']);
  });

  it('moves a row whose key changed (the customer wrote: it waits now)', () => {
    const data = pages([[conv(1, { waiting_since: at(1) }), conv(2, { last_message_at: at(20) }), conv(3, { last_message_at: at(10) })], null]);
    const result = patchConversationList(data, new Map([[3, conv(3, { waiting_since: at(30), last_message_at: at(30) })]]), view, undefined);
    expect(ids(result.data)).toEqual([[1, 3, 2]]);
  });

  it('checks status, tags and assignee by itself, and asks the server about full-text views', () => {
    const tagged = { search: 'tag:vip', order: 'priority' as const };
    const data = pages([[conv(1, { tags: ['vip'] })], null]);
    expect(ids(patchConversationList(data, new Map([[2, conv(2)]]), tagged, undefined).data)).toEqual([[1]]);

    const text = { search: 'refund', order: 'priority' as const };
    const found = patchConversationList(data, new Map([[2, conv(2)]]), text, undefined);
    expect(found.data).toBe(data);
    expect(found.refetch).toBe(true);
    // A row of a text view that is closed leaves it without asking.
    const closed = patchConversationList(data, new Map([[1, conv(1, { status: 'closed' })]]), text, undefined);
    expect(ids(closed.data)).toEqual([[]]);
    expect(closed.refetch).toBe(false);
  });

  it('resolves assigned:me with the signed-in agent, and cannot without', () => {
    const mine = { search: 'assigned:me', order: 'priority' as const };
    const me = { id: 9, name: 'Me', email: 'me@example.com' };
    expect(isExactView('assigned:me', undefined)).toBe(false);
    expect(isExactView('assigned:me', 'me@example.com')).toBe(true);
    const data = pages([[], null]);
    expect(ids(patchConversationList(data, new Map([[2, conv(2, { assignee: me })]]), mine, 'me@example.com').data)).toEqual([[2]]);
    expect(ids(patchConversationList(data, new Map([[3, conv(3)]]), mine, 'me@example.com').data)).toEqual([[]]);
  });

  it('returns the same pages when nothing concerns the view', () => {
    const data = pages([[conv(1)], null]);
    expect(patchConversationList(data, new Map([[5, conv(5, { status: 'spam' })]]), view, undefined).data).toBe(data);
  });
});

describe('patchContact', () => {
  it('renames the contact on their rows only', () => {
    const data = pages([[conv(1), conv(2, { contact: { id: 200, name: 'Bob', email: null } })], null]);
    const result = patchContact(data, { id: 100, name: 'Jane Doe', email: 'jane@example.com' });
    expect(result.pages[0]!.data.map((c) => c.contact.name)).toEqual(['Jane Doe', 'Bob']);
    expect(patchContact(data, { id: 300, name: 'X', email: null })).toBe(data);
  });
});
