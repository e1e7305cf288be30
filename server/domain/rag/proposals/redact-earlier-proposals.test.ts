import { and, asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { questionKey } from '#contract/customer-question';
import type { RagProposal } from '#contract/rag-proposals';
import { changeEvents, channels, conversations, ragProposals, ragSources } from '../../../db/schema.ts';
import type { CreatedOrganization } from '../../organizations.ts';
import { receiveMail, type InboundChannel } from '../../../mail/inbound/receive-mail.ts';
import { housekeepingHandler } from '../../housekeeping.ts';
import { readyQuestions } from '#test/support/rag-test-kit';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { redactEarlierProposals } from './redact-earlier-proposals.ts';

// Proposals made before questions were proposed without the customer's personal data: housekeeping takes it out
// once, as a new proposal would be made, and says so on the change feed.

let t: TestApp;
let org: CreatedOrganization;
let channel: InboundChannel;
let refund: string;
let mail = 0;
const now = new Date('2026-11-29T10:00:00Z');

async function conversationWith(name: string, email: string): Promise<number> {
  const received = await receiveMail(
    t.database.db,
    channel,
    {
      messageId: `<r${++mail}@customer.example>`, inReplyTo: null, references: [], envelopeFrom: null, cc: [], html: null, attachments: [],
      from: { name, email }, to: [{ name: '', email: channel.email }], subject: 'Refund', text: 'Where is my refund?',
    },
    now,
  );
  if (received.outcome !== 'stored') throw new Error('not stored');
  return received.conversationId;
}

/** A proposal as one made before the redaction was: its question as the customer wrote it, unchecked. */
async function earlierProposal(question: string, conversationId: number | null, extra: Partial<typeof ragProposals.$inferInsert> = {}): Promise<number> {
  const [row] = await t.database.db
    .insert(ragProposals)
    .values({
      organizationId: org.organization.id, sourceUuid: refund, question, questionKey: questionKey(question), origin: 'suggested',
      conversationId, personalDataChecked: false, ...extra,
    })
    .returning({ id: ragProposals.id });
  return row!.id;
}

const rows = () => t.database.db.select().from(ragProposals).where(eq(ragProposals.organizationId, org.organization.id)).orderBy(asc(ragProposals.id));
const announced = async (type: 'ai_source.proposal_changed' | 'ai_source.proposal_removed' = 'ai_source.proposal_changed') =>
  (await t.database.db.select({ payload: changeEvents.payload }).from(changeEvents).where(and(eq(changeEvents.organizationId, org.organization.id), eq(changeEvents.type, type))))
    .map((e) => (e.payload as { proposal: RagProposal }).proposal);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Earlier Proposals Co');
  const [c] = await t.database.db.insert(channels).values({ organizationId: org.organization.id, email: 'help@earlier.example', name: 'Help' }).returning();
  channel = { id: c!.id, organizationId: org.organization.id, email: c!.email };
  refund = await readyQuestions(t, org.api_key, ['How do I get a refund?'], 'We refund to the same card.');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(ragProposals);
  await t.database.db.delete(changeEvents);
});

