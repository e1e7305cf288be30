import { describe, expect, it } from 'vitest';
import { acceptRows, initialHeldRows, nextHeldRows, releaseHeldRows } from './held-rows';

const away = { busy: false, lastVisible: 9 };
const atList = { busy: true, lastVisible: 3 };
const held = (s: { held: ReadonlySet<number> }) => [...s.held];

describe('held rows', () => {
  it('shows new rows in place while the agent is not at the list', () => {
    const start = initialHeldRows('v', [1, 2, 3]);
    const next = nextHeldRows(start, 'v', [9, 1, 2, 3], away);
    expect(held(next)).toEqual([]);
    expect(next.seen.has(9)).toBe(true);
  });

  it('holds a new row that would push down the rows in view while the agent is at the list', () => {
    const start = initialHeldRows('v', [1, 2, 3, 4, 5, 6, 7, 8]);
    const next = nextHeldRows(start, 'v', [9, 1, 2, 3, 4, 5, 6, 7, 8], atList);
    expect(held(next)).toEqual([9]);
    // Below the rows in view it shifts nothing the agent sees: shown.
    const below = nextHeldRows(next, 'v', [9, 1, 2, 3, 4, 5, 6, 10, 7, 8], atList);
    expect(held(below)).toEqual([9]);
    expect(below.seen.has(10)).toBe(true);
  });

  it('shows rows that come after every seen row (the next page) at once', () => {
    const start = initialHeldRows('v', [1, 2]);
    expect(held(nextHeldRows(start, 'v', [1, 2, 3, 4], { busy: true, lastVisible: 1 }))).toEqual([]);
  });

  it('shows everything the first time a view has rows, and starts over in another view', () => {
    const loading = initialHeldRows('v', null);
    const loaded = nextHeldRows(loading, 'v', [1, 2], atList);
    expect(held(loaded)).toEqual([]);
    const other = nextHeldRows(loaded, 'w', [7, 8], atList);
    expect([...other.seen]).toEqual([7, 8]);
  });

  it('releases held rows on request, and when no seen row is left for them to push', () => {
    const start = initialHeldRows('v', [1, 2]);
    const holding = nextHeldRows(start, 'v', [9, 1, 2], atList);
    expect(held(releaseHeldRows(holding))).toEqual([]);
    const alone = nextHeldRows(holding, 'v', [9], atList);
    expect(held(alone)).toEqual([]);
    expect(alone.seen.has(9)).toBe(true);
  });

  it('shows rows the agent brought back (Undo) in place', () => {
    const start = acceptRows(initialHeldRows('v', [1, 2]), [5]);
    expect(held(nextHeldRows(start, 'v', [5, 1, 2], atList))).toEqual([]);
  });

  it('keeps its state when nothing is new, so it can be adjusted while rendering', () => {
    const start = initialHeldRows('v', [1, 2]);
    expect(nextHeldRows(start, 'v', [2, 1], atList)).toBe(start);
    expect(nextHeldRows(start, 'v', null, atList)).toBe(start);
  });
});
