import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BulkOperation } from '#contract/conversations';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-client';
import { conversationKeys } from '../../api/conversation-keys';
import { waitForBulkOperation } from '../../api/get-bulk-operation';
import { undoBulkOperation } from '../../api/undo-bulk-operation';

/** How long a bulk change's toast offers Undo. */
export const UNDO_TOAST_MS = 10_000;

/** The operations Undo can put back: not a deletion, and only those that changed something. */
export function undoable(operations: readonly BulkOperation[]): BulkOperation[] {
  return operations.filter((op) => !op.delete && op.undo_until !== null && op.changed > 0);
}

const plural = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'conversation' : 'conversations'}`;

/**
 * Undo of a bulk change: puts back what its operations changed (the server leaves what a teammate changed
 * since), waits for a large one that the server undoes as a job, and says how it went. `onUndone` gets the
 * conversations put back, so the list shows them in place.
 */
export function useBulkUndo(onUndone: (ids: number[]) => void) {
  const queryClient = useQueryClient();
  const { show } = useToast();

  return useCallback(
    async (operations: readonly BulkOperation[]) => {
      let putBack = 0;
      const ids: number[] = [];
      try {
        for (const operation of operations) {
          const result = await undoBulkOperation(operation.id);
          ids.push(...result.conversations.map((c) => c.id));
          if (result.operation.status === 'undoing') {
            show({ title: `Undoing ${plural(result.operation.changed)}…`, tone: 'info' });
            const done = await waitForBulkOperation(queryClient, result.operation);
            putBack += done.changed;
          } else {
            putBack += result.conversations.length;
          }
        }
      } catch (error) {
        show({ title: 'Could not undo', description: isApiError(error) ? error.message : 'Something went wrong.', tone: 'error', duration: 8000 });
        return;
      } finally {
        onUndone(ids);
        void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
        const changed = new Set<unknown>(ids);
        void queryClient.invalidateQueries({ queryKey: conversationKeys.details(), predicate: (query) => changed.has(query.queryKey[2]) });
      }
      show({
        title: 'Undone',
        description: putBack > 0 ? `${plural(putBack)} put back as they were.` : 'Nothing to put back: they were changed again since.',
        tone: 'success',
      });
    },
    [onUndone, queryClient, show],
  );
}
