import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedInviteSchema, type CreatedInvite, type InviteAgentBody } from '#contract/agents';
import { api } from '../../../lib/api-client';
import { teammateKeys } from './teammate-keys';

export function createInvite(body: InviteAgentBody): Promise<CreatedInvite> {
  return api.post('/agents/invites', body, { schema: CreatedInviteSchema });
}

/** Invites someone; the answer's accept_path is the only time the link can be seen. */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teammateKeys.invites() }),
  });
}
