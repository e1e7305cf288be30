import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { RagProposalPageSchema, type RagProposalPage, type RagProposalStatus } from '#contract/rag-proposals';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

const PAGE_SIZE = 25;

export function listProposals(status: RagProposalStatus, cursor: string | undefined, signal?: AbortSignal): Promise<RagProposalPage> {
  return api.get('/organization/rag/proposals', { query: { status, limit: PAGE_SIZE, cursor }, schema: RagProposalPageSchema, signal });
}

/** The questions replies proposed, in this status, newest first, in pages. */
export const proposalsQueryOptions = (status: RagProposalStatus = 'pending') =>
  infiniteQueryOptions({
    queryKey: aiSourceKeys.proposalList(status),
    queryFn: ({ pageParam, signal }) => listProposals(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

/** The route's loader fetched the first page of the ones shown already. */
export function useProposals(status: RagProposalStatus) {
  return useSuspenseInfiniteQuery(proposalsQueryOptions(status));
}
