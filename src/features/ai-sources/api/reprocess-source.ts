import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RagSourceAcceptedSchema, type RagSource, type RagSourceAccepted } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

export function reprocessSource(uuid: string): Promise<RagSourceAccepted> {
  return api.post(`/organization/rag/sources/${encodeURIComponent(uuid)}/reprocess`, undefined, { schema: RagSourceAcceptedSchema });
}

/** Queues a failed source for processing again (409 when it has not failed). */
export function useReprocessSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: RagSource) => reprocessSource(source.uuid),
    onSettled: (_data, _error, source) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.detail(source.uuid) }),
      ]),
  });
}
