import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BusinessHoursSchema, type BusinessHours, type PutBusinessHoursBody } from '#contract/business-hours';
import { api } from '../../../lib/api-client';
import { serviceLevelKeys } from './service-level-keys';

export function putBusinessHours(body: PutBusinessHoursBody): Promise<BusinessHours> {
  return api.put('/organization/business-hours', body, { schema: BusinessHoursSchema });
}

/** Replaces the business hours (owners and admins); a 400 names the interval it refuses. */
export function usePutBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putBusinessHours,
    // The answer is the hours as stored (sorted, "always open" worked out): nothing to ask again.
    onSuccess: (hours) => queryClient.setQueryData(serviceLevelKeys.businessHours(), hours),
  });
}
