import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { ChangeEvent } from '#contract/events';
import type { Presence } from '#contract/presence';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { changesAfter, latestChangeId } from '../../domain/changes/read.ts';
import type { ChangeHub } from '../../events/change-hub.ts';
import { typeMatches } from '../../domain/changes/type-matches.ts';

/** Events waiting for a client that reads slower than they come: past this, it is dropped (it can resume). */
export const STREAM_QUEUE_MAX = 2000;
export const HEARTBEAT_MS = 15_000;

/** The `types` parameter ("conversation.,message.sent") as a filter. */
export function typeFilter(types: string | undefined): (type: string) => boolean {
  const wanted = (types ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  return (type) => typeMatches(wanted, type);
}

const send = (stream: SSEStreamingApi, event: ChangeEvent) => stream.writeSSE({ id: String(event.id), event: event.type, data: JSON.stringify(event) });

/**
 * One client's stream: what it missed since `since` (from the log), then every new event as the hub hands it
 * over, in id order without repeats. A client that cannot keep up is dropped rather than buffered without limit.
 */
export function eventStream(
  c: Context,
  deps: { db: Db; hub: ChangeHub },
  input: { organizationId: number; since: number | undefined; types: string | undefined },
) {
  const wanted = typeFilter(input.types);
  return streamSSE(c, async (stream) => {
    const queue: ChangeEvent[] = [];
    // Presence is news of the moment: sent as it comes, never replayed; a few pending at most.
    const withPresence = wanted('presence');
    const presenceQueue: Presence[] = [];
    const latest = await latestChangeId(deps.db, input.organizationId);
    // An id past the newest event is none this log gave (another server's, a restored database's): following from
    // it would skip every event up to it, so the client starts over from now, as for events no longer kept.
    const ahead = input.since !== undefined && input.since > latest;
    let lastSent = input.since !== undefined && !ahead ? input.since : latest;
    let state: 'open' | 'overloaded' | 'closed' = 'open';
    let notify: (() => void) | undefined;
    const wake = () => {
      notify?.();
      notify = undefined;
    };
    const unsubscribe = await deps.hub.subscribe(input.organizationId, {
      deliver: (events) => {
        for (const event of events) if (event.id > lastSent && wanted(event.type)) queue.push(event);
        if (queue.length > STREAM_QUEUE_MAX) state = 'overloaded';
        wake();
      },
      presence: (entries) => {
        if (!withPresence) return;
        presenceQueue.push(...entries);
        if (presenceQueue.length > STREAM_QUEUE_MAX) state = 'overloaded';
        wake();
      },
      close: () => {
        state = 'closed';
        wake();
      },
    });
    stream.onAbort(() => {
      state = 'closed';
      wake();
    });
    const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n').catch(() => {}), HEARTBEAT_MS);
    try {
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ last_event_id: lastSent }), retry: 3000 });
      if (ahead) {
        await stream.writeSSE({ event: 'reset', data: JSON.stringify({ reason: 'this id is past the newest event', last_event_id: lastSent }) });
      } else if (input.since !== undefined) {
        const [org] = await deps.db
          .select({ prunedThrough: organizations.changeFeedPrunedThrough })
          .from(organizations)
          .where(eq(organizations.id, input.organizationId));
        if (input.since < (org?.prunedThrough ?? 0)) {
          // Events after `since` were pruned: the client must refetch what it shows, then follow from now.
          lastSent = await latestChangeId(deps.db, input.organizationId);
          await stream.writeSSE({ event: 'reset', data: JSON.stringify({ reason: 'events after this id are no longer kept', last_event_id: lastSent }) });
        } else {
          for (;;) {
            const missed = await changesAfter(deps.db, input.organizationId, lastSent, 500);
            for (const event of missed) {
              if (wanted(event.type)) await send(stream, event);
              lastSent = event.id;
            }
            if (missed.length < 500 || state !== 'open') break;
          }
        }
      }
      if (withPresence) presenceQueue.unshift(...deps.hub.presence.snapshot(input.organizationId));
      while (state === 'open') {
        if (presenceQueue.length > 0) await stream.writeSSE({ event: 'presence', data: JSON.stringify({ presence: presenceQueue.splice(0) }) });
        while (queue.length > 0 && state === 'open') {
          const event = queue.shift()!;
          if (event.id <= lastSent) continue;
          await send(stream, event);
          lastSent = event.id;
        }
        if (state === 'open' && presenceQueue.length === 0) await new Promise<void>((resolve) => (notify = resolve));
      }
      if (state === 'overloaded') {
        await stream.writeSSE({ event: 'overloaded', data: JSON.stringify({ reason: 'the client reads too slowly: reconnect with Last-Event-ID', last_event_id: lastSent }) });
      }
    } finally {
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
}
