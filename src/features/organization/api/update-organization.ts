import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrganizationSchema, type Organization, type UpdateOrganizationBody } from '#contract/organization';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../session/api/session';
import { organizationKeys } from './organization-keys';

export function updateOrganization(body: UpdateOrganizationBody): Promise<Organization> {
  return api.patch('/organization', body, { schema: OrganizationSchema });
}

/** Renames the organization or changes its time zone (owners and admins). */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (organization) => queryClient.setQueryData(organizationKeys.detail(), organization),
    // The session carries the name and zone every page shows its times in.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
