import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { RuleListSchema } from '#contract/rules';
import { api } from '../../../lib/api-client';
import { ruleKeys } from './rule-keys';

export async function listRules(signal?: AbortSignal) {
  return (await api.get('/rules', { schema: RuleListSchema, signal })).data;
}

/** In the order they run (`sort`): each new mail goes through them from the top. */
export const rulesQueryOptions = () => queryOptions({ queryKey: ruleKeys.list(), queryFn: ({ signal }) => listRules(signal) });

/** The route's loader fetched it already. */
export function useRules() {
  return useSuspenseQuery(rulesQueryOptions());
}
