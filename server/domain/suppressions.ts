import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CreatedSuppression, Suppression } from '#contract/suppressions';
import type { Db } from '../db/client.ts';
import { suppressions } from '../db/schema.ts';
import { isCommonWebmailDomain } from '#contract/common-webmail-domains';
import { emitChanges } from './changes/emit.ts';
import type { Actor } from './conversations/events.ts';
import { InputError } from './errors.ts';

type SuppressionRow = typeof suppressions.$inferSelect;

export function toSuppression(row: SuppressionRow): Suppression {
  return {
    id: row.id,
    email: row.email,
    created: row.createdAt.toISOString(),
    blocked: row.blocked,
    is_common: isCommonWebmailDomain(row.domain),
  };
}

/** Splits "a@b.c" or "*@b.c" (already validated and lower-cased) into its parts. */
export function parseSuppressionEmail(email: string): { email: string; domain: string; isDomain: boolean } {
  const at = email.lastIndexOf('@');
  return { email, domain: email.slice(at + 1), isDomain: email.startsWith('*@') };
}

export async function listSuppressions(
  db: Db,
  organizationId: number,
  input: { orderBy: 'contact' | 'blocked' | 'created'; way: 'asc' | 'desc' },
): Promise<Suppression[]> {
  const dir = input.way === 'asc' ? asc : desc;
  const order: SQL[] =
    input.orderBy === 'contact'
      ? [dir(suppressions.domain), dir(suppressions.email)]
      : input.orderBy === 'blocked'
        ? [dir(suppressions.blocked), dir(suppressions.createdAt)]
        : [dir(suppressions.createdAt)];
  const rows = await db
    .select()
    .from(suppressions)
    .where(eq(suppressions.organizationId, organizationId))
    .orderBy(...order, dir(suppressions.id));
  return rows.map(toSuppression);
}

/** The entry that suppresses this sender (its address or its whole domain), if any. */
export async function findSuppressionFor(db: Db, organizationId: number, address: string) {
  const email = address.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const [row] = await db
    .select()
    .from(suppressions)
    .where(
      and(
        eq(suppressions.organizationId, organizationId),
        inArray(suppressions.email, [email, `*@${domain}`]),
      ),
    )
    // A domain entry wins, so counts accumulate where the admin looks for them.
    .orderBy(desc(suppressions.isDomain))
    .limit(1);
  return row;
}

// Serialises changes to one organization's list, so an address and its domain cannot be added at once.
const lockOrganizationList = (db: Db, organizationId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(727002, ${organizationId % 2_147_483_647}::int)`);

/**
 * Inserts the entry unless it is already suppressed (the same entry, or the address's domain). A domain entry
 * absorbs the address entries of that domain, keeping the sum of their blocked counts. Undefined when it was
 * already suppressed. Runs inside the caller's transaction.
 */
async function insertUnlessSuppressed(tx: Db, organizationId: number, rawEmail: string): Promise<{ row: SuppressionRow; absorbed: number } | undefined> {
  const entry = parseSuppressionEmail(rawEmail);
  await lockOrganizationList(tx, organizationId);
  const [existing] = await tx
    .select({ email: suppressions.email })
    .from(suppressions)
    .where(
      and(
        eq(suppressions.organizationId, organizationId),
        or(eq(suppressions.email, entry.email), eq(suppressions.email, `*@${entry.domain}`)),
      ),
    )
    .limit(1);
  if (existing) return undefined;

  let blocked = 0;
  let absorbedCount = 0;
  if (entry.isDomain) {
    const absorbed = await tx
      .delete(suppressions)
      .where(and(eq(suppressions.organizationId, organizationId), eq(suppressions.domain, entry.domain)))
      .returning({ blocked: suppressions.blocked });
    blocked = absorbed.reduce((sum, r) => sum + r.blocked, 0);
    absorbedCount = absorbed.length;
  }
  const [row] = await tx
    .insert(suppressions)
    .values({ organizationId, email: entry.email, domain: entry.domain, isDomain: entry.isDomain, blocked })
    .returning();
  return { row: row!, absorbed: absorbedCount };
}

/** Adds an address or a *@domain entry (validated, lower-cased); a 400 when it is already suppressed. */
export async function addSuppression(db: Db, organizationId: number, email: string, opts: { actor: Actor; now: Date }): Promise<CreatedSuppression> {
  return db.transaction(async (tx) => {
    const added = await insertUnlessSuppressed(tx, organizationId, email);
    if (!added) throw new InputError(`the email ${email} is already suppressed`);
    const suppression = { ...toSuppression(added.row), absorbed: added.absorbed };
    await emitChanges(tx, organizationId, opts.actor, [{ type: 'suppression.added', payload: { suppression } }], opts.now);
    return suppression;
  });
}

/** Removes an entry: mail from it is received again. False when the organization has no such entry. */
export async function removeSuppression(db: Db, organizationId: number, id: number, opts: { actor: Actor; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(suppressions)
      .where(and(eq(suppressions.organizationId, organizationId), eq(suppressions.id, id)))
      .returning({ id: suppressions.id, email: suppressions.email });
    if (gone.length === 0) return false;
    await emitChanges(tx, organizationId, opts.actor, [{ type: 'suppression.removed', payload: { suppression: gone[0] } }], opts.now);
    return true;
  });
}

/** Suppresses a sender's address (blocking a contact); undefined when it was already suppressed. */
export async function suppressSender(tx: Db, organizationId: number, address: string): Promise<Suppression | undefined> {
  const added = await insertUnlessSuppressed(tx, organizationId, address.trim().toLowerCase());
  return added ? toSuppression(added.row) : undefined;
}

/** Counts one refused email against the entry that refused it. */
export async function recordBlocked(db: Db, organizationId: number, suppressionId: number): Promise<void> {
  await db
    .update(suppressions)
    .set({ blocked: sql`${suppressions.blocked} + 1` })
    .where(and(eq(suppressions.organizationId, organizationId), eq(suppressions.id, suppressionId)));
}
