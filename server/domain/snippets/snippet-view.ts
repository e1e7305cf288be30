import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { actionDataAsShown, type ActionName } from '#contract/actions';
import type { Snippet } from '#contract/snippets';
import type { Db } from '../../db/client.ts';
import { snippetActions, snippetCategories, snippets } from '../../db/schema.ts';
import { containsPattern } from '../like-pattern.ts';

type SnippetRow = typeof snippets.$inferSelect;
type ActionRow = typeof snippetActions.$inferSelect;

function toSnippet(row: SnippetRow, actions: ActionRow[]): Snippet {
  return {
    id: row.id,
    title: row.title,
    created: row.createdAt.toISOString(),
    applied_count: row.appliedCount,
    categories: row.categories.map(Number),
    actions: actions.map((a) => ({ id: a.id, name: a.name as ActionName, data: actionDataAsShown(a.name, a.data), sort: a.sort })),
    shortcut: row.shortcut,
    last_applied_at: row.lastAppliedAt?.toISOString() ?? null,
  };
}

/** The snippets of these rows with their actions, in the rows' order. */
async function withActions(db: Db, rows: SnippetRow[]): Promise<Snippet[]> {
  if (rows.length === 0) return [];
  const actions = await db
    .select()
    .from(snippetActions)
    .where(inArray(snippetActions.snippetId, rows.map((r) => r.id)))
    .orderBy(asc(snippetActions.snippetId), asc(snippetActions.sort));
  return rows.map((row) => toSnippet(row, actions.filter((a) => a.snippetId === row.id)));
}

export async function getSnippet(db: Db, organizationId: number, id: number): Promise<Snippet | undefined> {
  const rows = await db
    .select()
    .from(snippets)
    .where(and(eq(snippets.organizationId, organizationId), eq(snippets.id, id)));
  return (await withActions(db, rows))[0];
}

export const SNIPPETS_LISTED_MAX = 1000;

/**
 * The organization's snippets, of one category when asked (0: the root), matching the words of `query` (each in
 * the title, shortcut or reply and note text). Ordered as the editor's tree shows them: by the position of their
 * first category (the root first), then by title.
 */
export async function listSnippets(
  db: Db,
  organizationId: number,
  filter: { category?: number | undefined; query?: string | undefined },
): Promise<Snippet[]> {
  const conditions: SQL[] = [eq(snippets.organizationId, organizationId)];
  if (filter.category !== undefined) conditions.push(sql`${snippets.categories} @> array[${filter.category}]::bigint[]`);
  for (const word of (filter.query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
    conditions.push(or(ilike(snippets.searchText, containsPattern(word)))!);
  }
  const firstCategoryPosition = sql`coalesce((select ${snippetCategories.position} from ${snippetCategories}
    where ${snippetCategories.id} = ${snippets.categories}[1]), -1)`;
  const rows = await db
    .select()
    .from(snippets)
    .where(and(...conditions))
    .orderBy(firstCategoryPosition, asc(sql`lower(${snippets.title})`), asc(snippets.id))
    .limit(SNIPPETS_LISTED_MAX);
  return withActions(db, rows);
}
