import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organizations } from '../db/schema.ts';
import { createOrganization, type CreatedOrganization } from './organizations.ts';
import { seedOrganization } from './seed/seed-organization.ts';

export const DEMO_CONVERSATIONS = 150;

/**
 * On the first start of an empty database: a demo organization with agents, channels, contacts and
 * conversations, so the product can be tried at once. Returns its credentials, or undefined when the
 * database already holds an organization. Safe when several servers start together on one PostgreSQL.
 */
export async function ensureDemoOrganization(db: Db): Promise<CreatedOrganization | undefined> {
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(organizations);
    if ((row?.n ?? 0) > 0) return undefined;
    return createOrganization(tx, {
      name: 'Acme Support',
      timezone: 'Europe/Paris',
      ownerEmail: 'demo@acme-support.example.com',
      ownerName: 'Dana Demo',
    });
  });
  if (created) await seedOrganization(db, created.organization.id, { conversations: DEMO_CONVERSATIONS });
  return created;
}
