import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts } from '../db/schema.ts';

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
