import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '#contract/session';
import type { Message } from '#contract/conversations';
import type { RagProposal, RagProposalPage } from '#contract/rag-proposals';
import { changeEvents, channels, messages, ragProposals, ragSources } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { receiveMail, type InboundChannel } from '../../mail/inbound/receive-mail.ts';
import { ragClient, readyQuestions, runRagJobs, type Body } from '#test/support/rag-test-kit';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { jobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createMailTransport } from '../../mail/outbound/transport.ts';

// Learning from agents: a reply that used a Q&A source's answer proposes the customer's question as a new variant
// of that source; someone who manages the AI store accepts it (the variant is added, the source processed again)
// or dismisses it. Nothing changes a source before that click.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let channel: InboundChannel;
let otherChannel: InboundChannel;
let rag: ReturnType<typeof ragClient>;
let refund: string;
let mail = 0;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'proposals-outbox-'));

const REFUND_QUESTIONS = ['How do I get a refund for a double charge?', 'I was charged twice'];
const REFUND_ANSWER = 'We refund the duplicate payment in full to the same card.';

async function addChannel(o: CreatedOrganization, email: string): Promise<InboundChannel> {
  const [c] = await t.database.db.insert(channels).values({ organizationId: o.organization.id, email, name: 'Help' }).returning();
  return { id: c!.id, organizationId: o.organization.id, email: c!.email };
}

/** A new conversation: a customer's mail. */
async function customerWrites(subject: string, text: string, into = channel): Promise<number> {
  mail++;
  const received = await receiveMail(
    t.database.db,
    into,
    {
      messageId: `<m${mail}@customer.example>`, inReplyTo: null, references: [], envelopeFrom: null, cc: [], html: null, attachments: [],
      from: { name: 'Jane Roe', email: `jane${mail}@customer.example` }, to: [{ name: '', email: into.email }],
      subject, text,
    },
    new Date(),
  );
  if (received.outcome !== 'stored') throw new Error('not stored');
  return received.conversationId;
}

const api = async <T>(method: string, path: string, json?: unknown, key = org.api_key) => {
  const res = await t.request(`/api${path}`, { method, key, ...(json !== undefined ? { json } : {}) });
  return { status: res.status, body: (await res.json()) as Body<T> };
};

const reply = (conversationId: number, extra: Record<string, unknown>, key = org.api_key, agentId = org.owner.id) =>
  api<Message>('POST', `/conversations/${conversationId}/messages`, { content: { content: '<p>Refunded.</p>' }, agent_id: agentId, delay: 600, ...extra }, key);

const proposals = async (query = '', key = org.api_key) => {
  const { status, body } = await api<RagProposalPage>('GET', `/organization/rag/proposals${query}`, undefined, key);
  expect(status, body.error).toBe(200);
  return body;
};
const accept = (id: number | string, key = org.api_key) => api<RagProposal>('POST', `/organization/rag/proposals/${id}/accept`, undefined, key);
const dismiss = (id: number | string, key = org.api_key) => api<RagProposal>('POST', `/organization/rag/proposals/${id}/dismiss`, undefined, key);

const used = (uuid: string, origin = 'suggested') => ({ ai_source: { uuid, origin } });

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Learning Co');
  other = await t.createOrg('Other Co');
  channel = await addChannel(org, 'help@learning.example');
  otherChannel = await addChannel(other, 'help@other.example');
  rag = ragClient(t, org.api_key);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.delete(ragProposals);
  await t.database.db.delete(ragSources);
  refund = await readyQuestions(t, org.api_key, REFUND_QUESTIONS, REFUND_ANSWER);
});

