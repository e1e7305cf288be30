import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SnippetCategorySchema, type CreateCategoryBody, type SnippetCategory } from '#contract/snippets';
import { api } from '../../../lib/api-client';
import { snippetKeys } from './snippet-keys';

export function createCategory(body: CreateCategoryBody): Promise<SnippetCategory> {
  return api.post('/snippets/categories', body, { schema: SnippetCategorySchema });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: snippetKeys.categories() }),
  });
}
