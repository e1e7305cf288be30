import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { conversationQueryOptions } from '../../api/get-conversation';
import { timelineQueryOptions } from '../../api/get-timeline';
import { conversationKeys } from '../../api/conversation-keys';

/** How long the conversation is refreshed once a reply with actions was sent (its job runs them within seconds). */
const FOLLOW_MS = 12_000;
const EVERY_MS = 1_500;

/**
 * A reply sent with actions (a snippet's "then close, tag refund") changes the conversation once it went out,
 * in a job of the server's: the thread already follows the send, this follows what comes after it, so the
 * header shows the new status and tags without a reload. Returns the function that starts watching a message.
 */
export function useFollowQueuedActions(conversationId: number) {
  const queryClient = useQueryClient();
  const [watched, setWatched] = useState<number[]>([]);
  const timeline = useQuery(timelineQueryOptions(conversationId));
  const statusOf = (messageId: number) => {
    for (const entry of timeline.data?.entries ?? []) {
      if (entry.type === 'message' && entry.message.id === messageId) return entry.message.status;
    }
    return undefined;
  };
  const sent = watched.filter((id) => statusOf(id) === 'sent');
  const following = sent.length > 0;

  // Extra observers of the same queries: they refetch on this interval while a sent reply's actions may run.
  useQuery({ ...conversationQueryOptions(conversationId), refetchInterval: following ? EVERY_MS : false });
  useQuery({ ...timelineQueryOptions(conversationId), refetchInterval: following ? EVERY_MS : false });

  const sentKey = sent.join(',');
  useEffect(() => {
    if (!sentKey) return;
    const done = new Set(sentKey.split(',').map(Number));
    const timer = setTimeout(() => {
      setWatched((ids) => ids.filter((id) => !done.has(id)));
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    }, FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [sentKey, queryClient]);

  return (messageId: number) => setWatched((ids) => (ids.includes(messageId) ? ids : [...ids, messageId]));
}
