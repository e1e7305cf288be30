import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-client';
import { BulkUpdateError, useBulkUpdate } from '../../api/bulk-update';
import { conversationKeys } from '../../api/conversation-keys';
import { bulkFailureTitle, bulkResultMessage, type BulkChange } from '../../bulk-change';

function failureMessage(error: unknown): string {
  const cause = error instanceof BulkUpdateError ? error.cause : error;
  const message = isApiError(cause) || cause instanceof Error ? cause.message : 'Something went wrong.';
  const done = error instanceof BulkUpdateError ? error.updated.length : 0;
  return done > 0 ? `${message} (${done} were updated before the error.)` : message;
}

/**
 * Runs a bulk change on ids and tells the outcome in a toast. The selection is cleared at once (the rows
 * change optimistically) and given back if the server refuses, so the agent can try again.
 */
export function useBulkActions({
  openId,
  onStart,
  onFailure,
}: {
  openId: number | null;
  onStart: () => void;
  onFailure: (ids: number[]) => void;
}) {
  const mutation = useBulkUpdate();
  const { show } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (ids: number[], change: BulkChange) => {
      if (ids.length === 0) return;
      onStart();
      let updated;
      try {
        updated = await mutateAsync({ ids, change });
      } catch (error) {
        show({ title: bulkFailureTitle(change, ids.length), description: failureMessage(error), tone: 'error', duration: 8000 });
        onFailure(ids);
        return;
      }
      show({ title: bulkResultMessage(change, ids.length, updated.length), tone: 'success' });
      if (change.kind === 'status' && change.status === 'DELETE' && openId !== null && ids.includes(openId)) {
        await navigate({ to: '/inbox' });
        queryClient.removeQueries({ queryKey: conversationKeys.detail(openId) });
      }
    },
    [mutateAsync, navigate, onFailure, onStart, openId, queryClient, show],
  );

  return { run, isPending: mutation.isPending };
}
