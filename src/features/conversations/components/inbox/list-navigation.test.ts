import { describe, expect, it } from 'vitest';
import { nextAfterLeaving, stepFrom } from './list-navigation';

const ids = [11, 12, 13, 14];

describe('stepFrom', () => {
  it('goes to the next and previous rows of a conversation in the list', () => {
    expect(stepFrom(ids, { id: 12, index: 1 }, 1)).toBe(13);
    expect(stepFrom(ids, { id: 12, index: 1 }, -1)).toBe(11);
  });

  it('stops at either end', () => {
    expect(stepFrom(ids, { id: 14, index: 3 }, 1)).toBe(14);
    expect(stepFrom(ids, { id: 11, index: 0 }, -1)).toBe(11);
  });

  it('trusts the id over a stale index', () => {
    expect(stepFrom(ids, { id: 13, index: 0 }, 1)).toBe(14);
  });

  it('from a conversation that left the list, j goes to the row that took its place and k to the one above', () => {
    const after = [11, 13, 14]; // 12 was closed
    expect(stepFrom(after, { id: 12, index: 1 }, 1)).toBe(13);
    expect(stepFrom(after, { id: 12, index: 1 }, -1)).toBe(11);
    expect(stepFrom([11], { id: 12, index: 1 }, 1)).toBe(11);
  });

  it('starts at the first row without a position, and gives nothing for an empty list', () => {
    expect(stepFrom(ids, { id: null, index: -1 }, 1)).toBe(11);
    expect(stepFrom(ids, { id: null, index: -1 }, -1)).toBe(11);
    expect(stepFrom([], { id: 12, index: 1 }, 1)).toBeNull();
  });
});

describe('nextAfterLeaving', () => {
  it('opens the row below the one that leaves', () => {
    expect(nextAfterLeaving(ids, { id: 12, index: 1 })).toBe(13);
  });

  it('opens the row above when the last one leaves, and nothing when it was alone', () => {
    expect(nextAfterLeaving(ids, { id: 14, index: 3 })).toBe(13);
    expect(nextAfterLeaving([14], { id: 14, index: 0 })).toBeNull();
  });

  it('for a conversation not in the list, opens the row at its last known place', () => {
    expect(nextAfterLeaving([11, 13, 14], { id: 12, index: 1 })).toBe(13);
    expect(nextAfterLeaving([11], { id: 12, index: 1 })).toBe(11);
    expect(nextAfterLeaving(ids, { id: 99, index: -1 })).toBeNull();
  });
});
