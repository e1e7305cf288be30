import { ROOT_CATEGORY, type SnippetCategory } from '#contract/snippets';

// The category tree as the server keeps it (parent_id, position among siblings) and the moves the editor makes:
// each is one PATCH of `parent_id` and `position` (the server takes the category out, then puts it at that index).

export interface TreeRow {
  category: SnippetCategory;
  /** 0 for a top category. */
  depth: number;
}

export interface CategoryMove {
  parent_id: number;
  position: number;
}

const byPosition = (a: SnippetCategory, b: SnippetCategory) => a.position - b.position || a.id - b.id;

export function childrenOf(categories: readonly SnippetCategory[], parentId: number): SnippetCategory[] {
  return categories.filter((c) => c.parent_id === parentId).sort(byPosition);
}

/** Depth first, siblings by position: the order the tree shows. */
export function flattenTree(categories: readonly SnippetCategory[], parentId = ROOT_CATEGORY, depth = 0): TreeRow[] {
  return childrenOf(categories, parentId).flatMap((category) => [{ category, depth }, ...flattenTree(categories, category.id, depth + 1)]);
}

/** The category's descendants' ids (not its own). */
export function descendantIds(categories: readonly SnippetCategory[], id: number): Set<number> {
  const found = new Set<number>();
  const visit = (parent: number) => {
    for (const child of childrenOf(categories, parent)) {
      found.add(child.id);
      visit(child.id);
    }
  };
  visit(id);
  return found;
}

/** "Billing › Refunds": the path of names, for the multi-select and the dialogs. */
export function categoryPath(categories: readonly SnippetCategory[], id: number): string {
  const names: string[] = [];
  let current = categories.find((c) => c.id === id);
  for (let guard = 0; current && guard < 50; guard++) {
    names.unshift(current.name);
    const parent = current.parent_id;
    current = categories.find((c) => c.id === parent);
  }
  return names.join(' › ');
}

const indexAmongSiblings = (categories: readonly SnippetCategory[], category: SnippetCategory) =>
  childrenOf(categories, category.parent_id).findIndex((c) => c.id === category.id);

export function moveUp(categories: readonly SnippetCategory[], category: SnippetCategory): CategoryMove | undefined {
  const index = indexAmongSiblings(categories, category);
  return index > 0 ? { parent_id: category.parent_id, position: index - 1 } : undefined;
}

export function moveDown(categories: readonly SnippetCategory[], category: SnippetCategory): CategoryMove | undefined {
  const siblings = childrenOf(categories, category.parent_id);
  const index = siblings.findIndex((c) => c.id === category.id);
  return index < siblings.length - 1 ? { parent_id: category.parent_id, position: index + 1 } : undefined;
}

/** Into the sibling just above it, as its last child. */
export function moveIn(categories: readonly SnippetCategory[], category: SnippetCategory): (CategoryMove & { into: SnippetCategory }) | undefined {
  const siblings = childrenOf(categories, category.parent_id);
  const above = siblings[siblings.findIndex((c) => c.id === category.id) - 1];
  return above ? { parent_id: above.id, position: childrenOf(categories, above.id).length, into: above } : undefined;
}

/** Out of its parent, right after it. */
export function moveOut(categories: readonly SnippetCategory[], category: SnippetCategory): CategoryMove | undefined {
  const parent = categories.find((c) => c.id === category.parent_id);
  if (!parent) return undefined;
  return { parent_id: parent.parent_id, position: indexAmongSiblings(categories, parent) + 1 };
}

/** Dropped on another row: it takes that row's place among that row's siblings (never into itself). */
export function dropMove(categories: readonly SnippetCategory[], activeId: number, overId: number): CategoryMove | undefined {
  if (activeId === overId || descendantIds(categories, activeId).has(overId)) return undefined;
  const over = categories.find((c) => c.id === overId);
  if (!over) return undefined;
  return { parent_id: over.parent_id, position: indexAmongSiblings(categories, over) };
}

/** The tree once a move is made, renumbered as the server will: shown at once, until the answer comes. */
export function applyMove(categories: readonly SnippetCategory[], id: number, move: Partial<CategoryMove>): SnippetCategory[] {
  const moving = categories.find((c) => c.id === id);
  if (!moving) return [...categories];
  const to = move.parent_id ?? moving.parent_id;
  const renumbered = new Map<number, { parent_id: number; position: number }>();
  const number = (parent: number, ids: number[]) => ids.forEach((cid, position) => renumbered.set(cid, { parent_id: parent, position }));
  number(moving.parent_id, childrenOf(categories, moving.parent_id).filter((c) => c.id !== id).map((c) => c.id));
  const target = childrenOf(categories, to).filter((c) => c.id !== id).map((c) => c.id);
  target.splice(Math.min(move.position ?? target.length, target.length), 0, id);
  number(to, target);
  return categories.map((c) => ({ ...c, ...renumbered.get(c.id) }));
}
