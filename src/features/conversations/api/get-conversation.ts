import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Conversation } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { conversationKeys } from './conversation-keys';

const conversationSchema = lazySchema(() => import('#contract/conversations').then((m) => m.ConversationSchema));

export function getConversation(id: number, signal?: AbortSignal): Promise<Conversation> {
  return api.get(`/conversations/${id}`, { schema: conversationSchema, signal });
}

export const conversationQueryOptions = (id: number) =>
  queryOptions({ queryKey: conversationKeys.detail(id), queryFn: ({ signal }) => getConversation(id, signal) });

/** The conversation's header data (subject, status, assignee, tags); the route loader fetched it already. */
export function useConversation(id: number) {
  return useSuspenseQuery(conversationQueryOptions(id));
}
