import { useCallback, useState } from 'react';
import { useMatchingCount } from '../../api/count-matching';
import type { BulkChange } from '../../bulk-change';
import { useMatchingRuns } from '../../matching-runs-context';
import { useMatchingChange } from './use-matching-change';

/**
 * "Select all N conversations matching this view", offered once every loaded row is selected. The choice
 * holds while the selection stays as it was (another click, another view or an action ends it).
 */
export function useSelectMatching({
  search,
  viewKey,
  selected,
  allLoadedSelected,
  onStart,
  onUndone,
}: {
  search: string;
  viewKey: string;
  selected: ReadonlySet<number>;
  allLoadedSelected: boolean;
  onStart: () => void;
  /** Gets the conversations an Undo put back (of a run started here or in another tab). */
  onUndone: (ids: number[]) => void;
}) {
  const [chosen, setChosen] = useState<{ viewKey: string; selected: ReadonlySet<number> } | null>(null);
  const all = chosen !== null && chosen.viewKey === viewKey && chosen.selected === selected && selected.size > 0;
  const { data: count } = useMatchingCount(search, allLoadedSelected);
  const runMatching = useMatchingChange({ onStart });
  const running = useMatchingRuns(onUndone);

  const selectAll = useCallback(() => setChosen({ viewKey, selected }), [selected, viewKey]);
  const run = useCallback(
    (change: BulkChange) => {
      if (count) void runMatching(search, count.count, change);
    },
    [count, runMatching, search],
  );

  return {
    /** Every conversation of the view is selected, not only the loaded ones. */
    all: all && count !== undefined,
    count,
    selectAll,
    run,
    /** The agent's changes over a search going on now (started in this tab or another). */
    running,
  };
}
