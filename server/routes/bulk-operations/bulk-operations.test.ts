import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOperation, BulkUpdateBody, Conversation } from '#contract/conversations';
import { agents, changeEvents, conversations } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import { bulkOperationHandler } from '../../domain/conversations/bulk-apply.ts';
import { BULK_JOB } from '../../domain/conversations/bulk-operations.ts';
import { BULK_UNDO_JOB, bulkUndoHandler } from '../../domain/conversations/bulk-undo.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { mulberry32 } from '../../domain/seed/random.ts';
import { seedOrganization } from '../../domain/seed/seed-organization.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// Bulk changes as operations: undo puts back exactly what one change changed (and nothing a teammate changed
// since), and a change over a whole search reaches every matching conversation, in batches, with progress.

let clock = new Date('2026-06-10T10:00:00.000Z');
let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let kim: number;
let lou: number;

const handlers = () => ({ [BULK_JOB]: bulkOperationHandler(t.database.db), [BULK_UNDO_JOB]: bulkUndoHandler(t.database.db) });
async function runJobs(): Promise<void> {
  while ((await runDueJobs(t.database.db, handlers(), { now: clock, workerId: 'w' })) > 0);
}

async function post<T>(path: string, json: unknown, key = org.api_key): Promise<{ status: number; body: T }> {
  const res = await t.request(`/api${path}`, { method: 'POST', key, json });
  return { status: res.status, body: (await res.json()) as T };
}
async function get<T>(path: string, key = org.api_key): Promise<{ status: number; body: T }> {
  const res = await t.request(`/api${path}`, { key });
  return { status: res.status, body: (await res.json()) as T };
}
const bulk = (body: BulkUpdateBody, key = org.api_key) => post<{ conversations: Conversation[]; operation: BulkOperation; error?: string }>('/conversations/bulk', body, key);
const undo = (id: number, key = org.api_key) => post<{ operation: BulkOperation; conversations: Conversation[]; error: string }>(`/conversations/bulk/${id}/undo`, {}, key);

/** Status, snooze time, assignee and tags of conversations, by id. */
async function states(ids: number[]) {
  const rows = await t.database.db
    .select({ id: conversations.id, status: conversations.status, snoozeUntil: conversations.snoozeUntil, assigneeId: conversations.assigneeId, tags: conversations.tags })
    .from(conversations)
    .where(sql`${conversations.id} = any(${`{${ids.join(',')}}`}::bigint[])`)
    .orderBy(asc(conversations.id));
  return rows.map((r) => ({ ...r, tags: [...r.tags].sort(), snoozeUntil: r.snoozeUntil?.toISOString() ?? null }));
}

async function orgConversations(organizationId: number, limit = 10) {
  const rows = await t.database.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.organizationId, organizationId))
    .orderBy(asc(conversations.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  org = await t.createOrg('Bulk Co');
  other = await t.createOrg('Other Co');
  await seedOrganization(t.database.db, org.organization.id, { conversations: 60, random: mulberry32(7), now: clock });
  await seedOrganization(t.database.db, other.organization.id, { conversations: 20, random: mulberry32(8), now: clock });
  kim = (await createAgent(t.database.db, { organizationId: org.organization.id, email: 'kim@bulk.test', name: 'Kim Lee', role: 'agent' })).id;
  lou = (await createAgent(t.database.db, { organizationId: org.organization.id, email: 'lou@bulk.test', name: 'Lou Park', role: 'agent' })).id;
}, 120_000);
afterAll(() => t.close());

