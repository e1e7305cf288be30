import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationPageSchema, type ConversationOrder, type ConversationPage, type ConversationStatus } from '#contract/conversations';
import { channels, contacts, conversations } from '../../db/schema.ts';
import { queryRows } from '../../db/query-rows.ts';
import { createAgent } from '../../domain/agents.ts';
import { mulberry32, randomInt, type Random } from '../../domain/seed/random.ts';
import { seedOrganization } from '../../domain/seed/seed-organization.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// GET /conversations against a real database: conversations are inserted with exact fields, so every
// expected order and filter result is written out, and cursor walks are checked against the table itself.

const ORDERS = ['priority', 'oldest', 'newest', 'longest'] as const satisfies readonly ConversationOrder[];
const ALL_STATUSES = 'status:opened status:closed status:spam status:snoozed';
const T0 = Date.parse('2025-05-01T00:00:00Z');
const at = (hours: number) => new Date(T0 + hours * 3_600_000);

type Body = ConversationPage & { error?: string };

interface OrgContext {
  id: number;
  key: string;
  channelId: number;
  contactId: number;
}

interface ConversationSpec {
  status?: ConversationStatus;
  assigneeId?: number | null;
  tags?: string[];
  created: Date;
  updated?: Date;
  waiting?: Date | null;
  lastMessage?: Date | null;
  subject?: string;
  body?: string;
}

/** The fields the orders are defined on, read back from the table. */
interface SortRow {
  id: number;
  createdAt: Date;
  updatedAt: Date;
  waitingSince: Date | null;
  lastMessageAt: Date | null;
}

const idleSince = (r: SortRow) => (r.waitingSince ?? r.lastMessageAt ?? r.createdAt).getTime();

// The documented order semantics, written independently of the SQL (no sort-key columns involved).
const COMPARE: Record<ConversationOrder, (a: SortRow, b: SortRow) => number> = {
  priority: (a, b) => {
    if (a.waitingSince && b.waitingSince) return a.waitingSince.getTime() - b.waitingSince.getTime() || a.id - b.id;
    if (a.waitingSince) return -1;
    if (b.waitingSince) return 1;
    const lastMessage = (r: SortRow) => (r.lastMessageAt ?? r.createdAt).getTime();
    return lastMessage(b) - lastMessage(a) || a.id - b.id;
  },
  oldest: (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  longest: (a, b) => idleSince(a) - idleSince(b) || a.id - b.id,
  // No SLA policy here: none has a due time, so the order is by id (server/domain/sla/sla.test.ts orders by due times).
  due: (a, b) => a.id - b.id,
};

let t: TestApp;

async function list(params: Record<string, string>, key: string): Promise<{ status: number; body: Body }> {
  const qs = new URLSearchParams(params).toString();
  const res = await t.request(`/api/conversations${qs ? `?${qs}` : ''}`, { key });
  return { status: res.status, body: (await res.json()) as Body };
}

async function ok(params: Record<string, string>, key: string): Promise<ConversationPage> {
  const { status, body } = await list(params, key);
  expect(status, `${JSON.stringify(params)}: ${JSON.stringify(body.error)}`).toBe(200);
  return body;
}

/** Follows the cursors to the end; `between` runs after each page (e.g. to insert rows mid-walk). */
async function walk(
  params: Record<string, string>,
  key: string,
  between?: (page: ConversationPage) => Promise<void>,
): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await ok(cursor ? { ...params, cursor } : params, key);
    pages += 1;
    ids.push(...page.data.map((c) => c.id));
    if (page.cursor !== null) expect(page.data).toHaveLength(Number(params.limit ?? 25));
    cursor = page.cursor;
    if (between) await between(page);
    expect(pages, 'the walk does not end').toBeLessThan(2000);
  } while (cursor !== null);
  return { ids, pages };
}

async function createOrg(name: string): Promise<OrgContext> {
  const created = await t.createOrg(name);
  const db = t.database.db;
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const [channel] = await db
    .insert(channels)
    .values({ organizationId: created.organization.id, email: `support@${slug}.example`, name: 'Support' })
    .returning({ id: channels.id });
  const [contact] = await db
    .insert(contacts)
    .values({ organizationId: created.organization.id, email: `customer@${slug}.example`, name: 'Casey Customer' })
    .returning({ id: contacts.id });
  return { id: created.organization.id, key: created.api_key, channelId: channel!.id, contactId: contact!.id };
}

