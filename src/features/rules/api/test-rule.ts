import { useMutation } from '@tanstack/react-query';
import { RuleTestResultSchema, type RuleTestResult } from '#contract/rules';
import { api } from '../../../lib/api-client';

export function testRule(id: number, conversationId: number): Promise<RuleTestResult> {
  return api.post(`/rules/${id}/test`, { conversation_id: conversationId }, { schema: RuleTestResultSchema });
}

/** Whether a saved rule would act on a conversation's latest customer mail, and how: it changes nothing. */
export function useTestRule() {
  return useMutation({
    mutationFn: ({ id, conversationId }: { id: number; conversationId: number }) => testRule(id, conversationId),
  });
}
