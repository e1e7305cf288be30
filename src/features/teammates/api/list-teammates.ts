import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AgentSchema } from '#contract/agents';
import { api } from '../../../lib/api-client';
import { teammateKeys } from './teammate-keys';

export function listTeammates(signal?: AbortSignal) {
  return api.get('/agents', { query: { complete: true }, schema: z.array(AgentSchema), signal });
}

/** The active agents by name, each with roles and whether they own the organization. */
export const teammatesQueryOptions = () =>
  queryOptions({ queryKey: teammateKeys.agents(), queryFn: ({ signal }) => listTeammates(signal) });

/** The route's loader fetched it already. */
export function useTeammates() {
  return useSuspenseQuery(teammatesQueryOptions());
}
