import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SessionSchema, type Session, type SignInBody } from '../../../../contract/session';
import { api } from '../../../lib/api-client';

// The signed-in agent and organization: the app shell loads it before any page.
export const sessionKeys = { all: ['session'] as const };

export function getSession(signal?: AbortSignal): Promise<Session> {
  return api.get('/session', { schema: SessionSchema, signal });
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.all, queryFn: ({ signal }) => getSession(signal), staleTime: 5 * 60_000, retry: false });

export function signIn(body: SignInBody): Promise<Session> {
  return api.post('/session', body, { schema: SessionSchema });
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
