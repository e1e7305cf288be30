import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Suppression } from '#contract/suppressions';
import { api } from '../../../lib/api-client';
import { suppressionKeys } from './suppression-keys';

export function deleteSuppression(id: number): Promise<void> {
  return api.delete<void>(`/contacts/suppressed/${id}`);
}

/** Removes an entry (owners and admins): mail from it is received again. */
export function useDeleteSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: Suppression) => deleteSuppression(entry.id),
    // A 404 means it is gone already: either way the list shows what the server has.
    onSettled: () => queryClient.invalidateQueries({ queryKey: suppressionKeys.lists() }),
  });
}
