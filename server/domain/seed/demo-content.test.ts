import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionInputSchema } from '#contract/actions';
import type { ConversationPage, Timeline } from '#contract/conversations';
import { customerQuestion } from '#contract/customer-question';
import type { RagSearchResult, RagSource, RagSourcePage } from '#contract/rag';
import type { ApplySnippetResult, Snippet, SnippetCategory } from '#contract/snippets';
import { jobs, ragSources, snippetCategories, snippets } from '../../db/schema.ts';
import { ensureDemoOrganization, type DemoOrganization } from '../demo-organization.ts';
import { SLA_REAPPLY_JOB, slaReapplyHandler } from '../sla/reapply.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import type { BusinessHours } from '#contract/business-hours';
import type { SlaPolicy } from '#contract/sla';
import { RAG_SOURCE_JOB } from '../rag/source-job.ts';
import { DEMO_HELP_TEXTS } from './demo-help-texts.ts';
import { DEMO_OPENING_CONVERSATION } from './demo-opening-conversation.ts';
import { DEMO_QUESTIONS } from './demo-questions.ts';
import { seedDemoKnowledge } from './seed-demo-knowledge.ts';
import { seedDemoSnippets } from './seed-demo-snippets.ts';
import { runRagJobs } from '#test/support/rag-test-kit';
import { createTestApp, type TestApp } from '#test/support/test-app';

// What a newcomer finds in the demo organization besides its inbox: AI answers about its own product (queued
// at creation, ready once the job worker ran) and snippets in categories, with variables and actions.

let t: TestApp;
let demo: DemoOrganization;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  demo = (await ensureDemoOrganization(t.database.db))!;
  orgId = demo.organization.id;
}, 120_000);
afterAll(() => t.close());

const get = async <T>(path: string) => {
  const res = await t.request(`/api${path}`, { key: demo.api_key });
  const body = (await res.json()) as T & { error?: string };
  expect(res.status, body.error).toBe(200);
  return body;
};
const sources = async () => (await get<RagSourcePage>('/organization/rag/sources?limit=100')).data;
const countRows = async (table: typeof ragSources | typeof snippets | typeof snippetCategories) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.organizationId, orgId)))[0]!.n;

describe('the demo organization’s AI answers', () => {
  it('are created queued, each with its processing job: at least 25 Q&A of 3 or 4 wordings, and 3 help texts', async () => {
    const all = await sources();
    const questions = all.filter((s) => s.type === 'question');
    const texts = all.filter((s) => s.type === 'text');
    expect(questions.length).toBeGreaterThanOrEqual(25);
    expect(questions).toHaveLength(DEMO_QUESTIONS.length);
    expect(texts.map((s) => s.title).sort()).toEqual(DEMO_HELP_TEXTS.map((h) => h.title).sort());
    expect(texts).toHaveLength(3);
    expect(new Set(all.map((s) => s.status))).toEqual(new Set(['queued']));
    for (const q of questions) {
      expect(q.questions!.length, q.questions![0]).toBeGreaterThanOrEqual(3);
      expect(q.questions!.length, q.questions![0]).toBeLessThanOrEqual(4);
      expect(q.answer!.length, q.questions![0]).toBeGreaterThan(120);
    }
    for (const text of texts) expect(text.content_length!, text.title!).toBeGreaterThan(1000);
    const queued = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.organizationId, orgId), eq(jobs.kind, RAG_SOURCE_JOB)));
    expect(queued[0]!.n).toBe(all.length);
    // The order written in the data file, as the AI answers page lists it (newest first).
    expect(questions[0]!.questions![0]).toBe(DEMO_QUESTIONS[0]!.questions[0]);
  });

  it('answer the double charge the demo conversations ask about, in the customers’ words', async () => {
    const refund = (await sources()).find((s) => s.questions?.[0] === 'How do I get a refund for a double charge?');
    expect(refund?.questions).toEqual(expect.arrayContaining(['I was charged twice']));
    expect(refund?.answer).toMatch(/refund/i);
  });

  it('are all ready once the jobs ran, the help texts split into passages, and searchable', async () => {
    expect(await runRagJobs(t)).toBeGreaterThanOrEqual(DEMO_QUESTIONS.length + DEMO_HELP_TEXTS.length);
    const all = await sources();
    expect(all.filter((s) => s.status !== 'ready').map((s: RagSource) => [s.questions?.[0] ?? s.title, s.status, s.error])).toEqual([]);
    for (const text of all.filter((s) => s.type === 'text')) expect(text.passages!, text.title!).toBeGreaterThanOrEqual(2);
    const found = await get<{ results: { uuid: string; matched: string }[] }>(`/organization/rag/search?${new URLSearchParams({ q: 'I was charged twice' })}`);
    const refund = all.find((s) => s.questions?.[0] === 'How do I get a refund for a double charge?')!;
    expect(found.results.slice(0, 3).map((r) => r.uuid)).toContain(refund.uuid);
  });

  it('suggest the double-charge answer in the first conversation a newcomer opens, asked as its reply box asks', async () => {
    const first = (await get<ConversationPage>('/conversations')).data[0]!;
    expect(first).toMatchObject({ subject: DEMO_OPENING_CONVERSATION.subject, status: 'opened', message_count: 1 });
    const timeline = await get<Timeline>(`/conversations/${first.id}/messages`);
    const question = customerQuestion(timeline.entries.flatMap((e) => (e.type === 'message' ? [e.message] : [])));
    expect(question).toBe(`${DEMO_OPENING_CONVERSATION.subject}. ${DEMO_OPENING_CONVERSATION.body}`);
    const { results } = await get<{ results: RagSearchResult[] }>(`/organization/rag/search?${new URLSearchParams({ q: question, limit: '3' })}`);
    const refund = (await sources()).find((s) => s.questions?.[0] === 'How do I get a refund for a double charge?')!;
    expect(results[0]).toMatchObject({ uuid: refund.uuid, suggested: true });
  });
});

