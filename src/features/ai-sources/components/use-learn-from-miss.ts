import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RagSource } from '#contract/rag';
import { isApiError } from '../../../lib/api-client';
import { aiSourceKeys } from '../api/ai-source-keys';
import { sourceQueryOptions } from '../api/get-source';
import { isSettling, SETTLING_REFRESH_MS } from '../api/list-sources';
import { useUpdateSource } from '../api/update-source';

const sameQuestion = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type Learning =
  | { state: 'adding'; uuid: string }
  /** `readyAt`: when the source was seen processed (results fetched after it include the question). */
  | { state: 'added'; uuid: string; source: RagSource | undefined; readyAt?: number }
  | { state: 'refused'; uuid: string; message: string };

/**
 * "Add this question to that source": the store learns from a miss. Appends the tried question to the Q&A's
 * current questions (read fresh, so a colleague's edit is not lost), then follows the source until the job has
 * processed it and asks the tried question again, so the results show what agents will get from now on.
 */
export function useLearnFromMiss(question: string) {
  const queryClient = useQueryClient();
  const update = useUpdateSource();
  const [learning, setLearning] = useState<Learning | null>(null);
  const followed = learning?.state === 'added' ? learning.uuid : null;
  const source = useQuery({
    ...sourceQueryOptions(followed ?? ''),
    enabled: followed !== null,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data && !isSettling(query.state.data) ? false : SETTLING_REFRESH_MS),
  });
  const status = followed ? source.data?.status : undefined;

  // Processed: the source takes part in searches again, now with the question. The moment is noted once (during
  // render, React's way to adjust state to what it sees): the source may be read again later, as a change event
  // makes every AI query stale, and results asked for after that first moment are already fresh.
  if (learning?.state === 'added' && learning.readyAt === undefined && status === 'ready') {
    setLearning({ ...learning, readyAt: source.dataUpdatedAt });
  }
  const readyAt = learning?.state === 'added' ? learning.readyAt : undefined;
  useEffect(() => {
    if (readyAt !== undefined) void queryClient.invalidateQueries({ queryKey: aiSourceKeys.search(question) });
  }, [readyAt, question, queryClient]);

  const learn = async (uuid: string) => {
    setLearning({ state: 'adding', uuid });
    try {
      const current = await queryClient.fetchQuery(sourceQueryOptions(uuid));
      const questions = current.questions ?? [];
      if (questions.some((q) => sameQuestion(q, question))) {
        setLearning({ state: 'refused', uuid, message: 'This source already has this question.' });
        return;
      }
      await update.mutateAsync({ uuid, kind: 'questions', body: { questions: [...questions, question] } });
      // Until the refetch answers: the change is queued, not the previous "ready".
      queryClient.setQueryData(aiSourceKeys.detail(uuid), (old: RagSource | undefined) => old && { ...old, status: 'queued' as const });
      setLearning({ state: 'added', uuid, source: undefined });
    } catch (error) {
      const message = isApiError(error) ? error.message : 'The question was not added. Try again.';
      setLearning({ state: 'refused', uuid, message: message.charAt(0).toUpperCase() + message.slice(1) });
    }
  };

  const current: Learning | null = learning?.state === 'added' ? { ...learning, source: source.data } : learning;
  return { learning: current, learn };
}
