import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComposeBody } from '#contract/compose';
import { MessageSchema, type Message } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

/** A new email: the server creates the conversation and schedules the message. */
export function composeMessage(body: ComposeBody): Promise<Message> {
  return api.post('/conversations/compose', body, { schema: MessageSchema });
}

export function useComposeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: composeMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
  });
}