describe('proposals made before the redaction', () => {
  it("lose the customer's name, address and long numbers; the change is announced and the proposal kept", async () => {
    const conversationId = await conversationWith('Rachel Price', 'rachel@price.example');
    const id = await earlierProposal('Rachel here (rachel@price.example, card 4111 1111 1111 1111): refund to my Visa?', conversationId, { occurrences: 2 });

    expect(await redactEarlierProposals(t.database.db, now)).toEqual({ unchanged: 0, redacted: 1, merged: 0, removed: 0, postponed: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ id, question: '███ here (███, card ███): refund to my Visa?', occurrences: 2, status: 'pending', personalDataChecked: true });
    expect(row!.questionKey).toBe(questionKey(row!.question));
    expect(await announced()).toEqual([expect.objectContaining({ id, question: row!.question })]);
  });

  it('are marked without a change or an event when nothing personal was in them, and checked only once', async () => {
    const conversationId = await conversationWith('Rachel Price', 'rachel@price.example');
    await earlierProposal('Can I get my money back for the 2025 plan?', conversationId);
    expect(await redactEarlierProposals(t.database.db, now)).toEqual({ unchanged: 1, redacted: 0, merged: 0, removed: 0, postponed: 0 });
    expect(await rows()).toEqual([expect.objectContaining({ question: 'Can I get my money back for the 2025 plan?', personalDataChecked: true })]);
    expect(await announced()).toEqual([]);
    // Every later run finds nothing to do.
    expect(await redactEarlierProposals(t.database.db, now)).toBeUndefined();
  });

  it('are removed when nothing but personal data was in them, unless accepted (the source holds that wording)', async () => {
    const conversationId = await conversationWith('Rachel Price', 'rachel@price.example');
    await earlierProposal('rachel@price.example', conversationId);
    await earlierProposal('+1 (555) 123-4567', conversationId, { status: 'dismissed', decidedAt: now, decidedByType: 'api_key' });
    const accepted = await earlierProposal('Rachel Price', conversationId, { status: 'accepted', decidedAt: now, decidedByType: 'api_key' });

    expect(await redactEarlierProposals(t.database.db, now)).toEqual({ unchanged: 0, redacted: 1, merged: 0, removed: 2, postponed: 0 });
    expect(await rows()).toEqual([expect.objectContaining({ id: accepted, question: '███', status: 'accepted' })]);
    // Integrations that kept them are told, with nothing personal in what they are told.
    const removed = await announced('ai_source.proposal_removed');
    expect(removed.map((p) => [p.question, p.status]).sort()).toEqual([['███', 'dismissed'], ['███', 'pending']]);
  });

  it('join a proposal of the same source that now has the same wording: one, with both counts and the earlier decision', async () => {
    const first = await conversationWith('Rachel Price', 'rachel@price.example');
    const second = await conversationWith('Tom Lee', 'tom@lee.example');
    // Proposed since, already without the address: pending, twice.
    const [since] = await t.database.db
      .insert(ragProposals)
      .values({ organizationId: org.organization.id, sourceUuid: refund, question: 'Refund to ███ please', questionKey: questionKey('Refund to ███ please'), origin: 'suggested', conversationId: second, occurrences: 2 })
      .returning({ id: ragProposals.id });
    await earlierProposal('Refund to rachel@price.example please', first, { status: 'dismissed', decidedAt: now, decidedByType: 'api_key', occurrences: 3 });

    expect(await redactEarlierProposals(t.database.db, now)).toEqual({ unchanged: 0, redacted: 0, merged: 1, removed: 0, postponed: 0 });
    expect(await rows()).toEqual([expect.objectContaining({ id: since!.id, question: 'Refund to ███ please', occurrences: 5, status: 'dismissed', personalDataChecked: true })]);
    expect(await announced()).toEqual([expect.objectContaining({ id: since!.id, occurrences: 5, status: 'dismissed' })]);
    expect(await announced('ai_source.proposal_removed')).toEqual([expect.objectContaining({ question: 'Refund to ███ please', occurrences: 3 })]);
  });

  it('keep the further decision when joined: an accepted wording stays accepted beside a dismissed one', async () => {
    const conversationId = await conversationWith('Rachel Price', 'rachel@price.example');
    await t.database.db
      .insert(ragProposals)
      .values({ organizationId: org.organization.id, sourceUuid: refund, question: 'Refund ███?', questionKey: questionKey('Refund ███?'), origin: 'suggested', conversationId, status: 'dismissed', decidedAt: now, decidedByType: 'api_key' });
    await earlierProposal('Refund rachel@price.example?', conversationId, { status: 'accepted', decidedAt: now, decidedByType: 'agent', decidedByAgentId: org.owner.id });
    await earlierProposal('Refund Rachel Price?', conversationId); // pending: joins too, and changes no decision
    expect(await redactEarlierProposals(t.database.db, now)).toMatchObject({ merged: 2 });
    expect(await rows()).toEqual([expect.objectContaining({ question: 'Refund ███?', status: 'accepted', decidedByType: 'agent', decidedByAgentId: org.owner.id, occurrences: 3 })]);
  });

  it.runIf(onPostgres)('leave a source in use at that moment for the next run, never waiting for it', async () => {
    const conversationId = await conversationWith('Rachel Price', 'rachel@price.example');
    const id = await earlierProposal('rachel@price.example: refund?', conversationId);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from rag_sources where uuid = ${refund}::uuid for key share`); // as a reply proposing
      await tx.execute(sql`select 1 from rag_proposals where id = ${id} for update`);
      // Another connection of the pool: it finds the rows locked and goes on at once.
      expect(await redactEarlierProposals(t.database.db, now)).toEqual({ unchanged: 0, redacted: 0, merged: 0, removed: 0, postponed: 1 });
    });
    expect((await rows())[0]).toMatchObject({ question: 'rachel@price.example: refund?', personalDataChecked: false });
    expect(await redactEarlierProposals(t.database.db, now)).toMatchObject({ redacted: 1, postponed: 0 });
  });

  it("keep the name when their conversation is gone (it was the contact's), and lose addresses and numbers still", async () => {
    await earlierProposal('Rachel Price, rachel@price.example: refund please', null);
    await redactEarlierProposals(t.database.db, now);
    expect((await rows())[0]).toMatchObject({ question: 'Rachel Price, ███: refund please', personalDataChecked: true });
  });

  it('are taken care of by housekeeping, while new proposals are made checked', async () => {
    const conversationId = await conversationWith('Rachel Price', 'rachel@price.example');
    for (let i = 0; i < 7; i++) await earlierProposal(`Order ${i}: refund to rachel@price.example?`, conversationId);
    expect(await redactEarlierProposals(t.database.db, now)).toEqual({ unchanged: 0, redacted: 7, merged: 0, removed: 0, postponed: 0 });

    for (let i = 0; i < 4; i++) await earlierProposal(`Order ${i + 10}: Rachel here, where is it?`, conversationId);
    const [fresh] = await t.database.db
      .insert(ragProposals)
      .values({ organizationId: org.organization.id, sourceUuid: refund, question: 'rachel@price.example', questionKey: 'x', origin: 'suggested', conversationId })
      .returning({ personalDataChecked: ragProposals.personalDataChecked });
    expect(fresh!.personalDataChecked).toBe(true);
    await housekeepingHandler(t.database.db, pino({ level: 'silent' }))({ id: 1, kind: 'maintenance.housekeeping', payload: {}, attempts: 1, now, organizationId: null });
    const questions = (await rows()).map((r) => r.question);
    expect(questions.filter((q) => q.includes('Rachel'))).toEqual([]);
    expect(questions).toContain('rachel@price.example'); // made checked: a new proposal is redacted where it is made
    expect(await t.database.db.select({ id: ragProposals.id }).from(ragProposals).where(eq(ragProposals.personalDataChecked, false))).toEqual([]);
    expect((await t.database.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, conversationId))).length).toBe(1);
  });

  it('leave sources as they are', async () => {
    const conversationId = await conversationWith('Rachel Price', 'rachel@price.example');
    await earlierProposal('Rachel here: refund?', conversationId, { status: 'accepted', decidedAt: now, decidedByType: 'api_key' });
    const before = await t.database.db.select({ questions: ragSources.questions, updatedAt: ragSources.updatedAt }).from(ragSources).where(eq(ragSources.uuid, refund));
    await redactEarlierProposals(t.database.db, now);
    expect(await t.database.db.select({ questions: ragSources.questions, updatedAt: ragSources.updatedAt }).from(ragSources).where(eq(ragSources.uuid, refund))).toEqual(before);
  });
});
