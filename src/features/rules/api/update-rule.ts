import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RuleSchema, type Rule, type UpdateRuleBody } from '#contract/rules';
import { api } from '../../../lib/api-client';
import { applyToList } from '../rule-order';
import { ruleKeys } from './rule-keys';

export function updateRule(id: number, body: UpdateRuleBody): Promise<Rule> {
  return api.patch(`/rules/${id}`, body, { schema: RuleSchema });
}

/** Changes a rule, switches it on or off (`enabled`), or moves it (`sort`: the others shift to make room). */
export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRuleBody }) => updateRule(id, body),
    // A move or a switch shows at once (a drag must not snap back while the server answers); the server's list replaces it.
    onMutate: async ({ id, body }) => {
      if (body.sort === undefined && body.enabled === undefined) return;
      await queryClient.cancelQueries({ queryKey: ruleKeys.list() });
      queryClient.setQueryData<Rule[]>(ruleKeys.list(), (list) => list && applyToList(list, id, body));
    },
    // A move changes the others' places too: the whole list is read again (also after a refusal, to undo the guess).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ruleKeys.list() }),
  });
}
