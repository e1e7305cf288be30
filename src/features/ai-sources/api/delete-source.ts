import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RagSourceDeletedSchema, type RagSource } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

export function deleteSource(uuid: string) {
  return api.delete(`/organization/rag/sources/${encodeURIComponent(uuid)}`, { schema: RagSourceDeletedSchema });
}

/** Deletes a source: never searched from now on, removed for good by the background job. */
export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: RagSource) => deleteSource(source.uuid),
    // Deleting: what the server answered, without reading the source again (the job may have removed it already,
    // and an editor still open on it would read a 404).
    onSuccess: (_data, source) =>
      queryClient.setQueryData(aiSourceKeys.detail(source.uuid), (old: RagSource | undefined) => old && { ...old, status: 'deleting' as const }),
    // A 404 means it is gone already: either way the list and the tried question show what the server has.
    onSettled: (_data, error, source) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: aiSourceKeys.searches() }),
        ...(error ? [queryClient.invalidateQueries({ queryKey: aiSourceKeys.detail(source.uuid) })] : []),
      ]),
  });
}
