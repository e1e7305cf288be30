import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ReportVolume } from '#contract/reports';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { reportKeys, reportQuery, type VolumeFilters } from './report-keys';

const volumeSchema = lazySchema(() => import('#contract/reports').then((m) => m.ReportVolumeSchema));

/** GET /reports/volume: new, closed and replies per day or week, for the inbox or per channel, tag or agent. */
export function getReportVolume(filters: VolumeFilters, signal?: AbortSignal): Promise<ReportVolume> {
  return api.get('/reports/volume', { query: reportQuery(filters), schema: volumeSchema, signal });
}

export const reportVolumeQueryOptions = (filters: VolumeFilters) =>
  queryOptions({ queryKey: reportKeys.volume(filters), queryFn: ({ signal }) => getReportVolume(filters, signal), staleTime: 2 * 60_000 });

/** The route's loader fetched it already. */
export function useReportVolume(filters: VolumeFilters) {
  return useSuspenseQuery(reportVolumeQueryOptions(filters)).data;
}
