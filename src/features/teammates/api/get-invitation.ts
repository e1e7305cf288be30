import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Invitation } from '#contract/agents';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { teammateKeys } from './teammate-keys';

const invitationSchema = lazySchema(() => import('#contract/agents').then((m) => m.InvitationSchema));

export function getInvitation(token: string, signal?: AbortSignal): Promise<Invitation> {
  return api.get(`/session/invitations/${encodeURIComponent(token)}`, { schema: invitationSchema, signal });
}

/** What an invitation link offers (organization, inviter, role); a 404 when it admits no one. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: teammateKeys.invitation(token), queryFn: ({ signal }) => getInvitation(token, signal), staleTime: 60_000 });

/** The accept page's loader fetched it already. */
export function useInvitation(token: string) {
  return useSuspenseQuery(invitationQueryOptions(token));
}
