import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '#contract/agents';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

export const agentKeys = { all: ['agents'] as const, list: () => [...agentKeys.all, 'list'] as const };

const agentListSchema = lazySchema(() => import('./agent-list-schema').then((m) => m.AgentListSchema));

/** The inbox's filters and rows name them: checked against the contract once its schema is loaded (see api-client.ts). */
export function getAgents(signal?: AbortSignal): Promise<Agent[]> {
  return api.get('/agents', { schema: agentListSchema, checkLater: true, signal });
}

/** The organization's active agents (assignee pickers, sender of replies); they change rarely. */
export const agentsQueryOptions = () =>
  queryOptions({ queryKey: agentKeys.list(), queryFn: ({ signal }) => getAgents(signal), staleTime: 5 * 60_000 });

export function useAgents() {
  return useQuery(agentsQueryOptions());
}
