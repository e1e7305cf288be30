import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from '#contract/events';
import { apiUrl } from '../../lib/api-client';
import { aiSourceKeys } from '../ai-sources/api/ai-source-keys';
import { contactKeys } from '../contacts/api/contact-keys';
import { conversationKeys } from '../conversations/api/conversation-keys';
import { snippetKeys } from '../snippets/api/snippet-keys';
import { suppressionKeys } from '../suppressions/api/suppression-keys';
import { preload } from '../../lib/lazy-module';
import type { ChangeContext } from './apply-changes';
import { EventStreamClient, type StreamStatus } from './event-stream-client';
import { liveProcessing } from './live-processing-module';
import type { PresenceStore } from './presence-store';
import { throttle } from './throttle';

/** Events are applied together every so often: a burst (a bulk change) patches each list once, not once per row. */
const BATCH_MS = 60;
const COUNTS_EVERY_MS = 1_000;

/**
 * Follows GET /api/events while mounted: changes into the query cache, presence into the store. Says whether
 * the stream follows. The browser's offline and online events drop and retry the connection at once.
 */
export function useChangeStream(presence: PresenceStore, context: ChangeContext): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  // The stream lives as long as the shell; the context it reads (who the agent is) may change meanwhile.
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });

  useEffect(() => {
    let queue: ChangeEvent[] = [];
    let batch: ReturnType<typeof setTimeout> | undefined;
    const counts = throttle(() => void queryClient.invalidateQueries({ queryKey: conversationKeys.counts() }), COUNTS_EVERY_MS);
    const flush = () => {
      batch = undefined;
      const events = queue;
      queue = [];
      // Loaded: changes are handed over only once it is.
      const processing = liveProcessing.get();
      if (processing?.applyChanges(queryClient, events, contextRef.current).counts) counts.call();
    };
    const openedAt = Date.now();

    const client = new EventStreamClient({
      url: (since) => apiUrl('/events', { since }),
      open: (url) => new EventSource(url),
      decoder: () => liveProcessing.get()?.streamDecoder,
      // A change is worth loading the decoder for at once; presence can wait until the browser is idle.
      onWaiting: (kind) => {
        if (kind === 'change') preload(liveProcessing);
      },
      callbacks: {
        onStatus: setStatus,
        onReady: (first) => {
          // Presence starts over: the snapshot that follows `ready` is the whole of it.
          presence.clear();
          // What was on screen before the stream began may have changed before it: read it again.
          // (Afterwards every reconnection resumes from the last event, missing nothing.)
          if (first) {
            void queryClient.invalidateQueries({
              queryKey: conversationKeys.all,
              predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < openedAt,
            });
          }
        },
        onChange: (event) => {
          queue.push(event);
          batch ??= setTimeout(flush, BATCH_MS);
        },
        onPresence: (entries) => presence.apply(entries),
        onReset: () => {
          // Older events are gone: everything shown is read again, then the stream is followed.
          for (const queryKey of [conversationKeys.all, contactKeys.all, suppressionKeys.all, aiSourceKeys.all, snippetKeys.all]) {
            void queryClient.invalidateQueries({ queryKey });
          }
        },
      },
    });
    const online = () => client.retryNow();
    const offline = () => client.drop();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    client.start();
    const drain = liveProcessing.subscribe(() => client.drain());
    return () => {
      drain();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      client.stop();
      clearTimeout(batch);
      counts.cancel();
    };
  }, [presence, queryClient]);

  return status;
}
