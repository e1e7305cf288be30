import { useCallback } from 'react';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-client';
import { useCancelMessage } from '../../api/cancel-message';
import { pendingSends } from './pending-sends';

/**
 * Undo send: cancels the scheduled message. On success the thread shows it cancelled (the cache is updated
 * from the answer) and the draft goes back to its form; on 409 it was already on its way: "Already sent".
 */
export function useUndoSend() {
  const cancel = useCancelMessage();
  const toast = useToast();
  const { mutateAsync } = cancel;
  const { show } = toast;
  return useCallback(
    async (conversationId: number, messageId: number) => {
      const pending = pendingSends.take(messageId);
      try {
        await mutateAsync({ conversationId, messageId });
        pending?.restore();
        show({
          title: 'Sending cancelled',
          description: pending ? 'Your draft is back, ready to edit.' : 'The message will not be sent.',
          tone: 'info',
        });
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          show({ title: 'Already sent', description: 'The message had already left; it cannot be cancelled.', tone: 'error' });
        } else {
          show({ title: 'Could not cancel', description: error instanceof Error ? error.message : undefined, tone: 'error' });
        }
      }
    },
    [mutateAsync, show],
  );
}
