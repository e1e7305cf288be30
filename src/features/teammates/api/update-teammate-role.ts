import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AgentSchema, type Agent } from '#contract/agents';
import { api } from '../../../lib/api-client';
// The assignee pickers list the agents too: they refresh after a change to the team.
import { agentKeys } from '../../agents/api/get-agents';
import { teammateKeys } from './teammate-keys';

export type AssignableRole = 'admin' | 'agent';

export function updateTeammateRole(id: number, role: AssignableRole): Promise<Agent> {
  return api.patch(`/agents/${id}`, { role }, { schema: AgentSchema });
}

/** Makes a teammate an admin or an agent (owners and admins; never the owner, never oneself). */
export function useUpdateTeammateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agent, role }: { agent: Agent; role: AssignableRole }) => updateTeammateRole(agent.id, role),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teammateKeys.agents() }),
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
      ]),
  });
}
