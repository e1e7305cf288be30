import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RagProposalSchema, type RagProposal } from '#contract/rag-proposals';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

export function acceptProposal(id: number): Promise<RagProposal> {
  return api.post(`/organization/rag/proposals/${id}/accept`, undefined, { schema: RagProposalSchema });
}

/** The proposed question becomes a variant of its Q&A, which is processed again (queued, then ready). */
export function useAcceptProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: RagProposal) => acceptProposal(proposal.id),
    onSettled: (_data, _error, proposal) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.proposals() }),
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.detail(proposal.source.uuid) }),
      ]),
  });
}
