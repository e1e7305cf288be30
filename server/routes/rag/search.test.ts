import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { ragClient, readyQuestions, runRagJobs } from '#test/support/rag-test-kit';
import { pruneChangeFeed } from '../../domain/changes/prune.ts';
import { RETIRE } from '../../domain/rag/source-changes.ts';
import { isLongMessage } from '../../domain/rag/search/confidence.ts';
import { rankSources } from '../../domain/rag/search/search-sources.ts';

// GET /organization/rag/search: what is found, what never is, and the validation of the query.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let rag: ReturnType<typeof ragClient>;
let theirs: ReturnType<typeof ragClient>;
let refund: string;
let password: string;
let invoices: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Search Co');
  other = await t.createOrg('Other Co');
  rag = ragClient(t, org.api_key);
  theirs = ragClient(t, other.api_key);
  refund = await readyQuestions(t, org.api_key, ['Can I get a refund?', 'What is your refund policy?'], 'Annual plans are refunded within 30 days.');
  password = await readyQuestions(t, org.api_key, ['How do I reset my password?', 'I forgot my password'], 'Click "Forgot password?" on the sign-in page.');
  invoices = await readyQuestions(t, org.api_key, ['Where can I find my invoices?'], 'Under Settings > Billing > Invoices, as PDF.');
  await readyQuestions(t, other.api_key, ['Can I get a refund?'], 'Their refund answer.');
});
afterAll(() => t.close());

/**
 * The source is not found by these words: neither first nor suggested. (A search by meaning may still list it
 * among a small store's weak neighbours, unsuggested.)
 */
async function expectNotFoundBy(words: string, uuid: string) {
  const { results } = (await rag.search(words)).body;
  expect(results[0]?.uuid).not.toBe(uuid);
  expect(results.find((r) => r.uuid === uuid)?.suggested ?? false).toBe(false);
}

