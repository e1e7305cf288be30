import type { QueryClient } from '@tanstack/react-query';
import type { Snippet } from '#contract/snippets';
import { snippetKeys } from './snippet-keys';

/** A snippet the server just answered, shown in the list at once; the list and categories' counts refetch. */
export function upsertSnippet(queryClient: QueryClient, snippet: Snippet) {
  queryClient.setQueryData<Snippet[]>(snippetKeys.list(), (list) =>
    list && (list.some((s) => s.id === snippet.id) ? list.map((s) => (s.id === snippet.id ? snippet : s)) : [...list, snippet]),
  );
  void queryClient.invalidateQueries({ queryKey: snippetKeys.list() });
  void queryClient.invalidateQueries({ queryKey: snippetKeys.categories() });
}
