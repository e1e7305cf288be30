import { describe, expect, it } from 'vitest';
import { CallerCache } from './caller-cache.ts';

describe('the cache of callers', () => {
  it('answers within its time to live, and reads again after it', () => {
    const cache = new CallerCache<string>(5_000);
    cache.set('k', 'org 1', { apiKeyId: 1 }, 1_000);
    expect(cache.get('k', 5_999)).toBe('org 1');
    expect(cache.get('k', 6_000)).toBeUndefined();
    expect(cache.get('k', 1_000)).toBeUndefined(); // the expired entry is gone, not just hidden
  });

  it('never keeps an entry past the time given for it (a session that expires sooner)', () => {
    const cache = new CallerCache<string>(5_000);
    cache.set('s', 'agent', { sessionId: 1 }, 1_000, 2_000);
    expect(cache.get('s', 1_999)).toBe('agent');
    expect(cache.get('s', 2_000)).toBeUndefined();
  });

  it('forgets exactly the entries of a revoked key, a signed-out session or a changed agent', () => {
    const cache = new CallerCache<string>(5_000);
    cache.set('key-1', 'a', { apiKeyId: 1 }, 0);
    cache.set('key-2', 'b', { apiKeyId: 2 }, 0);
    cache.set('tab-1', 'c', { sessionId: 10, agentId: 7 }, 0);
    cache.set('tab-2', 'd', { sessionId: 11, agentId: 7 }, 0);
    cache.set('tab-3', 'e', { sessionId: 12, agentId: 8 }, 0);
    cache.forget({ apiKeyId: 1 });
    expect(cache.get('key-1', 1)).toBeUndefined();
    expect(cache.get('key-2', 1)).toBe('b');
    cache.forget({ agentId: 7 });
    expect([cache.get('tab-1', 1), cache.get('tab-2', 1), cache.get('tab-3', 1)]).toEqual([undefined, undefined, 'e']);
  });

  it('holds at most 10,000 credentials, dropping the oldest: a flood of keys cannot grow it', () => {
    const cache = new CallerCache<number>(5_000);
    for (let i = 0; i < 10_050; i++) cache.set(`k${i}`, i, { apiKeyId: i }, 0);
    expect(cache.get('k0', 1)).toBeUndefined();
    expect(cache.get('k49', 1)).toBeUndefined();
    expect(cache.get('k50', 1)).toBe(50);
    expect(cache.get('k10049', 1)).toBe(10_049);
  });

  it('remembers nothing with a time to live of 0', () => {
    const cache = new CallerCache<string>(0);
    cache.set('k', 'v', {}, 0);
    expect(cache.get('k', 0)).toBeUndefined();
  });
});
