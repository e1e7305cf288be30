// New rows that would push the rows under the agent's pointer (or focus, or a scrolled list) down are held
// back behind an "N new" pill instead of shifting the list; elsewhere (below the visible rows, or while the
// agent is not at the list) they appear in place. Pure, so the rules are unit tested.

/** Where the agent is in the list, as the list reports it. */
export interface ListViewport {
  /** The pointer or the focus is in the list, or it is scrolled: rows moving under it would be lost. */
  busy: boolean;
  /** The last row (index among the shown rows) in view; -1 with none. */
  lastVisible: number;
}

export interface HeldRows {
  viewKey: string;
  /** The view's first rows arrived: until then, nothing is "new". */
  ready: boolean;
  /** Rows the agent has had on screen (or would have, scrolling). */
  seen: ReadonlySet<number>;
  /** New rows not shown yet. */
  held: ReadonlySet<number>;
}

const NONE: ReadonlySet<number> = new Set();

export function initialHeldRows(viewKey: string, ids: readonly number[] | null): HeldRows {
  return { viewKey, ready: ids !== null, seen: new Set(ids ?? []), held: NONE };
}

/**
 * The state after the rows changed. `ids`: the view's rows in order (null while its first page loads). Returns
 * the same object when nothing is new, so it can be adjusted while rendering.
 */
export function nextHeldRows(state: HeldRows, viewKey: string, ids: readonly number[] | null, viewport: ListViewport): HeldRows {
  if (state.viewKey !== viewKey) return initialHeldRows(viewKey, ids);
  if (ids === null) return state;
  if (!state.ready) return initialHeldRows(viewKey, ids);
  const anyShown = ids.some((id) => state.seen.has(id));
  // Held rows with nothing left on screen to push down are simply shown.
  if (!anyShown) return ids.length === 0 && state.held.size === 0 ? state : { ...state, seen: new Set([...state.seen, ...ids]), held: NONE };
  if (ids.every((id) => state.seen.has(id) || state.held.has(id))) return state;

  const seen = new Set(state.seen);
  const held = new Set(state.held);
  // A new row pushes down every seen row after it: those in view matter.
  let seenAfter = ids.filter((id) => state.seen.has(id)).length;
  let shown = 0;
  for (const id of ids) {
    if (state.held.has(id)) continue;
    if (state.seen.has(id)) {
      seenAfter -= 1;
      shown += 1;
      continue;
    }
    if (viewport.busy && seenAfter > 0 && shown <= viewport.lastVisible) {
      held.add(id);
      continue;
    }
    seen.add(id);
    shown += 1;
  }
  return { ...state, seen, held };
}

/** The agent asked to see them: every held row is shown. */
export function releaseHeldRows(state: HeldRows): HeldRows {
  if (state.held.size === 0) return state;
  return { ...state, seen: new Set([...state.seen, ...state.held]), held: NONE };
}

/** Rows the agent brought back themselves (Undo) are no news: shown in place. */
export function acceptRows(state: HeldRows, ids: readonly number[]): HeldRows {
  if (ids.length === 0) return state;
  const held = new Set(state.held);
  for (const id of ids) held.delete(id);
  return { ...state, seen: new Set([...state.seen, ...ids]), held };
}
