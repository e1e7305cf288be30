import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReplyBody } from '#contract/compose';
import { MessageSchema, type Message, type Timeline } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

export function sendReply(conversationId: number, body: ReplyBody): Promise<Message> {
  return api.post(`/conversations/${conversationId}/messages`, body, { schema: MessageSchema });
}

/** Puts a message the server just answered into the cached thread, so it shows before the refetch. */
export function upsertTimelineMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<Timeline>(conversationKeys.timeline(message.conversation_id), (timeline) => {
    if (!timeline) return timeline;
    const known = timeline.entries.some((e) => e.type === 'message' && e.message.id === message.id);
    const entries = known
      ? timeline.entries.map((e) => (e.type === 'message' && e.message.id === message.id ? { ...e, message } : e))
      : [...timeline.entries, { type: 'message' as const, message }];
    return { ...timeline, entries };
  });
}

/** Reply in the conversation: scheduled by the server, cancellable until it is sent. */
export function useSendReply(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyBody) => sendReply(conversationId, body),
    onSuccess: (message) => {
      upsertTimelineMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.timeline(conversationId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId), exact: true });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}
