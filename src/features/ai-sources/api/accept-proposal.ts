import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RagProposalSchema, type RagProposal } from '#contract/rag-proposals';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

/** `question`: the wording to add instead of the proposed one (edited first). */
export function acceptProposal(id: number, question?: string): Promise<RagProposal> {
  return api.post(`/organization/rag/proposals/${id}/accept`, question === undefined ? undefined : { question }, { schema: RagProposalSchema });
}

/** The proposed question becomes a variant of its Q&A, which is processed again (queued, then ready). */
export function useAcceptProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposal, question }: { proposal: RagProposal; question?: string }) => acceptProposal(proposal.id, question),
    onSettled: (_data, _error, { proposal }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.proposals() }),
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.detail(proposal.source.uuid) }),
      ]),
  });
}
