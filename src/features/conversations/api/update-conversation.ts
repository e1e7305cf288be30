import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentSummary } from '#contract/agents';
import { BulkUpdateResultSchema, type BulkUpdateBody, type Conversation } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

/** One change to one conversation, as the header makes it (the bulk endpoint with a single id). */
export interface ConversationChange {
  status?: 'OPENED' | 'CLOSED' | 'SPAM' | 'SNOOZED';
  snooze_until?: string;
  /** null unassigns. */
  assignee?: AgentSummary | null;
  tag?: string;
  untag?: string;
}

export function toBulkBody(id: number, change: ConversationChange): BulkUpdateBody {
  const { assignee, ...rest } = change;
  return { ids: [id], ...rest, ...(assignee !== undefined ? { agent_id: assignee?.id ?? null } : {}) };
}

const STATUS_OF = { OPENED: 'opened', CLOSED: 'closed', SPAM: 'spam', SNOOZED: 'snoozed' } as const;

/** What the conversation will look like once the server applied the change (the optimistic view). */
export function applyChange(conversation: Conversation, change: ConversationChange): Conversation {
  const next = { ...conversation };
  if (change.status) {
    next.status = STATUS_OF[change.status];
    if (change.status !== 'SNOOZED') next.snooze_until = null;
  }
  if (change.assignee !== undefined) next.assignee = change.assignee;
  const tag = change.tag?.trim().toLowerCase();
  if (tag && !next.tags.includes(tag)) next.tags = [...next.tags, tag];
  const untag = change.untag?.trim().toLowerCase();
  if (untag) next.tags = next.tags.filter((t) => t !== untag);
  return next;
}

export async function updateConversation(id: number, change: ConversationChange): Promise<Conversation | undefined> {
  const result = await api.post('/conversations/bulk', toBulkBody(id, change), { schema: BulkUpdateResultSchema });
  return result.conversations.find((c) => c.id === id);
}

/** Status, assignee and tags of one conversation, shown at once and rolled back if the server refuses. */
export function useUpdateConversation(id: number) {
  const queryClient = useQueryClient();
  const detailKey = conversationKeys.detail(id);
  return useMutation({
    mutationFn: (change: ConversationChange) => updateConversation(id, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: detailKey, exact: true });
      const previous = queryClient.getQueryData<Conversation>(detailKey);
      if (previous) queryClient.setQueryData<Conversation>(detailKey, applyChange(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(detailKey, context.previous);
    },
    onSuccess: (conversation) => {
      if (conversation) queryClient.setQueryData(detailKey, conversation);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.timeline(id) });
    },
  });
}
