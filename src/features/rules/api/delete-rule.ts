import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rule } from '#contract/rules';
import { api } from '../../../lib/api-client';
import { ruleKeys } from './rule-keys';

export function deleteRule(id: number): Promise<void> {
  return api.delete<void>(`/rules/${id}`);
}

/** Deletes a rule: the ones after it move up a place. */
export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: Rule) => deleteRule(rule.id),
    // A 404 means it is gone already: either way the list shows what the server has.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ruleKeys.list() }),
  });
}
