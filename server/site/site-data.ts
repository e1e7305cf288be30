import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DomainVerificationSchema } from '#contract/knowledge';
import type { Db } from '../db/client.ts';
import { contactChannelIdSql } from '../domain/knowledge/contact-channel.ts';
import { knowledgeArticles, knowledgeCategories, knowledgeSlugRedirects, organizations } from '../db/schema.ts';

// What the public help site reads: only published articles, only of the organization the address names.

export interface SiteOrganization {
  id: number;
  name: string;
  slug: string;
  /** Its verified help-site domain; null while it has none. */
  verifiedDomain: string | null;
  /** The channel its contact form writes to (knowledge/contact-channel.ts); null: it offers no form. */
  contactChannelId: number | null;
}

const orgColumns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  domain: organizations.knowledgeDomain,
  check: organizations.knowledgeCheck,
  contactChannelId: contactChannelIdSql,
};

const isVerified = (check: unknown) => DomainVerificationSchema.safeParse(check).data?.status === 'verified';

function toSiteOrganization(row: { id: number; name: string; slug: string; domain: string | null; check: unknown; contactChannelId: number | null }): SiteOrganization {
  const verifiedDomain = row.domain && isVerified(row.check) ? row.domain : null;
  return { id: row.id, name: row.name, slug: row.slug, verifiedDomain, contactChannelId: row.contactChannelId };
}

export async function organizationBySlug(db: Db, slug: string): Promise<SiteOrganization | undefined> {
  const [row] = await db.select(orgColumns).from(organizations).where(eq(organizations.slug, slug));
  return row ? toSiteOrganization(row) : undefined;
}

export type HostMatch = { state: 'verified'; organization: SiteOrganization } | { state: 'not verified' } | { state: 'none' };

/**
 * The organization whose help site `host` is: the one whose domain it is, once verified. A host some
 * organization set but has not verified (or whose check failed) is refused; any other host is not a site.
 * Two organizations may have set the same domain: the one that verified it first serves it.
 */
export async function organizationByHost(db: Db, host: string): Promise<HostMatch> {
  const rows = await db
    .select(orgColumns)
    .from(organizations)
    .where(eq(organizations.knowledgeDomain, host))
    .orderBy(asc(organizations.knowledgeCheckedAt), asc(organizations.id));
  if (rows.length === 0) return { state: 'none' };
  const verified = rows.find((row) => isVerified(row.check));
  return verified ? { state: 'verified', organization: toSiteOrganization(verified) } : { state: 'not verified' };
}

export interface SiteArticleLink {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  bodyText: string;
  categoryId: number | null;
  updatedAt: Date;
}

export interface SiteCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
}

const linkColumns = {
  id: knowledgeArticles.id,
  title: knowledgeArticles.title,
  slug: knowledgeArticles.slug,
  excerpt: knowledgeArticles.excerpt,
  // The excerpt's source, when none was written: the start of the text is enough.
  bodyText: sql<string>`left(${knowledgeArticles.bodyText}, 400)`,
  categoryId: knowledgeArticles.categoryId,
  updatedAt: knowledgeArticles.updatedAt,
};

const published = (organizationId: number) => and(eq(knowledgeArticles.organizationId, organizationId), eq(knowledgeArticles.status, 'published'));

/** The categories in their order, and every published article (by title), for the home page and the sitemap. */
export async function siteContents(db: Db, organizationId: number): Promise<{ categories: SiteCategory[]; articles: SiteArticleLink[] }> {
  const categories = await db
    .select({ id: knowledgeCategories.id, name: knowledgeCategories.name, slug: knowledgeCategories.slug, description: knowledgeCategories.description })
    .from(knowledgeCategories)
    .where(eq(knowledgeCategories.organizationId, organizationId))
    .orderBy(asc(knowledgeCategories.sort), asc(knowledgeCategories.id));
  const articles = await db.select(linkColumns).from(knowledgeArticles).where(published(organizationId)).orderBy(asc(knowledgeArticles.title), asc(knowledgeArticles.id));
  return { categories, articles };
}

export type Found<T> = { found: T } | { movedTo: string } | undefined;

async function redirectOf(db: Db, organizationId: number, kind: 'article' | 'category', slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ targetId: knowledgeSlugRedirects.targetId })
    .from(knowledgeSlugRedirects)
    .where(and(eq(knowledgeSlugRedirects.organizationId, organizationId), eq(knowledgeSlugRedirects.kind, kind), eq(knowledgeSlugRedirects.slug, slug)));
  return row?.targetId;
}

