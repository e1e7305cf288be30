import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema.ts';
import type { ContactDraft } from './build-contacts.ts';
import type { SeedContact } from './drafts.ts';

// Writes contact drafts and resolves each to its row id. A trusted address the organization already has
// (e.g. written concurrently) is not an error: the existing contact is used.

const CHUNK = 1000;

export async function trustedEmailsOf(db: Db, organizationId: number): Promise<Set<string>> {
  const rows = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), isNull(contacts.sessionUuid)));
  return new Set(rows.flatMap((r) => (r.email ? [r.email] : [])));
}

/** The contacts in the order of `drafts`, and how many rows were new. */
export async function insertContacts(
  db: Db,
  organizationId: number,
  drafts: readonly (ContactDraft & { createdAt: Date })[],
): Promise<{ contacts: SeedContact[]; created: number }> {
  const result: SeedContact[] = [];
  let created = 0;
  for (let start = 0; start < drafts.length; start += CHUNK) {
    const chunk = drafts.slice(start, start + CHUNK);
    const rows = await db
      .insert(contacts)
      .values(chunk.map((d) => ({ organizationId, ...d })))
      .onConflictDoNothing()
      .returning({ id: contacts.id, email: contacts.email, sessionUuid: contacts.sessionUuid });
    created += rows.length;
    const visitorIds = new Map<string, number>();
    const trustedIds = new Map<string, number>();
    for (const row of rows) {
      if (row.sessionUuid) visitorIds.set(row.sessionUuid, row.id);
      else if (row.email) trustedIds.set(row.email, row.id);
    }
    const missing = chunk.flatMap((d) => (d.sessionUuid === null && d.email && !trustedIds.has(d.email) ? [d.email] : []));
    if (missing.length > 0) {
      const existing = await db
        .select({ id: contacts.id, email: contacts.email })
        .from(contacts)
        .where(and(eq(contacts.organizationId, organizationId), isNull(contacts.sessionUuid), inArray(contacts.email, missing)));
      for (const row of existing) if (row.email) trustedIds.set(row.email, row.id);
    }
    for (const d of chunk) {
      const id = d.sessionUuid ? visitorIds.get(d.sessionUuid) : d.email ? trustedIds.get(d.email) : undefined;
      if (id === undefined) throw new Error(`contact ${d.email ?? d.name} was neither inserted nor found`);
      result.push({ id, name: d.name, email: d.email, visitor: d.sessionUuid !== null });
    }
  }
  return { contacts: result, created };
}
