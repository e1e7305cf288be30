import { describe, expect, it } from 'vitest';
import type { Presence } from '#contract/presence';
import { PresenceStore } from './presence-store';
import { presenceSentence } from './presence-sentence';

const at = (agentId: number, conversationId: number, state: Presence['state'], name = `Agent ${agentId}`): Presence => ({
  agent: { id: agentId, name },
  conversation_id: conversationId,
  state,
  expires_at: '2026-05-01T10:00:20.000Z',
});

describe('PresenceStore', () => {
  it('keeps who is on each conversation; "left" takes an agent off, a new state keeps their place', () => {
    const store = new PresenceStore();
    store.apply([at(1, 10, 'viewing'), at(2, 10, 'viewing'), at(1, 11, 'viewing')]);
    store.apply([at(1, 10, 'replying')]);
    expect(store.get(10).map((p) => [p.agent.id, p.state])).toEqual([
      [1, 'replying'],
      [2, 'viewing'],
    ]);
    store.apply([at(2, 10, 'left')]);
    expect(store.get(10).map((p) => p.agent.id)).toEqual([1]);
    expect(store.get(11).map((p) => p.agent.id)).toEqual([1]);
    store.apply([at(1, 11, 'left')]);
    expect(store.get(11)).toEqual([]);
  });

  it('tells subscribers of each change, and a conversation that did not change keeps its list', () => {
    const store = new PresenceStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.apply([at(1, 10, 'viewing')]);
    const other = store.get(10);
    store.apply([at(2, 11, 'viewing')]);
    expect(store.get(10)).toBe(other);
    store.clear();
    expect(store.get(10)).toEqual([]);
    unsubscribe();
    store.apply([at(3, 12, 'viewing')]);
    expect(calls).toBe(3);
  });
});

describe('presenceSentence', () => {
  it('names who replies first, then who views', () => {
    expect(presenceSentence([])).toBe('');
    expect(presenceSentence([at(1, 1, 'viewing', 'Kenji Sato')])).toBe('Kenji Sato is viewing');
    expect(presenceSentence([at(1, 1, 'viewing', 'Kenji'), at(2, 1, 'viewing', 'Ana')])).toBe('Kenji and Ana are viewing');
    expect(presenceSentence([at(1, 1, 'viewing', 'Kenji'), at(2, 1, 'replying', 'Ana')])).toBe('Ana is replying, Kenji is viewing');
    expect(
      presenceSentence(['A', 'B', 'C', 'D'].map((name, i) => at(i + 1, 1, 'viewing', name))),
    ).toBe('A, B and 2 others are viewing');
  });
});
