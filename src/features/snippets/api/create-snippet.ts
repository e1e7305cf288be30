import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SnippetSchema, type CreateSnippetBody, type Snippet } from '#contract/snippets';
import { api } from '../../../lib/api-client';
import { upsertSnippet } from './upsert-snippet-cache';

export function createSnippet(body: CreateSnippetBody): Promise<Snippet> {
  return api.post('/snippets', body, { schema: SnippetSchema });
}

export function useCreateSnippet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSnippet, onSuccess: (snippet) => upsertSnippet(queryClient, snippet) });
}
