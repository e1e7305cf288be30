import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeDomainSchema, type KnowledgeDomain } from '#contract/knowledge';
import { api } from '../../../lib/api-client';
import { helpCenterKeys } from '../../help-center/api/help-center-keys';
import { knowledgeKeys } from './knowledge-keys';

export function setKnowledgeDomain(domain: string): Promise<KnowledgeDomain> {
  return api.put('/knowledge/domain', { domain }, { schema: KnowledgeDomainSchema });
}

/** Sets the help site's domain (stored normalized; another domain than the current one forgets the last check). */
export function useSetKnowledgeDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setKnowledgeDomain,
    onSuccess: (setting) => {
      queryClient.setQueryData(knowledgeKeys.domain(), setting);
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.site() });
    },
  });
}
