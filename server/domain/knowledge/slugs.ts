import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import { freeSlug, slugify } from '#contract/slug';
import type { Db } from '../../db/client.ts';
import { knowledgeArticles, knowledgeCategories, knowledgeSlugRedirects } from '../../db/schema.ts';

// Slugs of the help center's articles and categories: made from the title or name, unique in the organization
// among the current slugs and the earlier ones that still redirect (an old link never starts to show another
// page). Every write takes the organization's knowledge lock first, so two writers never pick the same slug.

export type SlugKind = 'article' | 'category';

/** Serializes the organization's article and category writes until the transaction ends. */
export async function lockKnowledge(tx: Db, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727007, ${organizationId}::int)`);
}

const tableOf = (kind: SlugKind) => (kind === 'article' ? knowledgeArticles : knowledgeCategories);

/** A free slug for `text`; `selfId`: the row being renamed, whose own slugs do not count as taken. */
export async function allocateSlug(tx: Db, organizationId: number, kind: SlugKind, text: string, selfId?: number): Promise<string> {
  const base = slugify(text, kind === 'article' ? 'article' : 'category');
  // Slugs hold only a-z, 0-9 and dashes: nothing LIKE would read as a wildcard.
  const table = tableOf(kind);
  const current = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(
      and(
        eq(table.organizationId, organizationId),
        or(eq(table.slug, base), like(table.slug, `${base}-%`)),
        selfId === undefined ? undefined : ne(table.id, selfId),
      ),
    );
  const earlier = await tx
    .select({ slug: knowledgeSlugRedirects.slug })
    .from(knowledgeSlugRedirects)
    .where(
      and(
        eq(knowledgeSlugRedirects.organizationId, organizationId),
        eq(knowledgeSlugRedirects.kind, kind),
        or(eq(knowledgeSlugRedirects.slug, base), like(knowledgeSlugRedirects.slug, `${base}-%`)),
        selfId === undefined ? undefined : ne(knowledgeSlugRedirects.targetId, selfId),
      ),
    );
  return freeSlug(base, new Set([...current, ...earlier].map((r) => r.slug)));
}

/** After a rename from `from` to `to`: the old slug redirects to the row, the new one is no longer a redirect. */
export async function recordSlugChange(tx: Db, organizationId: number, kind: SlugKind, id: number, from: string, to: string, now: Date): Promise<void> {
  if (from === to) return;
  await tx
    .insert(knowledgeSlugRedirects)
    .values({ organizationId, kind, slug: from, targetId: id, createdAt: now })
    .onConflictDoUpdate({ target: [knowledgeSlugRedirects.organizationId, knowledgeSlugRedirects.kind, knowledgeSlugRedirects.slug], set: { targetId: id, createdAt: now } });
  await tx
    .delete(knowledgeSlugRedirects)
    .where(and(eq(knowledgeSlugRedirects.organizationId, organizationId), eq(knowledgeSlugRedirects.kind, kind), eq(knowledgeSlugRedirects.slug, to)));
}

/** A deleted row's earlier slugs are free again. */
export async function forgetSlugs(tx: Db, organizationId: number, kind: SlugKind, id: number): Promise<void> {
  await tx
    .delete(knowledgeSlugRedirects)
    .where(and(eq(knowledgeSlugRedirects.organizationId, organizationId), eq(knowledgeSlugRedirects.kind, kind), eq(knowledgeSlugRedirects.targetId, id)));
}
