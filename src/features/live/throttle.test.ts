import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, folds a burst into one more run at the end of the wait, then rests', () => {
    let runs = 0;
    const t = throttle(() => (runs += 1), 1000);
    t.call();
    expect(runs).toBe(1);
    for (let i = 0; i < 50; i++) t.call();
    expect(runs).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(2);
    vi.advanceTimersByTime(5000);
    expect(runs).toBe(2);
    t.call();
    expect(runs).toBe(3);
    t.call();
    t.cancel();
    vi.advanceTimersByTime(5000);
    expect(runs).toBe(3);
  });
});
