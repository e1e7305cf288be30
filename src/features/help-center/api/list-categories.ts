import { queryOptions } from '@tanstack/react-query';
import { KnowledgeCategoryListSchema } from '#contract/knowledge-articles';
import { api } from '../../../lib/api-client';
import { helpCenterKeys } from './help-center-keys';

/** The site's categories, in their order. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: helpCenterKeys.categories(),
    queryFn: async ({ signal }) => (await api.get('/knowledge/categories', { schema: KnowledgeCategoryListSchema, signal })).data,
  });
