import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SnippetSchema, type Snippet, type UpdateSnippetBody } from '#contract/snippets';
import { api } from '../../../lib/api-client';
import { upsertSnippet } from './upsert-snippet-cache';

/** Every field optional; `actions`, when given, replace all of them. */
export function updateSnippet(id: number, body: UpdateSnippetBody): Promise<Snippet> {
  return api.patch(`/snippets/${id}`, body, { schema: SnippetSchema });
}

export function useUpdateSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSnippetBody }) => updateSnippet(id, body),
    onSuccess: (snippet) => upsertSnippet(queryClient, snippet),
  });
}
