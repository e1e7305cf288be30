import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedApiKeySchema, type CreateApiKeyBody, type CreatedApiKeyView } from '#contract/api-keys';
import { api } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

export function createApiKey(body: CreateApiKeyBody): Promise<CreatedApiKeyView> {
  return api.post('/api-keys', body, { schema: CreatedApiKeySchema });
}

/** Creates a key; its secret is in this answer only. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
