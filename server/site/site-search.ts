import { sql } from 'drizzle-orm';
import { RAG_LIMITS } from '#contract/rag';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import type { JudgedSource } from '../domain/rag/search/confidence.ts';
import { nearestSources } from '../domain/rag/search/meaning-retriever.ts';
import { rankSources } from '../domain/rag/search/search-sources.ts';
import { publishedArticles, sameCategoryArticles, type SiteArticleLink } from './site-data.ts';

// The help site's search and its "related articles": the AI store's retrieval (the same full-text, typo and
// meaning retrievers as the reply box's answers) over the organization's article sources, which exist exactly for
// its published articles (domain/rag/article-source.ts). Drafts are never sources, and each hit is checked again
// to be a published article of this organization.

export interface SiteSearchHit extends SiteArticleLink {
  /** The passage of the article that matched best (plain text). */
  passage: string;
}

export interface SiteFloor {
  /** A result found by meaning alone (no word of the question in it, as typed, corrected or a synonym) from this similarity. */
  meaningAlone: number;
  /** And from this confidence (confidence.ts): below, a result shares a common word and little else. */
  least: number;
}

/**
 * What the search page shows: a reader cannot tell a loose match from an answer as an agent can, so the bars are
 * above the reply box's search. The highest that lose at most two right answers of the tuning list's 160
 * (test/rag-eval/site-search-floor.ts, docs/decisions/011): a third of the off-topic messages then show nothing. (On the
 * model of 2026-11-28, late, the rule said 0.01, which hid a paraphrase in a small help center: decision 011.)
 */
export const SITE_SEARCH_FLOOR: SiteFloor = { meaningAlone: 0.6, least: 0.005 };

/** Whether the site shows a result. */
export function shownOnSite(source: Pick<JudgedSource, 'evidence' | 'confidence'>, floor: SiteFloor): boolean {
  const { evidence } = source;
  const found = evidence['full-text'] > 0 || evidence.trigram > 0 || evidence.meaning >= floor.meaningAlone;
  return found && source.confidence >= floor.least;
}

/** What the search page shows at most. */
export const SEARCH_RESULTS = 10;
const RELATED = 5;

interface HitRow {
  source_uuid: string;
  id: number | string;
  title: string;
  slug: string;
  excerpt: string | null;
  body_text: string;
  category_id: number | string | null;
  updated_at: string | Date;
  passage: string | null;
}

/** The published articles of these sources, with the passages that matched, in the order given. */
async function articlesOf(db: Db, organizationId: number, hits: { sourceUuid: string; passageId: number }[]): Promise<SiteSearchHit[]> {
  if (!hits.length) return [];
  const wanted = JSON.stringify(hits.map((h) => ({ uuid: h.sourceUuid, passage_id: h.passageId })));
  const rows = await queryRows<HitRow>(db, sql`
    select s.uuid as source_uuid, a.id, a.title, a.slug, a.excerpt, left(a.body_text, 400) as body_text, a.category_id, a.updated_at,
           (select p.text from rag_passages p where p.id = w.passage_id and p.source_uuid = s.uuid and p.kind = 'passage') as passage
    from jsonb_to_recordset(${wanted}::jsonb) as w(uuid uuid, passage_id bigint)
    join rag_sources s on s.uuid = w.uuid and s.organization_id = ${organizationId} and s.type = 'article' and s.status = 'ready'
    join knowledge_articles a on a.id = s.article_id and a.organization_id = ${organizationId} and a.status = 'published'`);
  const bySource = new Map(rows.map((r) => [r.source_uuid, r]));
  return hits.flatMap((h) => {
    const r = bySource.get(h.sourceUuid);
    if (!r) return [];
    return [
      {
        id: Number(r.id),
        title: r.title,
        slug: r.slug,
        excerpt: r.excerpt,
        bodyText: r.body_text,
        categoryId: r.category_id === null ? null : Number(r.category_id),
        updatedAt: new Date(r.updated_at),
        passage: r.passage ?? '',
      },
    ];
  });
}

