import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BulkMatchingBody } from '#contract/conversations';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-client';
import { bulkOperationKeys } from '../../api/bulk-operation-keys';
import { startMatchingChange } from '../../api/start-matching';
import { bulkFailureTitle, toBulkBody, type BulkChange } from '../../bulk-change';
import { useFollowMatchingRun } from '../../matching-runs-context';

/** The change as the matching endpoint takes it: the view's search instead of ids. */
export function toMatchingBody(search: string, change: BulkChange): BulkMatchingBody {
  const { ids: _ids, ...rest } = toBulkBody([], change);
  return { search, ...rest };
}

/**
 * "Select all matching": the change runs on the server over every conversation the view's search matches
 * (a job, in batches). Once started it is followed like a run started in another tab of the agent's (its
 * progress shown as it goes, then a toast with Undo: see MatchingRuns).
 */
export function useMatchingChange({ onStart }: { onStart: () => void }) {
  const queryClient = useQueryClient();
  const { show } = useToast();
  const follow = useFollowMatchingRun();

  return useCallback(
    async (search: string, count: number, change: BulkChange) => {
      onStart();
      try {
        const operation = await startMatchingChange(toMatchingBody(search, change));
        // The feed may have told of it already: its query keeps whichever is newer.
        if (queryClient.getQueryData(bulkOperationKeys.detail(operation.id)) === undefined) {
          queryClient.setQueryData(bulkOperationKeys.detail(operation.id), operation);
        }
        follow(operation, change);
      } catch (error) {
        const description = isApiError(error) ? error.message : 'Something went wrong.';
        show({ title: bulkFailureTitle(change, count), description, tone: 'error', duration: 8000 });
      }
    },
    [follow, onStart, queryClient, show],
  );
}
