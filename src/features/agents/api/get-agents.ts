import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AgentSchema } from '../../../../contract/agents';
import { api } from '../../../lib/api-client';

export const agentKeys = { all: ['agents'] as const, list: () => [...agentKeys.all, 'list'] as const };

export function getAgents(signal?: AbortSignal) {
  return api.get('/agents', { schema: z.array(AgentSchema), signal });
}

/** The organization's active agents (assignee pickers, sender of replies); they change rarely. */
export const agentsQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.list(), queryFn: ({ signal }) => getAgents(signal), staleTime: 5 * 60_000 });

export function useAgents() {
  return useQuery(agentsQueryOptions());
}
