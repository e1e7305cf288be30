import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RagSourceAcceptedSchema, type RagSourceAccepted, type UpdateQuestionsBody, type UpdateTextBody } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

/** A change to a Q&A (its questions and/or answer) or to a help text (its title and/or content). */
export type SourceUpdate = { uuid: string } & ({ kind: 'questions'; body: UpdateQuestionsBody } | { kind: 'text'; body: UpdateTextBody });

export function updateSource({ uuid, kind, body }: SourceUpdate): Promise<RagSourceAccepted> {
  return api.patch(`/organization/rag/sources/${kind}/${encodeURIComponent(uuid)}`, body, { schema: RagSourceAcceptedSchema });
}

/** Replaces the given fields; the source is processed again (and not searched until it is ready). */
export function useUpdateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSource,
    onSettled: (_data, _error, { uuid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.detail(uuid) }),
      ]),
  });
}
