import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DomainVerificationSchema, type DomainVerification } from '#contract/knowledge';
import { api } from '../../../lib/api-client';
import { helpCenterKeys } from '../../help-center/api/help-center-keys';
import { knowledgeKeys } from './knowledge-keys';

export function verifyKnowledgeDomain(): Promise<DomainVerification> {
  return api.get('/knowledge/verify', { schema: DomainVerificationSchema });
}

/**
 * Looks the domain's CNAME up now. A mutation, though a GET: each answer is stored as the last check, which the
 * setting then shows with its time. A DNS failure (502) stores nothing; its message is the mutation's error.
 */
export function useVerifyKnowledgeDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyKnowledgeDomain,
    // Waited for, so the result and the time of the check appear together.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: knowledgeKeys.domain() });
      // where the help site is follows the check
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.site() });
    },
  });
}
