import { infiniteQueryOptions } from '@tanstack/react-query';
import { ArticlePageSchema } from '#contract/knowledge-articles';
import { api } from '../../../lib/api-client';
import { helpCenterKeys, type ArticleFilters } from './help-center-keys';

const PAGE_SIZE = 25;

/** Last updated first, in pages. */
export const articlesQueryOptions = (filters: ArticleFilters) =>
  infiniteQueryOptions({
    queryKey: helpCenterKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get('/knowledge/articles', { query: { ...filters, limit: PAGE_SIZE, cursor: pageParam }, schema: ArticlePageSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
