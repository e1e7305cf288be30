import { queryOptions } from '@tanstack/react-query';
import { ArticleSchema } from '#contract/knowledge-articles';
import { api } from '../../../lib/api-client';
import { helpCenterKeys } from './help-center-keys';

/** One article with its body, for the editor. */
export const articleQueryOptions = (id: number) =>
  queryOptions({ queryKey: helpCenterKeys.article(id), queryFn: ({ signal }) => api.get(`/knowledge/articles/${id}`, { schema: ArticleSchema, signal }) });
