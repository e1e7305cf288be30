import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Contact } from '../../contract/contacts.ts';
import type { Db } from '../db/client.ts';
import { contacts } from '../db/schema.ts';
import { containsPattern } from './like-pattern.ts';

/**
 * Trusted contacts (no session_uuid) matching the query: with "@" only emails are searched, otherwise names
 * and emails. Case-insensitive substring match, served by the trigram indexes; exact and prefix matches first.
 */
export async function searchContacts(
  db: Db,
  organizationId: number,
  input: { query?: string | undefined; limit: number },
): Promise<Contact[]> {
  const query = input.query?.trim() ?? '';
  const filters: SQL[] = [eq(contacts.organizationId, organizationId), isNull(contacts.sessionUuid)];
  const order: SQL[] = [];
  if (query) {
    const pattern = containsPattern(query);
    const prefix = `${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (query.includes('@')) {
      filters.push(ilike(contacts.email, pattern));
      order.push(desc(sql`lower(${contacts.email}) = lower(${query})`), desc(sql`${contacts.email} ilike ${prefix}`));
    } else {
      filters.push(or(ilike(contacts.name, pattern), ilike(contacts.email, pattern))!);
      order.push(
        desc(sql`(lower(${contacts.name}) = lower(${query}) or lower(${contacts.email}) = lower(${query}))`),
        desc(sql`(${contacts.name} ilike ${prefix} or ${contacts.email} ilike ${prefix})`),
      );
    }
  }
  const rows = await db
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, sessionUuid: contacts.sessionUuid, createdAt: contacts.createdAt })
    .from(contacts)
    .where(and(...filters))
    .orderBy(...order, asc(contacts.name), asc(contacts.id))
    .limit(input.limit);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    email: c.email,
    session_uuid: c.sessionUuid,
    created: c.createdAt.toISOString(),
  }));
}

/**
 * The trusted contact (no session_uuid) of this address in the organization, created when new and named after
 * the display name, else the address's local part. Safe against a concurrent creation (unique index).
 */
export async function trustedContactFor(
  tx: Db,
  organizationId: number,
  address: { name: string; email: string },
  now: Date,
): Promise<number> {
  const email = address.email.trim().toLowerCase();
  await tx
    .insert(contacts)
    .values({ organizationId, email, name: address.name.trim() || email.split('@')[0]!, createdAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), eq(contacts.email, email), isNull(contacts.sessionUuid)));
  return row!.id;
}
