import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Presence } from '#contract/presence';
import type { StreamStatus } from './event-stream-client';
import type { PresenceHeartbeat } from './presence-heartbeat';
import type { PresenceStore } from './presence-store';

// What the live provider gives the pages: who is where, the agent's own heartbeat, and whether the stream
// follows. Two contexts: the services never change, the status does (only its readers re-render).

export interface LiveServices {
  presence: PresenceStore;
  heartbeat: PresenceHeartbeat;
  /** The signed-in agent: not shown as present to themselves. */
  meId: number;
}

export const LiveServicesContext = createContext<LiveServices | null>(null);
export const LiveStatusContext = createContext<StreamStatus>('connecting');

function useLiveServices(): LiveServices {
  const services = useContext(LiveServicesContext);
  if (!services) throw new Error('live updates need the LiveProvider (the app shell mounts it)');
  return services;
}

/** Whether the change stream follows (the header says when it is reconnecting). */
export function useLiveStatus(): StreamStatus {
  return useContext(LiveStatusContext);
}

/** The other agents on a conversation (viewing or replying), in the order they came. */
export function useConversationPresence(conversationId: number): readonly Presence[] {
  const { presence, meId } = useLiveServices();
  const all = useSyncExternalStore(presence.subscribe, () => presence.get(conversationId));
  return useMemo(() => all.filter((p) => p.agent.id !== meId), [all, meId]);
}

/** While mounted, the other agents see the signed-in agent viewing the conversation. */
export function useViewingPresence(conversationId: number): void {
  const { heartbeat } = useLiveServices();
  useEffect(() => heartbeat.hold(conversationId, 'viewing'), [heartbeat, conversationId]);
}

/**
 * Before signing out: the agent leaves every conversation at once, while the session that may say so still exists
 * (after it, the leaves would be refused, and each refusal logged by the browser). Waits at most `boundMs`.
 */
export function useLeaveAllPresence(boundMs = 2_000): () => Promise<void> {
  const services = useContext(LiveServicesContext);
  return () => {
    if (!services) return Promise.resolve();
    return Promise.race([services.heartbeat.suspend(), new Promise<void>((resolve) => setTimeout(resolve, boundMs))]);
  };
}