describe('the demo organization’s snippets', () => {
  it('are filed in three categories, each with a shortcut', async () => {
    const categories = { data: await get<SnippetCategory[]>('/snippets/categories') };
    expect(categories.data.map((c) => [c.name, c.parent_id])).toEqual([
      ['Billing', 0],
      ['Account', 0],
      ['General', 0],
    ]);
    for (const c of categories.data) expect(c.snippet_count, c.name).toBeGreaterThanOrEqual(3);
    const list = (await get<{ data: Snippet[] }>('/snippets')).data;
    expect(list.length).toBe(categories.data.reduce((n, c) => n + c.snippet_count, 0));
    for (const s of list) {
      expect(s.shortcut, s.title).toMatch(/^[a-z0-9-]+$/);
      expect(s.categories, s.title).toHaveLength(1);
    }
    // The `/` picker lists them in this order: the first category first.
    expect(list[0]!.categories[0]).toBe(categories.data[0]!.id);
  });

  it('use variables and actions, every action as the contract reads it', async () => {
    const list = (await get<{ data: Snippet[] }>('/snippets')).data;
    const names = new Set(list.flatMap((s) => s.actions.map((a) => a.name)));
    expect([...names].sort()).toEqual(['note', 'reply', 'status', 'tag', 'teammates.assign']);
    const statuses = new Set(list.flatMap((s) => s.actions.filter((a) => a.name === 'status').map((a) => a.data.status)));
    expect([...statuses].sort()).toEqual(['closed', 'snoozed', 'spam']);
    for (const s of list) {
      for (const action of s.actions) {
        const checked = ActionInputSchema.safeParse({ name: action.name, data: action.data });
        expect(checked.success, `${s.title}: ${action.name}`).toBe(true);
        expect(checked.data?.data, `${s.title}: ${action.name}`).toEqual(action.data);
      }
    }
    const replies = list.flatMap((s) => s.actions.filter((a) => a.name === 'reply').map((a) => String(a.data.content)));
    expect(replies.length).toBeGreaterThanOrEqual(8);
    for (const variable of ['contact.first_name', 'agent.first_name', 'organization.name', 'conversation.id', 'contact.email']) {
      expect(replies.some((r) => r.includes(`{{${variable}`)), variable).toBe(true);
    }
    // The escalation goes to the admin the demo prints a sign-in for.
    const escalate = list.find((s) => s.shortcut === 'escalate-billing')!;
    const admin = demo.signIns.find((s) => s.role === 'admin')!;
    expect(escalate.actions.find((a) => a.name === 'teammates.assign')!.data).toEqual({ agent_email: admin.email });
  });

  it('fill in for the first conversation of the inbox, and the double-charge one refunds, tags and closes it', async () => {
    const first = (await get<ConversationPage>('/conversations')).data[0]!;
    const list = (await get<{ data: Snippet[] }>('/snippets')).data;
    for (const s of list) {
      const res = await t.request(`/api/conversations/${first.id}/snippets/${s.id}/apply?preview=true`, { method: 'POST', key: demo.api_key });
      const preview = (await res.json()) as ApplySnippetResult & { error?: string };
      expect(res.status, `${s.title}: ${preview.error}`).toBe(200);
      for (const a of preview.actions) expect(JSON.stringify(a.data), s.title).not.toContain('{{');
    }
    const refund = list.find((s) => s.shortcut === 'double-charge')!;
    const res = await t.request(`/api/conversations/${first.id}/snippets/${refund.id}/apply`, {
      method: 'POST',
      key: demo.api_key,
      json: { agent_email: demo.owner.email },
    });
    const applied = (await res.json()) as ApplySnippetResult & { error?: string };
    expect(res.status, applied.error).toBe(200);
    expect(applied.conversation.status).toBe('closed');
    expect(applied.conversation.tags).toContain('refund');
    expect(applied.messages[0]!.html).toContain(`your reference is #${first.id}`);
    expect(applied.messages[0]!.html).toContain('Dana<br>Acme Support');
  });
});

