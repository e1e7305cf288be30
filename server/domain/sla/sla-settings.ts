import { asc, eq } from 'drizzle-orm';
import type { BusinessInterval } from '#contract/business-hours';
import type { Db } from '../../db/client.ts';
import { organizations, slaPolicies } from '../../db/schema.ts';
import { ALWAYS_OPEN, businessCalendar, type BusinessCalendar } from '../time/business-calendar.ts';
import type { SlaCalendars, SlaPolicyRule } from './sla-state.ts';

export interface SlaSettings {
  policies: SlaPolicyRule[];
  calendars: SlaCalendars;
}

/** The organization's calendar: its business hours in its time zone, or always open without any. */
export async function organizationCalendar(db: Db, organizationId: number): Promise<{ calendar: BusinessCalendar; hasHours: boolean }> {
  const [org] = await db
    .select({ timezone: organizations.timezone, hours: organizations.businessHours })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const timeZone = org?.timezone ?? 'UTC';
  if (!org?.hours) return { calendar: ALWAYS_OPEN(timeZone), hasHours: false };
  return { calendar: businessCalendar(timeZone, org.hours.days as BusinessInterval[], org.hours.holidays), hasHours: true };
}

/** What SLA states are derived with: the policies in order, and the two calendars a policy may count in. */
export async function slaSettings(db: Db, organizationId: number): Promise<SlaSettings> {
  const policies = await db
    .select({
      id: slaPolicies.id,
      firstResponseMinutes: slaPolicies.firstResponseMinutes,
      nextResponseMinutes: slaPolicies.nextResponseMinutes,
      resolutionMinutes: slaPolicies.resolutionMinutes,
      businessHours: slaPolicies.businessHours,
      channelIds: slaPolicies.channelIds,
      tags: slaPolicies.tags,
    })
    .from(slaPolicies)
    .where(eq(slaPolicies.organizationId, organizationId))
    .orderBy(asc(slaPolicies.sort), asc(slaPolicies.id));
  if (policies.length === 0) {
    // No policy, no due time: the calendar is not needed (and not read, on every write of every conversation).
    const always = ALWAYS_OPEN('UTC');
    return { policies, calendars: { business: always, always } };
  }
  const { calendar } = await organizationCalendar(db, organizationId);
  return { policies, calendars: { business: calendar, always: ALWAYS_OPEN(calendar.timeZone) } };
}