describe('a reply that used an answer', () => {
  it("proposes the customer's question, as the reply box asks it, for the source it used: pending, with where and who", async () => {
    const conversationId = await customerWrites('Duplicate charge on my Visa', 'Hello,\n\nThere are two payments of $209.50 on my Visa.\n\nThanks,\nJane');
    const sent = await reply(conversationId, used(refund));
    expect(sent.status, sent.body.error).toBe(200);

    const { data, cursor } = await proposals();
    expect(cursor).toBeNull();
    expect(data).toEqual([
      {
        id: expect.any(Number),
        status: 'pending',
        question: 'Duplicate charge on my Visa. There are two payments of $209.50 on my Visa.',
        origin: 'suggested',
        occurrences: 1,
        source: { uuid: refund, question: REFUND_QUESTIONS[0], status: 'ready' },
        conversation: { id: conversationId, subject: 'Duplicate charge on my Visa' },
        agent: { id: org.owner.id, name: org.owner.name, email: org.owner.email },
        created: expect.any(String),
        last_proposed: expect.any(String),
        decided_at: null,
        decided_by: null,
      },
    ]);
    // Nothing changed the source.
    expect((await rag.get(refund)).body).toMatchObject({ status: 'ready', questions: REFUND_QUESTIONS });
    // On the change feed, with the proposal as the list shows it.
    const feed = await t.database.db
      .select({ payload: changeEvents.payload })
      .from(changeEvents)
      .where(and(eq(changeEvents.organizationId, org.organization.id), eq(changeEvents.type, 'ai_source.proposal_changed')));
    expect(feed.map((e) => e.payload)).toEqual([{ proposal: data[0] }]);
  });

  it("counts each reply that used the source's answer once it is sent, and when; an undone one counts nothing", async () => {
    const before = (await rag.get(refund)).body;
    expect([before.used_count, before.last_used_at]).toEqual([0, null]);
    const first = await reply(await customerWrites('Visa', 'Charged twice'), used(refund));
    const second = await reply(await customerWrites('Visa', 'Charged twice again'), used(refund, 'searched'));
    const undone = await reply(await customerWrites('Visa', 'Charged two times'), used(refund));
    await reply(await customerWrites('Visa', 'Thanks'), {}); // no answer used
    expect((await rag.get(refund)).body.used_count).toBe(0); // scheduled: the customer has nothing yet
    const cancelled = await api<Message>('POST', `/conversations/${undone.body.conversation_id}/messages/${undone.body.id}/cancel`);
    expect(cancelled.status, cancelled.body.error).toBe(200);

    // The replies' delay (600 s) passes: they are sent.
    const sentAt = new Date(Date.now() + 601_000);
    const handlers = jobHandlers({ db: t.database.db, transport: createMailTransport({ outboxDir: outbox }), logger: pino({ level: 'silent' }) });
    for (let ran = -1; ran !== 0; ) ran = await runDueJobs(t.database.db, handlers, { now: sentAt, workerId: 'proposals-test' });
    const statuses = await t.database.db.select({ id: messages.id, status: messages.status }).from(messages);
    expect(statuses.filter((m) => [first.body.id, second.body.id].includes(m.id)).map((m) => m.status)).toEqual(['sent', 'sent']);

    const after = (await rag.get(refund)).body;
    expect([after.used_count, after.last_used_at]).toEqual([2, sentAt.toISOString()]);
    // The source itself did not change.
    expect([after.status, after.updated, after.questions]).toEqual([before.status, before.updated, before.questions]);
  });

  it("counts a help text's passage used as a use of the text, and proposes nothing for it (it has no questions)", async () => {
    const text = (await rag.addText('Refunds', 'We refund the duplicate payment within 5 days.')).body.uuid;
    await runRagJobs(t);
    const sent = await reply(await customerWrites('Visa', 'Charged twice'), used(text, 'searched'));
    expect(sent.status, sent.body.error).toBe(200);
    const sentAt = new Date(Date.now() + 601_000);
    const handlers = jobHandlers({ db: t.database.db, transport: createMailTransport({ outboxDir: outbox }), logger: pino({ level: 'silent' }) });
    for (let ran = -1; ran !== 0; ) ran = await runDueJobs(t.database.db, handlers, { now: sentAt, workerId: 'proposals-test' });

    expect((await rag.get(text)).body).toMatchObject({ type: 'text', used_count: 1, last_used_at: sentAt.toISOString() });
    expect((await proposals()).data).toEqual([]);
    const [message] = await t.database.db.select({ aiSourceUuid: messages.aiSourceUuid }).from(messages).where(eq(messages.id, sent.body.id));
    expect(message!.aiSourceUuid).toBe(text);
  });

  it('records a source the agent picked from search instead the same way, with how it arose', async () => {
    const conversationId = await customerWrites('Billing problem', 'My card shows the same amount two times');
    expect((await reply(conversationId, used(refund, 'searched'))).status).toBe(200);
    expect((await proposals()).data.map((p) => [p.question, p.origin])).toEqual([['Billing problem. My card shows the same amount two times', 'searched']]);
  });

  it('proposes one question once per source: the same wording again counts another occurrence', async () => {
    const first = await customerWrites('Charged again', 'Why two payments this month?');
    const second = await customerWrites('charged  AGAIN', 'why two payments this month');
    await reply(first, used(refund));
    await reply(second, used(refund, 'searched'));
    await reply(first, used(refund));
    const { data } = await proposals();
    expect(data.map((p) => [p.question, p.occurrences, p.origin, p.conversation?.id])).toEqual([['Charged again. Why two payments this month?', 3, 'suggested', first]]);
    expect(data[0]!.last_proposed >= data[0]!.created).toBe(true);

    // Another source gets its own.
    const billing = await readyQuestions(t, org.api_key, ['Where are my invoices?'], 'Settings > Billing.');
    await reply(first, used(billing));
    expect((await proposals()).data.map((p) => p.source.uuid).sort()).toEqual([refund, billing].sort());
  });

  it('proposes nothing for a question the source already has, in any case or end punctuation', async () => {
    const conversationId = await customerWrites('Re: something', 'i was charged TWICE!');
    const sent = await reply(conversationId, used(refund));
    expect(sent.status).toBe(200);
    expect((await proposals()).data).toEqual([]);
  });

  it('proposes nothing without ai_source, nor when the customer never wrote; the reply is sent either way', async () => {
    const conversationId = await customerWrites('Question', 'Can I pay by invoice?');
    expect((await reply(conversationId, {})).status).toBe(200);
    const composed = await api<Message>('POST', '/conversations/compose', {
      channel_id: channel.id, to: 'new@customer.example', subject: 'Hello', content: { content: '<p>Hi</p>' }, agent_id: org.owner.id, delay: 600,
    });
    expect(composed.status, composed.body.error).toBe(200);
    expect((await reply(composed.body.conversation_id, used(refund))).status).toBe(200);
    expect((await proposals()).data).toEqual([]);
  });

  it('proposes the latest question once an agent answered: the message alone, not the subject again', async () => {
    const conversationId = await customerWrites('Duplicate charge', 'Two payments on my card.');
    await reply(conversationId, {});
    await customerWrites('unrelated', 'unused'); // another conversation
    const received = await receiveMail(
      t.database.db,
      channel,
      {
        messageId: '<followup@customer.example>', inReplyTo: null, references: [], envelopeFrom: null, cc: [], html: null, attachments: [],
        from: { name: 'Jane Roe', email: 'jane-followup@customer.example' }, to: [{ name: '', email: channel.email }],
        subject: 'Re: Duplicate charge', text: 'How long until the refund shows on my statement?',
      },
      new Date(),
    );
    expect(received.outcome).toBe('stored');
    const followUp = received.outcome === 'stored' ? received.conversationId : 0;
    await reply(followUp, used(refund));
    expect((await proposals()).data.map((p) => p.question)).toEqual(['How long until the refund shows on my statement?']);
  });

  it("proposes the question without the customer's name, email address or long numbers; one of personal data alone, not at all", async () => {
    const conversationId = await customerWrites('Charged twice', 'Jane Roe here (jane@roe.example, +1 555 123 4567): card 4111 1111 1111 1111 was charged twice for order #4471.');
    await reply(conversationId, used(refund));
    expect((await proposals()).data.map((p) => p.question)).toEqual(['███ here (███, ███): card ███ was charged twice for order #4471.']);

    await t.database.db.delete(ragProposals);
    await reply(await customerWrites('', 'jane@roe.example'), used(refund));
    expect((await proposals()).data).toEqual([]);
  });

  it('keeps a long question to the 250 characters a question variant may have, cut at a word', async () => {
    const conversationId = await customerWrites('Long', `${'charged twice again '.repeat(20)}end`);
    await reply(conversationId, used(refund));
    const [proposal] = (await proposals()).data;
    expect(proposal!.question.length).toBeLessThanOrEqual(250);
    expect(proposal!.question).toMatch(/^Long\. charged twice again .* (charged|twice|again)$/);
  });
});

