import { queryOptions, useQuery } from '@tanstack/react-query';
import { RagSearchResponseSchema, type RagSearchResult } from '#contract/rag';
import { api } from '../../../lib/api-client';

/** How many answers the reply box suggests. */
export const SUGGESTED_ANSWERS = 3;

// Keys of searches of the AI Q&A store (the same question asked twice is answered from the cache).
export const answerKeys = {
  all: ['rag-search'] as const,
  search: (q: string, limit: number) => [...answerKeys.all, q, limit] as const,
};

/** The ready sources that best answer `q`, best first (retrieval in the database, no network model). */
export async function searchAnswers(q: string, limit: number, signal?: AbortSignal): Promise<RagSearchResult[]> {
  const page = await api.get('/organization/rag/search', { query: { q, limit }, schema: RagSearchResponseSchema, signal });
  return page.results;
}

export const suggestedAnswersQueryOptions = (question: string) =>
  queryOptions({
    queryKey: answerKeys.search(question, SUGGESTED_ANSWERS),
    queryFn: ({ signal }) => searchAnswers(question, SUGGESTED_ANSWERS, signal),
    staleTime: 60_000,
    // A suggestion is a help, not a page: a failure is not retried in a loop.
    retry: 1,
  });

/** The answers for the customer's question; nothing is asked while there is no question. */
export function useSuggestedAnswers(question: string) {
  return useQuery({ ...suggestedAnswersQueryOptions(question), enabled: question !== '' });
}
