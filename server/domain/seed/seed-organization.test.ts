import { slugify } from '#contract/slug';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { agents, channels, contacts, conversations, events, invoices, messages, organizations } from '../../db/schema.ts';
import { openTestDatabase } from '#test/support/test-database';
import { mulberry32 } from './random.ts';
import { insertContacts } from './seed-contacts.ts';
import { seedOrganization, type SeedSummary } from './seed-organization.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const CONVERSATIONS = 300;

let database: Database;
let orgId: number;
let first: SeedSummary;

async function createOrganization(name: string): Promise<number> {
  const [org] = await database.db.insert(organizations).values({ name, slug: slugify(name, 'org') }).returning({ id: organizations.id });
  return org!.id;
}

async function countRows(table: typeof channels | typeof agents | typeof contacts | typeof conversations | typeof messages, organizationId: number) {
  const [row] = await database.db.select({ n: count() }).from(table).where(eq(table.organizationId, organizationId));
  return row!.n;
}

beforeAll(async () => {
  // PGlite in memory, or a fresh database on TEST_DATABASE_URL's server (npm run test:api:pg).
  database = await openTestDatabase();
  orgId = await createOrganization('Acme Support');
  first = await seedOrganization(database.db, orgId, { conversations: CONVERSATIONS, random: mulberry32(1234), now: NOW, batchSize: 100 });
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('seedOrganization', () => {
  it('creates the channels, agents, contacts and conversations it reports', async () => {
    expect(first).toMatchObject({ channels: 2, agents: 3, conversations: CONVERSATIONS, invoices: 12 });
    expect(first.contacts).toBeGreaterThanOrEqual(CONVERSATIONS / 3);
    expect(first.contacts).toBeLessThanOrEqual(CONVERSATIONS / 2);
    expect(await countRows(channels, orgId)).toBe(2);
    expect(await countRows(agents, orgId)).toBe(3);
    expect(await countRows(contacts, orgId)).toBe(first.contacts);
    expect(await countRows(conversations, orgId)).toBe(CONVERSATIONS);
    expect(await countRows(messages, orgId)).toBe(first.messages);
    expect(first.messages).toBeGreaterThan(CONVERSATIONS * 1.5);
    const channelEmails = await database.db.select({ email: channels.email }).from(channels).where(eq(channels.organizationId, orgId));
    expect(channelEmails.map((c) => c.email).sort()).toEqual([`billing@acme-support-${orgId}.example.com`, `support@acme-support-${orgId}.example.com`]);
  });

  it('adds a year of monthly invoices for the seeded team', async () => {
    const rows = await database.db.select().from(invoices).where(eq(invoices.organizationId, orgId)).orderBy(asc(invoices.paidAt));
    expect(rows.map((r) => r.reference)).toEqual(Array.from({ length: 12 }, (_, i) => `ACME-${i < 6 ? 2024 : 2025}-${String(((i + 6) % 12) + 1).padStart(2, '0')}`));
    for (const r of rows) expect(r).toMatchObject({ members: 3, amount: 3 * 1900, currency: 'EUR' });
  });

  it('mixes every status, with snoozes in the future', async () => {
    const rows = await database.db
      .select({ status: conversations.status, n: count(), future: sql<number>`count(*) filter (where ${conversations.snoozeUntil} > ${NOW})`.mapWith(Number) })
      .from(conversations)
      .where(eq(conversations.organizationId, orgId))
      .groupBy(conversations.status);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r]));
    expect(Object.keys(byStatus).sort()).toEqual(['closed', 'opened', 'snoozed', 'spam']);
    expect(byStatus.opened!.n).toBeGreaterThan(byStatus.closed!.n);
    expect(byStatus.snoozed!.future).toBe(byStatus.snoozed!.n);
  });

  it('creates trusted contacts with lower-case emails and untrusted chat visitors', async () => {
    const trusted = await database.db
      .select({ email: contacts.email, name: contacts.name })
      .from(contacts)
      .where(and(eq(contacts.organizationId, orgId), isNull(contacts.sessionUuid)));
    const visitors = await database.db
      .select({ name: contacts.name })
      .from(contacts)
      .where(and(eq(contacts.organizationId, orgId), isNotNull(contacts.sessionUuid)));
    expect(trusted.length).toBeGreaterThan(visitors.length);
    expect(visitors.length).toBeGreaterThan(0);
    for (const c of trusted) expect(c.email).toMatch(/^[a-z0-9._]+@[a-z0-9.-]+\.[a-z]+$/);
    for (const v of visitors) expect(v.name).toMatch(/^Visitor \d{4}$/);
  });

  it('keeps the derived columns consistent with the messages', async () => {
    const convs = await database.db.select().from(conversations).where(eq(conversations.organizationId, orgId));
    const msgs = await database.db
      .select({ conversationId: messages.conversationId, direction: messages.direction, text: messages.text, createdAt: messages.createdAt, agentId: messages.agentId })
      .from(messages)
      .where(eq(messages.organizationId, orgId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    for (const c of convs) {
      const thread = msgs.filter((m) => m.conversationId === c.id);
      const last = thread[thread.length - 1]!;
      expect(c.messageCount).toBe(thread.length);
      expect(thread[0]!.direction).toBe('inbound');
      expect(c.preview).toBe(last.text.replace(/\s+/g, ' ').trim().slice(0, 200));
      expect(c.lastMessageAt).toEqual(last.createdAt);
      expect(c.createdAt).toEqual(thread[0]!.createdAt);
      expect(c.updatedAt.getTime()).toBeGreaterThanOrEqual(last.createdAt.getTime());
      expect(c.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      const lastReply = thread.map((m) => m.direction).lastIndexOf('outbound');
      const waiting = last.direction === 'inbound' && (c.status === 'opened' || c.status === 'snoozed');
      expect(c.waitingSince).toEqual(waiting ? thread[lastReply + 1]!.createdAt : null);
      for (const m of thread) expect(m.agentId === null).toBe(m.direction === 'inbound');
    }
  });

  it('records events by agents with their data', async () => {
    const rows = await database.db.select().from(events).where(eq(events.organizationId, orgId));
    const types = new Set(rows.map((e) => e.type));
    expect([...types].sort()).toEqual(['assigned', 'snoozed', 'status_changed', 'tagged']);
    for (const e of rows) expect(e.actorType).toBe('agent');
    const assigned = rows.find((e) => e.type === 'assigned')!;
    expect(assigned.data).toEqual({ agent_id: expect.any(Number) });
  });

  it('indexes subject and message bodies for full-text search', async () => {
    const [thread] = await database.db
      .select({ id: conversations.id, subject: conversations.subject })
      .from(conversations)
      .where(and(eq(conversations.organizationId, orgId), sql`${conversations.messageCount} >= 2`))
      .orderBy(asc(conversations.id))
      .limit(1);
    const [reply] = await database.db
      .select({ text: messages.text })
      .from(messages)
      .where(and(eq(messages.conversationId, thread!.id), eq(messages.direction, 'outbound')))
      .limit(1);
    // A word of the agent's reply body that the subject does not contain.
    const word = reply!.text.split(/[^A-Za-z]+/).find((w) => w.length >= 7 && !thread!.subject.toLowerCase().includes(w.toLowerCase()))!;
    expect(word).toBeDefined();
    const search = (query: string) =>
      database.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.organizationId, orgId), sql`${conversations.search} @@ websearch_to_tsquery('english', ${query})`));
    expect((await search(word)).map((r) => r.id)).toContain(thread!.id);
    expect((await search(thread!.subject)).map((r) => r.id)).toContain(thread!.id);
    expect(await search('xylophonist')).toEqual([]);
  });

  it('can seed the same organization again without unique-constraint errors', async () => {
    const again = await seedOrganization(database.db, orgId, { conversations: 100, random: mulberry32(1234), now: NOW });
    expect(again).toMatchObject({ channels: 0, agents: 0, conversations: 100, invoices: 0 });
    expect(again.contacts).toBeGreaterThan(0);
    expect(await countRows(conversations, orgId)).toBe(CONVERSATIONS + 100);
    expect(await countRows(contacts, orgId)).toBe(first.contacts + again.contacts);
  });

  it('is deterministic for a given seed and time', async () => {
    const snapshot = async (organizationId: number) =>
      database.db
        .select({ subject: conversations.subject, status: conversations.status, tags: conversations.tags, preview: conversations.preview })
        .from(conversations)
        .where(eq(conversations.organizationId, organizationId))
        .orderBy(asc(conversations.id));
    const a = await createOrganization('Twin A');
    const b = await createOrganization('Twin B');
    await seedOrganization(database.db, a, { conversations: 50, random: mulberry32(99), now: NOW });
    await seedOrganization(database.db, b, { conversations: 50, random: mulberry32(99), now: NOW });
    expect(await snapshot(a)).toEqual(await snapshot(b));
  });
});

describe('insertContacts', () => {
  it('reuses an existing trusted contact instead of failing on its email', async () => {
    const organizationId = await createOrganization('Reuse Co');
    const createdAt = NOW;
    const draft = { name: 'Emma Smith', email: 'emma.smith@gmail.com', sessionUuid: null, createdAt };
    const firstInsert = await insertContacts(database.db, organizationId, [draft]);
    const secondInsert = await insertContacts(database.db, organizationId, [draft, { ...draft, email: 'other@gmail.com' }]);
    expect(firstInsert.created).toBe(1);
    expect(secondInsert.created).toBe(1);
    expect(secondInsert.contacts[0]!.id).toBe(firstInsert.contacts[0]!.id);
  });
});
