import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent } from '#contract/agents';
import { api } from '../../../lib/api-client';
// The assignee pickers list the agents too: a deactivated agent leaves them.
import { agentKeys } from '../../agents/api/get-agents';
import { teammateKeys } from './teammate-keys';

export function deactivateTeammate(id: number): Promise<void> {
  return api.delete<void>(`/agents/${id}`);
}

/** Deactivates a teammate: they can no longer sign in; their conversations and history stay. */
export function useDeactivateTeammate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agent: Agent) => deactivateTeammate(agent.id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teammateKeys.agents() }),
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
      ]),
  });
}
