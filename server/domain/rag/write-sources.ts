import { and, eq, sql } from 'drizzle-orm';
import type { RagSourceAccepted, RagSourceType, UpdateQuestionsBody, UpdateTextBody } from '#contract/rag';
import type { Db } from '../../db/client.ts';
import { ragSources } from '../../db/schema.ts';
import type { Actor } from '../conversations/events.ts';
import { InputError } from '../errors.ts';
import { emitSourceStatus } from './source-events.ts';
import { enqueueSourceJob } from './source-job.ts';

// Every change to a source is a row change plus its job and its change event, in one transaction. `version`
// goes up with each change, so a job that read an older version never publishes it (see process-source.ts).

export interface WriteOptions {
  actor: Actor;
  now: Date;
}

export const SOURCE_NOT_FOUND = 'source not found';

export interface NewSource {
  type: RagSourceType;
  title?: string;
  questions?: string[];
  answer?: string;
  content?: string;
  conversationId?: number;
}

export async function createSource(db: Db, organizationId: number, input: NewSource, { actor, now }: WriteOptions): Promise<RagSourceAccepted> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ragSources)
      .values({ organizationId, ...input, createdAt: now, updatedAt: now })
      .returning({ uuid: ragSources.uuid });
    await enqueueSourceJob(tx, organizationId, row!.uuid, now);
    await emitSourceStatus(tx, organizationId, actor, row!.uuid, now);
    return { uuid: row!.uuid, type: input.type, status: 'queued', message: 'queued for processing' };
  });
}

export function updateQuestionSource(db: Db, organizationId: number, uuid: string, body: UpdateQuestionsBody, options: WriteOptions) {
  return updateSource(db, organizationId, uuid, 'question', body, options);
}

export function updateTextSource(db: Db, organizationId: number, uuid: string, body: UpdateTextBody, options: WriteOptions) {
  return updateSource(db, organizationId, uuid, 'text', body, options);
}

// Why a source of another type cannot be changed through this type's update.
const WRONG_TYPE: Record<'question' | 'text', (articleId: number | null) => string> = {
  question: () => 'Only Questions can be updated',
  text: (articleId) =>
    articleId !== null ? `this source follows the published help article ${articleId}: edit the article instead` : 'Only texts can be updated here',
};

/** Replaces the given fields of a question or text source; it goes back to `queued` and the job processes it anew. */
async function updateSource(
  db: Db,
  organizationId: number,
  uuid: string,
  type: 'question' | 'text',
  fields: UpdateQuestionsBody | UpdateTextBody,
  { actor, now }: WriteOptions,
): Promise<RagSourceAccepted> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ type: ragSources.type, status: ragSources.status, articleId: ragSources.articleId })
      .from(ragSources)
      .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)))
      .for('update');
    if (!current) throw new InputError(SOURCE_NOT_FOUND, 404);
    // An article's source follows the article (as for DELETE): a conflict with it, not a wrong request.
    if (current.type !== type) throw new InputError(WRONG_TYPE[type](current.articleId), current.articleId !== null && type === 'text' ? 409 : 400);
    if (current.status === 'deleting') throw new InputError('the source is being deleted', 409);
    // Only the fields given: an absent one keeps its stored value.
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await tx
      .update(ragSources)
      .set({ ...given, status: 'queued', error: null, version: sql`${ragSources.version} + 1`, updatedAt: now })
      .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)));
    await enqueueSourceJob(tx, organizationId, uuid, now);
    await emitSourceStatus(tx, organizationId, actor, uuid, now);
    return { uuid, type, status: 'queued', message: 'update queued' };
  });
}

/** Hidden from search at once (only ready sources are searched); the job removes the row and its passages. */
export async function deleteSource(db: Db, organizationId: number, uuid: string, { actor, now }: WriteOptions) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ articleId: ragSources.articleId })
      .from(ragSources)
      .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)))
      .for('update');
    if (!current) throw new InputError(SOURCE_NOT_FOUND, 404);
    // It would come back with the article's next edit: the article decides (rag/article-source.ts).
    if (current.articleId !== null) {
      throw new InputError(`this source follows the published help article ${current.articleId}: unpublish or delete the article instead`, 409);
    }
    await tx
      .update(ragSources)
      .set({ status: 'deleting', version: sql`${ragSources.version} + 1`, updatedAt: now })
      .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)));
    await enqueueSourceJob(tx, organizationId, uuid, now);
    await emitSourceStatus(tx, organizationId, actor, uuid, now);
    return { uuid, status: 'deleting' as const, message: 'queued for deletion' };
  });
}

export async function reprocessSource(db: Db, organizationId: number, uuid: string, { actor, now }: WriteOptions): Promise<RagSourceAccepted> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ type: ragSources.type, status: ragSources.status })
      .from(ragSources)
      .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)))
      .for('update');
    if (!current) throw new InputError(SOURCE_NOT_FOUND, 404);
    if (current.status !== 'failed') {
      throw new InputError(`only a failed source can be reprocessed; this one is ${current.status}`, 409);
    }
    await tx
      .update(ragSources)
      .set({ status: 'queued', error: null, version: sql`${ragSources.version} + 1`, updatedAt: now })
      .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)));
    await enqueueSourceJob(tx, organizationId, uuid, now);
    await emitSourceStatus(tx, organizationId, actor, uuid, now);
    return { uuid, type: current.type, status: 'queued', message: 'queued for processing' };
  });
}