async function insertConversations(org: OrgContext, specs: ConversationSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const rows = await t.database.db
    .insert(conversations)
    .values(
      specs.map((s) => {
        const subject = s.subject ?? 'Hello';
        const body = s.body ?? '';
        return {
          organizationId: org.id,
          channelId: org.channelId,
          contactId: org.contactId,
          subject,
          status: s.status ?? 'opened',
          assigneeId: s.assigneeId ?? null,
          tags: s.tags ?? [],
          createdAt: s.created,
          updatedAt: s.updated ?? s.created,
          waitingSince: s.waiting ?? null,
          lastMessageAt: s.lastMessage ?? null,
          preview: body.slice(0, 100),
          messageCount: body ? 1 : 0,
          search: sql`setweight(to_tsvector('english', ${subject}), 'A') || setweight(to_tsvector('english', ${body}), 'B')`,
        };
      }),
    )
    .returning({ id: conversations.id });
  return rows.map((r) => r.id);
}

async function sortRows(where: SQL | undefined): Promise<SortRow[]> {
  return t.database.db
    .select({
      id: conversations.id,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
      waitingSince: conversations.waitingSince,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .where(where);
}

async function expectedIds(order: ConversationOrder, where: SQL | undefined): Promise<number[]> {
  return (await sortRows(where)).sort(COMPARE[order]).map((r) => r.id);
}

function duplicatesOf(ids: number[]): number[] {
  const seen = new Set<number>();
  return ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/* ---------- a small inbox with exact fields: filters, orders, full text, errors, tenancy ---------- */

describe('GET /conversations on a controlled inbox', () => {
  let org: OrgContext;
  let other: OrgContext;
  const id: Record<string, number> = {};
  const name = new Map<number, string>();
  let alice: number;
  let bob: number;
  const theirIds: number[] = [];

  const names = (page: ConversationPage) => page.data.map((c) => name.get(c.id) ?? `foreign:${c.id}`);
  const search = async (text: string, extra: Record<string, string> = {}) => names(await ok({ search: text, ...extra }, org.key));
  const rejects = async (params: Record<string, string>, message: RegExp) => {
    const { status, body } = await list(params, org.key);
    expect(status, JSON.stringify(params)).toBe(400);
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(message);
  };

  beforeAll(async () => {
    org = await createOrg('Fixture Co');
    other = await createOrg('Other Co');
    alice = (await createAgent(t.database.db, { organizationId: org.id, email: 'Alice@Fixture.example', name: 'Alice', role: 'agent' })).id;
    bob = (await createAgent(t.database.db, { organizationId: org.id, email: 'bob@fixture.example', name: 'Bob', role: 'agent' })).id;
    await createAgent(t.database.db, { organizationId: other.id, email: 'carol@other.example', name: 'Carol', role: 'agent' });

    // Hours after T0. Orders of the opened ones, worked out by hand:
    //   priority (waiting first by waiting, then the last message (or creation) desc): c3 c8 c1 c9 c10 c2 c7
    //   oldest: c9 c1 c2 c3 c7 c8 c10   newest: the reverse   longest (waiting ?? last message ?? created): c3 c7 c8 c1 c2 c9 c10
    const specs: Record<string, ConversationSpec> = {
      c1: { assigneeId: alice, tags: ['billing', 'refund'], created: at(1), updated: at(50), waiting: at(10), lastMessage: at(10),
        subject: 'Refund request for order 1001', body: 'The refunds were delayed by the bank.' },
      c2: { tags: ['billing'], created: at(2), updated: at(60), lastMessage: at(20),
        subject: 'Invoice question', body: 'Could you send the invoice as a PDF file?' },
      c3: { assigneeId: bob, tags: ['shipping'], created: at(3), updated: at(40), waiting: at(5), lastMessage: at(5),
        subject: 'Where is my parcel', body: 'The courier lost the package somewhere.' },
      c4: { status: 'closed', assigneeId: alice, tags: ['billing', 'refund'], created: at(4), updated: at(70), lastMessage: at(30),
        subject: 'Refund processed', body: 'Thanks, the money was received.' },
      c5: { status: 'spam', created: at(5), updated: at(15), lastMessage: at(6), subject: 'Cheap watches', body: 'Buy cheap watches now' },
      c6: { status: 'snoozed', assigneeId: bob, tags: ['vip'], created: at(6), updated: at(80), waiting: at(7), lastMessage: at(7),
        subject: 'Password help', body: 'I will try again next week.' },
      // No message at all: idle since its creation.
      c7: { tags: ['vip', 'billing'], created: at(7), updated: at(45), subject: 'Upgrade to the annual plan' },
      c8: { assigneeId: alice, tags: ['login'], created: at(8), updated: at(55), waiting: at(9), lastMessage: at(9),
        subject: 'Cannot log in', body: 'The password reset email never arrives.' },
      // Waiting since 30 although the customer wrote again at 35: the wait started at 30.
      c9: { assigneeId: bob, tags: ['refund'], created: at(0), updated: at(36), waiting: at(30), lastMessage: at(35),
        subject: 'Money back please', body: 'I asked for a refund twice; still waiting for the money.' },
      // The most recent wait still comes before every conversation not waiting.
      c10: { created: at(90), updated: at(100), waiting: at(100), lastMessage: at(100),
        subject: 'Delayed delivery', body: 'My order is delayed, where is the parcel?' },
      c11: { status: 'closed', tags: ['shipping'], created: at(11), updated: at(65), lastMessage: at(12),
        subject: 'Parcel arrived', body: 'All good now, thanks.' },
    };
    const keys = Object.keys(specs);
    const ids = await insertConversations(org, keys.map((k) => specs[k]!));
    keys.forEach((k, i) => {
      id[k] = ids[i]!;
      name.set(ids[i]!, k);
    });
    // The other organization has look-alike conversations that must never leak.
    theirIds.push(
      ...(await insertConversations(other, [
        { tags: ['billing', 'refund'], created: at(1), waiting: at(1), subject: 'Refund request', body: 'refunds delayed parcel' },
        { tags: ['billing'], created: at(2), updated: at(200), subject: 'Invoice question', body: 'invoice' },
        { status: 'closed', tags: ['refund'], created: at(3), subject: 'Refund processed', body: 'refund' },
        { created: at(4), subject: 'Password reset email', body: 'the password reset email' },
      ])),
    );
  });

  describe('limit', () => {
    it('returns a conversation with every field of the contract', async () => {
      const page = await ok({ search: 'status:opened tag:billing tag:refund' }, org.key);
      expect(page).toEqual({
        cursor: null,
        data: [
          {
            id: id.c1,
            subject: 'Refund request for order 1001',
            status: 'opened',
            assignee: { id: alice, name: 'Alice', email: 'alice@fixture.example' },
            tags: ['billing', 'refund'],
            contact: { id: org.contactId, name: 'Casey Customer', email: 'customer@fixture-co.example' },
            channel_id: org.channelId,
            snooze_until: null,
            created: at(1).toISOString(),
            updated: at(50).toISOString(),
            last_message_at: at(10).toISOString(),
            waiting_since: at(10).toISOString(),
            preview: 'The refunds were delayed by the bank.',
            message_count: 1,
            sla: null,
          },
        ],
      });
    });

    it('pages by 3 at the minimum and returns null as the cursor on the last page', async () => {
      const first = await ok({ limit: '3' }, org.key);
      expect(names(first)).toEqual(['c3', 'c8', 'c1']);
      expect(first.cursor).toEqual(expect.any(String));
      const second = await ok({ limit: '3', cursor: first.cursor! }, org.key);
      expect(names(second)).toEqual(['c9', 'c10', 'c2']);
      const third = await ok({ limit: '3', cursor: second.cursor! }, org.key);
      expect(names(third)).toEqual(['c7']);
      expect(third.cursor).toBeNull();
    });

    it('returns the whole list with a null cursor when it fits the page exactly', async () => {
      const page = await ok({ limit: '7' }, org.key);
      expect(page.data).toHaveLength(7);
      expect(page.cursor).toBeNull();
    });

    it.each(['2', '251', '0', '-1', 'abc', '1.5', '1e2', ' ', '25x', '99999999999999999999'])(
      'rejects limit=%j with 400',
      async (limit) => {
        await rejects({ limit }, /^limit must be an integer between 3 and 250$/);
      },
    );

    // The contract reads an empty query value as absent, as for every optional integer of the API.
    it('reads an empty limit as the default', async () => {
      expect((await ok({ limit: '' }, org.key)).data).toHaveLength(7);
    });
  });

  describe('order', () => {
    it('defaults to priority: waiting on an agent first, the longest wait on top, then the latest message', async () => {
      const expected = ['c3', 'c8', 'c1', 'c9', 'c10', 'c2', 'c7'];
      expect(names(await ok({}, org.key))).toEqual(expected);
      expect(names(await ok({ order: 'priority' }, org.key))).toEqual(expected);
    });

    it('keeps a conversation in its place when it is tagged and untagged (no news is no activity)', async () => {
      const before = names(await ok({}, org.key));
      const c7 = (await ok({}, org.key)).data.find((c) => c.id === id.c7)!;
      for (const change of [{ tag: 'moved' }, { untag: 'moved' }]) {
        const res = await t.request('/api/conversations/bulk', { method: 'POST', key: org.key, json: { ids: [id.c7], ...change } });
        expect(res.status).toBe(200);
        expect(names(await ok({}, org.key))).toEqual(before);
      }
      const after = (await ok({}, org.key)).data.find((c) => c.id === id.c7)!;
      expect(after.last_message_at).toBe(c7.last_message_at);
      expect(after.last_message_at).toBeNull(); // c7 has no message: the list shows its creation time
    });

    it('orders by creation time with oldest and newest', async () => {
      expect(names(await ok({ order: 'oldest' }, org.key))).toEqual(['c9', 'c1', 'c2', 'c3', 'c7', 'c8', 'c10']);
      expect(names(await ok({ order: 'newest' }, org.key))).toEqual(['c10', 'c8', 'c7', 'c3', 'c2', 'c1', 'c9']);
    });

    it('orders longest by the start of the wait, else the last message, else the creation', async () => {
      expect(names(await ok({ order: 'longest' }, org.key))).toEqual(['c3', 'c7', 'c8', 'c1', 'c2', 'c9', 'c10']);
    });

    it('orders other statuses the same way', async () => {
      expect(await search('status:closed status:spam')).toEqual(['c4', 'c11', 'c5']);
      expect(await search('status:closed status:spam', { order: 'longest' })).toEqual(['c5', 'c11', 'c4']);
      expect(await search('status:closed status:spam', { order: 'newest' })).toEqual(['c11', 'c5', 'c4']);
    });

    it.each(['PRIORITY', 'random', '', 'created', 'oldest '])('rejects order=%j with 400', async (order) => {
      await rejects({ order }, /order must be one of priority, oldest, newest, longest/);
    });
  });

  describe('filters', () => {
    it('shows only opened conversations without a status filter', async () => {
      expect((await search('')).sort()).toEqual(['c1', 'c10', 'c2', 'c3', 'c7', 'c8', 'c9']);
      expect(await search('')).toEqual(await search('status:opened'));
    });

    it.each([
      ['status:opened', ['c3', 'c8', 'c1', 'c9', 'c10', 'c2', 'c7']],
      ['status:closed', ['c4', 'c11']],
      ['status:spam', ['c5']],
      ['status:snoozed', ['c6']],
      ['Status:CLOSED', ['c4', 'c11']],
      ['status:"spam"', ['c5']],
      ['status:snoozed status:spam', ['c6', 'c5']],
      // Waiting ones of any status first (c6 is snoozed), then the others by their last message (or creation).
      [ALL_STATUSES, ['c3', 'c6', 'c8', 'c1', 'c9', 'c10', 'c4', 'c2', 'c11', 'c7', 'c5']],
    ])('filters %s', async (text, expected) => {
      expect(await search(text)).toEqual(expected);
    });

    it('filters by assignee email, in any case, repeated meaning any of them', async () => {
      expect(await search('assigned:alice@fixture.example')).toEqual(['c8', 'c1']);
      expect(await search('ASSIGNED:ALICE@FIXTURE.EXAMPLE')).toEqual(['c8', 'c1']);
      expect(await search('assigned:Alice@Fixture.Example status:closed')).toEqual(['c4']);
      expect(await search('assigned:bob@fixture.example')).toEqual(['c3', 'c9']);
      expect(await search('assigned:alice@fixture.example assigned:bob@fixture.example')).toEqual(['c3', 'c8', 'c1', 'c9']);
    });

    it('rejects an unknown agent email with 400 naming it', async () => {
      await rejects({ search: 'assigned:nobody@fixture.example' }, /nobody@fixture\.example/);
      await rejects({ search: 'assigned:alice@fixture.example assigned:ghost@fixture.example' }, /ghost@fixture\.example/);
    });

    it('filters unassigned:true', async () => {
      expect(await search('unassigned:true')).toEqual(['c10', 'c2', 'c7']);
      expect(await search('unassigned:TRUE status:closed status:spam')).toEqual(['c11', 'c5']);
    });

    it('filters by one tag, and by two tags meaning both', async () => {
      expect(await search('tag:billing')).toEqual(['c1', 'c2', 'c7']);
      expect(await search('tag:BILLING')).toEqual(['c1', 'c2', 'c7']);
      expect(await search('tag:"billing"')).toEqual(['c1', 'c2', 'c7']);
      expect(await search('tag:billing tag:refund')).toEqual(['c1']);
      expect(await search('tag:billing tag:vip')).toEqual(['c7']);
      expect(await search('tag:vip tag:login')).toEqual([]);
      expect(await search('tag:nothing-has-this')).toEqual([]);
    });

    it('combines filters, phrases and words in any order', async () => {
      expect(await search('tag:billing refund')).toEqual(['c1']);
      expect(await search('refund tag:billing')).toEqual(['c1']);
      expect(await search('status:closed refund')).toEqual(['c4']);
      expect(await search('unassigned:true tag:billing')).toEqual(['c2', 'c7']);
      expect(await search('assigned:bob@fixture.example refund')).toEqual(['c9']);
      expect(await search('status:opened status:closed tag:refund')).toEqual(['c1', 'c9', 'c4']);
      expect(await search('status:opened status:closed tag:refund', { order: 'newest' })).toEqual(['c4', 'c1', 'c9']);
      expect(await search('"password reset" assigned:alice@fixture.example tag:login')).toEqual(['c8']);
      expect(await search('tag:shipping parcel status:closed status:opened')).toEqual(['c3', 'c11']);
    });
  });

  describe('full-text search', () => {
    it('finds stemmed forms: "refunds were delayed" by refund and by delay', async () => {
      expect(await search('refund')).toEqual(['c1', 'c9']);
      expect(await search('delay')).toEqual(['c1', 'c10']);
      expect(await search('REFUNDING')).toEqual(['c1', 'c9']);
    });

    it('needs every word to match', async () => {
      expect(await search('refund delay')).toEqual(['c1']);
      expect(await search('refund bank')).toEqual(['c1']);
      expect(await search('refund parcel')).toEqual([]);
      expect(await search('refund zebra')).toEqual([]);
    });

    it('searches the subject and the messages', async () => {
      expect(await search('parcel')).toEqual(['c3', 'c10']); // c3 by its subject, c10 by its message
      expect(await search('courier')).toEqual(['c3']);
      expect(await search('upgrade annual')).toEqual(['c7']); // subject only, no message
    });

    it('matches quoted phrases as words together, in order', async () => {
      expect(await search('"password reset"')).toEqual(['c8']);
      expect(await search('"reset email"')).toEqual(['c8']);
      expect(await search('"email reset"')).toEqual([]);
      expect(await search('"reset password"')).toEqual([]);
      expect(await search('"the refunds were delayed"')).toEqual(['c1']);
      expect(await search('"refund delayed"')).toEqual([]); // both words are there, not together
    });

    it('does not filter on stop words or punctuation alone', async () => {
      const all = await search('');
      expect(await search('the')).toEqual(all);
      expect(await search('the and of')).toEqual(all);
      expect(await search('"the of"')).toEqual(all);
      expect(await search('- ... !')).toEqual(all);
      expect(await search('the refund')).toEqual(['c1', 'c9']);
    });

    it('takes word:thing that is not a filter as a plain word', async () => {
      expect(await search('order:1001')).toEqual(['c1']); // the words order and 1001
      expect(await search('1001')).toEqual(['c1']);
    });
  });

  describe('search errors', () => {
    it.each([
      ['status:open', /unknown status "open"/],
      ['status:deleted', /unknown status "deleted"/],
      ['status:', /status: needs a status/],
      ['tag:', /tag: needs a tag/],
      ['tag:""', /tag: needs a tag/],
      ['tag:a,b', /tag "a,b" in search is invalid/],
      [`tag:${'x'.repeat(51)}`, /tag "x+…" in search is invalid: must be at most 50 characters/],
      ['"unclosed phrase', /unclosed quote/],
      ['refund "', /unclosed quote/],
      ['tag:"billing', /unclosed quote/],
      ['unassigned:false', /unassigned: only takes true, not "false"/],
      ['unassigned:', /unassigned: only takes true, not nothing/],
      ['assigned:', /assigned: needs an agent email/],
      ['assigned:alice', /assigned: needs an agent email, me or none; "alice" is none of them/],
      ['assigned:alice@fixture.example unassigned:true', /cannot combine assigned: with unassigned:true/],
      [Array.from({ length: 21 }, (_, i) => `word${i}`).join(' '), /too many words/],
      ['x'.repeat(101), /too long/],
      ['x'.repeat(501), /search must be at most 500 characters/],
    ])('rejects %j with 400 naming the problem', async (text, message) => {
      await rejects({ search: text }, message);
    });
  });

  describe('tenancy', () => {
    it("never shows another organization's conversations, whatever the filter", async () => {
      for (const text of ['', 'refund', 'tag:billing', 'status:closed', 'unassigned:true', '"password reset email"', ALL_STATUSES]) {
        for (const order of ORDERS) {
          const page = await ok({ search: text, order, limit: '250' }, org.key);
          expect(page.data.filter((c) => theirIds.includes(c.id)), `${text} ${order}`).toEqual([]);
        }
      }
      const theirs = await ok({ search: ALL_STATUSES, limit: '250' }, other.key);
      expect(theirs.data.map((c) => c.id).sort((a, b) => a - b)).toEqual([...theirIds].sort((a, b) => a - b));
    });

    it("treats another organization's agent as unknown", async () => {
      await rejects({ search: 'assigned:carol@other.example' }, /carol@other\.example/);
      expect((await ok({ search: 'assigned:carol@other.example' }, other.key)).data).toEqual([]);
    });

    it('answers 401 without a key', async () => {
      const res = await t.request('/api/conversations');
      expect(res.status).toBe(401);
      expect(Object.keys((await res.json()) as object)).toEqual(['error']);
    });
  });
});

/* ---------- a realistic, larger inbox: limits and cursor walks ---------- */

describe('cursor pages over a seeded inbox', () => {
  const SEEDED = 330;
  const NOW = new Date('2025-06-01T12:00:00Z');
  let org: OrgContext;
  let other: OrgContext;
  const inOrg = () => eq(conversations.organizationId, org.id);

  beforeAll(async () => {
    org = await createOrg('Volume Co');
    other = await createOrg('Elsewhere Co');
    await seedOrganization(t.database.db, org.id, { conversations: SEEDED, random: mulberry32(2024), now: NOW });
    await seedOrganization(t.database.db, other.id, { conversations: 40, random: mulberry32(99), now: NOW });
  }, 120_000);

  it('returns 25 by default and up to 250', async () => {
    expect((await ok({ search: ALL_STATUSES }, org.key)).data).toHaveLength(25);
    const max = await ok({ search: ALL_STATUSES, limit: '250' }, org.key);
    expect(max.data).toHaveLength(250);
    expect(max.cursor).toEqual(expect.any(String));
    expect((await ok({ search: ALL_STATUSES, limit: '3' }, org.key)).data).toHaveLength(3);
  });

  const walks: Array<[string, string, () => SQL | undefined]> = [
    ['every status', ALL_STATUSES, () => undefined],
    ['the default (opened)', '', () => eq(conversations.status, 'opened')],
    ['tag:billing', 'tag:billing', () => and(eq(conversations.status, 'opened'), sql`${conversations.tags} @> array['billing']::text[]`)],
    [
      'status:closed status:snoozed unassigned:true',
      'status:closed status:snoozed unassigned:true',
      () => and(inArray(conversations.status, ['closed', 'snoozed']), sql`${conversations.assigneeId} is null`),
    ],
    ['a full-text word', 'refund', () => and(eq(conversations.status, 'opened'), sql`${conversations.search} @@ to_tsquery('english', 'refund')`)],
  ];

  describe.each(walks)('walking %s', (_label, text, where) => {
    it.each(ORDERS)('serves every conversation exactly once, in %s order', async (order) => {
      const expected = await expectedIds(order, and(inOrg(), where()));
      expect(expected.length).toBeGreaterThan(text === ALL_STATUSES ? 300 : 10);
      const limit = expected.length > 100 ? '17' : '4';
      const { ids, pages } = await walk({ search: text, order, limit }, org.key);
      expect(duplicatesOf(ids)).toEqual([]);
      expect(ids).toEqual(expected);
      expect(pages).toBe(Math.max(1, Math.ceil(expected.length / Number(limit))));
    });
  });

  it('ends a walk whose last page is exactly full with an empty page or a null cursor, never a gap', async () => {
    const total = (await expectedIds('oldest', inOrg())).length;
    const limit = [3, 4, 5, 6, 7, 10, 11].find((l) => total % l === 0) ?? 3;
    const { ids } = await walk({ search: ALL_STATUSES, order: 'oldest', limit: String(limit) }, org.key);
    expect(ids).toHaveLength(total);
  });

  it.each(ORDERS)('keeps serving each existing conversation once while new ones arrive mid-walk (%s)', async (order) => {
    const before = await expectedIds(order, inOrg());
    const random = mulberry32(order.length * 7919);
    const inserted: number[] = [];
    try {
      const { ids } = await walk({ search: ALL_STATUSES, order, limit: '25' }, org.key, async (page) => {
        const last = page.data[page.data.length - 1];
        const lastCreated = last ? Date.parse(last.created) : T0;
        inserted.push(
          ...(await insertConversations(org, [
            // Anywhere in the window, one exactly at the last served creation time, one waiting, and one brand new.
            ...newConversations(random, 2, NOW),
            { created: new Date(lastCreated), updated: new Date(lastCreated), subject: 'Same time as the last one' },
            { created: new Date(NOW.getTime() - 3_600_000), waiting: new Date(NOW.getTime() - 60_000), subject: 'Waiting' },
            { created: new Date(NOW.getTime() + 60_000), subject: 'Brand new' },
          ])),
        );
      });
      expect(inserted.length).toBeGreaterThan(40);
      expect(duplicatesOf(ids)).toEqual([]);
      expect(ids.filter((id) => !before.includes(id) && !inserted.includes(id))).toEqual([]);
      expect(ids.filter((id) => before.includes(id))).toEqual(before);
      // Whatever new ones were served sit at their place in the order.
      const rows = new Map((await sortRows(inArray(conversations.id, ids))).map((r) => [r.id, r]));
      expect(ids).toEqual([...ids].sort((a, b) => COMPARE[order](rows.get(a)!, rows.get(b)!)));
    } finally {
      if (inserted.length) await t.database.db.delete(conversations).where(inArray(conversations.id, inserted));
    }
  });

  describe('cursor tampering', () => {
    let cursor: string;
    const params = { search: 'tag:billing', order: 'priority', limit: '5' };
    const invalid = /cursor is invalid/;
    // Flips the lowest bit of one base64url character: in the last character of a 16-byte signature that
    // bit is padding, so only a check of the exact text (not of the decoded bytes) notices.
    const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const flip = (text: string, index: number) =>
      text.slice(0, index) + B64[B64.indexOf(text[index]!) ^ 1]! + text.slice(index + 1);
    const rejectsCursor = async (value: string, extra: Record<string, string> = {}) => {
      const { status, body } = await list({ ...params, ...extra, cursor: value }, org.key);
      expect(status, value).toBe(400);
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error).toMatch(invalid);
    };

    beforeAll(async () => {
      cursor = (await ok(params, org.key)).cursor!;
    });

    it('accepts the untouched cursor, also with another page size', async () => {
      expect((await list({ ...params, cursor }, org.key)).status).toBe(200);
      expect((await ok({ ...params, limit: '3', cursor }, org.key)).data).toHaveLength(3);
    });

    it('is opaque: no plain ids or keys in it', () => {
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(() => JSON.parse(cursor) as unknown).toThrow();
    });

    it('rejects a cursor with a character of the payload changed', async () => {
      const [payload] = cursor.split('.');
      for (const i of [0, Math.floor(payload!.length / 2), payload!.length - 1]) await rejectsCursor(flip(cursor, i));
    });

    it('rejects a cursor with a character of the signature changed, the last one included', async () => {
      const dot = cursor.indexOf('.');
      for (const i of [dot + 1, dot + 5, cursor.length - 1]) await rejectsCursor(flip(cursor, i));
    });

    it('rejects a cursor with characters added, removed or rearranged', async () => {
      const [payload, mac] = cursor.split('.');
      await rejectsCursor(`${cursor}!`);
      await rejectsCursor(`${cursor}A`);
      await rejectsCursor(`${cursor}=`);
      await rejectsCursor(cursor.slice(0, -1));
      await rejectsCursor(`${payload}.${mac}.${mac}`);
      await rejectsCursor(`${mac}.${payload}`);
      await rejectsCursor(`${payload}.`);
      await rejectsCursor(`.${mac}`);
      await rejectsCursor(payload!);
    });

    it('rejects made-up cursors', async () => {
      for (const value of ['', 'abc', 'abc.def', '.', '..', 'null', '[1,2]', Buffer.from('[0,1]').toString('base64url') + '.AAAAAAAAAAAAAAAAAAAAAA']) {
        await rejectsCursor(value);
      }
      await rejectsCursor('x'.repeat(1001));
    });

    it('rejects the cursor with another order or another search', async () => {
      await rejectsCursor(cursor, { order: 'oldest' });
      await rejectsCursor(cursor, { order: 'longest' });
      await rejectsCursor(cursor, { search: 'tag:refund' });
      await rejectsCursor(cursor, { search: 'tag:billing refund' });
      await rejectsCursor(cursor, { search: '' });
      const oldest = (await ok({ ...params, order: 'oldest' }, org.key)).cursor!;
      await rejectsCursor(oldest);
      const newest = (await ok({ ...params, order: 'newest' }, org.key)).cursor!;
      await rejectsCursor(newest, { order: 'oldest' });
    });

    it("rejects another organization's cursor, even with the same order and search", async () => {
      const theirs = (await ok({ search: ALL_STATUSES, order: 'priority', limit: '3' }, other.key)).cursor!;
      const { status, body } = await list({ search: ALL_STATUSES, order: 'priority', limit: '3', cursor: theirs }, org.key);
      expect(status).toBe(400);
      expect(body.error).toMatch(invalid);
      await rejectsCursor(theirs);
    });
  });
});

function newConversations(random: Random, count: number, now: Date): ConversationSpec[] {
  return Array.from({ length: count }, () => {
    const created = new Date(now.getTime() - randomInt(random, 1, 60 * 24 * 60) * 60_000);
    const updated = new Date(created.getTime() + randomInt(random, 0, 24 * 60) * 60_000);
    const waiting = random() < 0.5 ? updated : null;
    return { created, updated, waiting, lastMessage: updated, subject: 'Arrived mid-walk' };
  });
}

/* ---------- identical sort keys ---------- */

describe('cursor pages over identical sort keys', () => {
  let org: OrgContext;
  let waitingIds: number[];
  let idleIds: number[];

  beforeAll(async () => {
    org = await createOrg('Ties Co');
    const same = at(24);
    // Every time equal; half of them waiting, interleaved by id.
    const ids = await insertConversations(
      org,
      Array.from({ length: 40 }, (_, i) => ({
        created: same,
        updated: same,
        waiting: i % 2 === 0 ? same : null,
        lastMessage: same,
        subject: `Tie ${i}`,
      })),
    );
    waitingIds = ids.filter((_, i) => i % 2 === 0).sort((a, b) => a - b);
    idleIds = ids.filter((_, i) => i % 2 === 1).sort((a, b) => a - b);
  });

  it.each([
    ['priority', () => [...waitingIds, ...idleIds]],
    ['oldest', () => [...waitingIds, ...idleIds].sort((a, b) => a - b)],
    ['newest', () => [...waitingIds, ...idleIds].sort((a, b) => b - a)],
    ['longest', () => [...waitingIds, ...idleIds].sort((a, b) => a - b)],
  ] as const)('pages %s by id when the keys are equal', async (order, expected) => {
    for (const limit of ['3', '7', '20']) {
      expect((await walk({ order, limit }, org.key)).ids, `limit ${limit}`).toEqual(expected());
    }
  });

  it('keeps microsecond differences of timestamps apart across pages', async () => {
    const micro = await createOrg('Micro Co');
    const ids = await insertConversations(micro, Array.from({ length: 24 }, (_, i) => ({ created: at(1), subject: `Micro ${i}` })));
    // Four creation times within one millisecond, which a JavaScript Date cannot tell apart.
    await t.database.db
      .update(conversations)
      .set({ createdAt: sql`'2025-05-01T00:00:00.000100Z'::timestamptz + ((${conversations.id} * 7) % 4) * interval '1 microsecond'` })
      .where(eq(conversations.organizationId, micro.id));
    // Without waits or messages, longest is by creation time too.
    for (const [order, direction] of [['oldest', 'asc'], ['newest', 'desc'], ['longest', 'asc']] as const) {
      const rows = await queryRows<{ id: number | string }>(
        t.database.db,
        sql`select id from conversations where organization_id = ${micro.id}
            order by created_at ${sql.raw(direction)}, id ${sql.raw(direction)}`,
      );
      const expected = rows.map((r) => Number(r.id));
      expect(new Set(expected)).toEqual(new Set(ids));
      for (const limit of ['3', '5']) {
        expect((await walk({ order, limit }, micro.key)).ids, `${order} limit ${limit}`).toEqual(expected);
      }
    }
  });

  it('writes every timestamp as toISOString does: UTC, milliseconds with the microseconds cut, and null when unset', async () => {
    const stamps = await createOrg('Stamps Co');
    const [id] = await insertConversations(stamps, [{ created: at(1), subject: 'Stamped' }]);
    await t.database.db
      .update(conversations)
      .set({
        createdAt: sql`'2025-05-01T00:00:00.999999Z'::timestamptz`,
        updatedAt: sql`'2025-12-31T23:59:59.000999+05:30'::timestamptz`,
        lastMessageAt: sql`'2025-06-15T12:34:56.5Z'::timestamptz`,
        waitingSince: null,
        snoozeUntil: null,
      })
      .where(eq(conversations.id, id!));
    const res = await t.app.request('/api/conversations?limit=5', { headers: { 'X-Api-Key': stamps.key } });
    const body = (await res.json()) as Body;
    const row = body.data.find((c) => c.id === id)!;
    expect({ created: row.created, updated: row.updated, last_message_at: row.last_message_at, waiting_since: row.waiting_since, snooze_until: row.snooze_until }).toEqual({
      created: '2025-05-01T00:00:00.999Z',
      updated: '2025-12-31T18:29:59.000Z',
      last_message_at: '2025-06-15T12:34:56.500Z',
      waiting_since: null,
      snooze_until: null,
    });
    // The same conversation read alone is written the same way.
    const one = await t.app.request(`/api/conversations/${id}`, { headers: { 'X-Api-Key': stamps.key } });
    expect(((await one.json()) as { created: string }).created).toBe('2025-05-01T00:00:00.999Z');
  });

  it('answers the page as compact JSON of the contract, as JSON.stringify writes it, whatever the text holds', async () => {
    const odd = await createOrg('Odd Text Co');
    const subjects = ['Quote " and \\ backslash', 'Line\nbreak\ttab\u0001control\u001f', 'Émoji 🎉 and \u2028 separator', '</script><b>', 'Plain'];
    const ids = await insertConversations(odd, subjects.map((subject, i) => ({ created: at(i), subject, tags: ['a"b', 'ü'] })));
    const res = await t.app.request('/api/conversations?limit=3&order=oldest', { headers: { 'X-Api-Key': odd.key } });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    const page = ConversationPageSchema.strict().parse(JSON.parse(text));
    expect(text).toBe(JSON.stringify(page)); // the same bytes c.json would have written
    const next = (await (await t.app.request(`/api/conversations?limit=3&order=oldest&cursor=${page.cursor}`, { headers: { 'X-Api-Key': odd.key } })).json()) as Body;
    expect([...page.data, ...next.data].map((c) => [c.id, c.subject, c.tags])).toEqual(ids.map((id, i) => [id, subjects[i], ['a"b', 'ü']]));
    expect(next.cursor).toBeNull();
  });
});
