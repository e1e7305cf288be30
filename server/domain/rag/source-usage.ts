import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ragSources } from '../../db/schema.ts';

/**
 * A sent reply used the source's answer (its `ai_source`): one more use, and when. Called where a sent message's
 * record is completed, exactly once per message: a reply undone, cancelled or failed counts nothing. Neither the
 * source's `version` nor `updated` moves (its content did not change, and a processing job in flight still
 * publishes); the latest use is kept when two are recorded out of order; a source deleted meanwhile counts nothing.
 */
export async function recordSourceUse(tx: Db, organizationId: number, uuid: string, at: Date): Promise<void> {
  await tx
    .update(ragSources)
    .set({ usedCount: sql`${ragSources.usedCount} + 1`, lastUsedAt: sql`greatest(${ragSources.lastUsedAt}, ${at})` })
    .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)));
}
