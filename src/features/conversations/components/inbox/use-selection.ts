import { useCallback, useState } from 'react';
import { selectRange, toggleId } from './selection';

interface SelectionState {
  viewKey: string;
  ids: ReadonlySet<number>;
  /** The last row toggled on its own: the start of a shift-click range. */
  anchor: number | null;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * The selected conversation ids of one view. Loading more pages keeps it; another view (`viewKey`: the
 * filters) starts empty, without an effect: the state remembers which view it belongs to.
 */
export function useSelection(viewKey: string) {
  const [state, setState] = useState<SelectionState>({ viewKey, ids: NONE, anchor: null });
  const current = state.viewKey === viewKey ? state : { viewKey, ids: NONE, anchor: null };
  const update = useCallback(
    (change: (s: SelectionState) => SelectionState) =>
      setState((prev) => change(prev.viewKey === viewKey ? prev : { viewKey, ids: NONE, anchor: null })),
    [viewKey],
  );

  /** A click on a row's checkbox; with shift, the range from the anchor. */
  const toggle = useCallback(
    (id: number, range: boolean, orderedIds: readonly number[]) =>
      update((s) => ({
        ...s,
        ids: range ? selectRange(s.ids, orderedIds, s.anchor, id) : toggleId(s.ids, id),
        anchor: range && s.anchor !== null ? s.anchor : id,
      })),
    [update],
  );
  const replace = useCallback((ids: Iterable<number>) => update((s) => ({ ...s, ids: new Set(ids), anchor: null })), [update]);
  const clear = useCallback(() => update((s) => ({ ...s, ids: NONE, anchor: null })), [update]);

  return { selected: current.ids, toggle, replace, clear };
}
