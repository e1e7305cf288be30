import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-client';
import { BulkUpdateError, useBulkUpdate } from '../../api/bulk-update';
import { conversationKeys } from '../../api/conversation-keys';
import { bulkFailureTitle, bulkResultMessage, type BulkChange } from '../../bulk-change';
import { UNDO_TOAST_MS, undoable, useBulkUndo } from './use-bulk-undo';

function failureMessage(error: unknown): string {
  const cause = error instanceof BulkUpdateError ? error.cause : error;
  const message = isApiError(cause) || cause instanceof Error ? cause.message : 'Something went wrong.';
  const done = error instanceof BulkUpdateError ? error.updated.length : 0;
  return done > 0 ? `${message} (${done} were updated before the error.)` : message;
}

const nothing = () => {};

/**
 * Runs a bulk change on ids and tells the outcome in a toast, with Undo for a few seconds (not for a deletion,
 * which was confirmed first). The selection is cleared at once (the rows change optimistically) and given back
 * if the server refuses, so the agent can try again. `onUndone` gets the conversations Undo put back.
 */
export function useBulkActions({
  onStart,
  onFailure,
  onUndone = nothing,
}: {
  onStart: () => void;
  onFailure: (ids: number[]) => void;
  onUndone?: (ids: number[]) => void;
}) {
  const mutation = useBulkUpdate();
  const undo = useBulkUndo(onUndone);
  const { show } = useToast();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (ids: number[], change: BulkChange) => {
      if (ids.length === 0) return;
      onStart();
      let outcome;
      try {
        outcome = await mutateAsync({ ids, change });
      } catch (error) {
        show({ title: bulkFailureTitle(change, ids.length), description: failureMessage(error), tone: 'error', duration: 8000 });
        onFailure(ids);
        return;
      }
      const operations = undoable(outcome.operations);
      show({
        title: bulkResultMessage(change, ids.length, outcome.conversations.length),
        tone: 'success',
        ...(operations.length > 0 ? { duration: UNDO_TOAST_MS, action: { label: 'Undo', onClick: () => void undo(operations) } } : {}),
      });
      // The conversation on screen once the change is done: by then another may be open or opening (auto-advance).
      const open = Number(/^\/inbox\/(\d+)$/.exec(router.latestLocation.pathname)?.[1] ?? Number.NaN);
      if (change.kind === 'status' && change.status === 'DELETE' && ids.includes(open)) {
        await navigate({ to: '/inbox' });
        queryClient.removeQueries({ queryKey: conversationKeys.detail(open) });
      }
    },
    [mutateAsync, navigate, onFailure, onStart, queryClient, router, show, undo],
  );

  return { run, isPending: mutation.isPending };
}
