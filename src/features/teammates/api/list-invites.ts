import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AgentInviteSchema } from '#contract/agents';
import { api } from '../../../lib/api-client';
import { teammateKeys } from './teammate-keys';

export function listInvites(signal?: AbortSignal) {
  return api.get('/agents/pending', { schema: z.array(AgentInviteSchema), signal });
}

/** Pending invitations, newest first; an empty list for someone without teammate.invite. */
export const invitesQueryOptions = () => queryOptions({ queryKey: teammateKeys.invites(), queryFn: ({ signal }) => listInvites(signal) });

/** The route's loader fetched it already. */
export function useInvites() {
  return useSuspenseQuery(invitesQueryOptions());
}
