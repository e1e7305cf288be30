import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArticleSchema, type Article } from '#contract/knowledge-articles';
import { api } from '../../../lib/api-client';
import { helpCenterKeys } from './help-center-keys';

export interface ArticleInput {
  title?: string;
  body?: string;
  excerpt?: string | null;
  category_id?: number | null;
  status?: 'draft' | 'published';
}

/** Creates (no id) or changes an article; the lists, the site's count and the article's own query follow. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ArticleInput }): Promise<Article> =>
      id === undefined
        ? api.post('/knowledge/articles', input, { schema: ArticleSchema })
        : api.patch(`/knowledge/articles/${id}`, input, { schema: ArticleSchema }),
    onSuccess: (article) => {
      queryClient.setQueryData(helpCenterKeys.article(article.id), article);
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.articles() });
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.categories() });
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.site() });
    },
  });
}
