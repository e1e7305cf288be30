import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlaPolicy } from '#contract/sla';
import { api } from '../../../lib/api-client';
import { serviceLevelKeys } from './service-level-keys';

export function deleteSlaPolicy(id: number): Promise<void> {
  return api.delete<void>(`/sla-policies/${id}`);
}

/** Deletes a policy: its conversations fall to the next that matches them, or to none. */
export function useDeleteSlaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SlaPolicy) => deleteSlaPolicy(policy.id),
    // A 404 means it is gone already: either way the list shows what the server has.
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceLevelKeys.policies() }),
  });
}
