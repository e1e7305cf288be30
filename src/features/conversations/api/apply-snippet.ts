import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '#contract/conversations';
import { ApplySnippetResultSchema, type ApplySnippetResult, type Snippet } from '#contract/snippets';
import { api } from '../../../lib/api-client';
import { snippetKeys } from '../../snippets/api/snippet-keys';
import { conversationKeys } from './conversation-keys';
import { upsertTimelineMessage } from './reply';

/** Runs a snippet's actions on the conversation (all or nothing), or with `preview` says what they would do. */
export function applySnippet(conversationId: number, snippetId: number, opts: { preview?: boolean } = {}): Promise<ApplySnippetResult> {
  return api.post(`/conversations/${conversationId}/snippets/${snippetId}/apply`, {}, {
    query: opts.preview ? { preview: true } : undefined,
    schema: ApplySnippetResultSchema,
  });
}

/**
 * The snippet's actions filled for this conversation (the reply and note with their variables), changing nothing.
 * Keyed by the snippet's actions too: once they are saved differently, the preview is asked for again.
 */
export const snippetPreviewQueryOptions = (conversationId: number, snippet: Pick<Snippet, 'id' | 'actions'>) =>
  queryOptions({
    queryKey: [...conversationKeys.detail(conversationId), 'snippet-preview', snippet.id, JSON.stringify(snippet.actions)] as const,
    queryFn: () => applySnippet(conversationId, snippet.id, { preview: true }),
    staleTime: 30_000,
  });

/** Applies a snippet now: the conversation shows its new state, the thread its reply or note. */
export function useApplySnippet(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (snippetId: number) => applySnippet(conversationId, snippetId),
    onSuccess: (result) => {
      queryClient.setQueryData<Conversation>(conversationKeys.detail(conversationId), result.conversation);
      for (const message of result.messages) upsertTimelineMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.timeline(conversationId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      // Its applied count and last use changed.
      void queryClient.invalidateQueries({ queryKey: snippetKeys.list() });
    },
  });
}
