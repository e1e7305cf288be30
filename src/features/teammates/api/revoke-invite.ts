import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentInvite } from '#contract/agents';
import { api } from '../../../lib/api-client';
import { teammateKeys } from './teammate-keys';

export function revokeInvite(id: number): Promise<void> {
  return api.delete<void>(`/agents/invites/${id}`);
}

/** Revokes an invitation: its link admits no one any more. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: AgentInvite) => revokeInvite(invite.id),
    // A 404 (used or expired meanwhile) also changes what is pending.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teammateKeys.invites() }),
  });
}
