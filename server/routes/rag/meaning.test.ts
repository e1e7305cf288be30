import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { vectorFromBytes } from '../../domain/rag/embed/stored-vector.ts';
import { wordVectors } from '../../domain/rag/embed/word-vectors.ts';
import { queueReembedding } from '../../domain/rag/reembed.ts';
import { analyzeQuery } from '../../domain/rag/search/analyze-query.ts';
import { CONFIDENCE_MODEL } from '../../domain/rag/search/confidence-model.ts';
import { meaningRanking, meaningRetriever } from '../../domain/rag/search/meaning-retriever.ts';
import { rankSources } from '../../domain/rag/search/search-sources.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { ragClient, readyQuestions, runRagJobs } from '#test/support/rag-test-kit';

// Search by meaning: the processing job stores each passage's vector, the search finds a source that shares
// no word with the question, a model change re-embeds through the same job while the source stays ready, and
// every result says how sure the search is (confidence) and whether the reply box would offer it (suggested).

let t: TestApp;
let org: CreatedOrganization;
let rag: ReturnType<typeof ragClient>;
let residency: string;
let refund: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Meaning Co');
  rag = ragClient(t, org.api_key);
  residency = await readyQuestions(t, org.api_key, ['Where is my data stored?', 'Do you offer EU data residency?'], 'All data is kept in Frankfurt, Germany, on AWS eu-central-1.');
  refund = await readyQuestions(t, org.api_key, ['Can I get a refund?', 'What is your refund policy?'], 'Annual plans are refunded within 30 days.');
  await readyQuestions(t, org.api_key, ['How do I reset my password?'], 'Click "Forgot password?" on the sign-in page.');
  await readyQuestions(t, org.api_key, ['How do I invite a teammate?'], 'Settings > Team > Invite, by email address.');
});
afterAll(() => t.close());

const passageVectors = (uuid: string) =>
  queryRows<{ kind: string; embedding: Uint8Array | null; embedding_model: string | null }>(
    t.database.db,
    sql`select kind, embedding, embedding_model from rag_passages where source_uuid = ${uuid}::uuid order by id`,
  );

describe('passage vectors', () => {
  it('are written by the processing job, one per passage, with the model that made them', async () => {
    const { model, dims } = await wordVectors();
    const rows = await passageVectors(residency);
    expect(rows.map((r) => r.kind)).toEqual(['question', 'question', 'answer']);
    for (const row of rows) {
      expect(row.embedding_model).toBe(model);
      const vector = vectorFromBytes(row.embedding!, dims);
      expect(vector).not.toBeNull();
      expect(Math.hypot(...vector!)).toBeGreaterThan(0);
    }
  });

  it('are not written before the source is processed', async () => {
    const { uuid } = (await rag.addQuestions(['Is there a mobile app?'], 'Yes, for iOS and Android.')).body;
    expect(await passageVectors(uuid)).toEqual([]);
    await runRagJobs(t);
    expect((await passageVectors(uuid)).every((r) => r.embedding !== null)).toBe(true);
  });
});

