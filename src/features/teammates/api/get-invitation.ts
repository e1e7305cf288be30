import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { InvitationSchema } from '../../../../contract/agents';
import { api } from '../../../lib/api-client';
import { teammateKeys } from './teammate-keys';

export function getInvitation(token: string, signal?: AbortSignal) {
  return api.get(`/session/invitations/${encodeURIComponent(token)}`, { schema: InvitationSchema, signal });
}

/** What an invitation link offers (organization, inviter, role); a 404 when it admits no one. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: teammateKeys.invitation(token), queryFn: ({ signal }) => getInvitation(token, signal), staleTime: 60_000 });

/** The accept page's loader fetched it already. */
export function useInvitation(token: string) {
  return useSuspenseQuery(invitationQueryOptions(token));
}
