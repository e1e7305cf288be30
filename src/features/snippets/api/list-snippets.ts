import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { SnippetListSchema, type Snippet } from '#contract/snippets';
import { api } from '../../../lib/api-client';
import { snippetKeys } from './snippet-keys';

/**
 * Every snippet of the organization (the server answers at most 1000, which is all an organization keeps):
 * the editor filters them by category and words in the browser, the reply box's picker by shortcut and title.
 */
export async function listSnippets(signal?: AbortSignal): Promise<Snippet[]> {
  return (await api.get('/snippets', { schema: SnippetListSchema, signal })).data;
}

export const snippetsQueryOptions = () =>
  queryOptions({ queryKey: snippetKeys.list(), queryFn: ({ signal }) => listSnippets(signal), staleTime: 60_000 });

/** For the settings page, whose loader fetched them. */
export function useSnippetsSuspense() {
  return useSuspenseQuery(snippetsQueryOptions());
}

/** For the pickers of the reply box and the header: loaded on first use, kept a minute. */
export function useSnippets(enabled = true) {
  return useQuery({ ...snippetsQueryOptions(), enabled });
}