describe('a reply naming a source it cannot have used', () => {
  const cases: [string, () => Promise<unknown>, RegExp][] = [
    ['not a uuid', async () => ({ ai_source: { uuid: 'nope', origin: 'suggested' } }), /^ai_source\.uuid must be a uuid$/],
    ['no uuid', async () => ({ ai_source: { origin: 'suggested' } }), /^ai_source\.uuid is required$/],
    ['an unknown origin', async () => used(refund, 'guessed'), /^ai_source\.origin must be one of suggested, searched$/],
    ['not an object', async () => ({ ai_source: 'refund' }), /^ai_source must be an object \{uuid, origin\}$/],
    ['an unknown source', async () => used('00000000-0000-4000-8000-000000000000'), /^ai_source\.uuid: no AI source 0{8}-.* in this organization$/],
    [
      'a source being deleted',
      async () => {
        await rag.remove(refund);
        return used(refund);
      },
      /^ai_source\.uuid: the source is being deleted$/,
    ],
  ];
  for (const [what, body, error] of cases) {
    it(`is refused with 400 for ${what}, and nothing is sent or proposed`, async () => {
      const conversationId = await customerWrites('Refund', 'Charged twice');
      const extra = (await body()) as Record<string, unknown>;
      const { status, body: answer } = await reply(conversationId, extra);
      expect(status).toBe(400);
      expect(answer.error).toMatch(error);
      expect(await t.database.db.select().from(messages).where(and(eq(messages.conversationId, conversationId), eq(messages.direction, 'outbound')))).toEqual([]);
      expect(await t.database.db.select().from(ragProposals)).toEqual([]);
    });
  }

  it("is refused for another organization's source as for an unknown one", async () => {
    const theirs = await readyQuestions(t, other.api_key, ['Secret?'], 'Theirs.');
    const conversationId = await customerWrites('Refund', 'Charged twice');
    const { status, body } = await reply(conversationId, used(theirs));
    expect([status, body.error]).toEqual([400, `ai_source.uuid: no AI source ${theirs} in this organization`]);
  });

  it('is sent for a source queued again since it was suggested (edited meanwhile)', async () => {
    await rag.update(refund, { answer: 'A new answer.' });
    const conversationId = await customerWrites('Refund please', 'Charged double');
    expect((await reply(conversationId, used(refund.toUpperCase()))).status).toBe(200);
    expect((await proposals()).data.map((p) => [p.source.uuid, p.source.status])).toEqual([[refund, 'queued']]);
  });
});

