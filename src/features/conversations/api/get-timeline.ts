import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Timeline } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { conversationKeys } from './conversation-keys';

const timelineSchema = lazySchema(() => import('#contract/conversations').then((m) => m.TimelineSchema));

export function getTimeline(id: number, signal?: AbortSignal): Promise<Timeline> {
  return api.get(`/conversations/${id}/messages`, { schema: timelineSchema, signal });
}

/** Milliseconds until the next scheduled message is due, or undefined when nothing waits to be sent. */
export function nextSendIn(timeline: Timeline | undefined, now = Date.now()): number | undefined {
  let next: number | undefined;
  for (const entry of timeline?.entries ?? []) {
    if (entry.type !== 'message') continue;
    const { status, send_at } = entry.message;
    if (status === 'sending') return 0;
    if (status !== 'scheduled' || !send_at) continue;
    const due = Date.parse(send_at) - now;
    next = next === undefined ? due : Math.min(next, due);
  }
  return next;
}

// While a message waits to be sent, poll so its badge turns into "sent" (or "failed") without a reload:
// right after it is due, then every few seconds while it is being delivered or retried.
function pollInterval(timeline: Timeline | undefined): number | false {
  const due = nextSendIn(timeline);
  if (due === undefined) return false;
  if (due <= 0) return 2_000;
  return Math.min(Math.max(due + 1_000, 1_000), 30_000);
}

export const timelineQueryOptions = (id: number) =>
  queryOptions({
    queryKey: conversationKeys.timeline(id),
    queryFn: ({ signal }) => getTimeline(id, signal),
    refetchInterval: (query) => pollInterval(query.state.data),
  });

/** Messages, notes and events in time order. */
export function useTimeline(id: number) {
  return useSuspenseQuery(timelineQueryOptions(id));
}
