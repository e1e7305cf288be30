import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { helpCenterKeys } from './help-center-keys';

/** Deletes an article: it leaves the site and the AI answers. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/knowledge/articles/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.all });
    },
  });
}
