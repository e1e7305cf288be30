import { and, eq, sql, type SQL } from 'drizzle-orm';
import { REPORT_MAX_DAYS } from '#contract/reports';
import type { Db } from '../../db/client.ts';
import { agents, channels } from '../../db/schema.ts';
import { InputError } from '../errors.ts';
import { organizationCalendar } from '../sla/sla-settings.ts';
import { utcToZonedParts, zonedDateTimeToUtc } from '../time/zoned-time.ts';

// What a report covers: whole days in the organization's time zone (from 00:00 of `from` to 24:00 of `to`), and
// the conversations it counts (a channel, a tag, an assignee). Conversations deleted are gone from every figure.

export interface ReportScope {
  organizationId: number;
  from: string;
  to: string;
  timeZone: string;
  /** Business hours exist: durations are read in them. */
  businessHours: boolean;
  start: Date;
  end: Date;
  filters: { channel_id: number | null; tag: string | null; agent_id: number | null };
  /** The conditions on a conversation row called `c`. */
  conversationFilter: SQL;
  /** A channel, tag or agent narrows it: rows of messages and events need their conversation's. */
  filtered: boolean;
}

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
/**
 * Every date of years 0001..9999 is a report's day, but the instants around them may fall outside what a timestamp
 * parameter can be written as (9999-12-31's end is the year 10000; 0001-01-01 in Tokyo starts in the year 0):
 * held within those years, which lose nothing, since no conversation is dated there.
 */
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
const representable = (instant: Date) => new Date(Math.min(Math.max(instant.getTime(), EARLIEST), LATEST));
/** YYYY-MM-DD as days since the epoch (calendar arithmetic, no time zone). */
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOfDay = (day: number) => dayOf(day * DAY_MS);

export function startOfDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedDateTimeToUtc({ year, month, day }, timeZone);
}

export async function reportScope(
  db: Db,
  organizationId: number,
  query: { from?: string | undefined; to?: string | undefined; channel_id?: number | undefined; tag?: string | undefined; agent_id?: number | undefined },
  now: Date,
): Promise<ReportScope> {
  const { calendar, hasHours } = await organizationCalendar(db, organizationId);
  const timeZone = calendar.timeZone;
  const today = utcToZonedParts(now, timeZone);
  const todayDate = `${pad(today.year, 4)}-${pad(today.month)}-${pad(today.day)}`;
  // Default: the last 7 days, today included.
  const to = query.to ?? (query.from ? dateOfDay(Math.min(dayNumber(query.from) + 6, dayNumber(todayDate))) : todayDate);
  const from = query.from ?? dateOfDay(dayNumber(to) - 6);
  if (dayNumber(from) > dayNumber(to)) throw new InputError(`from (${from}) must not be after to (${to})`);
  if (dayNumber(to) - dayNumber(from) + 1 > REPORT_MAX_DAYS) throw new InputError(`a report covers at most ${REPORT_MAX_DAYS} days`);

  if (query.channel_id !== undefined) {
    const [found] = await db.select({ id: channels.id }).from(channels).where(and(eq(channels.organizationId, organizationId), eq(channels.id, query.channel_id)));
    if (!found) throw new InputError(`channel_id: no channel ${query.channel_id} in this organization`);
  }
  if (query.agent_id !== undefined) {
    const [found] = await db.select({ id: agents.id }).from(agents).where(and(eq(agents.organizationId, organizationId), eq(agents.id, query.agent_id)));
    if (!found) throw new InputError(`agent_id: no agent ${query.agent_id} in this organization`);
  }
  const conditions: SQL[] = [sql`c.organization_id = ${organizationId}`];
  if (query.channel_id !== undefined) conditions.push(sql`c.channel_id = ${query.channel_id}`);
  if (query.tag !== undefined) conditions.push(sql`c.tags @> array[${query.tag}]::text[]`);
  if (query.agent_id !== undefined) conditions.push(sql`c.assignee_id = ${query.agent_id}`);
  return {
    organizationId,
    from,
    to,
    timeZone,
    businessHours: hasHours,
    start: representable(startOfDay(from, timeZone)),
    end: representable(startOfDay(dateOfDay(dayNumber(to) + 1), timeZone)),
    filters: { channel_id: query.channel_id ?? null, tag: query.tag ?? null, agent_id: query.agent_id ?? null },
    conversationFilter: sql.join(conditions, sql` and `),
    filtered: conditions.length > 1,
  };
}
