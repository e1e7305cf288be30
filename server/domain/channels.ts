import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Channel } from '#contract/channels';
import type { Db } from '../db/client.ts';
import { channels } from '../db/schema.ts';
import { emitChanges } from './changes/emit.ts';
import type { Actor } from './conversations/events.ts';
import { InputError } from './errors.ts';

type ChannelRow = typeof channels.$inferSelect;

const toChannel = (row: ChannelRow): Channel => ({
  id: row.id,
  name: row.name,
  email: row.email,
  active: row.active,
  signature: row.signature,
  created: row.createdAt.toISOString(),
});

/**
 * The organization's channels in the order they were created: the first is the main address (the compose
 * drawer's default sender), as organizations set up their support address before the others.
 */
export async function listChannels(db: Db, organizationId: number): Promise<Channel[]> {
  const rows = await db.select().from(channels).where(eq(channels.organizationId, organizationId)).orderBy(asc(channels.id));
  return rows.map(toChannel);
}

// Addresses are unique across organizations (inbound mail is routed by them), so the refusal names no one.
const taken = (email: string) => new InputError(`email: the address ${email} is already a channel`, 409);

async function checkAddressFree(db: Db, email: string, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.email, email), exceptId === undefined ? undefined : ne(channels.id, exceptId)));
  if (row) throw taken(email);
}

/** A unique-index race (the same address added twice at once) answered like the check before it. */
async function orAddressTaken<T>(email: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505' && email !== undefined) throw taken(email);
    throw err;
  }
}

export interface ChannelInput {
  /** Lower case, a valid address (the contract's schema, or the CLI's check). */
  email: string;
  name: string;
  signature: string;
}

/** Adds a channel: mail to its address is received from now on; `channel.created` on the change feed. */
export async function createChannel(db: Db, organizationId: number, input: ChannelInput, opts: { actor: Actor; now: Date }): Promise<Channel> {
  await checkAddressFree(db, input.email);
  return orAddressTaken(input.email, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(channels)
        .values({ organizationId, email: input.email, name: input.name, signature: input.signature, createdAt: opts.now })
        .returning();
      const channel = toChannel(row!);
      await emitChanges(tx, organizationId, opts.actor, [{ type: 'channel.created', payload: { channel } }], opts.now);
      return channel;
    }),
  );
}

/**
 * Changes a channel's address, name, signature or whether it is active; `channel.updated` when anything changed.
 * Undefined when the organization has no such channel (another organization's is unknown here too).
 */
export async function updateChannel(
  db: Db,
  organizationId: number,
  id: number,
  change: Partial<ChannelInput> & { active?: boolean | undefined },
  opts: { actor: Actor; now: Date },
): Promise<Channel | undefined> {
  return orAddressTaken(change.email, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(channels)
        .where(and(eq(channels.organizationId, organizationId), eq(channels.id, id)))
        .for('update');
      // Unknown first: another organization's channel is a 404 whatever address the request names.
      if (!before) return undefined;
      if (change.email !== undefined) await checkAddressFree(tx, change.email, id);
      const set = {
        ...(change.email !== undefined ? { email: change.email } : {}),
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.signature !== undefined ? { signature: change.signature } : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
      };
      const changed = Object.entries(set).some(([key, value]) => before[key as keyof typeof set] !== value);
      if (!changed) return toChannel(before);
      const [row] = await tx.update(channels).set(set).where(eq(channels.id, id)).returning();
      const channel = toChannel(row!);
      await emitChanges(tx, organizationId, opts.actor, [{ type: 'channel.updated', payload: { channel } }], opts.now);
      return channel;
    }),
  );
}

/** A channel of the organization, or a 400 naming `field` when it has none by that id or it is disabled. */
export async function sendingChannel(db: Db, organizationId: number, id: number, field = 'channel_id'): Promise<ChannelRow> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.organizationId, organizationId), eq(channels.id, id)));
  if (!row) throw new InputError(`${field}: no channel ${id} in this organization`);
  if (!row.active) throw new InputError(`${field}: the channel ${row.email} is disabled; enable it under Settings, Mailboxes, or send from another channel`);
  return row;
}

/**
 * Refuses a recipient that is one of the organization's own mailboxes: mail sent there comes back in as a new
 * conversation (from itself), a mistake at best, a loop with another mailbox's auto-reply at worst. Reaching a
 * colleague goes through an assignment or a note, not mail to the inbox.
 */
export async function refuseOwnAddresses(db: Db, organizationId: number, recipients: Record<'to' | 'cc' | 'bcc', readonly { email: string }[]>) {
  const listed = Object.entries(recipients).flatMap(([field, list]) => list.map((address) => ({ field, email: address.email.toLowerCase() })));
  if (listed.length === 0) return;
  const own = await db
    .select({ name: channels.name, email: sql<string>`lower(${channels.email})` })
    .from(channels)
    .where(and(eq(channels.organizationId, organizationId), inArray(sql`lower(${channels.email})`, [...new Set(listed.map((a) => a.email))])));
  for (const { field, email } of listed) {
    const mailbox = own.find((channel) => channel.email === email);
    if (mailbox) {
      throw new InputError(`${field}: ${email} is the address of your mailbox ${mailbox.name}: mail sent there would come back in as a new conversation`);
    }
  }
}
