import { z } from 'zod';
import { AgentSummarySchema } from './agents.ts';
import { isCalendarDate } from './calendar-date.ts';
import { IdSchema } from './common.ts';
import { TagSchema } from './conversations.ts';

/** The longest period a report covers. */
export const REPORT_MAX_DAYS = 366;
export const OVERVIEW_CSV_TABLES = ['summary', 'agents', 'tags', 'channels', 'busiest_hours'] as const;
export const VOLUME_INTERVALS = ['day', 'week'] as const;
export const VOLUME_GROUPS = ['none', 'channel', 'tag', 'agent'] as const;

const date = (name: 'from' | 'to') =>
  z
    .string()
    .refine(isCalendarDate, { error: `${name} must be a date as YYYY-MM-DD` })
    .optional()
    .meta({ format: 'date', description: `A date in the organization's time zone (${name === 'from' ? 'the first day' : 'the last day, included'}).`, example: name === 'from' ? '2026-11-01' : '2026-11-30' });
const queryId = (name: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, `${name} must be a positive integer`)
    .transform(Number)
    .optional();

const filters = {
  from: date('from'),
  to: date('to'),
  channel_id: queryId('channel_id').meta({ description: 'Only conversations of this channel.' }),
  tag: TagSchema.optional().meta({ description: 'Only conversations carrying this tag.' }),
  agent_id: queryId('agent_id').meta({ description: 'Only conversations assigned to this agent.' }),
  format: z
    .enum(['json', 'csv'], { error: 'format must be json or csv' })
    .default('json')
    .meta({ description: 'json (default), or csv: a file for spreadsheets.' }),
};

export const OverviewQuerySchema = z.object({
  ...filters,
  table: z
    .enum(OVERVIEW_CSV_TABLES, { error: `table must be one of ${OVERVIEW_CSV_TABLES.join(', ')}` })
    .default('summary')
    .meta({ description: 'With format=csv: which table of the overview the file holds.' }),
});
export type OverviewQuery = z.output<typeof OverviewQuerySchema>;

export const VolumeQuerySchema = z.object({
  ...filters,
  interval: z
    .enum(VOLUME_INTERVALS, { error: 'interval must be day or week' })
    .default('day')
    .meta({ description: 'day (default) or week (weeks start on Monday).' }),
  group_by: z
    .enum(VOLUME_GROUPS, { error: 'group_by must be one of none, channel, tag, agent' })
    .default('none')
    .meta({ description: 'none (default): one series; channel, tag or agent: one series each.' }),
});
export type VolumeQuery = z.output<typeof VolumeQuerySchema>;

/** The bands of the durations' distribution: under 15 min, 15–60 min, 1–4 h, 4–24 h, 1–3 days, 3 days and more. */
export const DURATION_BANDS_SECONDS = [900, 3600, 14_400, 86_400, 259_200] as const;

const Durations = z
  .object({
    count: z.number().int(),
    median_seconds: z.number().int().nullable(),
    p90_seconds: z.number().int().nullable(),
    distribution: z
      .array(z.object({ under_seconds: z.number().int().nullable(), count: z.number().int() }))
      .meta({ description: 'How many took less than each band\'s bound (and at least the one before); the last band (null) has no bound: under 15 min, 15–60 min, 1–4 h, 4–24 h, 1–3 days, 3 days and more.' }),
  })
  .meta({ id: 'ReportDurations' });

const ReportFiltersSchema = z.object({ channel_id: IdSchema.nullable(), tag: z.string().nullable(), agent_id: IdSchema.nullable() });

export const ReportOverviewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    time_zone: z.string(),
    response_hours: z.enum(['business', 'calendar']).meta({ description: 'business: response and resolution times count business hours (the organization has them).' }),
    filters: ReportFiltersSchema,
    conversations: z.object({ new: z.number().int(), closed: z.number().int(), reopened: z.number().int() }),
    replies: z.object({ sent: z.number().int() }),
    first_response: Durations,
    resolution: Durations,
    sla: z.object({ first_response_met: z.number().int(), first_response_breached: z.number().int() }),
    by_agent: z.array(
      z.object({ agent: AgentSummarySchema, replies: z.number().int(), closed: z.number().int(), first_response_median_seconds: z.number().int().nullable() }),
    ),
    by_tag: z.array(z.object({ tag: z.string(), new: z.number().int() })),
    by_channel: z.array(z.object({ channel_id: IdSchema, new: z.number().int() })),
    busiest_hours: z.array(z.array(z.number().int())).meta({ description: '7 rows (Monday first) of 24 counts of new conversations, hours in the organization\'s time zone.' }),
  })
  .meta({ id: 'ReportOverview' });
export type ReportOverview = z.infer<typeof ReportOverviewSchema>;

export const VolumeSeriesSchema = z
  .object({
    group: z
      .object({ type: z.enum(['channel', 'tag', 'agent']), id: IdSchema.nullable(), name: z.string() })
      .nullable()
      .meta({ description: 'null without group_by; an agent or channel id with its name, or a tag (id null).' }),
    new: z.array(z.number().int()),
    closed: z.array(z.number().int()),
    replies: z.array(z.number().int()),
  })
  .meta({ id: 'VolumeSeries' });

export const ReportVolumeSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    time_zone: z.string(),
    interval: z.enum(VOLUME_INTERVALS),
    group_by: z.enum(VOLUME_GROUPS),
    filters: ReportFiltersSchema,
    buckets: z.array(z.string()).meta({ description: 'The first day of each bucket (a week starts on Monday), in order; each series has one count per bucket.' }),
    series: z.array(VolumeSeriesSchema),
  })
  .meta({ id: 'ReportVolume' });
export type ReportVolume = z.infer<typeof ReportVolumeSchema>;