describe('accepting a proposal', () => {
  it('adds the question to the source through its update: queued, then ready and found by it', async () => {
    const conversationId = await customerWrites('Visa', 'Two identical amounts from you this month');
    await reply(conversationId, used(refund));
    const [proposal] = (await proposals()).data;
    const { status, body } = await accept(proposal!.id);
    expect(status, body.error).toBe(200);
    expect(body).toMatchObject({
      id: proposal!.id,
      status: 'accepted',
      source: { uuid: refund, status: 'queued' },
      decided_at: expect.any(String),
      decided_by: { type: 'api_key', agent_id: null, api_key_id: org.api_key_id },
    });
    expect((await rag.get(refund)).body).toMatchObject({ status: 'queued', questions: [...REFUND_QUESTIONS, proposal!.question] });
    expect(await runRagJobs(t)).toBe(1);
    expect((await rag.get(refund)).body.status).toBe('ready');
    const found = (await rag.search(proposal!.question)).body.results[0]!;
    expect([found.uuid, found.matched]).toEqual([refund, proposal!.question]);

    // Again: the same answer, the source is not queued again. The question is the source's now: not proposed again.
    const again = await accept(proposal!.id);
    expect([again.status, again.body.status, again.body.decided_at]).toEqual([200, 'accepted', body.decided_at]);
    expect((await rag.get(refund)).body.status).toBe('ready');
    await reply(await customerWrites('Visa', 'Two identical amounts from you this month'), used(refund));
    expect((await proposals()).data.map((p) => [p.status, p.occurrences])).toEqual([['accepted', 1]]);
  });

  it('adds the wording an admin edited instead (a card number taken out); the proposal keeps counting the customer\'s', async () => {
    const conversationId = await customerWrites('Visa', 'Two charges on card 4111 this month, Jo');
    await reply(conversationId, used(refund));
    const [proposal] = (await proposals()).data;
    for (const [json, error] of [
      [{ question: '   ' }, 'question must not be empty'],
      [{ question: 'x'.repeat(251) }, 'question must be at most 250 characters'],
      [{ question: 7 }, 'question must be a string'],
    ] as const) {
      const refused = await api<RagProposal>('POST', `/organization/rag/proposals/${proposal!.id}/accept`, json);
      expect([refused.status, refused.body.error]).toEqual([400, error]);
    }
    expect((await rag.get(refund)).body.questions).toEqual(REFUND_QUESTIONS); // nothing added by a refusal
    const { status, body } = await api<RagProposal>('POST', `/organization/rag/proposals/${proposal!.id}/accept`, { question: '  Two charges on my card this month  ' });
    expect([status, body.status, body.question]).toEqual([200, 'accepted', proposal!.question]);
    expect((await rag.get(refund)).body.questions).toEqual([...REFUND_QUESTIONS, 'Two charges on my card this month']);
    await reply(await customerWrites('Visa', 'Two charges on card 4111 this month, Jo'), used(refund));
    expect((await proposals()).data.map((p) => [p.status, p.occurrences])).toEqual([['accepted', 2]]);
  });

  it('changes nothing more when someone added the same wording by hand meanwhile', async () => {
    await reply(await customerWrites('Double', 'Charged double'), used(refund));
    await runRagJobs(t);
    const [proposal] = (await proposals()).data;
    expect(proposal!.question).toBe('Charged double'); // the body says what the subject does
    await rag.update(refund, { questions: [...REFUND_QUESTIONS, 'charged DOUBLE!'] });
    await runRagJobs(t);
    const { status, body } = await accept(proposal!.id);
    expect([status, body.status, body.source.status]).toEqual([200, 'accepted', 'ready']);
    expect((await rag.get(refund)).body.questions).toHaveLength(3);
  });

  it('is refused (409) while the source is being deleted, and when it holds 50 questions already', async () => {
    const full = await readyQuestions(t, org.api_key, Array.from({ length: 50 }, (_, i) => `Question number ${i}`), 'Answer.');
    await reply(await customerWrites('Full', 'One more question'), used(full));
    await reply(await customerWrites('Gone', 'Where did it go'), used(refund));
    const byText = Object.fromEntries((await proposals()).data.map((p) => [p.source.uuid, p.id]));
    const tooMany = await accept(byText[full]!);
    expect([tooMany.status, tooMany.body.error]).toEqual([409, 'the source already has 50 questions, the most it can hold: remove one in its editor first']);
    await rag.remove(refund);
    const deleting = await accept(byText[refund]!);
    expect([deleting.status, deleting.body.error]).toEqual([409, 'the source is being deleted']);
    expect((await proposals('?status=pending')).data).toHaveLength(2);
    // Once the source is gone, so are its proposals.
    await runRagJobs(t);
    expect((await proposals()).data.map((p) => p.source.uuid)).toEqual([full]);
    expect((await accept(byText[refund]!)).status).toBe(404);
  });
});

