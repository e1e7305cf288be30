import { and, eq, sql } from 'drizzle-orm';
import type { RagSourceAccepted, RagSourceType, UpdateQuestionsBody } from '#contract/rag';
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

export async function updateQuestionSource(
  db: Db,
  organizationId: number,
  uuid: string,
  body: UpdateQuestionsBody,
  { actor, now }: WriteOptions,
): Promise<RagSourceAccepted> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ type: ragSources.type, status: ragSources.status })
      .from(ragSources)
      .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)))
      .for('update');
    if (!current) throw new InputError(SOURCE_NOT_FOUND, 404);
    if (current.type !== 'question') throw new InputError('Only Questions can be updated');
    if (current.status === 'deleting') throw new InputError('the source is being deleted', 409);
    await tx
      .update(ragSources)
      .set({
        ...(body.questions !== undefined ? { questions: body.questions } : {}),
        ...(body.answer !== undefined ? { answer: body.answer } : {}),
        status: 'queued',
        error: null,
        version: sql`${ragSources.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)));
    await enqueueSourceJob(tx, organizationId, uuid, now);
    await emitSourceStatus(tx, organizationId, actor, uuid, now);
    return { uuid, type: 'question', status: 'queued', message: 'update queued' };
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
