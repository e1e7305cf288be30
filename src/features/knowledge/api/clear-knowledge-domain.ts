import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeDomainSchema, type KnowledgeDomain } from '#contract/knowledge';
import { api } from '../../../lib/api-client';
import { helpCenterKeys } from '../../help-center/api/help-center-keys';
import { knowledgeKeys } from './knowledge-keys';

export function clearKnowledgeDomain(): Promise<KnowledgeDomain> {
  return api.delete('/knowledge/domain', { schema: KnowledgeDomainSchema });
}

/** Removes the help site's domain and its last check. */
export function useClearKnowledgeDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearKnowledgeDomain,
    onSuccess: (setting) => {
      queryClient.setQueryData(knowledgeKeys.domain(), setting);
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.site() });
    },
  });
}
