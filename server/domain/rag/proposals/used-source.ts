import { and, eq } from 'drizzle-orm';
import type { UsedAiSource } from '#contract/rag-proposals';
import type { Db } from '../../../db/client.ts';
import { ragSources } from '../../../db/schema.ts';
import { InputError } from '../../errors.ts';

/**
 * A reply's `ai_source` must name a source of the organization that still exists: a 400 otherwise, before anything
 * is written. Any type counts a use; only a Q&A source gets the customer's question proposed (recordProposal). Its status is not asked for `ready`: a source suggested a moment ago may be queued again
 * by an edit (or an accepted proposal) while the agent writes, and the reply must not fail for it.
 */
export async function checkUsedSource(db: Db, organizationId: number, used: UsedAiSource): Promise<void> {
  const [source] = await db
    .select({ type: ragSources.type, status: ragSources.status })
    .from(ragSources)
    .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, used.uuid)));
  if (!source) throw new InputError(`ai_source.uuid: no AI source ${used.uuid} in this organization`);
  if (source.status === 'deleting') throw new InputError('ai_source.uuid: the source is being deleted');
}
