import { describe, expect, it } from 'vitest';
import { selectAllState, selectRange, selectedInOrder, toggleId } from './selection';

const ids = [10, 11, 12, 13, 14];

describe('toggleId', () => {
  it('adds and removes without touching the original', () => {
    const start = new Set([10]);
    expect([...toggleId(start, 11)]).toEqual([10, 11]);
    expect([...toggleId(start, 10)]).toEqual([]);
    expect([...start]).toEqual([10]);
  });
});

describe('selectRange', () => {
  it('selects every row between the anchor and the target, in either direction', () => {
    expect([...selectRange(new Set([11]), ids, 11, 13)].sort()).toEqual([11, 12, 13]);
    expect([...selectRange(new Set([13]), ids, 13, 10)].sort()).toEqual([10, 11, 12, 13]);
  });

  it('deselects the range when the target was selected', () => {
    expect([...selectRange(new Set([10, 11, 12, 13, 14]), ids, 11, 13)].sort()).toEqual([10, 14]);
  });

  it('keeps selections outside the range', () => {
    expect([...selectRange(new Set([10, 12]), ids, 12, 14)].sort()).toEqual([10, 12, 13, 14]);
  });

  it('toggles the target alone without a loaded anchor', () => {
    expect([...selectRange(new Set(), ids, null, 12)]).toEqual([12]);
    expect([...selectRange(new Set([99]), ids, 99, 12)].sort()).toEqual([12, 99]);
  });
});

describe('selectAllState', () => {
  it('is unchecked, indeterminate or checked', () => {
    expect(selectAllState(new Set(), ids)).toBe(false);
    expect(selectAllState(new Set([12]), ids)).toBe('indeterminate');
    expect(selectAllState(new Set(ids), ids)).toBe(true);
    expect(selectAllState(new Set([1, 2]), ids)).toBe(false);
    expect(selectAllState(new Set([1]), [])).toBe(false);
  });

  it('stays indeterminate when more pages load', () => {
    expect(selectAllState(new Set(ids), [...ids, 15, 16])).toBe('indeterminate');
  });
});

describe('selectedInOrder', () => {
  it('lists the loaded selected ids in list order', () => {
    expect(selectedInOrder(new Set([14, 10, 99]), ids)).toEqual([10, 14]);
  });
});