describe('search by meaning', () => {
  it('finds a source that shares no word with the question', async () => {
    // "country", "servers" and "located" are in no passage: only their meaning leads to data residency.
    const question = 'which country are your servers located in';
    const byMeaning = await meaningRanking(t.database.db, { organizationId: org.organization.id, query: await analyzeQuery(t.database.db, org.organization.id, question), depth: 5 });
    expect(byMeaning[0]?.sourceUuid).toBe(residency);
    expect((await rag.search(question)).body.results.map((r) => r.uuid)).toContain(residency);
    expect((await rag.search('where are your servers')).body.results[0]?.uuid).toBe(residency);
  });

  it('looks by meaning only where words find too little, and judges every result by its meaning anyway', async () => {
    const scan = vi.spyOn(meaningRetriever, 'retrieve');
    try {
      const [byWords] = await rankSources(t.database.db, org.organization.id, 'what is your refund policy', 3);
      expect(byWords?.sourceUuid).toBe(refund);
      expect(scan).not.toHaveBeenCalled();
      expect(byWords!.evidence.meaning).toBeGreaterThan(0.5); // the cosine of its passages, without the scan
      const [byMeaning] = await rankSources(t.database.db, org.organization.id, 'where are your servers', 3);
      expect(scan).toHaveBeenCalledTimes(1);
      expect(byMeaning?.sourceUuid).toBe(residency);
    } finally {
      scan.mockRestore();
    }
  });

  it('says how sure it is: a clear answer is suggested, an off-topic message gets no suggestion', async () => {
    const sure = (await rag.search('what is your refund policy for annual plans')).body.results[0]!;
    expect(sure).toMatchObject({ uuid: refund, suggested: true });
    expect(sure.confidence).toBeGreaterThan(0.5);
    for (const offTopic of ['Thanks, that fixed it!', 'where is my parcel', 'Happy new year to the whole team!']) {
      const { results } = (await rag.search(offTopic)).body;
      expect(results.filter((r) => r.suggested), offTopic).toEqual([]);
      for (const r of results) expect(r.confidence).toBeLessThan(sure.confidence);
    }
  });

  it('suggests nothing for thanks or a greeting alone, even where a source shares its words', async () => {
    const thanks = await readyQuestions(t, org.api_key, ['Can we send customers a thank-you note after a good review?'], 'Yes: Settings > Reviews > Thank-you note.');
    const { results } = (await rag.search('thank you, great!')).body;
    expect(results[0]?.uuid).toBe(thanks); // found by its words, as a search should
    for (const r of results) expect(r).toMatchObject({ confidence: 0, suggested: false });
    const asked = (await rag.search('send a thank-you note after a review')).body.results[0]!;
    expect(asked).toMatchObject({ uuid: thanks, suggested: true });
  });

  it('suggests nothing for a cry for help or an "anyone there?" that names nothing it is about', async () => {
    const help = await readyQuestions(t, org.api_key, ['Where can I get help with the mobile app?'], 'Tap Help in the app menu.');
    // a source sharing the other cries' words, so each of them finds something to stay quiet about
    await readyQuestions(t, org.api_key, ['Is anyone there to say hello when a customer first writes in?', 'Do customers get our thanks after they rate us?'], 'Yes: a welcome and a thank-you message.');
    for (const cry of ['Help!!', 'can anyone help me please', 'hello?? anyone there', 'Got it, thanks.']) {
      const { results } = (await rag.search(cry)).body;
      expect(results.length, cry).toBeGreaterThan(0);
      for (const r of results) expect(r, cry).toMatchObject({ confidence: 0, suggested: false });
    }
    expect((await rag.search('Help!!')).body.results.map((r) => r.uuid)).toContain(help); // still found by its words
    expect((await rag.search('help with the mobile app')).body.results[0]).toMatchObject({ uuid: help, suggested: true });
  });

  it('suggests nothing for a message that closes the exchange, and suggests again when the customer asks', async () => {
    // its own organization: a new source moves the common component of this one's vectors (meaning-retriever.ts)
    const calendar = await t.createOrg('Calendar Co');
    const search = (q: string) => ragClient(t, calendar.api_key).search(q);
    const sync = await readyQuestions(t, calendar.api_key, ['The calendar sync stopped, how do I reconnect it?'], 'Settings > Calendar > Reconnect.');
    const closing = (await search('Reconnecting worked, the calendar sync is running again. Thanks!')).body.results;
    expect(closing.map((r) => r.uuid)).toContain(sync); // still found by its words
    for (const r of closing) expect(r).toMatchObject({ confidence: 0, suggested: false });
    const again = (await search('Thanks, but the calendar sync stopped again. How do I reconnect it?')).body.results[0];
    expect(again).toMatchObject({ uuid: sync, suggested: true });
  });

  it('suggests nothing for a greeting to the team or a message that only hands something over, and suggests for their questions', async () => {
    const paperwork = await t.createOrg('Paperwork Co');
    const search = async (q: string) => (await ragClient(t, paperwork.api_key).search(q)).body.results;
    const attachments = await readyQuestions(t, paperwork.api_key, ['What is the attachment size limit?'], 'Attachments can be up to 25 MB each.');
    const invite = await readyQuestions(t, paperwork.api_key, ['How do I invite my team?'], 'Settings > Team > Invite.');
    for (const [message, found] of [
      ['See attached.', attachments],
      ['Attached is the signed form, as requested.', attachments],
      ['Good morning team!', invite],
      ['Happy holidays to the whole team!', invite],
    ] as const) {
      const results = await search(message);
      expect(results.map((r) => r.uuid), message).toContain(found); // still found by its words
      for (const r of results) expect(r, message).toMatchObject({ confidence: 0, suggested: false });
    }
    expect((await search('attachment size limit'))[0]).toMatchObject({ uuid: attachments, suggested: true });
    expect((await search('how do I invite my team?'))[0]).toMatchObject({ uuid: invite, suggested: true });
  });

  it('gives every result a confidence between 0 and 1, suggested from the threshold on and only after a suggested first', async () => {
    const { results } = (await rag.search('reset password refund', 5)).body;
    expect(results.length).toBeGreaterThan(1);
    for (const r of results) {
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
      // suggested from the threshold on (the confidence is answered rounded to 4 decimals), and after a first that is
      if (r.suggested) expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_MODEL.suggestAt - 1e-4);
      else if (results[0]!.suggested) expect(r.confidence).toBeLessThanOrEqual(CONFIDENCE_MODEL.suggestAt + 1e-4);
    }
    if (!results[0]!.suggested) for (const r of results) expect(r.suggested).toBe(false);
  });
});

describe('a model change', () => {
  it('re-embeds ready sources through the processing job, and they stay ready and found meanwhile', async () => {
    const { model } = await wordVectors();
    await t.database.db.execute(sql`update rag_passages set embedding_model = 'an-older-table', embedding = null where source_uuid = ${residency}::uuid`);
    expect(await queueReembedding(t.database.db, new Date())).toBe(1);
    expect((await rag.get(residency)).body.status).toBe('ready');
    expect((await rag.search('EU data residency')).body.results[0]?.uuid).toBe(residency); // by words meanwhile
    expect(await runRagJobs(t)).toBe(1);
    expect((await passageVectors(residency)).map((r) => r.embedding_model)).toEqual([model, model, model]);
    expect((await rag.get(residency)).body.status).toBe('ready');
    expect(await queueReembedding(t.database.db, new Date())).toBe(0);
    expect((await rag.search('where are your servers')).body.results[0]?.uuid).toBe(residency);
  });
});
