import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { BulkMatchingBody, BulkOperation } from '#contract/conversations';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-client';
import { bulkOperationKeys } from '../../api/bulk-operation-keys';
import { conversationKeys } from '../../api/conversation-keys';
import { waitForBulkOperation } from '../../api/get-bulk-operation';
import { startMatchingChange } from '../../api/start-matching';
import { bulkFailureTitle, bulkResultMessage, toBulkBody, type BulkChange } from '../../bulk-change';
import { UNDO_TOAST_MS, undoable, useBulkUndo } from './use-bulk-undo';

/** The change as the matching endpoint takes it: the view's search instead of ids. */
export function toMatchingBody(search: string, change: BulkChange): BulkMatchingBody {
  const { ids: _ids, ...rest } = toBulkBody([], change);
  return { search, ...rest };
}

export interface MatchingRun {
  operation: BulkOperation;
  change: BulkChange;
}

/**
 * "Select all matching": the change runs on the server over every conversation the view's search matches
 * (a job, in batches), its progress shown as it goes; the toast at the end offers Undo.
 */
export function useMatchingChange({ onStart, onUndone }: { onStart: () => void; onUndone: (ids: number[]) => void }) {
  const queryClient = useQueryClient();
  const { show } = useToast();
  const undo = useBulkUndo(onUndone);
  const [running, setRunning] = useState<MatchingRun | null>(null);

  const run = useCallback(
    async (search: string, count: number, change: BulkChange) => {
      onStart();
      let operation: BulkOperation;
      try {
        operation = await startMatchingChange(toMatchingBody(search, change));
      } catch (error) {
        const description = isApiError(error) ? error.message : 'Something went wrong.';
        show({ title: bulkFailureTitle(change, count), description, tone: 'error', duration: 8000 });
        return;
      }
      queryClient.setQueryData(bulkOperationKeys.detail(operation.id), operation);
      setRunning({ operation, change });
      let done: BulkOperation;
      try {
        done = await waitForBulkOperation(queryClient, operation);
      } catch (error) {
        const description = isApiError(error) ? error.message : 'Something went wrong.';
        show({ title: 'Lost track of the change', description, tone: 'error', duration: 8000 });
        return;
      } finally {
        setRunning(null);
        void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: conversationKeys.counts() });
      }
      const operations = undoable([done]);
      show({
        title: bulkResultMessage(change, done.processed, done.processed),
        tone: 'success',
        ...(operations.length > 0 ? { duration: UNDO_TOAST_MS, action: { label: 'Undo', onClick: () => void undo(operations) } } : {}),
      });
    },
    [onStart, queryClient, show, undo],
  );

  return { run, running };
}
