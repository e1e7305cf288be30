import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SnippetCategorySchema } from '#contract/snippets';
import { api } from '../../../lib/api-client';
import { snippetKeys } from './snippet-keys';

/** Every category in tree order: parents before their children, siblings by position. */
export function listCategories(signal?: AbortSignal) {
  return api.get('/snippets/categories', { schema: z.array(SnippetCategorySchema), signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: snippetKeys.categories(), queryFn: ({ signal }) => listCategories(signal), staleTime: 60_000 });

export function useCategories() {
  return useSuspenseQuery(categoriesQueryOptions());
}
