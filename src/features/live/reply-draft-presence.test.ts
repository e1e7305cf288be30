import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore, draftKey } from '../conversations/drafts';
import { HEARTBEAT_MS, PresenceHeartbeat } from './presence-heartbeat';
import { holdReplyDrafts } from './reply-draft-presence';

// The heartbeat's holds from unsent replies: a reply kept in the browser says "replying" on its conversation for
// as long as the dashboard is open, wherever the agent is looking, until it is sent, discarded or emptied.

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** A `storage` event as the browser fires it in the other tabs. */
function storageEvent(key: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

const me = { organizationId: 3, agentId: 7 };
const reply = (conversationId: number) => draftKey(me, { kind: 'reply', conversationId });

function setup(storage = memoryStorage()) {
  const calls: string[] = [];
  const heartbeat = new PresenceHeartbeat({
    beat: (id, state) => {
      calls.push(`beat ${id} ${state}`);
      return Promise.resolve('ok' as const);
    },
    leave: (id) => {
      calls.push(`leave ${id}`);
      return Promise.resolve();
    },
  });
  const otherTabs = new EventTarget();
  const store = createDraftStore(storage, otherTabs);
  return { heartbeat, calls, store, storage, otherTabs };
}

describe('replying presence from unsent replies', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says replying on a conversation with an unsent reply while the agent views another, and keeps beating it', () => {
    const { heartbeat, calls, store } = setup();
    holdReplyDrafts(heartbeat, store, me);
    const viewing5 = heartbeat.hold(5, 'viewing');
    store.write(reply(5), { content: { content: '<p>Refund on its way</p>' } });
    expect(calls).toEqual(['beat 5 viewing', 'beat 5 replying']);
    // Typing on (each save) changes nothing; moving to conversation 6 leaves 5 replying, not left.
    store.write(reply(5), { content: { content: '<p>Refund on its way, Jane</p>' } });
    viewing5();
    heartbeat.hold(6, 'viewing');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(calls).not.toContain('leave 5');
    expect(calls.slice(2)).toEqual(['beat 6 viewing', 'beat 5 replying', 'beat 6 viewing']);
  });

  it('leaves the conversation once the reply is sent or discarded (or emptied), and only that one', () => {
    const { heartbeat, calls, store } = setup();
    holdReplyDrafts(heartbeat, store, me);
    store.write(reply(5), { content: { content: 'a' } });
    store.write(reply(8), { content: { content: 'b' } });
    store.discard(reply(5)); // sent, or the Discard button
    vi.advanceTimersByTime(1000);
    expect(calls).toContain('leave 5');
    expect(calls).not.toContain('leave 8');
    store.remove(reply(8)); // emptied: the autosave removes it
    vi.advanceTimersByTime(1000);
    expect(calls.at(-1)).toBe('leave 8');
  });

  it('goes back to viewing, not away, when the reply to the conversation on screen is sent', () => {
    const { heartbeat, calls, store } = setup();
    holdReplyDrafts(heartbeat, store, me);
    heartbeat.hold(5, 'viewing');
    store.write(reply(5), { content: { content: 'a' } });
    store.discard(reply(5));
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['beat 5 viewing', 'beat 5 replying', 'beat 5 viewing']);
  });

  it('says replying at once for the replies kept from before the dashboard opened, not for notes or another agent’s', () => {
    const storage = memoryStorage();
    storage.setItem(reply(11), '{"content":{"content":"kept"}}');
    storage.setItem(draftKey(me, { kind: 'note', conversationId: 12 }), '{"body":"a note"}');
    storage.setItem(draftKey({ organizationId: 3, agentId: 8 }, { kind: 'reply', conversationId: 13 }), '{}');
    storage.setItem(draftKey(me, { kind: 'compose' }), '{}');
    const { heartbeat, calls, store } = setup(storage);
    holdReplyDrafts(heartbeat, store, me);
    expect(calls).toEqual(['beat 11 replying']);
    store.write(draftKey(me, { kind: 'note', conversationId: 12 }), { body: 'more' });
    expect(calls).toEqual(['beat 11 replying']);
  });

  it('follows the replies written and sent in the agent’s other tabs', () => {
    const { heartbeat, calls, store, storage, otherTabs } = setup();
    holdReplyDrafts(heartbeat, store, me);
    storage.setItem(reply(21), '{}');
    otherTabs.dispatchEvent(storageEvent(reply(21), '{}'));
    expect(calls).toEqual(['beat 21 replying']);
    storage.removeItem(reply(21));
    otherTabs.dispatchEvent(storageEvent(reply(21), null));
    vi.advanceTimersByTime(1000);
    expect(calls.at(-1)).toBe('leave 21');
    // Storage cleared elsewhere (key null): what is kept is read again.
    storage.setItem(reply(22), '{}');
    otherTabs.dispatchEvent(storageEvent(null, null));
    expect(calls.at(-1)).toBe('beat 22 replying');
  });

  it('lets every conversation go when stopped (the dashboard closes), and hears nothing afterwards', () => {
    const { heartbeat, calls, store } = setup();
    const stop = holdReplyDrafts(heartbeat, store, me);
    store.write(reply(5), {});
    stop();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['beat 5 replying', 'leave 5']);
    store.write(reply(6), {});
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(calls).toEqual(['beat 5 replying', 'leave 5']);
  });
});
