import { eq } from 'drizzle-orm';
import type { RagSource } from '#contract/rag';
import type { Db } from '../../db/client.ts';
import { ragSources } from '../../db/schema.ts';
import { emitChanges } from '../changes/emit.ts';
import type { Actor } from '../conversations/events.ts';
import { sourceColumns, toRagSource } from './source-view.ts';

// `ai_source.status_changed` on the change feed: each change of a source's status (queued, processing, ready,
// failed, deleting, and deleted once the job removed it), in the transaction that makes it, carrying the
// source as GET /organization/rag/sources/{uuid} shows it. Call these after the transaction's last row lock
// (emitChanges takes the organization's feed lock until commit).

/** The source as it stands in this transaction; nothing when it no longer exists. */
export async function emitSourceStatus(tx: Db, organizationId: number, actor: Actor, uuid: string, at: Date): Promise<void> {
  const [row] = await tx.select(sourceColumns).from(ragSources).where(eq(ragSources.uuid, uuid));
  if (row) await emitSource(tx, organizationId, actor, toRagSource(row), at);
}

/** The source as it was before the deletion job removed it, with the status `deleted`. */
export function emitSourceDeleted(tx: Db, organizationId: number, actor: Actor, last: RagSource, at: Date): Promise<void> {
  return emitSource(tx, organizationId, actor, { ...last, status: 'deleted' }, at);
}

function emitSource(tx: Db, organizationId: number, actor: Actor, source: Omit<RagSource, 'status'> & { status: string }, at: Date) {
  return emitChanges(tx, organizationId, actor, [{ type: 'ai_source.status_changed', payload: { ai_source: source } }], at);
}
