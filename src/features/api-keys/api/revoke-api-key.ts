import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from '#contract/api-keys';
import { api } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

export function revokeApiKey(id: number): Promise<void> {
  return api.delete<void>(`/api-keys/${id}`);
}

/** Revokes a key: it answers 401 at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id),
    // A 404 means it was revoked already: either way the list shows what the server has.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
