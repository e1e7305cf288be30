import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ReportOverview } from '#contract/reports';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { reportKeys, reportQuery, type ReportFilters } from './report-keys';

const overviewSchema = lazySchema(() => import('#contract/reports').then((m) => m.ReportOverviewSchema));

/** GET /reports/overview: the headline figures, response times, agents and busiest hours of a period. */
export function getReportOverview(filters: ReportFilters, signal?: AbortSignal): Promise<ReportOverview> {
  return api.get('/reports/overview', { query: reportQuery(filters), schema: overviewSchema, signal });
}

// A past period's figures hardly move: read again after a few minutes, not on every visit.
export const reportOverviewQueryOptions = (filters: ReportFilters) =>
  queryOptions({ queryKey: reportKeys.overview(filters), queryFn: ({ signal }) => getReportOverview(filters, signal), staleTime: 2 * 60_000 });

/** The route's loader fetched it already. */
export function useReportOverview(filters: ReportFilters) {
  return useSuspenseQuery(reportOverviewQueryOptions(filters)).data;
}
