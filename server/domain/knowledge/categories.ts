import { and, asc, eq, sql } from 'drizzle-orm';
import type { CreateKnowledgeCategoryBody, KnowledgeCategory, UpdateKnowledgeCategoryBody } from '#contract/knowledge-articles';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { knowledgeArticles, knowledgeCategories } from '../../db/schema.ts';
import { emitChanges } from '../changes/emit.ts';
import type { Actor } from '../conversations/events.ts';
import { allocateSlug, forgetSlugs, lockKnowledge, recordSlugChange } from './slugs.ts';

// The help center's categories, numbered 0..n-1 in the order admins arrange them. Deleting one leaves its
// articles in no category; nothing else goes with it. Each change is an event on the change feed.

type CategoryRow = typeof knowledgeCategories.$inferSelect;

async function orderedRows(db: Db, organizationId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(knowledgeCategories)
    .where(eq(knowledgeCategories.organizationId, organizationId))
    .orderBy(asc(knowledgeCategories.sort), asc(knowledgeCategories.id));
}

async function articleCounts(db: Db, organizationId: number): Promise<Map<number, { all: number; published: number }>> {
  const rows = await queryRows<{ category_id: number | string; n: number | string; published: number | string }>(
    db,
    sql`select ${knowledgeArticles.categoryId} as category_id, count(*) as n,
          count(*) filter (where ${knowledgeArticles.status} = 'published') as published
        from ${knowledgeArticles}
        where ${knowledgeArticles.organizationId} = ${organizationId} and ${knowledgeArticles.categoryId} is not null
        group by ${knowledgeArticles.categoryId}`,
  );
  return new Map(rows.map((r) => [Number(r.category_id), { all: Number(r.n), published: Number(r.published) }]));
}

function toCategory(row: CategoryRow, counts: Map<number, { all: number; published: number }>): KnowledgeCategory {
  const count = counts.get(row.id);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    sort: row.sort,
    articles: count?.all ?? 0,
    published_articles: count?.published ?? 0,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

export async function listKnowledgeCategories(db: Db, organizationId: number): Promise<KnowledgeCategory[]> {
  const [rows, counts] = [await orderedRows(db, organizationId), await articleCounts(db, organizationId)];
  return rows.map((row) => toCategory(row, counts));
}

export async function getKnowledgeCategory(db: Db, organizationId: number, id: number): Promise<KnowledgeCategory | undefined> {
  return (await listKnowledgeCategories(db, organizationId)).find((c) => c.id === id);
}

/** Numbers the categories 0..n-1, with `moving` (when given) placed at `position` (the end when past it). */
async function renumber(tx: Db, organizationId: number, moving?: { id: number; position: number | undefined }): Promise<void> {
  const rows = await orderedRows(tx, organizationId);
  const ids = rows.map((r) => r.id).filter((id) => id !== moving?.id);
  if (moving) ids.splice(Math.min(moving.position ?? ids.length, ids.length), 0, moving.id);
  const sortOf = new Map(rows.map((r) => [r.id, r.sort]));
  for (const [sort, id] of ids.entries()) {
    if (sortOf.get(id) !== sort) await tx.update(knowledgeCategories).set({ sort }).where(eq(knowledgeCategories.id, id));
  }
}

export interface KnowledgeWriteContext {
  actor: Actor;
  now: Date;
}

export async function createKnowledgeCategory(
  db: Db,
  organizationId: number,
  input: CreateKnowledgeCategoryBody,
  { actor, now }: KnowledgeWriteContext,
): Promise<KnowledgeCategory> {
  const id = await db.transaction(async (tx) => {
    await lockKnowledge(tx, organizationId);
    const slug = await allocateSlug(tx, organizationId, 'category', input.name);
    const [row] = await tx
      .insert(knowledgeCategories)
      .values({ organizationId, name: input.name, slug, description: input.description ?? '', sort: 0, createdAt: now, updatedAt: now })
      .returning({ id: knowledgeCategories.id });
    await renumber(tx, organizationId, { id: row!.id, position: input.sort });
    const category = (await getKnowledgeCategory(tx, organizationId, row!.id))!;
    await emitChanges(tx, organizationId, actor, [{ type: 'article_category.created', payload: { category } }], now);
    return row!.id;
  });
  return (await getKnowledgeCategory(db, organizationId, id))!;
}

export async function updateKnowledgeCategory(
  db: Db,
  organizationId: number,
  id: number,
  input: UpdateKnowledgeCategoryBody,
  { actor, now }: KnowledgeWriteContext,
): Promise<KnowledgeCategory | undefined> {
  const found = await db.transaction(async (tx) => {
    await lockKnowledge(tx, organizationId);
    const [row] = await tx
      .select()
      .from(knowledgeCategories)
      .where(and(eq(knowledgeCategories.organizationId, organizationId), eq(knowledgeCategories.id, id)));
    if (!row) return false;
    const renamed = input.name !== undefined && input.name !== row.name;
    const slug = renamed ? await allocateSlug(tx, organizationId, 'category', input.name!, id) : row.slug;
    await tx
      .update(knowledgeCategories)
      .set({
        ...(input.name !== undefined ? { name: input.name, slug } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        updatedAt: now,
      })
      .where(eq(knowledgeCategories.id, id));
    await recordSlugChange(tx, organizationId, 'category', id, row.slug, slug, now);
    if (input.sort !== undefined) await renumber(tx, organizationId, { id, position: input.sort });
    const category = (await getKnowledgeCategory(tx, organizationId, id))!;
    await emitChanges(tx, organizationId, actor, [{ type: 'article_category.updated', payload: { category } }], now);
    return true;
  });
  return found ? getKnowledgeCategory(db, organizationId, id) : undefined;
}

/** Deletes a category; its articles stay, in no category. Undefined when there is no such category. */
export async function deleteKnowledgeCategory(
  db: Db,
  organizationId: number,
  id: number,
  { actor, now }: KnowledgeWriteContext,
): Promise<{ id: number; articles_moved: number } | undefined> {
  return db.transaction(async (tx) => {
    await lockKnowledge(tx, organizationId);
    const [row] = await tx
      .select({ id: knowledgeCategories.id })
      .from(knowledgeCategories)
      .where(and(eq(knowledgeCategories.organizationId, organizationId), eq(knowledgeCategories.id, id)));
    if (!row) return undefined;
    const moved = await tx
      .update(knowledgeArticles)
      .set({ categoryId: null })
      .where(and(eq(knowledgeArticles.organizationId, organizationId), eq(knowledgeArticles.categoryId, id)))
      .returning({ id: knowledgeArticles.id });
    await tx.delete(knowledgeCategories).where(eq(knowledgeCategories.id, id));
    await forgetSlugs(tx, organizationId, 'category', id);
    await renumber(tx, organizationId);
    const result = { id, articles_moved: moved.length };
    await emitChanges(tx, organizationId, actor, [{ type: 'article_category.deleted', payload: { category: result } }], now);
    return result;
  });
}
