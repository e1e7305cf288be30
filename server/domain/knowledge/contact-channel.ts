import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels, organizations } from '../../db/schema.ts';

// Which channel the help site's contact form opens conversations on: the one the admin chose while it is active,
// else the organization's first active channel (by creation); none when no channel is active, and the site then
// offers no form. Falling back rather than refusing: a disabled channel must not make visitors' messages bounce.

export interface ContactChannel {
  id: number;
  name: string;
  email: string;
}

/**
 * One expression for a query of the `organizations` table: the effective channel's id, or null. The columns are
 * named with their table: drizzle writes a lone table's columns unqualified, which inside these subqueries would
 * be the channel's own.
 */
export const contactChannelIdSql = sql<number | null>`coalesce(
  (select c.id from channels c where c.id = "organizations"."knowledge_contact_channel_id" and c.active),
  (select c.id from channels c where c.organization_id = "organizations"."id" and c.active order by c.id limit 1))`.mapWith((v) =>
  v === null ? null : Number(v),
);

export async function contactChannel(db: Db, organizationId: number): Promise<ContactChannel | undefined> {
  const [row] = await db
    .select({ id: channels.id, name: channels.name, email: channels.email })
    .from(organizations)
    .innerJoin(channels, eq(channels.id, contactChannelIdSql))
    .where(eq(organizations.id, organizationId))
    .orderBy(asc(channels.id))
    .limit(1);
  return row;
}

/** The chosen channel, or a reason it cannot be chosen. */
export async function checkContactChannel(db: Db, organizationId: number, channelId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ active: channels.active })
    .from(channels)
    .where(and(eq(channels.organizationId, organizationId), eq(channels.id, channelId)));
  if (!row) return `contact_channel_id: no channel ${channelId} in this organization`;
  if (!row.active) return `contact_channel_id: channel ${channelId} is disabled; enable it first, or choose another`;
  return undefined;
}
