import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session, SignInBody } from '#contract/session';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

// The signed-in agent and organization: the app shell loads it before any page.
export const sessionKeys = { all: ['session'] as const };

const sessionSchema = lazySchema(() => import('#contract/session').then((m) => m.SessionSchema));

/** The app shell waits for it before anything shows: checked against the contract once its schema is loaded. */
export function getSession(signal?: AbortSignal): Promise<Session> {
  return api.get('/session', { schema: sessionSchema, checkLater: true, signal });
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

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/session'),
    // Signed out: nothing may be asked for again (it would only be refused).
    meta: { skipRefresh: true },
    // Nothing of the previous agent may stay in memory.
    onSettled: () => queryClient.clear(),
  });
}
