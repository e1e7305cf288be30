import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeCategorySchema, type KnowledgeCategory } from '#contract/knowledge-articles';
import { api } from '../../../lib/api-client';
import { helpCenterKeys } from './help-center-keys';

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
