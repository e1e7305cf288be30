import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema, type Message } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';
import { upsertTimelineMessage } from './reply';

export interface CancelMessageInput {
  conversationId: number;
  messageId: number;
}

/** Undo send. 409 when the message is already sending, sent or failed. */
export function cancelMessage({ conversationId, messageId }: CancelMessageInput): Promise<Message> {
  return api.post(`/conversations/${conversationId}/messages/${messageId}/cancel`, undefined, { schema: MessageSchema });
}

export function useCancelMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMessage,
    onSuccess: (message) => upsertTimelineMessage(queryClient, message),
    // Either way the thread must show the message's real state (cancelled, or sent after a 409).
    onSettled: (_data, _error, { conversationId }) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.timeline(conversationId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}
