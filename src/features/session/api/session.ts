import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Session, SessionCheck, SignInBody } from '#contract/session';
import { api, isApiError, reportUnauthorized } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

// The signed-in agent and organization: the app shell loads it before any page.
export const sessionKeys = { all: ['session'] as const };

const sessionSchema = lazySchema(() => import('#contract/session').then((m) => m.SessionSchema));
const sessionCheckSchema = lazySchema(() => import('#contract/session').then((m) => m.SessionCheckSchema));

/** The session check said nobody is signed in (an answer, not an HTTP error: a signed-out visitor is expected). */
export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
  constructor() {
    super('not signed in');
  }
}

/** Whether an error means there is no session: nobody signed in, or a session that ended (401). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof NotSignedInError || (isApiError(error) && error.status === 401);
}

/**
 * The app shell waits for it before anything shows: checked against the contract once its schema is loaded.
 * Without a session it throws NotSignedInError, and a page that had one hears of its end as from a 401
 * (signed out in another tab, which took the cookie away).
 */
export async function getSession(signal?: AbortSignal): Promise<Session> {
  const answer = await api.get<SessionCheck>('/session', { schema: sessionCheckSchema, checkLater: true, signal });
  if (answer.agent === null) {
    reportUnauthorized({ method: 'GET', path: '/session' });
    throw new NotSignedInError();
  }
  return answer;
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.all, queryFn: ({ signal }) => getSession(signal), staleTime: 5 * 60_000, retry: false });

export function signIn(body: SignInBody): Promise<Session> {
  return api.post('/session', body, { schema: sessionSchema });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(sessionKeys.all, session),
  });
}

/** Signs out, then goes to the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.delete<void>('/session'),
    // Signed out: nothing may be asked for again (it would only be refused).
    meta: { skipRefresh: true },
    // Nothing of the previous agent may stay in memory: cleared once the shell's pages are gone, since a query
    // cleared under a mounted page is asked for again at once, and refused (a 401 the browser logs).
    onSettled: async () => {
      await navigate({ to: '/sign-in', search: { redirect: undefined } });
      queryClient.clear();
    },
  });
}
