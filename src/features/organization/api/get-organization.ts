import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { OrganizationSchema } from '#contract/organization';
import { api } from '../../../lib/api-client';
import { organizationKeys } from './organization-keys';

export function getOrganization(signal?: AbortSignal) {
  return api.get('/organization', { schema: OrganizationSchema, signal });
}

export const organizationQueryOptions = () =>
  queryOptions({ queryKey: organizationKeys.detail(), queryFn: ({ signal }) => getOrganization(signal) });

/** The route's loader fetched it already. */
export function useOrganization() {
  return useSuspenseQuery(organizationQueryOptions());
}
