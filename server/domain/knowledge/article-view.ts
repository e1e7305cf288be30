import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Article, ArticlePage, ListArticlesQuery } from '#contract/knowledge-articles';
import type { Db } from '../../db/client.ts';
import { agents, knowledgeArticles } from '../../db/schema.ts';
import { appSecret } from '../app-secrets.ts';
import { decodeCursor, encodeCursor, PG_TIMESTAMP, type CursorScope } from '../conversations/cursor.ts';
import { InputError } from '../errors.ts';
import { containsPattern } from '../like-pattern.ts';
import { excerptOf } from './sanitize-article.ts';

// Articles as the API shows them, and the dashboard's list: last updated first, keyset pages over
// (updated_at, id) with the signed cursors of the conversation list, bound to the organization and the filters.

const SECRET_NAME = 'knowledge-article-cursor';

export const articleColumns = {
  id: knowledgeArticles.id,
  title: knowledgeArticles.title,
  slug: knowledgeArticles.slug,
  body: knowledgeArticles.body,
  bodyText: knowledgeArticles.bodyText,
  excerpt: knowledgeArticles.excerpt,
  categoryId: knowledgeArticles.categoryId,
  status: knowledgeArticles.status,
  publishedAt: knowledgeArticles.publishedAt,
  createdAt: knowledgeArticles.createdAt,
  updatedAt: knowledgeArticles.updatedAt,
  views: knowledgeArticles.views,
  helpful: knowledgeArticles.helpful,
  notHelpful: knowledgeArticles.notHelpful,
  authorId: agents.id,
  authorName: agents.name,
  authorEmail: agents.email,
};

type ArticleColumnsRow = typeof knowledgeArticles.$inferSelect;
/** A row of articleColumns: the author's columns are null without an author (a left join). */
type ArticleRow = Pick<
  ArticleColumnsRow,
  'id' | 'title' | 'slug' | 'body' | 'bodyText' | 'excerpt' | 'categoryId' | 'status' | 'publishedAt' | 'createdAt' | 'updatedAt' | 'views' | 'helpful' | 'notHelpful'
> & { authorId: number | null; authorName: string | null; authorEmail: string | null };

/** Where an article's page is on the site whose home is `siteUrl` (ending with a slash). */
export const articleUrl = (siteUrl: string, slug: string) => `${siteUrl}articles/${slug}`;

export function toArticle(row: ArticleRow, siteUrl: string): Article {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    body: row.body,
    excerpt: row.excerpt ?? excerptOf(row.bodyText),
    category_id: row.categoryId,
    status: row.status,
    published_at: row.status === 'published' ? (row.publishedAt?.toISOString() ?? null) : null,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    author: row.authorId !== null && row.authorName !== null && row.authorEmail !== null ? { id: row.authorId, name: row.authorName, email: row.authorEmail } : null,
    views: row.views,
    helpful: row.helpful,
    not_helpful: row.notHelpful,
    url: row.status === 'published' ? articleUrl(siteUrl, row.slug) : null,
  };
}

const selectArticles = (db: Db) =>
  db.select(articleColumns).from(knowledgeArticles).leftJoin(agents, eq(agents.id, knowledgeArticles.authorAgentId));

export async function getArticle(db: Db, organizationId: number, id: number, siteUrl: string): Promise<Article | undefined> {
  const [row] = await selectArticles(db).where(and(eq(knowledgeArticles.organizationId, organizationId), eq(knowledgeArticles.id, id)));
  return row ? toArticle(row, siteUrl) : undefined;
}

function scopeOf(organizationId: number, query: ListArticlesQuery): CursorScope {
  // The conversation cursor's scope, reused: a fixed order and the filters as its "search".
  return { organizationId, order: 'newest', search: `articles status:${query.status ?? '*'} category:${query.category_id ?? '*'} q:${query.q ?? ''}` };
}

function positionOf(secret: string, cursor: string, scope: CursorScope): { updatedAt: string; id: number } | undefined {
  const position = decodeCursor(secret, cursor, scope);
  return position && typeof position.key === 'string' && PG_TIMESTAMP.test(position.key) ? { updatedAt: position.key, id: position.id } : undefined;
}

export async function listArticles(db: Db, organizationId: number, query: ListArticlesQuery, siteUrl: string): Promise<ArticlePage> {
  const scope = scopeOf(organizationId, query);
  const secret = await appSecret(db, SECRET_NAME);
  const position = query.cursor === undefined ? undefined : positionOf(secret, query.cursor, scope);
  if (query.cursor !== undefined && !position) {
    throw new InputError('cursor is invalid: use the cursor of the previous page, with the same status, category_id and q');
  }
  const filters: (SQL | undefined)[] = [eq(knowledgeArticles.organizationId, organizationId)];
  if (query.status) filters.push(eq(knowledgeArticles.status, query.status));
  if (query.category_id === 'none') filters.push(isNull(knowledgeArticles.categoryId));
  else if (query.category_id) filters.push(eq(knowledgeArticles.categoryId, Number(query.category_id)));
  // Each word in the title or the text, in any case.
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) {
    const pattern = containsPattern(word);
    filters.push(or(ilike(knowledgeArticles.title, pattern), ilike(knowledgeArticles.bodyText, pattern)));
  }
  if (position) {
    filters.push(sql`(${knowledgeArticles.updatedAt}, ${knowledgeArticles.id}) < (${position.updatedAt}::timestamptz, ${position.id})`);
  }
  const rows = await db
    .select({ ...articleColumns, updatedText: sql<string>`(${knowledgeArticles.updatedAt})::text` })
    .from(knowledgeArticles)
    .leftJoin(agents, eq(agents.id, knowledgeArticles.authorAgentId))
    .where(and(...filters))
    .orderBy(desc(knowledgeArticles.updatedAt), desc(knowledgeArticles.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const cursor = rows.length > query.limit && last ? encodeCursor(secret, { key: last.updatedText, id: last.id }, scope) : null;
  return { data: page.map((row) => toArticle(row, siteUrl)), cursor };
}
