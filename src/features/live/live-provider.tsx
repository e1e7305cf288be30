import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Agent } from '#contract/agents';
import type { ChangeEvent } from '#contract/events';
import { useToast } from '../../components/ui/toast';
import { isApiError } from '../../lib/api-client';
import { agentKeys } from '../agents/api/get-agents';
import { conversationKeys } from '../conversations/api/conversation-keys';
import { leavePresence } from '../conversations/api/leave-presence';
import { sendPresence } from '../conversations/api/send-presence';
import { drafts } from '../conversations/drafts';
import { useFollowMatchingRun } from '../conversations/matching-runs-context';
import { sessionQueryOptions } from '../session/api/session';
import type { ChangeContext } from './apply-changes';
import { LiveServicesContext, LiveStatusContext, type LiveServices } from './live-context';
import { PresenceHeartbeat } from './presence-heartbeat';
import { PresenceStore } from './presence-store';
import { holdReplyDrafts } from './reply-draft-presence';
import { useChangeStream } from './use-change-stream';

/**
 * The dashboard, live: mounted once in the app shell, it follows the organization's change stream (lists,
 * counts and the open conversation update by themselves), keeps who is where, and sends the signed-in
 * agent's own presence (the conversation on screen, and those with an unsent reply).
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const followMatchingRun = useFollowMatchingRun();
  const [presence] = useState(() => new PresenceStore());
  const [heartbeat] = useState(
    () =>
      new PresenceHeartbeat({
        beat: (conversationId, state) =>
          sendPresence({ conversation_id: conversationId, state }).then(
            () => 'ok' as const,
            (error: unknown) => {
              if (isApiError(error) && error.status === 404) return 'gone' as const;
              throw error;
            },
          ),
        leave: leavePresence,
      }),
  );
  const meId = session.agent.id;
  const organizationId = session.organization.id;

  // An unsent reply says "replying" on its conversation for as long as the dashboard is open.
  useEffect(() => holdReplyDrafts(heartbeat, drafts, { organizationId, agentId: meId }), [heartbeat, organizationId, meId]);

  const context = useMemo<ChangeContext>(
    () => ({
      meEmail: session.agent.email,
      onDeletedOnScreen: (conversationId: number, event: ChangeEvent) => {
        if (router.state.location.pathname !== `/inbox/${conversationId}`) return;
        // Someone else's deletion is worth a word; the agent's own was confirmed a moment ago.
        if (event.actor.agent_id !== meId) {
          const by = queryClient.getQueryData<Agent[]>(agentKeys.list())?.find((a) => a.id === event.actor.agent_id)?.name;
          toast.show({ title: 'This conversation was deleted', description: by ? `${by} deleted it.` : undefined, tone: 'info' });
        }
        void router.navigate({ to: '/inbox' }).then(() => queryClient.removeQueries({ queryKey: conversationKeys.detail(conversationId) }));
      },
      // The agent's own change over a search, started in this tab or another: followed here too.
      onBulkProgress: (operation, event) => {
        if (event.actor.agent_id === meId) followMatchingRun(operation);
      },
    }),
    [followMatchingRun, meId, queryClient, router, session.agent.email, toast],
  );
  const status = useChangeStream(presence, context);

  // Leaving the page (closing the tab) takes the agent off at once; coming back (the back-forward cache)
  // puts them back; a tab shown again renews at once (its timers were slowed while hidden).
  useEffect(() => {
    const hide = () => void heartbeat.suspend();
    const show = () => heartbeat.resume();
    const visible = () => {
      if (document.visibilityState === 'visible') heartbeat.renew();
    };
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [heartbeat]);

  const services = useMemo<LiveServices>(() => ({ presence, heartbeat, meId }), [presence, heartbeat, meId]);
  return (
    <LiveServicesContext.Provider value={services}>
      <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>
    </LiveServicesContext.Provider>
  );
}
