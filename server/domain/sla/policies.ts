import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { SLA_POLICIES_MAX, type CreateSlaPolicyBodySchema, type SlaPolicy, type UpdateSlaPolicyBodySchema } from '#contract/sla';
import type { Db } from '../../db/client.ts';
import { channels, slaPolicies } from '../../db/schema.ts';
import { emitChanges } from '../changes/emit.ts';
import type { Actor } from '../conversations/events.ts';
import { InputError } from '../errors.ts';
import { placeAt, renumber } from '../ordering.ts';
import { requestSlaReapply } from './reapply.ts';

type CreateBody = z.output<typeof CreateSlaPolicyBodySchema>;
type UpdateBody = z.output<typeof UpdateSlaPolicyBodySchema>;
type PolicyRow = typeof slaPolicies.$inferSelect;

const toPolicy = (row: PolicyRow): SlaPolicy => ({
  id: row.id,
  name: row.name,
  sort: row.sort,
  first_response_minutes: row.firstResponseMinutes,
  next_response_minutes: row.nextResponseMinutes,
  resolution_minutes: row.resolutionMinutes,
  business_hours: row.businessHours,
  conditions: {
    ...(row.channelIds ? { channel_ids: row.channelIds.map(Number) } : {}),
    ...(row.tags ? { tags: row.tags } : {}),
  },
  created: row.createdAt.toISOString(),
  updated: row.updatedAt.toISOString(),
});

const ordered = (db: Db, organizationId: number) =>
  db.select().from(slaPolicies).where(eq(slaPolicies.organizationId, organizationId)).orderBy(asc(slaPolicies.sort), asc(slaPolicies.id));

export async function listSlaPolicies(db: Db, organizationId: number): Promise<SlaPolicy[]> {
  return (await ordered(db, organizationId)).map(toPolicy);
}

async function checkChannels(db: Db, organizationId: number, ids: number[] | undefined): Promise<void> {
  if (!ids) return;
  const found = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.organizationId, organizationId), inArray(channels.id, ids)));
  const missing = ids.find((id) => !found.some((c) => c.id === id));
  if (missing !== undefined) throw new InputError(`conditions.channel_ids: channel ${missing} not found`);
}

/** Renumbers the policies 0..n-1 in the given order. */
const renumberPolicies = (tx: Db, rows: PolicyRow[], now: Date) =>
  renumber(rows, (row, sort) => tx.update(slaPolicies).set({ sort, updatedAt: now }).where(eq(slaPolicies.id, row.id)));

const columnsOf = (body: Partial<CreateBody>) => ({
  ...(body.name !== undefined ? { name: body.name } : {}),
  ...(body.first_response_minutes !== undefined ? { firstResponseMinutes: body.first_response_minutes } : {}),
  ...(body.next_response_minutes !== undefined ? { nextResponseMinutes: body.next_response_minutes } : {}),
  ...(body.resolution_minutes !== undefined ? { resolutionMinutes: body.resolution_minutes } : {}),
  ...(body.business_hours !== undefined ? { businessHours: body.business_hours } : {}),
  ...(body.conditions !== undefined
    ? { channelIds: body.conditions.channel_ids ? [...new Set(body.conditions.channel_ids)] : null, tags: body.conditions.tags ? [...new Set(body.conditions.tags)] : null }
    : {}),
});

async function changed(tx: Db, organizationId: number, actor: Actor, type: 'sla_policy.created' | 'sla_policy.updated', row: PolicyRow, now: Date) {
  const policy = toPolicy(row);
  await requestSlaReapply(tx, organizationId, now);
  await emitChanges(tx, organizationId, actor, [{ type, payload: { sla_policy: policy } }], now);
  return policy;
}

export async function createSlaPolicy(db: Db, organizationId: number, body: CreateBody, opts: { actor: Actor; now: Date }): Promise<SlaPolicy> {
  await checkChannels(db, organizationId, body.conditions?.channel_ids);
  return db.transaction(async (tx) => {
    const rows = await ordered(tx, organizationId).for('update');
    if (rows.length >= SLA_POLICIES_MAX) throw new InputError(`an organization has at most ${SLA_POLICIES_MAX} SLA policies`, 409);
    const [row] = await tx
      .insert(slaPolicies)
      .values({ organizationId, sort: rows.length, name: body.name, ...columnsOf(body), createdAt: opts.now, updatedAt: opts.now })
      .returning();
    const all = placeAt(rows, row!, body.sort);
    await renumberPolicies(tx, all, opts.now);
    return changed(tx, organizationId, opts.actor, 'sla_policy.created', { ...row!, sort: all.indexOf(row!) }, opts.now);
  });
}

export async function updateSlaPolicy(db: Db, organizationId: number, id: number, body: UpdateBody, opts: { actor: Actor; now: Date }): Promise<SlaPolicy> {
  await checkChannels(db, organizationId, body.conditions?.channel_ids);
  return db.transaction(async (tx) => {
    const rows = await ordered(tx, organizationId).for('update');
    const current = rows.find((r) => r.id === id);
    if (!current) throw new InputError(`SLA policy ${id} not found`, 404);
    const next = { ...current, ...columnsOf(body) };
    if ([next.firstResponseMinutes, next.nextResponseMinutes, next.resolutionMinutes].every((m) => m === null)) {
      throw new InputError('a policy keeps at least one target: first_response_minutes, next_response_minutes or resolution_minutes');
    }
    const [row] = await tx.update(slaPolicies).set({ ...columnsOf(body), updatedAt: opts.now }).where(eq(slaPolicies.id, id)).returning();
    const all = body.sort === undefined ? rows.map((r) => (r.id === id ? row! : r)) : placeAt(rows.filter((r) => r.id !== id), row!, body.sort);
    await renumberPolicies(tx, all, opts.now);
    return changed(tx, organizationId, opts.actor, 'sla_policy.updated', { ...row!, sort: all.indexOf(row!) }, opts.now);
  });
}

/** Deletes a policy: its conversations fall to the next policy that matches them, or to none. */
export async function deleteSlaPolicy(db: Db, organizationId: number, id: number, opts: { actor: Actor; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await ordered(tx, organizationId).for('update');
    const current = rows.find((r) => r.id === id);
    if (!current) throw new InputError(`SLA policy ${id} not found`, 404);
    await tx.delete(slaPolicies).where(eq(slaPolicies.id, id));
    await renumberPolicies(tx, rows.filter((r) => r.id !== id), opts.now);
    await requestSlaReapply(tx, organizationId, opts.now);
    await emitChanges(tx, organizationId, opts.actor, [{ type: 'sla_policy.deleted', payload: { sla_policy: toPolicy(current) } }], opts.now);
  });
}
