import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SnippetCategorySchema, type SnippetCategory, type UpdateCategoryBody } from '#contract/snippets';
import { api } from '../../../lib/api-client';
import { applyMove } from '../category-tree-model';
import { snippetKeys } from './snippet-keys';

/** Renames, moves (`parent_id`) or reorders (`position` among its siblings) a category. */
export function updateCategory(id: number, body: UpdateCategoryBody): Promise<SnippetCategory> {
  return api.patch(`/snippets/categories/${id}`, body, { schema: SnippetCategorySchema });
}

/**
 * The tree shows a move at once (renumbered as the server will) and goes back if it is refused; it refetches
 * afterwards either way.
 */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  const key = snippetKeys.categories();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCategoryBody }) => updateCategory(id, body),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SnippetCategory[]>(key);
      if (previous) {
        const moved = body.parent_id !== undefined || body.position !== undefined ? applyMove(previous, id, body) : previous;
        queryClient.setQueryData<SnippetCategory[]>(key, body.name ? moved.map((c) => (c.id === id ? { ...c, name: body.name! } : c)) : moved);
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
