import { isCalendarDate } from '#contract/calendar-date';
import { TAG_MAX_LENGTH, VOLUME_GROUPS, VOLUME_INTERVALS } from '../../lib/contract-constants';
import { lowerCasePattern, oneOf, searchParams, wholeNumber, type ParamReader } from '../../lib/search-params';

// The report on screen lives in the URL, so it can be bookmarked and shared: `?period=30d` (a preset, counted from
// the day it is opened) or `?from=&to=` (fixed days), `channel`, `tag`, `agent`, and the volume chart's `interval`,
// `group` and `metric`. Names chosen so as not to clash with another page's parameter of another type
// (search parameters are typed across all routes). Anything unreadable is dropped, never an error page.
// This module is in the first chunk (the route tree holds every page's validator): it stays this small.

export const PERIOD_PRESETS = ['7d', '30d', 'this-month', 'last-month'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const VOLUME_METRICS = ['new', 'closed', 'replies'] as const;
export type VolumeMetric = (typeof VOLUME_METRICS)[number];

/** A tag as the API takes it: no spaces, commas or quotes (lower-cased, as stored). */
export const TAG_PATTERN = new RegExp(`^[^\\s,"']{1,${TAG_MAX_LENGTH}}$`);

const date: ParamReader<string> = (value) => (typeof value === 'string' && isCalendarDate(value) ? value : undefined);

export const reportSearchSchema = searchParams({
  period: oneOf(PERIOD_PRESETS),
  from: date,
  to: date,
  channel: wholeNumber({ min: 1 }),
  tag: lowerCasePattern(TAG_PATTERN),
  agent: wholeNumber({ min: 1 }),
  interval: oneOf(VOLUME_INTERVALS),
  group: oneOf(VOLUME_GROUPS),
  metric: oneOf(VOLUME_METRICS),
});
export type ReportSearch = ReturnType<typeof reportSearchSchema.parse>;