describe('undo of a bulk change', () => {
  it('puts back status, snooze time, assignee and tags exactly as they were', async () => {
    const ids = await orgConversations(org.organization.id, 6);
    // Varied starting points: snoozed with a time, assigned to Kim, tagged.
    await bulk({ ids: ids.slice(0, 2), status: 'SNOOZED', snooze_until: '2026-06-20T09:00:00Z' });
    await bulk({ ids: ids.slice(2, 4), agent_id: kim, tag: 'vip' });
    await bulk({ ids: [ids[4]!], status: 'OPENED', untag: 'vip', agent_id: null });
    const before = await states(ids);

    clock = new Date(clock.getTime() + 60_000);
    const change = await bulk({ ids, status: 'CLOSED', agent_id: lou, tag: 'swept', untag: 'vip' });
    expect(change.status).toBe(200);
    expect(change.body.operation).toMatchObject({ status: 'done', search: null, delete: false, total: 6, processed: 6, changed: 6 });
    expect(Date.parse(change.body.operation.undo_until!)).toBe(clock.getTime() + 3_600_000);
    expect((await states(ids)).every((s) => s.status === 'closed' && s.assigneeId === lou && s.tags.includes('swept') && !s.tags.includes('vip'))).toBe(true);

    const undone = await undo(change.body.operation.id);
    expect(undone.status).toBe(200);
    expect(undone.body.operation).toMatchObject({ status: 'undone', undo_until: null });
    expect(undone.body.conversations.map((c) => c.id).sort((a, b) => a - b)).toEqual(ids);
    expect(await states(ids)).toEqual(before);

    // The history says it was an undo; the feed carries each conversation as it is now.
    const feed = await t.database.db
      .select({ type: changeEvents.type, payload: changeEvents.payload })
      .from(changeEvents)
      .where(and(eq(changeEvents.organizationId, org.organization.id), eq(changeEvents.type, 'conversation.updated')))
      .orderBy(asc(changeEvents.id));
    expect(feed.filter((e) => e.payload.undo_of === change.body.operation.id)).toHaveLength(6);
  });

  it('leaves what a teammate changed after the bulk change, and puts back the rest', async () => {
    const ids = (await orgConversations(org.organization.id, 12)).slice(8, 11);
    await bulk({ ids, status: 'OPENED', agent_id: null });
    const change = await bulk({ ids, status: 'CLOSED', agent_id: kim, tag: 'done' });
    // Meanwhile: one reopened by a teammate, one given to Lou, one untagged.
    await bulk({ ids: [ids[0]!], status: 'OPENED' });
    await bulk({ ids: [ids[1]!], agent_id: lou });
    await bulk({ ids: [ids[2]!], untag: 'done' });

    expect((await undo(change.body.operation.id)).status).toBe(200);
    const [a, b, c] = await states(ids);
    expect(a).toMatchObject({ status: 'opened', assigneeId: null }); // reopened by hand: status as it is; assignee put back
    expect(a!.tags).not.toContain('done');
    expect(b).toMatchObject({ status: 'opened', assigneeId: lou }); // Lou's assignment stays
    expect(c).toMatchObject({ status: 'opened', assigneeId: null, tags: expect.not.arrayContaining(['done']) });
  });

  it('tells what each operation changes, in the words of its request, the agent named', async () => {
    const ids = (await orgConversations(org.organization.id, 43)).slice(40);
    const changes = [
      (await bulk({ ids, status: 'SNOOZED', snooze_until: '2026-06-21T09:00:00Z' })).body.operation.change,
      (await bulk({ ids, agent_id: kim, tag: 'Told', untag: 'vip' })).body.operation.change,
      (await bulk({ ids, agent_id: null, status: 'OPENED' })).body.operation.change,
    ];
    expect(changes).toEqual([
      { status: 'SNOOZED', snooze_until: '2026-06-21T09:00:00.000Z' },
      { agent: { id: kim, name: 'Kim Lee' }, tag: 'told', untag: 'vip' },
      { status: 'OPENED', agent: null },
    ]);
    const { operation } = (await bulk({ ids: [ids[0]!], status: 'DELETE' })).body;
    expect(operation.change).toEqual({ status: 'DELETE' });
    expect((await get<BulkOperation>(`/conversations/bulk/${operation.id}`)).body.change).toEqual({ status: 'DELETE' });
  });

  it('refuses a deletion, a second undo, an unknown or foreign operation, and one past its hour', async () => {
    const ids = await orgConversations(org.organization.id, 20);
    const deleted = await bulk({ ids: [ids[19]!], status: 'DELETE' });
    expect(deleted.body.operation).toMatchObject({ delete: true, undo_until: null, changed: 1 });
    expect(await undo(deleted.body.operation.id)).toEqual({ status: 400, body: { error: 'a deletion cannot be undone' } });

    const change = await bulk({ ids: [ids[15]!], tag: 'once' });
    expect((await undo(change.body.operation.id)).status).toBe(200);
    expect(await undo(change.body.operation.id)).toEqual({ status: 409, body: { error: 'this bulk change was already undone' } });
    expect((await undo(change.body.operation.id, other.api_key)).status).toBe(404);
    expect((await get(`/conversations/bulk/${change.body.operation.id}`, other.api_key)).status).toBe(404);
    expect((await undo(999_999)).body).toEqual({ error: 'bulk operation not found' });
    expect((await post('/conversations/bulk/abc/undo', {})).status).toBe(400);

    const nothing = await bulk({ ids: [ids[16]!], tag: 'x1' });
    await bulk({ ids: [ids[16]!], tag: 'x1' }).then(async (again) => {
      expect(again.body.operation.changed).toBe(0);
      expect((await undo(again.body.operation.id)).status).toBe(409);
    });
    clock = new Date(clock.getTime() + 3_600_001);
    const late = await undo(nothing.body.operation.id);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/can no longer be undone/);
  });
});

