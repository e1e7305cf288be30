import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RagSearchResponseSchema, type RagSearchResult } from '#contract/rag';
import { api } from '../../../lib/api-client';

/** How many results the reply box asks for unasked; only those the store is confident of (`suggested`) show. */
export const SUGGESTED_ANSWERS = 3;
/** How many results a search from the reply box lists, confident or not. */
export const SEARCHED_ANSWERS = 5;

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

const answersQueryOptions = (q: string, limit: number) =>
  queryOptions({
    queryKey: answerKeys.search(q, limit),
    queryFn: ({ signal }) => searchAnswers(q, limit, signal),
    staleTime: 60_000,
    // A suggestion is a help, not a page: a failure is not retried in a loop.
    retry: 1,
  });

export const suggestedAnswersQueryOptions = (question: string) => answersQueryOptions(question, SUGGESTED_ANSWERS);

/** The answers for the customer's question; nothing is asked while there is no question. */
export function useSuggestedAnswers(question: string) {
  return useQuery({ ...suggestedAnswersQueryOptions(question), enabled: question !== '' });
}

/** What the agent searched for in the reply box; the previous results stay while the next ones come. */
export function useAnswerSearch(q: string) {
  return useQuery({ ...answersQueryOptions(q, SEARCHED_ANSWERS), enabled: q !== '', placeholderData: keepPreviousData });
}