export interface SiteArticle extends SiteArticleLink {
  body: string;
  category: SiteCategory | null;
}

/** A published article by its slug; an earlier slug of a published article: where it moved. */
export async function articleBySlug(db: Db, organizationId: number, slug: string): Promise<Found<SiteArticle>> {
  const select = () =>
    db
      .select({ ...linkColumns, body: knowledgeArticles.body, categoryName: knowledgeCategories.name, categorySlug: knowledgeCategories.slug, categoryDescription: knowledgeCategories.description })
      .from(knowledgeArticles)
      .leftJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeArticles.categoryId));
  const [row] = await select().where(and(published(organizationId), eq(knowledgeArticles.slug, slug)));
  if (row) {
    const { categoryName, categorySlug, categoryDescription, ...article } = row;
    const category = article.categoryId !== null && categoryName !== null && categorySlug !== null ? { id: article.categoryId, name: categoryName, slug: categorySlug, description: categoryDescription ?? '' } : null;
    return { found: { ...article, category } };
  }
  const target = await redirectOf(db, organizationId, 'article', slug);
  if (target === undefined) return undefined;
  const [moved] = await db.select({ slug: knowledgeArticles.slug }).from(knowledgeArticles).where(and(published(organizationId), eq(knowledgeArticles.id, target)));
  return moved ? { movedTo: moved.slug } : undefined;
}

export async function categoryBySlug(db: Db, organizationId: number, slug: string): Promise<Found<{ category: SiteCategory; articles: SiteArticleLink[] }>> {
  const [category] = await db
    .select({ id: knowledgeCategories.id, name: knowledgeCategories.name, slug: knowledgeCategories.slug, description: knowledgeCategories.description })
    .from(knowledgeCategories)
    .where(and(eq(knowledgeCategories.organizationId, organizationId), eq(knowledgeCategories.slug, slug)));
  if (category) {
    const articles = await db
      .select(linkColumns)
      .from(knowledgeArticles)
      .where(and(published(organizationId), eq(knowledgeArticles.categoryId, category.id)))
      .orderBy(asc(knowledgeArticles.title), asc(knowledgeArticles.id));
    return { found: { category, articles } };
  }
  const target = await redirectOf(db, organizationId, 'category', slug);
  if (target === undefined) return undefined;
  const [moved] = await db.select({ slug: knowledgeCategories.slug }).from(knowledgeCategories).where(eq(knowledgeCategories.id, target));
  return moved ? { movedTo: moved.slug } : undefined;
}

/** These articles, in this order, as far as they are still published articles of the organization. */
export async function publishedArticles(db: Db, organizationId: number, ids: number[]): Promise<SiteArticleLink[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(linkColumns)
    .from(knowledgeArticles)
    .where(and(published(organizationId), inArray(knowledgeArticles.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Other published articles of the same category, most recently updated first. */
export async function sameCategoryArticles(db: Db, organizationId: number, article: SiteArticleLink, limit: number): Promise<SiteArticleLink[]> {
  if (article.categoryId === null) return [];
  return db
    .select(linkColumns)
    .from(knowledgeArticles)
    .where(and(published(organizationId), eq(knowledgeArticles.categoryId, article.categoryId), sql`${knowledgeArticles.id} <> ${article.id}`))
    .orderBy(desc(knowledgeArticles.updatedAt))
    .limit(limit);
}

/** One more reader. */
export async function countView(db: Db, organizationId: number, articleId: number): Promise<void> {
  await db
    .update(knowledgeArticles)
    .set({ views: sql`${knowledgeArticles.views} + 1` })
    .where(and(eq(knowledgeArticles.organizationId, organizationId), eq(knowledgeArticles.id, articleId)));
}

/** A reader's answer to "Was this helpful?" on a published article. False when there is no such article. */
export async function recordFeedback(db: Db, organizationId: number, slug: string, helpful: boolean): Promise<boolean> {
  const column = helpful ? knowledgeArticles.helpful : knowledgeArticles.notHelpful;
  const rows = await db
    .update(knowledgeArticles)
    .set(helpful ? { helpful: sql`${column} + 1` } : { notHelpful: sql`${column} + 1` })
    .where(and(published(organizationId), eq(knowledgeArticles.slug, slug)))
    .returning({ id: knowledgeArticles.id });
  return rows.length > 0;
}