describe('GET /organization/rag/search', () => {
  it('answers the best source first, with the variant that matched and its answer', async () => {
    const { status, body } = await rag.search('refund policy');
    expect(status).toBe(200);
    expect(body.results[0]).toEqual({
      uuid: refund,
      type: 'question',
      score: expect.any(Number),
      confidence: expect.any(Number),
      suggested: true,
      matched: 'What is your refund policy?',
      answer: 'Annual plans are refunded within 30 days.',
      title: null,
      url: null,
    });
    const scores = body.results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('gives one result per source, at most limit of them', async () => {
    const { results } = (await rag.search('password forgot reset refund invoices', 20)).body;
    expect(new Set(results.map((r) => r.uuid)).size).toBe(results.length);
    expect(results.map((r) => r.uuid).sort()).toEqual([refund, password, invoices].sort());
    expect((await rag.search('password forgot reset refund invoices', 2)).body.results).toHaveLength(2);
  });

  it('finds through stemming, typos and support synonyms', async () => {
    expect((await rag.search('refunds')).body.results[0]!.uuid).toBe(refund);
    expect((await rag.search('pasword resett')).body.results[0]!.uuid).toBe(password);
    expect((await rag.search('money back')).body.results[0]!.uuid).toBe(refund);
    expect((await rag.search('where are my bills')).body.results[0]!.uuid).toBe(invoices);
  });

  it('looks words run together up by their trigrams in a search, not in a mail, whose other words carry it', async () => {
    const organizationId = org.organization.id;
    const [short] = await rankSources(t.database.db, organizationId, 'passwordreset', 3);
    expect(short).toMatchObject({ sourceUuid: password });
    expect(short!.evidence.trigram).toBeGreaterThan(0);
    const mail =
      'Locked out. Hi, since this morning I cannot get into my account at all, the passwordreset page just spins ' +
      'and I have tried three browsers, two laptops and my phone, and nothing works, so I really need a new password today please';
    expect(isLongMessage(mail)).toBe(true);
    const [fromMail] = await rankSources(t.database.db, organizationId, mail, 3);
    expect(fromMail).toMatchObject({ sourceUuid: password });
    expect(fromMail!.evidence.trigram).toBe(0);
  });

  it('never returns another organization\'s sources, and theirs never ours', async () => {
    const ours = (await rag.search('refund')).body.results;
    expect(ours.map((r) => r.answer)).not.toContain('Their refund answer.');
    const found = (await theirs.search('refund')).body.results;
    expect(found.map((r) => r.answer)).toEqual(['Their refund answer.']);
    expect((await theirs.search('password')).body.results).toEqual([]);
    // nor through typo matching (trigrams), which reads passages without the full-text index
    expect((await rag.search('pasword resett')).body.results.map((r) => r.uuid)).toContain(password);
    expect((await theirs.search('pasword resett')).body.results).toEqual([]);
  });

  it('returns only ready sources: never queued, failed or deleting ones', async () => {
    const queued = (await rag.addQuestions(['Do you have a mobile app?'], 'Yes, for iOS and Android.')).body.uuid;
    expect((await rag.search('mobile app')).body.results).toEqual([]);
    await runRagJobs(t);
    expect((await rag.search('mobile app')).body.results.map((r) => r.uuid)).toEqual([queued]);
    await rag.remove(queued);
    expect((await rag.search('mobile app')).body.results).toEqual([]); // at once, before the job ran
    await runRagJobs(t);
    const failed = (await rag.addQuestions(['???'], '!!!')).body.uuid;
    await runRagJobs(t);
    expect((await rag.get(failed)).body.status).toBe('failed');
    // even with its passages in place, a source that is not ready is not searched
    await t.database.db.execute(sql`update rag_sources set status = 'failed' where uuid = ${refund}`);
    expect((await rag.search('refund policy')).body.results.map((r) => r.uuid)).not.toContain(refund);
    await t.database.db.execute(sql`update rag_sources set status = 'ready' where uuid = ${refund}`);
  });

  it('finds a changed source by its new words and no longer by its old ones, as soon as it is processed', async () => {
    const uuid = await readyQuestions(t, org.api_key, ['How do I export my boards to CSV?'], 'Boards > Export > CSV.');
    expect((await rag.search('export boards csv')).body.results[0]?.uuid).toBe(uuid); // the search has read the words
    await rag.update(uuid, { questions: ['Can I print my timesheets?'], answer: 'Timesheets > Print.' });
    await runRagJobs(t);
    expect((await rag.search('export boards csv')).body.results.map((r) => r.uuid)).not.toContain(uuid);
    expect((await rag.search('print timesheets')).body.results[0]).toMatchObject({ uuid, matched: 'Can I print my timesheets?' });
    await rag.remove(uuid);
    await runRagJobs(t);
    expect((await rag.search('print timesheets')).body.results.map((r) => r.uuid)).not.toContain(uuid);
  });

  it('learns of a change made by another server process from the change feed, at its next search', async () => {
    const uuid = await readyQuestions(t, org.api_key, ['How do I archive a finished project?'], 'Project > Archive.');
    expect((await rag.search('archive finished project')).body.results[0]?.uuid).toBe(uuid); // words held by this process
    // Another process: its own connection object, so none of this process's caches hears of what its job does.
    const elsewhere = new Proxy(t.database.db, {});
    await rag.update(uuid, { questions: ['Can I pin a message to the top?'], answer: 'Message > Pin.' });
    await runRagJobs(t, { db: elsewhere });
    await expectNotFoundBy('archive finished project', uuid);
    expect((await rag.search('pin a message to the top')).body.results[0]).toMatchObject({ uuid, matched: 'Can I pin a message to the top?' });
  });

  it('reloads what it holds when the change feed was pruned past where it had read', async () => {
    const uuid = await readyQuestions(t, org.api_key, ['How do I duplicate a sprint board?'], 'Board > Duplicate.');
    expect((await rag.search('duplicate sprint board')).body.results[0]?.uuid).toBe(uuid);
    await rag.update(uuid, { questions: ['Where do I set my time zone?'], answer: 'Profile > Time zone.' });
    await runRagJobs(t, { db: new Proxy(t.database.db, {}) });
    // The events of the change are gone, as after a week's retention: which sources changed is unknown.
    await pruneChangeFeed(t.database.db, new Date(Date.now() + 60_000));
    await expectNotFoundBy('duplicate sprint board', uuid);
    expect((await rag.search('set my time zone')).body.results[0]?.uuid).toBe(uuid);
  });

  it('reloads what it holds when more sources changed at once than it would retire one by one', async () => {
    const first = await readyQuestions(t, org.api_key, ['How do I colour-code my calendar?'], 'Calendar > Colours.');
    const second = await readyQuestions(t, org.api_key, ['How do I mute a noisy channel?'], 'Channel > Mute.');
    expect((await rag.search('colour code calendar')).body.results[0]?.uuid).toBe(first);
    const atMost = RETIRE.atMost;
    RETIRE.atMost = 1;
    try {
      await rag.update(first, { questions: ['Can I rename a workspace?'], answer: 'Workspace > Rename.' });
      await rag.update(second, { questions: ['Where do I see my login history?'], answer: 'Security > Logins.' });
      await runRagJobs(t, { db: new Proxy(t.database.db, {}) });
      await expectNotFoundBy('colour code calendar', first);
      await expectNotFoundBy('mute noisy channel', second);
      expect((await rag.search('rename a workspace')).body.results[0]?.uuid).toBe(first);
    } finally {
      RETIRE.atMost = atMost;
    }
  });

  it('answers an empty list for stop words only, or words found nowhere', async () => {
    expect((await rag.search('how do I')).body).toEqual({ results: [] });
    expect((await rag.search('xylophone')).body).toEqual({ results: [] });
  });

  it.each([
    ['', 'q is required'],
    ['?q=', 'q must not be empty'],
    ['?q=%20%20', 'q must not be empty'],
    [`?q=${'a'.repeat(1001)}`, 'q must be at most 1000 characters'],
    ['?q=refund&limit=0', 'limit must be an integer between 1 and 20'],
    ['?q=refund&limit=21', 'limit must be an integer between 1 and 20'],
    ['?q=refund&limit=two', 'limit must be an integer between 1 and 20'],
  ])('rejects %s with 400', async (query, error) => {
    const res = await t.request(`/api/organization/rag/search${query}`, { key: org.api_key });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
  });

  it('handles hostile input without a 500', async () => {
    for (const q of ["'; drop table rag_sources; --", "it's & | ! <-> :* ()", 'a'.repeat(1000), '🙂🙂', '\\\\ %_ \'\'']) {
      expect((await rag.search(q)).status, q).toBe(200);
    }
  });

  it('answers 401 without a key', async () => {
    expect((await t.request('/api/organization/rag/search?q=refund')).status).toBe(401);
  });
});
