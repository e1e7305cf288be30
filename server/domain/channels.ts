import { asc, eq } from 'drizzle-orm';
import type { Channel } from '#contract/channels';
import type { Db } from '../db/client.ts';
import { channels } from '../db/schema.ts';

/**
 * The organization's channels in the order they were created: the first is the main address (the compose
 * drawer's default sender), as organizations set up their support address before the others.
 */
export async function listChannels(db: Db, organizationId: number): Promise<Channel[]> {
  return db
    .select({ id: channels.id, name: channels.name, email: channels.email })
    .from(channels)
    .where(eq(channels.organizationId, organizationId))
    .orderBy(asc(channels.id));
}
