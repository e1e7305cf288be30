import { describe, expect, it } from 'vitest';
import type { SnippetCategory } from '#contract/snippets';
import { applyMove, categoryPath, descendantIds, dropMove, flattenTree, moveDown, moveIn, moveOut, moveUp } from './category-tree-model';

const cat = (id: number, name: string, parent_id: number, position: number): SnippetCategory => ({
  id,
  name,
  parent_id,
  position,
  snippet_count: 0,
  created: '2026-01-01T00:00:00Z',
});
// Billing (Refunds, Invoices), Shipping, Returns
const tree = [cat(1, 'Billing', 0, 0), cat(2, 'Shipping', 0, 1), cat(3, 'Returns', 0, 2), cat(4, 'Refunds', 1, 0), cat(5, 'Invoices', 1, 1)];
const byId = (id: number) => tree.find((c) => c.id === id)!;

describe('category tree moves', () => {
  it('flattens depth first with depths, siblings by position', () => {
    expect(flattenTree(tree).map((r) => [r.category.name, r.depth])).toEqual([
      ['Billing', 0],
      ['Refunds', 1],
      ['Invoices', 1],
      ['Shipping', 0],
      ['Returns', 0],
    ]);
    expect(categoryPath(tree, 5)).toBe('Billing › Invoices');
    expect([...descendantIds(tree, 1)]).toEqual([4, 5]);
  });

  it('moves up and down among siblings, not past either end', () => {
    expect(moveUp(tree, byId(2))).toEqual({ parent_id: 0, position: 0 });
    expect(moveUp(tree, byId(1))).toBeUndefined();
    expect(moveDown(tree, byId(4))).toEqual({ parent_id: 1, position: 1 });
    expect(moveDown(tree, byId(3))).toBeUndefined();
  });

  it('moves into the sibling above as its last child, and out to just after its parent', () => {
    expect(moveIn(tree, byId(2))).toMatchObject({ parent_id: 1, position: 2 });
    expect(moveIn(tree, byId(1))).toBeUndefined();
    expect(moveOut(tree, byId(5))).toEqual({ parent_id: 0, position: 1 });
    expect(moveOut(tree, byId(2))).toBeUndefined();
  });

  it('takes the place of the row it is dropped on, never inside itself', () => {
    expect(dropMove(tree, 3, 1)).toEqual({ parent_id: 0, position: 0 });
    expect(dropMove(tree, 3, 5)).toEqual({ parent_id: 1, position: 1 });
    expect(dropMove(tree, 1, 4)).toBeUndefined();
    expect(dropMove(tree, 2, 2)).toBeUndefined();
  });
});

describe('applyMove', () => {
  it('renumbers both the old and the new siblings as the server does', () => {
    const moved = applyMove(tree, 2, { parent_id: 1, position: 1 });
    expect(flattenTree(moved).map((r) => [r.category.name, r.depth, r.category.position])).toEqual([
      ['Billing', 0, 0],
      ['Refunds', 1, 0],
      ['Shipping', 1, 1],
      ['Invoices', 1, 2],
      ['Returns', 0, 1],
    ]);
  });
});
