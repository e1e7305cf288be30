import { z } from '@hono/zod-openapi';
import { OverviewQuerySchema, ReportOverviewSchema, ReportVolumeSchema, VolumeQuerySchema } from '#contract/reports';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, unauthorized } from '../../http/responses.ts';

const forbidden = { 403: errorResponse('Reports are for owners and admins (and API keys): an agent gets 403.') };
const csv = { 'text/csv': { schema: z.string().meta({ description: 'A header row, then one row per line of the table.' }) } };

export const reportOverviewRoute = declareRoute({
  operationId: 'getReportOverview',
  method: 'get',
  path: '/reports/overview',
  tags: ['Reports'],
  summary: 'How the team did over a period',
  description:
    "New, closed and reopened conversations, replies sent, first response and resolution times (median and 90th percentile; in business hours when the organization has them), the first-response SLA met and breached, per agent, tag and channel, and the busiest hours. Whole days `from`..`to` in the organization's time zone (default: the last 7 days). `format=csv` gives one of its tables as a CSV file (`table`).",
  request: { query: OverviewQuerySchema },
  responses: {
    200: { description: 'The overview (JSON, or CSV with format=csv).', content: { 'application/json': { schema: ReportOverviewSchema }, ...csv } },
    ...badRequest('A date that is not YYYY-MM-DD, from after to, more than 366 days, an unknown channel or agent, an invalid tag, format or table.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const reportVolumeRoute = declareRoute({
  operationId: 'getReportVolume',
  method: 'get',
  path: '/reports/volume',
  tags: ['Reports'],
  summary: 'New, closed and replied, as a time series',
  description:
    'Counts per day or per week (weeks start on Monday), for the whole inbox or one series per channel, tag or agent (the assignee of a new conversation, the agent who closed or replied). `format=csv` gives one row per bucket and series.',
  request: { query: VolumeQuerySchema },
  responses: {
    200: { description: 'The time series (JSON, or CSV with format=csv).', content: { 'application/json': { schema: ReportVolumeSchema }, ...csv } },
    ...badRequest('A date that is not YYYY-MM-DD, from after to, more than 366 days, an unknown channel or agent, an invalid interval, group_by or format.'),
    ...unauthorized,
    ...forbidden,
  },
});
