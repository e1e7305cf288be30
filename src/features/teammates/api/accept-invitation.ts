import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptInvitationBody } from '#contract/agents';
import { SessionSchema, type Session } from '#contract/session';
import { api } from '../../../lib/api-client';
// Joining signs the new teammate in: the answer is their session, as sign-in's is.
import { sessionKeys } from '../../session/api/session';
import { teammateKeys } from './teammate-keys';

const isInvitationKey = (key: readonly unknown[]) => key[0] === teammateKeys.all[0] && key[1] === 'invitation';

export function acceptInvitation(body: AcceptInvitationBody): Promise<Session> {
  return api.post('/session/invitations/accept', body, { schema: SessionSchema });
}

/** Joins the team with an invitation; the new agent is signed in. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (session) => {
      // Nothing of whoever was signed in before in this browser may stay (the invitation page's data aside).
      queryClient.removeQueries({ predicate: (query) => !isInvitationKey(query.queryKey) });
      queryClient.setQueryData(sessionKeys.all, session);
    },
  });
}
