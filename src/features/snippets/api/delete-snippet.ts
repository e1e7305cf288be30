import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Snippet } from '#contract/snippets';
import { api } from '../../../lib/api-client';
import { snippetKeys } from './snippet-keys';

export function deleteSnippet(id: number): Promise<void> {
  return api.delete<void>(`/snippets/${id}`);
}

export function useDeleteSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSnippet,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Snippet[]>(snippetKeys.list(), (list) => list?.filter((s) => s.id !== id));
      void queryClient.invalidateQueries({ queryKey: snippetKeys.all });
    },
  });
}