describe('a change over every conversation matching a search', () => {
  const BIG = 5_000;
  let big: CreatedOrganization;

  beforeAll(async () => {
    big = await t.createOrg('Big Co');
    await seedOrganization(t.database.db, big.organization.id, { conversations: BIG, random: mulberry32(42), now: clock });
  }, 300_000);

  it('counts, then changes exactly the matching conversations in batches, with progress, and undoes them all', async () => {
    const matching = async () =>
      (
        await t.database.db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.organizationId, big.organization.id), eq(conversations.status, 'opened')))
      ).map((r) => r.id);
    const opened = await matching();
    expect(opened.length).toBeGreaterThan(1000);
    const everything = await t.database.db
      .select({ id: conversations.id, tags: conversations.tags })
      .from(conversations)
      .where(eq(conversations.organizationId, big.organization.id));
    const taggedBefore = new Map(everything.map((r) => [r.id, [...r.tags].sort()]));

    const count = await get<{ count: number; max: number }>('/conversations/bulk/matching?search=status%3Aopened', big.api_key);
    expect(count.body).toEqual({ count: opened.length, max: 100_000 });

    const started = await post<{ operation: BulkOperation }>('/conversations/bulk/matching', { search: 'status:opened', tag: 'swept' }, big.api_key);
    expect(started.status).toBe(202);
    expect(started.body.operation).toMatchObject({ status: 'running', search: 'status:opened', change: { tag: 'swept' }, total: opened.length, processed: 0, undo_until: null });
    await runJobs();

    const done = await get<BulkOperation>(`/conversations/bulk/${started.body.operation.id}`, big.api_key);
    expect(done.body).toMatchObject({ status: 'done', total: opened.length, processed: opened.length });
    const after = await t.database.db
      .select({ id: conversations.id, tags: conversations.tags })
      .from(conversations)
      .where(eq(conversations.organizationId, big.organization.id));
    const swept = after.filter((r) => r.tags.includes('swept')).map((r) => r.id).sort((a, b) => a - b);
    expect(swept).toEqual([...opened].sort((a, b) => a - b));
    // Other organizations untouched.
    const [leaked] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .where(sql`${conversations.organizationId} <> ${big.organization.id} and 'swept' = any(${conversations.tags})`);
    expect(leaked!.n).toBe(0);

    // Progress in the feed: batches of 500, ending with done.
    const progress = await t.database.db
      .select({ payload: changeEvents.payload })
      .from(changeEvents)
      .where(and(eq(changeEvents.organizationId, big.organization.id), eq(changeEvents.type, 'bulk.progress')))
      .orderBy(asc(changeEvents.id));
    const steps = progress.map((p) => p.payload.operation as BulkOperation);
    // Each says what the change is, so any tab of the agent can say "Tagging 2,412 conversations".
    expect(steps.at(0)).toMatchObject({ status: 'running', processed: 0, change: { tag: 'swept' } });
    expect(steps.at(-1)).toMatchObject({ status: 'done', processed: opened.length, changed: done.body.changed });
    expect(steps.filter((s) => s.status === 'running').map((s) => s.processed).slice(1, 3)).toEqual([500, 1000]);

    // Undo: more than one batch, so a job; then every tag is as it was.
    const undoing = await undo(started.body.operation.id, big.api_key);
    expect(undoing.status).toBe(202);
    expect(undoing.body.operation.status).toBe('undoing');
    await runJobs();
    expect((await get<BulkOperation>(`/conversations/bulk/${started.body.operation.id}`, big.api_key)).body.status).toBe('undone');
    const restored = await t.database.db
      .select({ id: conversations.id, tags: conversations.tags })
      .from(conversations)
      .where(eq(conversations.organizationId, big.organization.id));
    expect(new Map(restored.map((r) => [r.id, [...r.tags].sort()]))).toEqual(taggedBefore);
  }, 300_000);

  it('refuses an invalid search or change, blocking without the permission, and undo while it runs', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ tag: 'x' }, 400, /search must be a string/],
      [{ search: 'assigned:nobody@nowhere.test', tag: 'x' }, 400, /no agent with the email/],
      [{ search: '' }, 400, /nothing to change/],
      [{ search: '', ids: [1], status: 'CLOSED', snooze_until: 'tomorrow' }, 400, /snooze_until is only used with status SNOOZED/],
      [{ search: 'x'.repeat(501), tag: 'x' }, 400, /at most 500/],
    ];
    for (const [body, status, error] of cases) {
      const res = await post<{ error: string }>('/conversations/bulk/matching', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toMatch(error);
    }
    const agentKey = await t.createKey(org.organization.id, []);
    const blocked = await post<{ error: string }>('/conversations/bulk/matching', { search: 'status:opened', status: 'SPAM', block: true }, agentKey);
    expect(blocked.status).toBe(403);

    const running = await post<{ operation: BulkOperation }>('/conversations/bulk/matching', { search: '', tag: 'later' });
    expect((await undo(running.body.operation.id)).status).toBe(409);
    await runJobs();
    expect((await get<BulkOperation>(`/conversations/bulk/${running.body.operation.id}`)).body.status).toBe('done');
    expect((await get('/conversations/bulk/matching?search=assigned%3Ame')).status).toBe(400);
  });

  it('does not give conversations back to an agent deactivated since', async () => {
    const ids = (await orgConversations(org.organization.id, 30)).slice(25, 27);
    await bulk({ ids, agent_id: kim });
    const change = await bulk({ ids, agent_id: lou });
    await t.database.db.update(agents).set({ active: false }).where(eq(agents.id, kim));
    expect((await undo(change.body.operation.id)).status).toBe(200);
    expect((await states(ids)).map((s) => s.assigneeId)).toEqual([lou, lou]);
  });
});
