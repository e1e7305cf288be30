import { describe, expect, it } from 'vitest';
import { createConnectionCounter, createSemaphore, TOO_MANY_CLIENTS, TOO_MANY_FROM_ADDRESS } from './limits.ts';

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

describe('createConnectionCounter', () => {
  const limits = { maxClients: 50, perAddress: 10, forNewAddresses: 10 };
  let nextSession = 0;
  const fill = (counter: ReturnType<typeof createConnectionCounter>, address: string, n: number) =>
    Array.from({ length: n }, () => counter.admit(`s${nextSession++}`, address));

  it('keeps the last slots for addresses that hold no connection yet', () => {
    const counter = createConnectionCounter(limits);
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) expect(fill(counter, address, 10)).toEqual(Array(10).fill(undefined));
    expect(counter.total).toBe(40);
    // A fifth address gets one slot, then is held back with the others.
    expect(fill(counter, '10.0.0.5', 3)).toEqual([undefined, TOO_MANY_FROM_ADDRESS, TOO_MANY_FROM_ADDRESS]);
    expect(fill(counter, '10.0.0.1', 1)).toEqual([TOO_MANY_FROM_ADDRESS]);
    // Newcomers take the rest, one each, and only then is the listener full.
    for (let i = 6; i <= 14; i++) expect(fill(counter, `10.0.0.${i}`, 1)).toEqual([undefined]);
    expect(counter.total).toBe(50);
    expect(fill(counter, '10.0.0.99', 1)).toEqual([TOO_MANY_CLIENTS]);
  });

  it(`refuses connection ${limits.perAddress + 1} of one address while the listener is nearly empty`, () => {
    const counter = createConnectionCounter(limits);
    expect(fill(counter, '10.0.1.1', 11).filter((r) => r !== undefined)).toEqual([TOO_MANY_FROM_ADDRESS]);
  });

  it('frees a slot only for a session it admitted, and only once', () => {
    const counter = createConnectionCounter({ maxClients: 50, perAddress: 2, forNewAddresses: 10 });
    expect(counter.admit('a', '10.0.2.1')).toBeUndefined();
    expect(counter.admit('b', '10.0.2.1')).toBeUndefined();
    expect(counter.admit('refused', '10.0.2.1')).toBe(TOO_MANY_FROM_ADDRESS);
    counter.release('refused');
    counter.release('never-seen');
    expect(counter.admit('c', '10.0.2.1')).toBe(TOO_MANY_FROM_ADDRESS);
    counter.release('a');
    counter.release('a');
    expect(counter.total).toBe(1);
    expect(counter.admit('d', '10.0.2.1')).toBeUndefined();
    expect(counter.admit('e', '10.0.2.1')).toBe(TOO_MANY_FROM_ADDRESS);
  });
});
