import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RagSourceAcceptedSchema, type CreateTextBody, type RagSourceAccepted } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

export function createTextSource(body: CreateTextBody): Promise<RagSourceAccepted> {
  return api.post('/organization/rag/sources/text', body, { schema: RagSourceAcceptedSchema });
}

/** Adds a text (a help article), split into passages by the background job. */
export function useCreateTextSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTextSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiSourceKeys.lists() }),
  });
}
