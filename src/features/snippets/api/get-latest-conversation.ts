import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConversationPageSchema } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { snippetKeys } from './snippet-keys';

/** The most recent conversation of any status: the editor's preview fills a snippet for it. */
export async function getLatestConversation(signal?: AbortSignal) {
  const page = await api.get('/conversations', {
    query: { search: 'status:all', order: 'newest', limit: 3 },
    schema: ConversationPageSchema,
    signal,
  });
  return page.data[0] ?? null;
}

export const latestConversationQueryOptions = () =>
  queryOptions({ queryKey: [...snippetKeys.all, 'sample-conversation'] as const, queryFn: ({ signal }) => getLatestConversation(signal) });

export function useLatestConversation(enabled: boolean) {
  return useQuery({ ...latestConversationQueryOptions(), enabled });
}
