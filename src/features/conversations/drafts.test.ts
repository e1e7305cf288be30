import { describe, expect, it, vi } from 'vitest';
import { conversationOfReplyDraft, createDraftStore, draftKey } from './drafts';

function memoryStorage(quota = Infinity) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const admin = { organizationId: 1, agentId: 7 };

describe('draftKey', () => {
  it('differs by organization, agent, kind and conversation', () => {
    const keys = [
      draftKey(admin, { kind: 'reply', conversationId: 5 }),
      draftKey(admin, { kind: 'note', conversationId: 5 }),
      draftKey(admin, { kind: 'reply', conversationId: 6 }),
      draftKey({ organizationId: 1, agentId: 8 }, { kind: 'reply', conversationId: 5 }),
      draftKey({ organizationId: 2, agentId: 7 }, { kind: 'reply', conversationId: 5 }),
      draftKey(admin, { kind: 'compose' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('draft store', () => {
  it('keeps, reads back and removes a draft', () => {
    const store = createDraftStore(memoryStorage());
    store.write('k', { body: 'hello' });
    expect(store.read('k')).toEqual({ body: 'hello' });
    store.remove('k');
    expect(store.read('k')).toBeUndefined();
  });

  it('keeps the text without the files when the files do not fit', () => {
    const storage = memoryStorage(200);
    const store = createDraftStore(storage);
    const draft = { cc: '', content: { content: '<p>Hi</p>', attachments: [{ name: 'a.pdf', type: 'application/pdf', content: 'x'.repeat(500) }] } };
    store.write('k', draft);
    expect(store.read('k')).toEqual({ cc: '', content: { content: '<p>Hi</p>', attachments: [] } });
  });

  it('reads nothing from a damaged entry or without storage', () => {
    const storage = memoryStorage();
    storage.items.set('k', '{not json');
    expect(createDraftStore(storage).read('k')).toBeUndefined();
    const none = createDraftStore(null);
    none.write('k', { body: 'x' });
    expect(none.read('k')).toBeUndefined();
  });

  it('restore keeps the draft and hands it to the subscribers of that key only', () => {
    const store = createDraftStore(memoryStorage());
    const mine = vi.fn();
    const other = vi.fn();
    const stop = store.subscribe('reply:5', mine);
    store.subscribe('reply:6', other);
    store.restore('reply:5', { body: 'back' });
    expect(mine).toHaveBeenCalledWith({ body: 'back' });
    expect(other).not.toHaveBeenCalled();
    expect(store.read('reply:5')).toEqual({ body: 'back' });
    stop();
    store.restore('reply:5', { body: 'again' });
    expect(mine).toHaveBeenCalledTimes(1);
  });

  it('discard removes the draft and tells whoever was about to save it', () => {
    const store = createDraftStore(memoryStorage());
    const pending = vi.fn();
    store.onDiscard('compose', pending);
    store.write('compose', { subject: 'Hi' });
    store.discard('compose');
    expect(pending).toHaveBeenCalledTimes(1);
    expect(store.read('compose')).toBeUndefined();
  });

  it('lists the drafts kept under a prefix, and tells a watcher each draft kept or dropped', () => {
    const store = createDraftStore(memoryStorage());
    const changes: [string | null, boolean][] = [];
    const stop = store.watch((key, kept) => changes.push([key, kept]));
    store.write('a:1', {});
    store.restore('a:2', {});
    store.write('b:1', {});
    store.discard('a:1');
    expect(store.keys('a:')).toEqual(['a:2']);
    expect(changes).toEqual([['a:1', true], ['a:2', true], ['b:1', true], ['a:1', false]]);
    stop();
    store.remove('a:2');
    expect(changes).toHaveLength(4);
  });
});

describe('conversationOfReplyDraft', () => {
  it('reads the conversation of the agent’s own reply drafts only', () => {
    expect(conversationOfReplyDraft(admin, draftKey(admin, { kind: 'reply', conversationId: 42 }))).toBe(42);
    expect(conversationOfReplyDraft(admin, draftKey(admin, { kind: 'note', conversationId: 42 }))).toBeNull();
    expect(conversationOfReplyDraft(admin, draftKey({ organizationId: 1, agentId: 8 }, { kind: 'reply', conversationId: 42 }))).toBeNull();
    expect(conversationOfReplyDraft(admin, draftKey({ organizationId: 11, agentId: 7 }, { kind: 'reply', conversationId: 42 }))).toBeNull();
    expect(conversationOfReplyDraft(admin, `${draftKey(admin, { kind: 'reply', conversationId: 4 })}x`)).toBeNull();
  });
});
