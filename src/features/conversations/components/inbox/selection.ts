// Pure selection rules of the inbox list: a Set of conversation ids, independent of which rows are loaded.

export function toggleId(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * Shift-click: every row between the anchor (the last row toggled) and the target takes the target's new
 * state, as in mail clients. Without a loaded anchor it toggles the target alone.
 */
export function selectRange(
  selected: ReadonlySet<number>,
  orderedIds: readonly number[],
  anchorId: number | null,
  targetId: number,
): Set<number> {
  const from = anchorId === null ? -1 : orderedIds.indexOf(anchorId);
  const to = orderedIds.indexOf(targetId);
  if (from < 0 || to < 0) return toggleId(selected, targetId);
  const select = !selected.has(targetId);
  const next = new Set(selected);
  for (let i = Math.min(from, to); i <= Math.max(from, to); i += 1) {
    const id = orderedIds[i];
    if (id === undefined) continue;
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

export type CheckState = boolean | 'indeterminate';

/** The "select all loaded" checkbox: checked when every loaded row is selected, indeterminate for some. */
export function selectAllState(selected: ReadonlySet<number>, loadedIds: readonly number[]): CheckState {
  if (loadedIds.length === 0 || selected.size === 0) return false;
  let count = 0;
  for (const id of loadedIds) if (selected.has(id)) count += 1;
  if (count === 0) return false;
  return count === loadedIds.length ? true : 'indeterminate';
}

/** The selected ids among the loaded rows, in list order (what an action applies to). */
export function selectedInOrder(selected: ReadonlySet<number>, loadedIds: readonly number[]): number[] {
  return selected.size === 0 ? [] : loadedIds.filter((id) => selected.has(id));
}
