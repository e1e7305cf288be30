import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '#contract/events';
import { changesAfter, latestChangeId } from '../../domain/changes/read.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { RAG_SOURCE_MAX_ATTEMPTS } from '../../domain/rag/source-job.ts';
import { retryDelayMs } from '../../jobs/worker.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { ragClient, runRagJobs } from '#test/support/rag-test-kit';

// ai_source.status_changed on the change feed: every change of a source's status, by whom, with the source.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let rag: ReturnType<typeof ragClient>;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Events Co');
  other = await t.createOrg('Other Co');
  rag = ragClient(t, org.api_key);
});
afterAll(() => t.close());

/** Runs `act` and answers the organization's events it caused, as [status, actor type, uuid]. */
async function statusChanges(act: () => Promise<unknown>, organizationId = org.organization.id) {
  const since = await latestChangeId(t.database.db, organizationId);
  await act();
  const events = await changesAfter(t.database.db, organizationId, since);
  return { events, statuses: events.map((e) => [e.type, (e.ai_source as { status: string }).status, e.actor.type]) };
}

const sourceOf = (e: ChangeEvent) => e.ai_source as Record<string, unknown>;

describe('ai_source.status_changed', () => {
  it('tells queued (by the key), then processing and ready (by the system), with the source as the list shows it', async () => {
    let uuid = '';
    const created = await statusChanges(async () => (uuid = (await rag.addQuestions(['How do I export my data?'], 'Settings > Export.')).body.uuid));
    expect(created.statuses).toEqual([['ai_source.status_changed', 'queued', 'api_key']]);
    expect(created.events[0]!.actor.api_key_id).toBe(org.api_key_id);
    expect(created.events[0]!.conversation_id).toBeNull();

    const processed = await statusChanges(() => runRagJobs(t));
    expect(processed.statuses).toEqual([
      ['ai_source.status_changed', 'processing', 'system'],
      ['ai_source.status_changed', 'ready', 'system'],
    ]);
    // What GET /{uuid} shows but a text's content, which an event never carries.
    const { content: _content, ...listed } = (await rag.get(uuid)).body;
    expect(sourceOf(processed.events[1]!)).toEqual(listed);
  });

  it('tells an update queued again, and a deletion as deleting then deleted', async () => {
    const { uuid } = (await rag.addQuestions(['Can I pay by card?'], 'Yes.')).body;
    await runRagJobs(t);
    expect((await statusChanges(() => rag.update(uuid, { answer: 'Yes, Visa and Mastercard.' }))).statuses).toEqual([
      ['ai_source.status_changed', 'queued', 'api_key'],
    ]);
    await runRagJobs(t);
    expect((await statusChanges(() => rag.remove(uuid))).statuses).toEqual([['ai_source.status_changed', 'deleting', 'api_key']]);
    const gone = await statusChanges(() => runRagJobs(t));
    expect(gone.statuses).toEqual([['ai_source.status_changed', 'deleted', 'system']]);
    expect(sourceOf(gone.events[0]!)).toMatchObject({ uuid, type: 'question', answer: 'Yes, Visa and Mastercard.' });
  });

  it('tells a failure with its error, each retry, and a reprocessing', async () => {
    const unindexable = await statusChanges(async () => {
      await rag.addQuestions(['???'], '...');
      await runRagJobs(t);
    });
    expect(unindexable.statuses.map((s) => s[1])).toEqual(['queued', 'processing', 'failed']);
    expect(sourceOf(unindexable.events[2]!).error).toMatch(/^nothing to index/);

    const { uuid } = (await rag.addQuestions(['How do I reset 2FA?'], 'Use a recovery code.')).body;
    const broken = { beforePublish: async () => Promise.reject(new Error('connection reset')) };
    let now = new Date();
    const retried = await statusChanges(async () => {
      for (let attempt = 1; attempt <= RAG_SOURCE_MAX_ATTEMPTS; attempt++) {
        await runRagJobs(t, { ...broken, now });
        now = new Date(now.getTime() + retryDelayMs(attempt) + 1000);
      }
    });
    expect(retried.statuses.map((s) => s[1])).toEqual(['processing', 'queued', 'processing', 'queued', 'processing', 'failed']);
    expect(sourceOf(retried.events.at(-1)!)).toMatchObject({ uuid, status: 'failed', error: 'processing failed: connection reset' });
    expect((await statusChanges(() => rag.reprocess(uuid))).statuses).toEqual([['ai_source.status_changed', 'queued', 'api_key']]);
  });

  it("never reaches another organization's feed", async () => {
    const theirs = await statusChanges(async () => {
      await rag.addQuestions(['Is there an API?'], 'Yes.');
      await runRagJobs(t);
    }, other.organization.id);
    expect(theirs.events).toEqual([]);
  });
});
