import { eq } from 'drizzle-orm';
import { canonicalTimeZone, type Organization } from '#contract/organization';
import type { Db } from '../db/client.ts';
import { organizations } from '../db/schema.ts';
import { emitChanges } from './changes/emit.ts';
import type { Actor } from './conversations/events.ts';
import { InputError } from './errors.ts';
import { requestSlaReapply } from './sla/reapply.ts';

export async function organizationTimeZone(db: Db, organizationId: number): Promise<string> {
  const [org] = await db
    .select({ timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org?.timezone ?? 'UTC';
}

const columns = { id: organizations.id, name: organizations.name, timezone: organizations.timezone, createdAt: organizations.createdAt };
const toOrganization = (row: { id: number; name: string; timezone: string; createdAt: Date }): Organization => ({
  id: row.id,
  name: row.name,
  timezone: row.timezone,
  created: row.createdAt.toISOString(),
});

export async function getOrganization(db: Db, organizationId: number): Promise<Organization> {
  const [row] = await db.select(columns).from(organizations).where(eq(organizations.id, organizationId));
  // The caller was authenticated for it a moment ago: an organization is never deleted.
  if (!row) throw new InputError('organization not found', 404);
  return toOrganization(row);
}

/**
 * Renames the organization or changes its time zone (stored by its canonical name), with `organization.updated`
 * on the change feed when anything changed: open dashboards read the session (name and zone) again.
 */
export async function updateOrganization(
  db: Db,
  organizationId: number,
  change: { name?: string | undefined; timezone?: string | undefined },
  opts: { actor: Actor; now: Date },
): Promise<Organization> {
  const timezone = change.timezone === undefined ? undefined : canonicalTimeZone(change.timezone);
  if (change.timezone !== undefined && timezone === undefined) {
    throw new InputError(`timezone ${JSON.stringify(change.timezone)} is not an IANA time zone (e.g. Europe/Paris)`);
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(organizations).where(eq(organizations.id, organizationId)).for('no key update');
    if (!before) throw new InputError('organization not found', 404);
    const set = { ...(change.name !== undefined ? { name: change.name } : {}), ...(timezone !== undefined ? { timezone } : {}) };
    if (Object.entries(set).every(([key, value]) => before[key as keyof typeof set] === value)) return toOrganization(before);
    const [row] = await tx.update(organizations).set(set).where(eq(organizations.id, organizationId)).returning(columns);
    const organization = toOrganization(row!);
    // Business hours are read in the time zone: due times counted in them move with it.
    if (timezone !== undefined && timezone !== before.timezone) await requestSlaReapply(tx, organizationId, opts.now);
    await emitChanges(tx, organizationId, opts.actor, [{ type: 'organization.updated', payload: { organization } }], opts.now);
    return organization;
  });
}
