import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SlaPolicySchema, type SlaPolicy, type UpdateSlaPolicyBody } from '#contract/sla';
import { api } from '../../../lib/api-client';
import { serviceLevelKeys } from './service-level-keys';

export function updateSlaPolicy(id: number, body: UpdateSlaPolicyBody): Promise<SlaPolicy> {
  return api.patch(`/sla-policies/${id}`, body, { schema: SlaPolicySchema });
}

/** Changes a policy, or moves it (`sort`: the others shift to make room). */
export function useUpdateSlaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSlaPolicyBody }) => updateSlaPolicy(id, body),
    // A move changes the others' places too: the whole list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceLevelKeys.policies() }),
  });
}
