import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CheckedAction } from '#contract/actions';
import { ROOT_CATEGORY, type CreateSnippetInput, type Snippet, type UpdateSnippetInput } from '#contract/snippets';
import type { Db } from '../../db/client.ts';
import { snippetActions, snippetCategories, snippets } from '../../db/schema.ts';
import { checkActions } from '../conversations/check-actions.ts';
import { InputError } from '../errors.ts';
import { htmlToText } from '../message-text.ts';
import { getSnippet } from './snippet-view.ts';

/** What the editor's search matches: the title, the shortcut, and the words of reply and note actions. */
function searchTextOf(title: string, shortcut: string | null, actions: CheckedAction[]): string {
  const texts = actions.map((a) =>
    a.name === 'reply' ? htmlToText(String(a.data.content ?? '')) : a.name === 'note' ? String(a.data.body ?? '') : '',
  );
  return [title, shortcut ?? '', ...texts].join('\n').slice(0, 20_000);
}

/** The categories as stored: existing ids of the organization (or 0, the root), without repeats; [0] when none. */
async function checkedCategories(db: Db, organizationId: number, ids: number[] | undefined): Promise<number[]> {
  const unique = [...new Set(ids ?? [])];
  if (unique.length === 0) return [ROOT_CATEGORY];
  const wanted = unique.filter((id) => id !== ROOT_CATEGORY);
  if (wanted.length) {
    const found = await db
      .select({ id: snippetCategories.id })
      .from(snippetCategories)
      .where(and(eq(snippetCategories.organizationId, organizationId), inArray(snippetCategories.id, wanted)));
    const missing = wanted.find((id) => !found.some((f) => f.id === id));
    if (missing !== undefined) throw new InputError(`categories.${unique.indexOf(missing)}: no category ${missing} in this organization`);
  }
  return unique;
}

async function checkShortcutFree(db: Db, organizationId: number, shortcut: string | null, exceptId?: number): Promise<void> {
  if (shortcut === null) return;
  const [taken] = await db
    .select({ id: snippets.id })
    .from(snippets)
    .where(and(eq(snippets.organizationId, organizationId), eq(snippets.shortcut, shortcut), exceptId === undefined ? undefined : ne(snippets.id, exceptId)));
  if (taken) throw new InputError(`shortcut "${shortcut}" is already used by snippet ${taken.id}`);
}

/** A unique-index race (two snippets saved with one shortcut at once) answered like the check above. */
async function orShortcutTaken<T>(db: Db, organizationId: number, shortcut: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') await checkShortcutFree(db, organizationId, shortcut);
    throw err;
  }
}

async function insertActions(tx: Db, organizationId: number, snippetId: number, actions: CheckedAction[]): Promise<void> {
  await tx.insert(snippetActions).values(actions.map((a, sort) => ({ organizationId, snippetId, name: a.name, data: a.data, sort })));
}

export async function createSnippet(db: Db, organizationId: number, input: CreateSnippetInput, now: Date): Promise<Snippet> {
  const shortcut = input.shortcut ?? null;
  const categories = await checkedCategories(db, organizationId, input.categories);
  await checkShortcutFree(db, organizationId, shortcut);
  await checkActions(db, organizationId, input.actions, now, 'actions');
  const id = await orShortcutTaken(db, organizationId, shortcut, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(snippets)
        .values({
          organizationId,
          title: input.title,
          shortcut,
          categories,
          searchText: searchTextOf(input.title, shortcut, input.actions),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: snippets.id });
      await insertActions(tx, organizationId, row!.id, input.actions);
      return row!.id;
    }),
  );
  return (await getSnippet(db, organizationId, id))!;
}

export async function updateSnippet(db: Db, organizationId: number, id: number, input: UpdateSnippetInput, now: Date): Promise<Snippet | undefined> {
  const current = await getSnippet(db, organizationId, id);
  if (!current) return undefined;
  const shortcut = input.shortcut === undefined ? current.shortcut : input.shortcut;
  const categories = input.categories === undefined ? undefined : await checkedCategories(db, organizationId, input.categories);
  await checkShortcutFree(db, organizationId, shortcut, id);
  if (input.actions) await checkActions(db, organizationId, input.actions, now, 'actions');
  const title = input.title ?? current.title;
  const actions: CheckedAction[] = input.actions ?? current.actions.map((a) => ({ name: a.name, data: a.data }));
  await orShortcutTaken(db, organizationId, shortcut, () =>
    db.transaction(async (tx) => {
      await tx
        .update(snippets)
        .set({ title, shortcut, ...(categories ? { categories } : {}), searchText: searchTextOf(title, shortcut, actions), updatedAt: now })
        .where(and(eq(snippets.organizationId, organizationId), eq(snippets.id, id)));
      if (input.actions) {
        await tx.delete(snippetActions).where(eq(snippetActions.snippetId, id));
        await insertActions(tx, organizationId, id, input.actions);
      }
    }),
  );
  return getSnippet(db, organizationId, id);
}

export async function deleteSnippet(db: Db, organizationId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(snippets)
    .where(and(eq(snippets.organizationId, organizationId), eq(snippets.id, id)))
    .returning({ id: snippets.id });
  return gone.length > 0;
}

/** A snippet was applied (by the apply endpoint, or through a compose action naming it): counted once. */
export async function recordApplications(db: Db, organizationId: number, snippetIds: number[], now: Date): Promise<void> {
  const ids = [...new Set(snippetIds)];
  if (ids.length === 0) return;
  await db
    .update(snippets)
    .set({ appliedCount: sql`${snippets.appliedCount} + 1`, lastAppliedAt: now })
    .where(and(eq(snippets.organizationId, organizationId), inArray(snippets.id, ids)));
}

/** The snippets that actions came from (compose and reply actions may name one). */
export function snippetIdsOf(actions: { snippet_id?: number | undefined }[]): number[] {
  return actions.flatMap((a) => (a.snippet_id === undefined ? [] : [a.snippet_id]));
}
