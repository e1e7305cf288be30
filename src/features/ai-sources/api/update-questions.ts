import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RagSourceAcceptedSchema, type RagSourceAccepted, type UpdateQuestionsBody } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

export function updateQuestions(uuid: string, body: UpdateQuestionsBody): Promise<RagSourceAccepted> {
  return api.patch(`/organization/rag/sources/questions/${encodeURIComponent(uuid)}`, body, { schema: RagSourceAcceptedSchema });
}

/** Replaces a Q&A's questions and/or answer; it is processed again (and not searched until it is ready). */
export function useUpdateQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: UpdateQuestionsBody }) => updateQuestions(uuid, body),
    onSettled: (_data, _error, { uuid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.detail(uuid) }),
      ]),
  });
}
