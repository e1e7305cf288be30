import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedSuppressionSchema, type CreatedSuppression } from '#contract/suppressions';
import { api } from '../../../lib/api-client';
import { suppressionKeys } from './suppression-keys';

export function createSuppression(email: string): Promise<CreatedSuppression> {
  return api.post('/contacts/suppressed', { email }, { schema: CreatedSuppressionSchema });
}

/** Suppresses an address or a `*@domain`; every order of the list refetches (a domain absorbs entries). */
export function useCreateSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSuppression,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppressionKeys.lists() }),
  });
}
