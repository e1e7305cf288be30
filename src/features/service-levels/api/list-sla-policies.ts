import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { SlaPolicyListSchema } from '#contract/sla';
import { api } from '../../../lib/api-client';
import { serviceLevelKeys } from './service-level-keys';

export async function listSlaPolicies(signal?: AbortSignal) {
  return (await api.get('/sla-policies', { schema: SlaPolicyListSchema, signal })).data;
}

/** In order: the first whose conditions match a conversation applies to it. */
export const slaPoliciesQueryOptions = () =>
  queryOptions({ queryKey: serviceLevelKeys.policies(), queryFn: ({ signal }) => listSlaPolicies(signal) });

/** The route's loader fetched it already. */
export function useSlaPolicies() {
  return useSuspenseQuery(slaPoliciesQueryOptions());
}
