import { and, asc, eq, sql } from 'drizzle-orm';
import { CreateSnippetBodySchema, ROOT_CATEGORY } from '#contract/snippets';
import type { Db } from '../../db/client.ts';
import { agents, snippets } from '../../db/schema.ts';
import { createCategory, listCategories } from '../snippets/categories.ts';
import { createSnippet } from '../snippets/snippet-writes.ts';
import { demoSnippetCategories } from './demo-snippets.ts';

// Files the demo's snippets in their categories, written as the API writes them (the contract's rules, the same
// checks). Only what is missing: a snippet whose shortcut the organization already uses is left as it is, and a
// top-level category of the same name is reused, so seeding again adds nothing.

/** Who escalations go to: the first admin, or the owner when there is none. */
async function escalationLead(db: Db, organizationId: number): Promise<{ email: string }> {
  const [lead] = await db
    .select({ email: agents.email })
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), eq(agents.active, true), sql`${agents.role} in ('admin', 'owner')`))
    .orderBy(sql`${agents.role} = 'owner'`, asc(agents.id))
    .limit(1);
  if (!lead) throw new Error(`organization ${organizationId} has no active owner or admin`);
  return lead;
}

/** Returns how many snippets it created. */
export async function seedDemoSnippets(db: Db, organizationId: number, now: Date): Promise<number> {
  const taken = new Set(
    (await db.select({ shortcut: snippets.shortcut }).from(snippets).where(eq(snippets.organizationId, organizationId))).map((s) => s.shortcut),
  );
  const categories = await listCategories(db, organizationId);
  let created = 0;
  for (const group of demoSnippetCategories(await escalationLead(db, organizationId))) {
    const missing = group.snippets.filter((s) => !taken.has(s.shortcut ?? null));
    if (missing.length === 0) continue;
    const category =
      categories.find((c) => c.parent_id === ROOT_CATEGORY && c.name === group.name) ?? (await createCategory(db, organizationId, { name: group.name }, now));
    for (const snippet of missing) {
      await createSnippet(db, organizationId, CreateSnippetBodySchema.parse({ ...snippet, categories: [category.id] }), now);
      created++;
    }
  }
  return created;
}
