import { describe, expect, it } from 'vitest';
import type { Rule } from '#contract/rules';
import { applyToList, moveRule } from './rule-order';

const rule = (id: number, sort: number): Rule => ({
  id,
  name: `Rule ${id}`,
  enabled: true,
  trigger: 'conversation.created',
  match: 'all',
  conditions: [],
  actions: [{ name: 'status.close', data: {} }],
  stop_after: false,
  sort,
  applied_count: 0,
  last_applied_at: null,
  created: '2026-05-01T08:00:00.000Z',
  updated: '2026-05-01T08:00:00.000Z',
});

const list = [rule(1, 0), rule(2, 1), rule(3, 2)];
const ids = (rules: Rule[]) => rules.map((r) => r.id);

describe('moveRule', () => {
  it('moves a rule down and up, renumbering every place from 0', () => {
    expect(ids(moveRule(list, 1, 2))).toEqual([2, 3, 1]);
    expect(moveRule(list, 1, 2).map((r) => r.sort)).toEqual([0, 1, 2]);
    expect(ids(moveRule(list, 3, 0))).toEqual([3, 1, 2]);
  });

  it('clamps a place past either end, and leaves the list alone for an unknown id', () => {
    expect(ids(moveRule(list, 1, 99))).toEqual([2, 3, 1]);
    expect(ids(moveRule(list, 3, -1))).toEqual([3, 1, 2]);
    expect(ids(moveRule(list, 42, 0))).toEqual([1, 2, 3]);
  });

  it('keeps the rules that did not move as they were', () => {
    const moved = moveRule(list, 3, 2);
    expect(moved[0]).toBe(list[0]);
  });
});

describe('applyToList', () => {
  it('switches one rule off without touching the others', () => {
    const next = applyToList(list, 2, { enabled: false });
    expect(next.map((r) => r.enabled)).toEqual([true, false, true]);
    expect(list[1]!.enabled).toBe(true);
  });

  it('moves and switches at once', () => {
    const next = applyToList(list, 2, { enabled: false, sort: 0 });
    expect(ids(next)).toEqual([2, 1, 3]);
    expect(next[0]!.enabled).toBe(false);
  });
});
