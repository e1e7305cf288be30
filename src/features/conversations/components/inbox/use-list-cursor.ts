import { useCallback, useMemo, useState } from 'react';
import type { Conversation } from '../../../../../contract/conversations';

interface CursorState {
  viewKey: string;
  id: number | null;
  /** Where the cursor row was: when it leaves the list (closed, say), the next row takes its place. */
  index: number;
}

/**
 * The keyboard's current row (j/k/x/Enter/e act on it). Without a move yet it is the open
 * conversation; another view starts without one.
 */
export function useListCursor(viewKey: string, rows: Conversation[], openId: number | null) {
  const [state, setState] = useState<CursorState>({ viewKey, id: null, index: -1 });
  const [focusRequest, setFocusRequest] = useState(0);
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);

  const own = state.viewKey === viewKey ? state : null;
  let cursorIndex = -1;
  if (own?.id != null && indexById.has(own.id)) cursorIndex = indexById.get(own.id) ?? -1;
  else if (own && own.index >= 0 && rows.length > 0) cursorIndex = Math.min(own.index, rows.length - 1);
  else if (openId !== null) cursorIndex = indexById.get(openId) ?? -1;
  const cursorId = rows[cursorIndex]?.id ?? null;

  const move = useCallback(
    (delta: number) => {
      if (rows.length === 0) return;
      const next = cursorIndex < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, cursorIndex + delta));
      const row = rows[next];
      if (!row) return;
      setState({ viewKey, id: row.id, index: next });
      setFocusRequest((n) => n + 1);
    },
    [cursorIndex, rows, viewKey],
  );
  const setCursor = useCallback((id: number) => setState({ viewKey, id, index: indexById.get(id) ?? -1 }), [indexById, viewKey]);

  return { cursorId, move, setCursor, focusRequest };
}
