import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RagSourceAcceptedSchema, type CreateQuestionsBody, type RagSourceAccepted } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

export function createQuestions(body: CreateQuestionsBody): Promise<RagSourceAccepted> {
  return api.post('/organization/rag/sources/questions', body, { schema: RagSourceAcceptedSchema });
}

/** Adds a Q&A (question variants sharing one answer); it is queued, and searchable once processed. */
export function useCreateQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiSourceKeys.lists() }),
  });
}
