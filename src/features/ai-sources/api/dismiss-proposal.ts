import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RagProposalSchema, type RagProposal } from '#contract/rag-proposals';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

export function dismissProposal(id: number): Promise<RagProposal> {
  return api.post(`/organization/rag/proposals/${id}/dismiss`, undefined, { schema: RagProposalSchema });
}

/** The proposed question is set aside; its Q&A stays as it is. */
export function useDismissProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: RagProposal) => dismissProposal(proposal.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiSourceKeys.proposals() }),
  });
}