/** The published articles of these sources, in their order: what a list of links shows (no text, no passage). */
async function articlesOfSources(db: Db, organizationId: number, sourceUuids: string[]): Promise<SiteArticleLink[]> {
  if (!sourceUuids.length) return [];
  const rows = await queryRows<{ ord: number | string; id: number | string; title: string; slug: string; excerpt: string | null; category_id: number | string | null; updated_at: string | Date }>(db, sql`
    select w.ord, a.id, a.title, a.slug, a.excerpt, a.category_id, a.updated_at
    from unnest(${`{${sourceUuids.join(',')}}`}::uuid[]) with ordinality as w(uuid, ord)
    join rag_sources s on s.uuid = w.uuid and s.organization_id = ${organizationId} and s.type = 'article' and s.status = 'ready'
    join knowledge_articles a on a.id = s.article_id and a.organization_id = ${organizationId} and a.status = 'published'
    order by w.ord`);
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    bodyText: '',
    categoryId: r.category_id === null ? null : Number(r.category_id),
    updatedAt: new Date(r.updated_at),
  }));
}

/** The organization's published articles that answer `text`, best first. */
export async function searchArticles(db: Db, organizationId: number, text: string, limit = SEARCH_RESULTS, floor = SITE_SEARCH_FLOOR): Promise<SiteSearchHit[]> {
  const query = text.trim().slice(0, RAG_LIMITS.queryLength);
  if (!query) return [];
  const ranked = await rankSources(db, organizationId, query, limit, ['article']);
  return articlesOf(db, organizationId, ranked.filter((r) => shownOnSite(r, floor)));
}

/**
 * Which articles are related, by process, for a minute (the pages' shared-cache time): the retrieval costs about
 * two thirds of an article page (scripts/bench-site.ts), and its answer is the same for every reader. Keyed by
 * the article's last change; the articles named are read again on each page, so one unpublished meanwhile is
 * never linked.
 */
export const RELATED_CACHE = { ttlMs: 60_000, maxEntries: 10_000 };
const relatedCache = new WeakMap<Db, Map<string, { at: number; ids: number[] }>>();

/** How close in meaning (cosine of SIF vectors, nearestSources) another article must be to count as related. */
const RELATED_SIMILARITY = 0.4;
/** Nearest sources looked at: other kinds of source (Q&As, texts) may come first. */
const RELATED_DEPTH = 40;

/**
 * Articles about what this one is about: the articles nearest in meaning to its title and summary (the search by
 * meaning alone: a scan of vectors held in the process, a few milliseconds at 1,000 articles, where the whole
 * search took 20), itself left out; then, if that found fewer, the latest of its category.
 */
export async function relatedArticles(db: Db, organizationId: number, article: SiteArticleLink, now = Date.now()): Promise<SiteArticleLink[]> {
  let forDb = relatedCache.get(db);
  if (!forDb) relatedCache.set(db, (forDb = new Map()));
  const key = `${organizationId}:${article.id}:${article.updatedAt.getTime()}`;
  const held = forDb.get(key);
  if (held && now - held.at < RELATED_CACHE.ttlMs) return publishedArticles(db, organizationId, held.ids);

  const about = [article.title, article.excerpt].filter(Boolean).join('. ');
  const nearest = (await nearestSources(db, organizationId, about, RELATED_DEPTH)).filter((r) => r.absolute >= RELATED_SIMILARITY);
  const found: SiteArticleLink[] = (await articlesOfSources(db, organizationId, nearest.map((r) => r.sourceUuid))).filter((a) => a.id !== article.id).slice(0, RELATED);
  if (found.length < RELATED) {
    const seen = new Set(found.map((a) => a.id));
    for (const a of await sameCategoryArticles(db, organizationId, article, RELATED + 1)) if (found.length < RELATED && !seen.has(a.id)) found.push(a);
  }
  forDb.delete(key);
  forDb.set(key, { at: now, ids: found.map((a) => a.id) });
  // The oldest entries go first (a Map keeps the order of insertion).
  for (const oldest of forDb.keys()) {
    if (forDb.size <= RELATED_CACHE.maxEntries) break;
    forDb.delete(oldest);
  }
  return found;
}
