import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeletedCategorySchema } from '#contract/snippets';
import { api } from '../../../lib/api-client';
import { snippetKeys } from './snippet-keys';

/** Its snippets and subcategories move to its parent: no snippet is ever deleted with it. */
export function deleteCategory(id: number) {
  return api.delete(`/snippets/categories/${id}`, { schema: DeletedCategorySchema });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    // The snippets' categories changed too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: snippetKeys.all }),
  });
}
