import { describe, expect, it } from 'vitest';
import { createSemaphore } from './limits.ts';

describe('createSemaphore', () => {
  it('never runs more than its slots at once, and runs everything', async () => {
    const run = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 5));
          running--;
          done.push(i);
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('frees the slot when the task fails', async () => {
    const run = createSemaphore(1);
    await expect(run(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toBe('next');
  });
});
