import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, PresenceHeartbeat } from './presence-heartbeat';

function setup(gone: ReadonlySet<number> = new Set()) {
  const calls: string[] = [];
  const heartbeat = new PresenceHeartbeat({
    beat: (id, state) => {
      calls.push(`beat ${id} ${state}`);
      return Promise.resolve(gone.has(id) ? 'gone' : 'ok');
    },
    leave: (id) => {
      calls.push(`leave ${id}`);
      return Promise.resolve();
    },
  });
  return { heartbeat, calls };
}

describe('PresenceHeartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beats at once, then every interval, and says the agent left when the last hold goes', () => {
    const { heartbeat, calls } = setup();
    const release = heartbeat.hold(5, 'viewing');
    expect(calls).toEqual(['beat 5 viewing']);
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(calls).toEqual(['beat 5 viewing', 'beat 5 viewing', 'beat 5 viewing']);
    release();
    vi.advanceTimersByTime(1000);
    expect(calls.at(-1)).toBe('leave 5');
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(calls.filter((c) => c === 'leave 5')).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('beat'))).toHaveLength(3);
  });

  it('tells "replying" while a reply is being written, and "viewing" again once it is not', () => {
    const { heartbeat, calls } = setup();
    heartbeat.hold(5, 'viewing');
    const writing = heartbeat.hold(5, 'replying');
    expect(calls).toEqual(['beat 5 viewing', 'beat 5 replying']);
    writing();
    expect(calls.at(-1)).toBe('beat 5 viewing');
  });

  it('does not announce a conversation left and taken up again at once (a remount)', () => {
    const { heartbeat, calls } = setup();
    heartbeat.hold(5, 'viewing')();
    heartbeat.hold(5, 'viewing');
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['beat 5 viewing', 'beat 5 viewing']);
  });

  it('leaves every conversation at once when the page is left, and comes back with it', () => {
    const { heartbeat, calls } = setup();
    heartbeat.hold(5, 'viewing');
    heartbeat.hold(6, 'replying');
    heartbeat.suspend();
    expect(calls.slice(2)).toEqual(['leave 5', 'leave 6']);
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(calls).toHaveLength(4);
    heartbeat.resume();
    expect(calls.slice(4)).toEqual(['beat 5 viewing', 'beat 6 replying']);
  });

  it('stops beating a conversation the server no longer knows (deleted), and tries again once its holds change', async () => {
    const { heartbeat, calls } = setup(new Set([9]));
    heartbeat.hold(5, 'viewing');
    const draft = heartbeat.hold(9, 'replying');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 3);
    expect(calls.filter((c) => c === 'beat 9 replying')).toHaveLength(1);
    expect(calls.filter((c) => c === 'beat 5 viewing')).toHaveLength(4);
    // Still held (a draft to it is not thrown away): let go of, it is left as any other.
    draft();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.at(-1)).toBe('leave 9');
    heartbeat.hold(9, 'viewing');
    expect(calls.at(-1)).toBe('beat 9 viewing');
  });
});
