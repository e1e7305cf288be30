import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RuleSchema, type CreateRuleBody, type Rule } from '#contract/rules';
import { api } from '../../../lib/api-client';
import { ruleKeys } from './rule-keys';

export function createRule(body: CreateRuleBody): Promise<Rule> {
  return api.post('/rules', body, { schema: RuleSchema });
}

/** Adds a rule, last unless `sort` says where (owners and admins; 409 past the organization's limit). */
export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleKeys.list() }),
  });
}
