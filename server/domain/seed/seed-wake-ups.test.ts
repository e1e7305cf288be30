import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { conversations, jobs, organizations } from '../../db/schema.ts';
import { openTestDatabase } from '#test/support/test-database';
import { mulberry32 } from './random.ts';
import { seedOrganization } from './seed-organization.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('seeded snoozed conversations', () => {
  it('each have a pending wake-up job at their snooze time', async () => {
    const [org] = await database.db.insert(organizations).values({ name: 'Seed Wake', slug: 'seed-wake' }).returning();
    await seedOrganization(database.db, org!.id, { conversations: 120, random: mulberry32(7), now: new Date('2026-11-21T10:00:00Z') });
    const snoozed = await database.db
      .select({ id: conversations.id, until: conversations.snoozeUntil })
      .from(conversations)
      .where(and(eq(conversations.organizationId, org!.id), eq(conversations.status, 'snoozed')));
    expect(snoozed.length).toBeGreaterThan(0);
    const wakeJobs = await database.db.select().from(jobs).where(and(eq(jobs.kind, 'conversation.wake'), eq(jobs.status, 'pending')));
    const runAtByConversation = new Map(wakeJobs.map((j) => [Number(j.payload.conversation_id), j.runAt.toISOString()]));
    for (const c of snoozed) expect(runAtByConversation.get(c.id), `conversation ${c.id}`).toBe(c.until!.toISOString());
  });
});
