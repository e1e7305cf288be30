import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useToast } from '../../components/ui/toast';
import { isApiError } from '../../lib/api-client';
import { conversationKeys } from './api/conversation-keys';
import { bulkResultMessage } from './bulk-change';
import { UNDO_TOAST_MS, undoable, useBulkUndo } from './components/inbox/use-bulk-undo';
import { MatchingRuns } from './matching-runs';

// The agent's changes over a whole search, in every tab of theirs: mounted once in the app shell, above the live
// provider (whose change feed tells of runs started in other tabs). Each run's end is told in a toast with Undo,
// whichever page the tab shows.

interface MatchingRunsServices {
  runs: MatchingRuns;
  /** Listens to the conversations an Undo of such a toast put back (the list shows them in place); returns the stop. */
  onUndone: (listener: (ids: number[]) => void) => () => void;
}

const MatchingRunsContext = createContext<MatchingRunsServices | null>(null);

export function MatchingRunsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { show } = useToast();
  const [undoneListeners] = useState(() => new Set<(ids: number[]) => void>());
  const undo = useBulkUndo(useMemo(() => (ids: number[]) => undoneListeners.forEach((listener) => listener(ids)), [undoneListeners]));

  const [runs] = useState(() => new MatchingRuns(queryClient));
  // How each run ended, in a toast: the lists and counts read again, and Undo while it can be undone.
  useEffect(() => {
    const settled = () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.counts() });
    };
    return runs.onEnd({
      finished: ({ change }, done) => {
        settled();
        const operations = undoable([done]);
        show({
          title: bulkResultMessage(change, done.processed, done.processed),
          tone: 'success',
          ...(operations.length > 0 ? { duration: UNDO_TOAST_MS, action: { label: 'Undo', onClick: () => void undo(operations) } } : {}),
        });
      },
      lost: (_run, error) => {
        settled();
        const description = isApiError(error) ? error.message : 'Something went wrong.';
        show({ title: 'Lost track of the change', description, tone: 'error', duration: 8000 });
      },
    });
  }, [queryClient, runs, show, undo]);

  const services = useMemo<MatchingRunsServices>(
    () => ({
      runs,
      onUndone: (listener) => {
        undoneListeners.add(listener);
        return () => undoneListeners.delete(listener);
      },
    }),
    [runs, undoneListeners],
  );
  return <MatchingRunsContext.Provider value={services}>{children}</MatchingRunsContext.Provider>;
}

function useServices(): MatchingRunsServices {
  const services = useContext(MatchingRunsContext);
  if (!services) throw new Error('changes over a search need the MatchingRunsProvider (the app shell mounts it)');
  return services;
}

/** Follows a change over a search (started here, or seen in the change feed) until it ends. */
export function useFollowMatchingRun(): MatchingRuns['follow'] {
  const { runs } = useServices();
  return useMemo(() => runs.follow.bind(runs), [runs]);
}

/** The agent's changes over a search going on now, wherever they were started; `onUndone` gets what an Undo put back. */
export function useMatchingRuns(onUndone: (ids: number[]) => void) {
  const services = useServices();
  useEffect(() => services.onUndone(onUndone), [services, onUndone]);
  return useSyncExternalStore(services.runs.subscribe, services.runs.get);
}
