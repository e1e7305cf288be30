import { and, asc, eq, sql } from 'drizzle-orm';
import { ROOT_CATEGORY, type SnippetCategory } from '#contract/snippets';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { snippetCategories, snippets } from '../../db/schema.ts';
import { InputError } from '../errors.ts';

// The snippet category tree: parent_id null is under the root (the API's 0); siblings are kept numbered 0..n-1
// in the order agents arrange them. Every change takes the organization's tree lock, so two reorders never
// interleave.

type CategoryRow = typeof snippetCategories.$inferSelect;

const lockTree = (tx: Db, organizationId: number) => tx.execute(sql`select pg_advisory_xact_lock(727005, ${organizationId}::int)`);
const parentOf = (row: Pick<CategoryRow, 'parentId'>) => row.parentId ?? ROOT_CATEGORY;
const toParentColumn = (parent: number) => (parent === ROOT_CATEGORY ? null : parent);

async function allCategories(db: Db, organizationId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(snippetCategories)
    .where(eq(snippetCategories.organizationId, organizationId))
    .orderBy(asc(snippetCategories.position), asc(snippetCategories.id));
}

/** Every category in tree order (each parent before its children, siblings by position), with its snippet count. */
export async function listCategories(db: Db, organizationId: number): Promise<SnippetCategory[]> {
  const rows = await allCategories(db, organizationId);
  const counts = await queryRows<{ id: number | string; n: number | string }>(
    db,
    sql`select c.id, count(*) as n from ${snippets}, unnest(${snippets.categories}) as c(id)
        where ${snippets.organizationId} = ${organizationId} group by c.id`,
  );
  const countOf = new Map(counts.map((c) => [Number(c.id), Number(c.n)]));
  const ordered: SnippetCategory[] = [];
  const visit = (parent: number, depth: number) => {
    if (depth > 100) return; // a cycle cannot be stored, but a walk must end whatever it finds
    for (const row of rows.filter((r) => parentOf(r) === parent)) {
      ordered.push({
        id: row.id,
        name: row.name,
        parent_id: parent,
        position: row.position,
        snippet_count: countOf.get(row.id) ?? 0,
        created: row.createdAt.toISOString(),
      });
      visit(row.id, depth + 1);
    }
  };
  visit(ROOT_CATEGORY, 0);
  return ordered;
}

async function getCategory(db: Db, organizationId: number, id: number): Promise<SnippetCategory | undefined> {
  return (await listCategories(db, organizationId)).find((c) => c.id === id);
}

/** Numbers the children of `parent` 0..n-1, with `moving` (when given) placed at `position` among them. */
async function renumber(tx: Db, organizationId: number, parent: number, moving?: { id: number; position: number | undefined }) {
  const siblings = (await allCategories(tx, organizationId)).filter((r) => parentOf(r) === parent && r.id !== moving?.id).map((r) => r.id);
  if (moving) siblings.splice(Math.min(moving.position ?? siblings.length, siblings.length), 0, moving.id);
  for (const [position, id] of siblings.entries()) {
    await tx.update(snippetCategories).set({ position }).where(eq(snippetCategories.id, id));
  }
}

async function checkParent(db: Db, organizationId: number, parent: number): Promise<void> {
  if (parent === ROOT_CATEGORY) return;
  const [row] = await db
    .select({ id: snippetCategories.id })
    .from(snippetCategories)
    .where(and(eq(snippetCategories.organizationId, organizationId), eq(snippetCategories.id, parent)));
  if (!row) throw new InputError(`parent_id: no category ${parent} in this organization`);
}

export async function createCategory(
  db: Db,
  organizationId: number,
  input: { name: string; parent_id?: number | undefined; position?: number | undefined },
  now: Date,
): Promise<SnippetCategory> {
  const parent = input.parent_id ?? ROOT_CATEGORY;
  const id = await db.transaction(async (tx) => {
    await lockTree(tx, organizationId);
    await checkParent(tx, organizationId, parent);
    const [row] = await tx
      .insert(snippetCategories)
      .values({ organizationId, name: input.name, parentId: toParentColumn(parent), position: 0, createdAt: now })
      .returning({ id: snippetCategories.id });
    await renumber(tx, organizationId, parent, { id: row!.id, position: input.position });
    return row!.id;
  });
  return (await getCategory(db, organizationId, id))!;
}

export async function updateCategory(
  db: Db,
  organizationId: number,
  id: number,
  input: { name?: string | undefined; parent_id?: number | undefined; position?: number | undefined },
): Promise<SnippetCategory | undefined> {
  const found = await db.transaction(async (tx) => {
    await lockTree(tx, organizationId);
    const rows = await allCategories(tx, organizationId);
    const row = rows.find((r) => r.id === id);
    if (!row) return false;
    const from = parentOf(row);
    const to = input.parent_id ?? from;
    if (to !== from) {
      await checkParent(tx, organizationId, to);
      // The new parent may be neither the category itself nor one of its descendants.
      for (let at = to; at !== ROOT_CATEGORY; at = parentOf(rows.find((r) => r.id === at) ?? { parentId: null })) {
        if (at === id) throw new InputError(`parent_id: category ${to} is inside category ${id}; a category cannot be moved into itself`);
      }
    }
    if (input.name !== undefined || to !== from) {
      await tx
        .update(snippetCategories)
        .set({ ...(input.name !== undefined ? { name: input.name } : {}), parentId: toParentColumn(to) })
        .where(eq(snippetCategories.id, id));
    }
    if (to !== from || input.position !== undefined) {
      await renumber(tx, organizationId, to, { id, position: input.position ?? (to !== from ? undefined : row.position) });
      if (to !== from) await renumber(tx, organizationId, from);
    }
    return true;
  });
  return found ? getCategory(db, organizationId, id) : undefined;
}

/**
 * Deletes a category: its snippets and child categories move to its parent (the root, 0, for a top category),
 * so nothing is lost with it. Undefined when the organization has no such category.
 */
export async function deleteCategory(
  db: Db,
  organizationId: number,
  id: number,
): Promise<{ id: number; moved_to: number; snippets_moved: number; categories_moved: number } | undefined> {
  return db.transaction(async (tx) => {
    await lockTree(tx, organizationId);
    const rows = await allCategories(tx, organizationId);
    const row = rows.find((r) => r.id === id);
    if (!row) return undefined;
    const parent = parentOf(row);
    const children = rows.filter((r) => r.parentId === id).sort((a, b) => a.position - b.position);
    // Children go after the parent's own children, in their order.
    const after = rows.filter((r) => parentOf(r) === parent && r.id !== id).length;
    for (const [i, child] of children.entries()) {
      await tx.update(snippetCategories).set({ parentId: toParentColumn(parent), position: after + i }).where(eq(snippetCategories.id, child.id));
    }
    const filed = await tx
      .select({ id: snippets.id, categories: snippets.categories })
      .from(snippets)
      .where(and(eq(snippets.organizationId, organizationId), sql`${snippets.categories} @> array[${id}]::bigint[]`));
    for (const snippet of filed) {
      const next = [...new Set(snippet.categories.map(Number).map((c) => (c === id ? parent : c)))];
      await tx.update(snippets).set({ categories: next }).where(eq(snippets.id, snippet.id));
    }
    await tx.delete(snippetCategories).where(eq(snippetCategories.id, id));
    await renumber(tx, organizationId, parent);
    return { id, moved_to: parent, snippets_moved: filed.length, categories_moved: children.length };
  });
}