describe('dismissing a proposal', () => {
  it('leaves the source as it is; dismissing again answers the same; it can still be accepted later', async () => {
    await reply(await customerWrites('Twice', 'Payment taken twice'), used(refund));
    const [proposal] = (await proposals()).data;
    const before = await t.database.db.select({ version: ragSources.version }).from(ragSources).where(eq(ragSources.uuid, refund));
    const { status, body } = await dismiss(proposal!.id);
    expect([status, body.status, body.decided_by?.type]).toEqual([200, 'dismissed', 'api_key']);
    expect(await t.database.db.select({ version: ragSources.version }).from(ragSources).where(eq(ragSources.uuid, refund))).toEqual(before);
    expect((await rag.get(refund)).body).toMatchObject({ status: 'ready', questions: REFUND_QUESTIONS });
    expect((await dismiss(proposal!.id)).body).toEqual(body);

    // Proposed again: counted, still dismissed (an admin said no to it once).
    await reply(await customerWrites('Twice', 'payment taken twice.'), used(refund));
    expect((await proposals()).data.map((p) => [p.status, p.occurrences])).toEqual([['dismissed', 2]]);

    expect((await accept(proposal!.id)).body.status).toBe('accepted');
    const late = await dismiss(proposal!.id);
    expect([late.status, late.body.error]).toEqual([409, "the proposal was accepted: its question is one of the source's now (remove it in the source's editor)"]);
  });
});