describe('the demo organization’s service levels', () => {
  it('has weekday office hours and a VIP policy, which gives the open vip conversations their due times', async () => {
    expect(await get<BusinessHours>('/organization/business-hours')).toMatchObject({ always_open: false, time_zone: 'Europe/Paris' });
    const { data } = await get<{ data: SlaPolicy[] }>('/sla-policies');
    expect(data).toEqual([expect.objectContaining({ name: 'VIP customers', business_hours: true, conditions: { tags: ['vip'] } })]);
    const handlers = { [SLA_REAPPLY_JOB]: slaReapplyHandler(t.database.db) };
    while ((await runDueJobs(t.database.db, handlers, { now: new Date(), workerId: 'demo' })) > 0);
    const vip = await get<ConversationPage>('/conversations?search=tag:vip&limit=250');
    const others = await get<ConversationPage>('/conversations?limit=250');
    expect(vip.data.length).toBeGreaterThan(0);
    expect(vip.data.every((c) => c.sla?.policy_id === data[0]!.id)).toBe(true);
    expect(others.data.filter((c) => !c.tags.includes('vip')).every((c) => c.sla === null)).toBe(true);
  });
});

describe('seeding the demo content again', () => {
  it('adds nothing: no second Q&A, help text, category or snippet', async () => {
    const before = { sources: await countRows(ragSources), snippets: await countRows(snippets), categories: await countRows(snippetCategories) };
    expect(before.sources).toBe(DEMO_QUESTIONS.length + DEMO_HELP_TEXTS.length);
    expect(await seedDemoKnowledge(t.database.db, orgId, new Date())).toBe(0);
    expect(await seedDemoSnippets(t.database.db, orgId, new Date())).toBe(0);
    expect(await ensureDemoOrganization(t.database.db)).toBeUndefined();
    expect({ sources: await countRows(ragSources), snippets: await countRows(snippets), categories: await countRows(snippetCategories) }).toEqual(before);
  });

  it('adds back only what is missing, in its category', async () => {
    const [gone] = await t.database.db.delete(snippets).where(and(eq(snippets.organizationId, orgId), eq(snippets.shortcut, 'unlocked'))).returning();
    const [source] = await t.database.db
      .delete(ragSources)
      .where(and(eq(ragSources.organizationId, orgId), eq(ragSources.title, DEMO_HELP_TEXTS[1]!.title)))
      .returning();
    expect(gone && source).toBeTruthy();
    expect(await seedDemoSnippets(t.database.db, orgId, new Date())).toBe(1);
    expect(await seedDemoKnowledge(t.database.db, orgId, new Date())).toBe(1);
    const again = (await get<{ data: Snippet[] }>('/snippets')).data.find((s) => s.shortcut === 'unlocked')!;
    expect(again.categories).toEqual(gone!.categories.map(Number));
    expect((await sources()).filter((s) => s.title === DEMO_HELP_TEXTS[1]!.title).map((s) => s.status)).toEqual(['queued']);
  });
});
