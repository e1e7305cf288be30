import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SlaPolicySchema, type CreateSlaPolicyBody, type SlaPolicy } from '#contract/sla';
import { api } from '../../../lib/api-client';
import { serviceLevelKeys } from './service-level-keys';

export function createSlaPolicy(body: CreateSlaPolicyBody): Promise<SlaPolicy> {
  return api.post('/sla-policies', body, { schema: SlaPolicySchema });
}

/** Adds a policy, last unless `sort` says where (owners and admins). */
export function useCreateSlaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSlaPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceLevelKeys.policies() }),
  });
}
