import { useCallback, useMemo, useState } from 'react';
import type { Conversation } from '#contract/conversations';
import type { ListPosition } from './list-navigation';

interface CursorState {
  viewKey: string;
  id: number | null;
  /** Where the cursor row was: when it leaves the list (closed, say), the next row takes its place. */
  index: number;
  /** The open conversation when the cursor last followed it. */
  seenOpenId: number | null;
}

/**
 * The keyboard's current row (j/k/x/Enter act on it). It follows the open conversation whenever another one
 * opens (a click, j, the browser's Back); another view starts without one.
 */
export function useListCursor(viewKey: string, rows: Conversation[], openId: number | null) {
  const [state, setState] = useState<CursorState>({ viewKey, id: openId, index: -1, seenOpenId: openId });
  const [focusRequest, setFocusRequest] = useState(0);
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);

  // Derived state, adjusted while rendering (no effect, no extra paint): a newly opened conversation
  // becomes the cursor, and the cursor's row number follows rows that come and go above it.
  if (openId !== state.seenOpenId) {
    setState(openId === null ? { ...state, seenOpenId: null } : { viewKey, id: openId, index: indexById.get(openId) ?? -1, seenOpenId: openId });
  } else if (state.viewKey === viewKey && state.id !== null && indexById.has(state.id) && indexById.get(state.id) !== state.index) {
    setState({ ...state, index: indexById.get(state.id) ?? -1 });
  }

  const own = state.viewKey === viewKey ? state : null;
  let cursorIndex = -1;
  if (own?.id != null && indexById.has(own.id)) cursorIndex = indexById.get(own.id) ?? -1;
  else if (own && own.index >= 0 && rows.length > 0) cursorIndex = Math.min(own.index, rows.length - 1);
  else if (openId !== null) cursorIndex = indexById.get(openId) ?? -1;
  const cursorId = rows[cursorIndex]?.id ?? null;

  /** Where j and k start from: the open conversation (even once it left the list), else the cursor row. */
  const ownId = own?.id ?? null;
  const ownIndex = own?.index ?? -1;
  const position: ListPosition = useMemo(() => {
    if (openId === null) return { id: cursorId, index: cursorIndex };
    return { id: openId, index: indexById.get(openId) ?? (ownId === openId ? ownIndex : -1) };
  }, [cursorId, cursorIndex, indexById, openId, ownId, ownIndex]);

  /** Puts the cursor on a row, scrolls it into view and focuses its link. */
  const moveTo = useCallback(
    (id: number) => {
      setState((prev) => ({ ...prev, viewKey, id, index: indexById.get(id) ?? -1 }));
      setFocusRequest((n) => n + 1);
    },
    [indexById, viewKey],
  );
  const setCursor = useCallback(
    (id: number) => setState((prev) => ({ ...prev, viewKey, id, index: indexById.get(id) ?? -1 })),
    [indexById, viewKey],
  );

  return { cursorId, position, moveTo, setCursor, focusRequest };
}