describe('the list of proposals', () => {
  it('shows pending first, newest first within each, in cursor pages bound to the status filter', async () => {
    for (const word of ['one', 'two', 'three', 'four']) await reply(await customerWrites(`Charge ${word}`, `Charged twice ${word}`), used(refund));
    const all = (await proposals()).data;
    expect(all.map((p) => p.question)).toEqual(['Charge four. Charged twice four', 'Charge three. Charged twice three', 'Charge two. Charged twice two', 'Charge one. Charged twice one']);
    await dismiss(all[0]!.id);
    await dismiss(all[2]!.id);

    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await proposals(`?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.data.map((p) => `${p.status} ${p.question}`));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual([
      'pending Charge three. Charged twice three',
      'pending Charge one. Charged twice one',
      'dismissed Charge four. Charged twice four',
      'dismissed Charge two. Charged twice two',
    ]);
    expect((await proposals('?status=dismissed')).data.map((p) => p.id)).toEqual([all[0]!.id, all[2]!.id]);

    const first = await proposals('?limit=1&status=pending');
    const wrongFilter = await api('GET', `/organization/rag/proposals?status=dismissed&cursor=${encodeURIComponent(first.cursor!)}`);
    expect([wrongFilter.status, wrongFilter.body.error]).toEqual([400, 'cursor is invalid: use the cursor of the previous page, with the same status']);
    const foreign = await api('GET', `/organization/rag/proposals?status=pending&cursor=${encodeURIComponent(first.cursor!)}`, undefined, other.api_key);
    expect(foreign.status).toBe(400);
  });

  it('refuses a bad status, limit or cursor with 400', async () => {
    for (const [query, error] of [
      ['?status=open', 'status must be one of pending, accepted, dismissed'],
      ['?limit=0', 'limit must be an integer between 1 and 100'],
      ['?limit=abc', 'limit must be an integer between 1 and 100'],
      ['?cursor=abc', 'cursor is invalid: use the cursor of the previous page, with the same status'],
    ]) {
      const { status, body } = await api('GET', `/organization/rag/proposals${query}`);
      expect([query, status, body.error]).toEqual([query, 400, error]);
    }
  });

  it('keeps a proposal whose conversation was deleted, without it', async () => {
    const conversationId = await customerWrites('Gone soon', 'Charged twice, again');
    await reply(conversationId, used(refund));
    const bulk = await api('POST', '/conversations/bulk', { ids: [conversationId], status: 'DELETE' });
    expect(bulk.status, bulk.body.error).toBe(200);
    expect((await proposals()).data.map((p) => [p.question, p.conversation])).toEqual([['Gone soon. Charged twice, again', null]]);
  });
});

describe('who may decide, and tenants', () => {
  it('lets whoever may manage AI sources decide: a key without permissions, a signed-in agent; any agent’s reply proposes', async () => {
    const agent = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'alex@learning.example', name: 'Alex Agent', role: 'agent', password: 'agent-password' });
    const signIn = await t.request('/api/session', { method: 'POST', headers: { [CSRF_HEADER]: '1' }, json: { email: agent.email, password: agent.password } });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const asAgent = (method: string, path: string, json?: unknown) =>
      t.request(`/api${path}`, { method, headers: { Cookie: cookie, [CSRF_HEADER]: '1' }, ...(json !== undefined ? { json } : {}) });

    const conversationId = await customerWrites('Help', 'Charged two times for one month');
    const sent = await asAgent('POST', `/conversations/${conversationId}/messages`, { content: { content: '<p>Done</p>' }, agent_id: agent.id, delay: 600, ...used(refund) });
    expect(sent.status).toBe(200);
    const [proposal] = (await proposals()).data;
    expect(proposal!.agent?.name).toBe('Alex Agent');

    const decided = await asAgent('POST', `/organization/rag/proposals/${proposal!.id}/dismiss`);
    expect(decided.status).toBe(200);
    expect(((await decided.json()) as RagProposal).decided_by).toEqual({ type: 'agent', agent_id: agent.id, api_key_id: null });

    const bare = await t.createKey(org.organization.id, []);
    expect((await accept(proposal!.id, bare)).status).toBe(200);
  });

  it("shows and decides only the organization's own: another's proposal is unknown", async () => {
    await reply(await customerWrites('Mine', 'Charged twice here'), used(refund));
    const [mine] = (await proposals()).data;
    const theirs = await readyQuestions(t, other.api_key, ['How do I get a refund?'], 'Write to us.');
    const otherConversation = await customerWrites('Theirs', 'Refund please', otherChannel);
    expect((await reply(otherConversation, used(theirs), other.api_key, other.owner.id)).status).toBe(200);

    expect((await proposals('', other.api_key)).data.map((p) => p.question)).toEqual(['Theirs. Refund please']);
    expect((await proposals()).data.map((p) => p.id)).toEqual([mine!.id]);
    for (const decide of [accept, dismiss]) {
      const { status, body } = await decide(mine!.id, other.api_key);
      expect([status, body.error]).toEqual([404, 'proposal not found']);
    }
    expect((await proposals()).data[0]!.status).toBe('pending');
  });

  it('answers 400 for an id that is not one, 404 for an unknown one', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) expect((await accept(id)).status, id).toBe(400);
    expect(await dismiss('999999999')).toEqual({ status: 404, body: { error: 'proposal not found' } });
  });
});
