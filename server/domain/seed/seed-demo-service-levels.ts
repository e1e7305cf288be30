import { PutBusinessHoursBodySchema } from '#contract/business-hours';
import { CreateSlaPolicyBodySchema } from '#contract/sla';
import type { Db } from '../../db/client.ts';
import { SYSTEM_ACTOR } from '../conversations/events.ts';
import { putBusinessHours } from '../sla/business-hours.ts';
import { createSlaPolicy } from '../sla/policies.ts';

/**
 * The demo's service levels: office hours on weekdays, and one policy for conversations tagged vip (a few of the
 * seeded ones), so the inbox shows due times and the Due soon view has something, without every row in red. Written
 * through the same code as the API (checked by its schemas), so the demo is what an admin would have set.
 */
export async function seedDemoServiceLevels(db: Db, organizationId: number, now: Date): Promise<void> {
  const opts = { actor: SYSTEM_ACTOR, now };
  const hours = await PutBusinessHoursBodySchema.parseAsync({
    days: ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({ day, open: '09:00', close: '18:00' })),
  });
  await putBusinessHours(db, organizationId, hours, opts);
  const vip = await CreateSlaPolicyBodySchema.parseAsync({
    name: 'VIP customers',
    first_response_minutes: 60,
    next_response_minutes: 120,
    resolution_minutes: 2 * 540,
    business_hours: true,
    conditions: { tags: ['vip'] },
  });
  await createSlaPolicy(db, organizationId, vip, opts);
}
