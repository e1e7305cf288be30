import { useCallback, useMemo, useState } from 'react';
import type { Conversation } from '#contract/conversations';
import { acceptRows, initialHeldRows, nextHeldRows, releaseHeldRows, type ListViewport } from './held-rows';

/**
 * The rows the list shows: new ones that would shift the rows under the agent wait behind a pill ("2 new").
 * `rows` is null while the view's first page loads.
 */
export function useHeldRows(viewKey: string, rows: Conversation[] | null, viewport: ListViewport) {
  const ids = useMemo(() => rows?.map((row) => row.id) ?? null, [rows]);
  const [state, setState] = useState(() => initialHeldRows(viewKey, ids));
  // Adjusted while rendering (no effect, no extra paint): a held row never flashes on screen.
  const current = nextHeldRows(state, viewKey, ids, viewport);
  if (current !== state) setState(current);

  const { held } = current;
  const shown = useMemo(() => (rows && held.size > 0 ? rows.filter((row) => !held.has(row.id)) : (rows ?? [])), [rows, held]);
  const heldIds = useMemo(() => (rows ?? []).filter((row) => held.has(row.id)).map((row) => row.id), [rows, held]);

  const release = useCallback(() => setState((s) => releaseHeldRows(s)), []);
  const accept = useCallback((accepted: readonly number[]) => setState((s) => acceptRows(s, accepted)), []);
  return { rows: shown, heldIds, release, accept };
}
