import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { BusinessHoursSchema } from '#contract/business-hours';
import { api } from '../../../lib/api-client';
import { serviceLevelKeys } from './service-level-keys';

export function getBusinessHours(signal?: AbortSignal) {
  return api.get('/organization/business-hours', { schema: BusinessHoursSchema, signal });
}

/** The organization's opening intervals and closed dates, in its time zone (without any set: always open). */
export const businessHoursQueryOptions = () =>
  queryOptions({ queryKey: serviceLevelKeys.businessHours(), queryFn: ({ signal }) => getBusinessHours(signal) });

/** The route's loader fetched it already. */
export function useBusinessHours() {
  return useSuspenseQuery(businessHoursQueryOptions());
}
