// Query keys of the help center's articles, categories and site. Mutations update or invalidate through these.
export interface ArticleFilters {
  status?: 'draft' | 'published';
  category_id?: string;
  q?: string;
}

export const helpCenterKeys = {
  all: ['help-center'] as const,
  site: () => [...helpCenterKeys.all, 'site'] as const,
  categories: () => [...helpCenterKeys.all, 'categories'] as const,
  articles: () => [...helpCenterKeys.all, 'articles'] as const,
  list: (filters: ArticleFilters) => [...helpCenterKeys.articles(), 'list', filters] as const,
  article: (id: number) => [...helpCenterKeys.articles(), 'one', id] as const,
};
