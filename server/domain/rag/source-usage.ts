import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ragSources } from '../../db/schema.ts';

/**
 * A reply used the source's answer (its `ai_source`): one more use, and when. After the reply's transaction, as a
 * snippet's applications are counted: a count must not hold the source's row while the reply commits. Neither the
 * source's `version` nor `updated` moves (its content did not change, and a processing job in flight still
 * publishes); a source deleted meanwhile counts nothing.
 */
export async function recordSourceUse(db: Db, organizationId: number, uuid: string, now: Date): Promise<void> {
  await db
    .update(ragSources)
    .set({ usedCount: sql`${ragSources.usedCount} + 1`, lastUsedAt: now })
    .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)));
}
