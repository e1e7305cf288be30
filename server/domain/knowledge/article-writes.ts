import { and, eq } from 'drizzle-orm';
import type { Article, CreateArticleInput, UpdateArticleInput } from '#contract/knowledge-articles';
import type { ChangeType } from '#contract/change-types';
import type { Db } from '../../db/client.ts';
import { knowledgeArticles, knowledgeCategories } from '../../db/schema.ts';
import { emitChanges, type NewChange } from '../changes/emit.ts';
import { InputError } from '../errors.ts';
import { releaseArticleSource, syncArticleSource } from '../rag/article-source.ts';
import { emitSourceStatus } from '../rag/source-events.ts';
import { getArticle } from './article-view.ts';
import type { KnowledgeWriteContext } from './categories.ts';
import { articleText, sanitizeArticleBody } from './sanitize-article.ts';
import { allocateSlug, forgetSlugs, lockKnowledge, recordSlugChange } from './slugs.ts';

// Writing articles: the body sanitized once, here, and its text kept beside it; the slug follows the title (the
// old one redirects); publishing stamps published_at. Each write is one transaction with its change-feed events
// (article.created, .updated, .published, .unpublished, .deleted), whose payload is the article without its body,
// and with its AI source kept in step (rag/article-source.ts).

export interface ArticleWriteContext extends KnowledgeWriteContext {
  /** The site's home (ending with a slash), for the article's `url`. */
  siteUrl: string;
}

async function checkCategory(tx: Db, organizationId: number, categoryId: number | null | undefined): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const [row] = await tx
    .select({ id: knowledgeCategories.id })
    .from(knowledgeCategories)
    .where(and(eq(knowledgeCategories.organizationId, organizationId), eq(knowledgeCategories.id, categoryId)));
  if (!row) throw new InputError(`category_id: no category ${categoryId} in this organization`);
}

const bodyColumns = (html: string) => {
  const body = sanitizeArticleBody(html);
  return { body, bodyText: articleText(body) };
};

/** The feed's events for a write, each with the article as it now is, without its body (a client reads that). */
function articleChanges(types: ChangeType[], article: Article): NewChange[] {
  const { body: _body, ...summary } = article;
  return types.map((type) => ({ type, payload: { article: summary } }));
}

export async function createArticle(db: Db, organizationId: number, input: CreateArticleInput, context: ArticleWriteContext): Promise<Article> {
  const { actor, now, siteUrl } = context;
  return db.transaction(async (tx) => {
    await lockKnowledge(tx, organizationId);
    await checkCategory(tx, organizationId, input.category_id);
    const slug = await allocateSlug(tx, organizationId, 'article', input.title);
    const published = input.status === 'published';
    const [row] = await tx
      .insert(knowledgeArticles)
      .values({
        organizationId,
        categoryId: input.category_id ?? null,
        title: input.title,
        slug,
        ...bodyColumns(input.body ?? ''),
        excerpt: input.excerpt ?? null,
        status: published ? 'published' : 'draft',
        publishedAt: published ? now : null,
        authorAgentId: actor.agentId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: knowledgeArticles.id });
    const source = published ? await syncArticleSource(tx, organizationId, row!.id, now) : undefined;
    const article = (await getArticle(tx, organizationId, row!.id, siteUrl))!;
    await emitChanges(tx, organizationId, actor, articleChanges(published ? ['article.created', 'article.published'] : ['article.created'], article), now);
    if (source) await emitSourceStatus(tx, organizationId, actor, source, now);
    return article;
  });
}

export async function updateArticle(
  db: Db,
  organizationId: number,
  id: number,
  input: UpdateArticleInput,
  context: ArticleWriteContext,
): Promise<Article | undefined> {
  const { actor, now, siteUrl } = context;
  return db.transaction(async (tx) => {
    await lockKnowledge(tx, organizationId);
    const [row] = await tx
      .select()
      .from(knowledgeArticles)
      .where(and(eq(knowledgeArticles.organizationId, organizationId), eq(knowledgeArticles.id, id)));
    if (!row) return undefined;
    await checkCategory(tx, organizationId, input.category_id);
    const renamed = input.title !== undefined && input.title !== row.title;
    const slug = renamed ? await allocateSlug(tx, organizationId, 'article', input.title!, id) : row.slug;
    const publishing = input.status === 'published' && row.status === 'draft';
    const unpublishing = input.status === 'draft' && row.status === 'published';
    await tx
      .update(knowledgeArticles)
      .set({
        ...(input.title !== undefined ? { title: input.title, slug } : {}),
        ...(input.body !== undefined ? bodyColumns(input.body) : {}),
        ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
        ...(input.category_id !== undefined ? { categoryId: input.category_id } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(publishing ? { publishedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(knowledgeArticles.id, id));
    await recordSlugChange(tx, organizationId, 'article', id, row.slug, slug, now);
    const source = await syncArticleSource(tx, organizationId, id, now);
    const article = (await getArticle(tx, organizationId, id, siteUrl))!;
    const types: ChangeType[] = ['article.updated'];
    if (publishing) types.push('article.published');
    if (unpublishing) types.push('article.unpublished');
    await emitChanges(tx, organizationId, actor, articleChanges(types, article), now);
    if (source) await emitSourceStatus(tx, organizationId, actor, source, now);
    return article;
  });
}

/** Deletes an article and its earlier slugs. False when there is no such article. */
export async function deleteArticle(db: Db, organizationId: number, id: number, context: ArticleWriteContext): Promise<boolean> {
  const { actor, now, siteUrl } = context;
  return db.transaction(async (tx) => {
    await lockKnowledge(tx, organizationId);
    const article = await getArticle(tx, organizationId, id, siteUrl);
    if (!article) return false;
    const source = await releaseArticleSource(tx, organizationId, id, now);
    await tx.delete(knowledgeArticles).where(eq(knowledgeArticles.id, id));
    await forgetSlugs(tx, organizationId, 'article', id);
    await emitChanges(tx, organizationId, actor, articleChanges(['article.deleted'], article), now);
    if (source) await emitSourceStatus(tx, organizationId, actor, source, now);
    return true;
  });
}
