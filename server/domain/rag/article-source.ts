import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knowledgeArticles, ragSources } from '../../db/schema.ts';
import { enqueueSourceJob } from './source-job.ts';

// A published help article is a source of the AI answers, kept in step with it by the article's own writes
// (knowledge/article-writes.ts), in their transaction: published or edited, its source is (re)queued with the
// article's title and text; unpublished or deleted, its source is queued for deletion. One source per article
// (rag_sources_article_idx), revived if the article is published again before the deletion ran. The one
// processing job builds its passages as it does for a help text.

/**
 * Brings the article's source in step with the article as this transaction has it. Returns the source whose
 * status changed (the caller announces it with emitSourceStatus after its last row lock), or undefined.
 */
export async function syncArticleSource(tx: Db, organizationId: number, articleId: number, now: Date): Promise<string | undefined> {
  const [article] = await tx
    .select({ title: knowledgeArticles.title, text: knowledgeArticles.bodyText, status: knowledgeArticles.status })
    .from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.organizationId, organizationId), eq(knowledgeArticles.id, articleId)));
  const [source] = await tx
    .select({ uuid: ragSources.uuid, title: ragSources.title, content: ragSources.content, status: ragSources.status })
    .from(ragSources)
    .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.articleId, articleId)))
    .for('update');
  if (article?.status !== 'published') return source ? retire(tx, organizationId, source.uuid, source.status, now) : undefined;

  const content = { title: article.title, content: article.text };
  if (!source) {
    const [row] = await tx
      .insert(ragSources)
      .values({ organizationId, type: 'article', articleId, ...content, createdAt: now, updatedAt: now })
      .returning({ uuid: ragSources.uuid });
    await enqueueSourceJob(tx, organizationId, row!.uuid, now);
    return row!.uuid;
  }
  // Only a change of what is searched reprocesses it (a new category or excerpt does not).
  const same = source.title === content.title && source.content === content.content;
  if (same && source.status !== 'deleting' && source.status !== 'failed') return undefined;
  await tx
    .update(ragSources)
    .set({ ...content, status: 'queued', error: null, version: sql`${ragSources.version} + 1`, updatedAt: now })
    .where(eq(ragSources.uuid, source.uuid));
  await enqueueSourceJob(tx, organizationId, source.uuid, now);
  return source.uuid;
}

/** Before the article's row goes: its source leaves the search at once and is removed by its job. */
export async function releaseArticleSource(tx: Db, organizationId: number, articleId: number, now: Date): Promise<string | undefined> {
  const [source] = await tx
    .select({ uuid: ragSources.uuid, status: ragSources.status })
    .from(ragSources)
    .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.articleId, articleId)))
    .for('update');
  return source ? retire(tx, organizationId, source.uuid, source.status, now) : undefined;
}

async function retire(tx: Db, organizationId: number, uuid: string, status: string, now: Date): Promise<string | undefined> {
  if (status === 'deleting') return undefined;
  await tx
    .update(ragSources)
    .set({ status: 'deleting', version: sql`${ragSources.version} + 1`, updatedAt: now })
    .where(eq(ragSources.uuid, uuid));
  await enqueueSourceJob(tx, organizationId, uuid, now);
  return uuid;
}
