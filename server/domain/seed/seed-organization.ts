import type { Db } from '../../db/client.ts';
import { seedInvoices } from '../invoices/seed-invoices.ts';
import { buildContactDrafts } from './build-contacts.ts';
import { buildConversation } from './build-conversation.ts';
import { insertConversationBatch } from './insert-conversations.ts';
import { buildOpeningConversation, trustedFirst, type OpeningConversation } from './opening-conversation.ts';
import { planTimeline, SEED_WINDOW_DAYS } from './plan-timeline.ts';
import type { Random } from './random.ts';
import { insertContacts, trustedEmailsOf } from './seed-contacts.ts';
import { demoDomainOf, ensureAgents, ensureChannels } from './seed-setup.ts';

// Fills an existing organization with a realistic inbox: channels and agents if missing, contacts, and
// conversations over the last two months with messages, notes and events; and a year of invoices, once. Built
// for volume: conversations are generated and written in batches, one transaction each.

export interface SeedOptions {
  conversations: number;
  /** A seeded PRNG (see mulberry32 in random.ts) makes the output reproducible; default Math.random. */
  random?: Random;
  now?: Date;
  /** Conversations per transaction. */
  batchSize?: number;
  /** The domain of the channel and agent addresses; default `<org-slug>-<id>.example.com` (unique). */
  domain?: string;
  /** Written in advance instead of drawn: the oldest conversation, still waiting, so the inbox lists it first. */
  opening?: OpeningConversation;
  /** How far back conversations go (default SEED_WINDOW_DAYS, 60): a benchmark of reports spreads a year. */
  windowDays?: number;
}

/** How many rows of each kind this call created. */
export interface SeedSummary {
  channels: number;
  agents: number;
  contacts: number;
  conversations: number;
  messages: number;
  /** A year of monthly invoices, for an organization that had none. */
  invoices: number;
}

const DEFAULT_BATCH_SIZE = 500;
const DAY = 86_400_000;

export async function seedOrganization(db: Db, organizationId: number, opts: SeedOptions): Promise<SeedSummary> {
  const random = opts.random ?? Math.random;
  const now = opts.now ?? new Date();
  const batchSize = Math.max(1, opts.batchSize ?? DEFAULT_BATCH_SIZE);
  const count = Math.max(0, Math.floor(opts.conversations));

  const domain = opts.domain ?? (await demoDomainOf(db, organizationId));
  // Channels and agents created just before the oldest seeded conversation.
  const windowDays = opts.windowDays ?? SEED_WINDOW_DAYS;
  const setupTime = new Date(now.getTime() - (windowDays + 1) * DAY);
  const channelResult = await ensureChannels(db, organizationId, domain, setupTime);
  const agentResult = await ensureAgents(db, organizationId, domain, setupTime, random);
  const timeline = planTimeline(random, count, now, windowDays);
  const drawn = buildContactDrafts(random, timeline.contactStarts.length, await trustedEmailsOf(db, organizationId));
  // The opening conversation's customer writes first: a contact with an address.
  const contactDrafts = opts.opening ? trustedFirst(drawn) : drawn;
  const contactResult = await insertContacts(
    db,
    organizationId,
    contactDrafts.map((d, i) => ({ ...d, createdAt: timeline.contactStarts[i]! })),
  );

  let messageCount = 0;
  for (let start = 0; start < count; start += batchSize) {
    const drafts = timeline.conversationStarts.slice(start, start + batchSize).map((createdAt, offset) => {
      const contact = contactResult.contacts[timeline.contactOf[start + offset]!]!;
      return opts.opening && start + offset === 0
        ? buildOpeningConversation(random, { opening: opts.opening, channel: channelResult.channels[0]!, contact, createdAt })
        : buildConversation(random, { channels: channelResult.channels, agents: agentResult.agents, contact, createdAt, now });
    });
    messageCount += await db.transaction((tx) => insertConversationBatch(tx, organizationId, drafts));
  }
  const invoiceCount = await seedInvoices(db, organizationId, now);
  return {
    channels: channelResult.created,
    agents: agentResult.created,
    contacts: contactResult.created,
    conversations: count,
    messages: messageCount,
    invoices: invoiceCount,
  };
}
