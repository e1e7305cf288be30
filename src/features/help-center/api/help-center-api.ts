import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ArticlePageSchema,
  ArticleSchema,
  KnowledgeCategoryListSchema,
  KnowledgeCategorySchema,
  KnowledgeImageSchema,
  KnowledgeSiteSchema,
  type Article,
  type KnowledgeCategory,
} from '#contract/knowledge-articles';
import { api } from '../../../lib/api-client';
import { helpCenterKeys, type ArticleFilters } from './help-center-keys';

// The help center's API, typed by the contract: the site, its categories, its articles (cursor pages), images.

const PAGE_SIZE = 25;

export const siteQueryOptions = () =>
  queryOptions({ queryKey: helpCenterKeys.site(), queryFn: ({ signal }) => api.get('/knowledge/site', { schema: KnowledgeSiteSchema, signal }) });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: helpCenterKeys.categories(),
    queryFn: async ({ signal }) => (await api.get('/knowledge/categories', { schema: KnowledgeCategoryListSchema, signal })).data,
  });

/** Last updated first, in pages. */
export const articlesQueryOptions = (filters: ArticleFilters) =>
  infiniteQueryOptions({
    queryKey: helpCenterKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get('/knowledge/articles', { query: { ...filters, limit: PAGE_SIZE, cursor: pageParam }, schema: ArticlePageSchema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const articleQueryOptions = (id: number) =>
  queryOptions({ queryKey: helpCenterKeys.article(id), queryFn: ({ signal }) => api.get(`/knowledge/articles/${id}`, { schema: ArticleSchema, signal }) });

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

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/knowledge/articles/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.all });
    },
  });
}

/** Creates, renames or moves a category (`sort`: its new position), or deletes it (its articles stay, in none). */
export function useCategoryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { create: { name: string } } | { id: number; set: { name?: string; sort?: number } } | { delete: number }) => {
      if ('create' in change) return api.post('/knowledge/categories', change.create, { schema: KnowledgeCategorySchema });
      if ('delete' in change) return api.delete(`/knowledge/categories/${change.delete}`);
      return api.patch(`/knowledge/categories/${change.id}`, change.set, { schema: KnowledgeCategorySchema });
    },
    // A move shows at once; the server's order replaces it.
    onMutate: async (change) => {
      if (!('id' in change) || change.set.sort === undefined) return;
      await queryClient.cancelQueries({ queryKey: helpCenterKeys.categories() });
      queryClient.setQueryData<KnowledgeCategory[]>(helpCenterKeys.categories(), (list) => {
        if (!list) return list;
        const moving = list.find((c) => c.id === change.id);
        if (!moving) return list;
        const rest = list.filter((c) => c.id !== change.id);
        rest.splice(change.set.sort!, 0, moving);
        return rest.map((c, sort) => ({ ...c, sort }));
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.categories() });
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.articles() });
    },
  });
}

/** Chooses the contact form's channel (null: the first active one). */
export function useSetContactChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: number | null) => api.patch('/knowledge/site', { contact_channel_id: channelId }, { schema: KnowledgeSiteSchema }),
    onSuccess: (site) => queryClient.setQueryData(helpCenterKeys.site(), site),
  });
}

/** Uploads an image for an article; its address on the site. */
export async function uploadArticleImage(file: File): Promise<string> {
  if (file.size > 5 * 1024 * 1024) throw new Error(`${file.name} is larger than 5 MB.`);
  const content = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error(`${file.name} could not be read.`));
    reader.readAsDataURL(file);
  });
  return (await api.post('/knowledge/images', { name: file.name, content }, { schema: KnowledgeImageSchema })).url;
}
