import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ConversationSchema } from '../../../../contract/conversations';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

export function getConversation(id: number, signal?: AbortSignal) {
  return api.get(`/conversations/${id}`, { schema: ConversationSchema, signal });
}

export const conversationQueryOptions = (id: number) =>
  queryOptions({ queryKey: conversationKeys.detail(id), queryFn: ({ signal }) => getConversation(id, signal) });

/** The conversation's header data (subject, status, assignee, tags); the route loader fetched it already. */
export function useConversation(id: number) {
  return useSuspenseQuery(conversationQueryOptions(id));
}
