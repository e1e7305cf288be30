import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { sessionKeys } from './api/session';

/**
 * While the app shell is on screen, a 401 from any API call, or the session check answering that nobody is
 * signed in, means the session ended under it (expired, revoked, signed out elsewhere): go to sign-in, saying
 * so, and come back to this very address afterwards.
 * Forms keep their drafts in the browser as they unmount. Nothing of the ended session stays in memory.
 */
export function useSignInWhenSessionEnds() {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    let ending = false;
    return setUnauthorizedHandler(() => {
      // Only a session this page had can end; one 401 is enough (others follow it in flight).
      if (ending || queryClient.getQueryData(sessionKeys.all) === undefined) return;
      ending = true;
      // Marked, not refetched: a page of the shell opened before this navigation lands (j pressed just now) asks
      // for the session again in its beforeLoad, meets the 401 and goes to sign-in too, instead of showing its
      // errors to a signed-out agent.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'none' });
      // The address being opened, when the 401 came while loading it (j, a click).
      const redirect = router.state.location.href;
      void router.navigate({ to: '/sign-in', search: { redirect, reason: 'session-ended' }, replace: true }).finally(() => {
        queryClient.clear();
        ending = false;
      });
    });
  }, [queryClient, router]);
}
