import { eq } from 'drizzle-orm';
import { ALWAYS_OPEN_DAYS, WEEKDAYS, minutesOfTime, type BusinessHours, type BusinessInterval, type PutBusinessHoursBodySchema } from '#contract/business-hours';
import { canonicalTimeZone } from '#contract/organization';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { emitChanges } from '../changes/emit.ts';
import type { Actor } from '../conversations/events.ts';
import { InputError } from '../errors.ts';
import { requestSlaReapply } from './reapply.ts';

type PutBody = z.output<typeof PutBusinessHoursBodySchema>;

/** Monday first, each day by opening time. */
const sortIntervals = (days: BusinessInterval[]) =>
  [...days].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || minutesOfTime(a.open)! - minutesOfTime(b.open)!);

const toView = (timeZone: string, stored: { days: BusinessInterval[]; holidays: string[] } | null): BusinessHours =>
  stored
    ? { time_zone: timeZone, always_open: false, days: sortIntervals(stored.days), holidays: [...stored.holidays].sort() }
    : { time_zone: timeZone, always_open: true, days: ALWAYS_OPEN_DAYS, holidays: [] };

/** Every day from 00:00 to 24:00 and no holiday: no hours at all, stored as such. */
const isAlwaysOpen = (days: BusinessInterval[], holidays: string[]) =>
  holidays.length === 0 && WEEKDAYS.every((day) => days.some((i) => i.day === day && i.open === '00:00' && i.close === '24:00'));

export async function getBusinessHours(db: Db, organizationId: number): Promise<BusinessHours> {
  const [org] = await db.select({ timezone: organizations.timezone, hours: organizations.businessHours }).from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw new InputError('organization not found', 404);
  return toView(org.timezone, org.hours as { days: BusinessInterval[]; holidays: string[] } | null);
}

/**
 * Replaces the opening hours (every day 00:00–24:00 with no holiday is "always open"). Due times of open
 * conversations whose policy counts business hours are derived again by the reapply job.
 */
export async function putBusinessHours(db: Db, organizationId: number, body: PutBody, opts: { actor: Actor; now: Date }): Promise<BusinessHours> {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select({ timezone: organizations.timezone, hours: organizations.businessHours })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('no key update');
    if (!org) throw new InputError('organization not found', 404);
    if (body.time_zone !== undefined && canonicalTimeZone(body.time_zone.trim()) !== org.timezone) {
      throw new InputError(`time_zone must be the organization's (${org.timezone}): change it with PATCH /organization`);
    }
    const holidays = [...new Set(body.holidays ?? [])].sort();
    const days = sortIntervals(body.days);
    const hours = isAlwaysOpen(days, holidays) ? null : { days, holidays };
    const view = toView(org.timezone, hours);
    if (JSON.stringify(toView(org.timezone, org.hours as typeof hours)) === JSON.stringify(view)) return view;
    await tx.update(organizations).set({ businessHours: hours }).where(eq(organizations.id, organizationId));
    await requestSlaReapply(tx, organizationId, opts.now);
    await emitChanges(tx, organizationId, opts.actor, [{ type: 'business_hours.updated', payload: { business_hours: view } }], opts.now);
    return view;
  });
}
