import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ragClient, runRagJobs } from '../../../routes/rag/rag-test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { evaluate, formatOutcome } from './evaluate.ts';
import { HELP_DESK_QUERIES } from './help-desk-queries.ts';
import { HELP_DESK_SOURCES } from './help-desk-sources.ts';

// Retrieval quality on the labelled help-desk set, end to end: the sources go in through the API and the
// processing job, every query goes through the search endpoint. Prints the accuracy; fails below the bar.

const TOP1_MIN = 0.9;
const TOP3_MIN = 0.97;

let t: TestApp;
let rag: ReturnType<typeof ragClient>;
const keyOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.createOrg('Tasklane Support');
  rag = ragClient(t, org.api_key);
  for (const source of HELP_DESK_SOURCES) {
    const { status, body } = await rag.addQuestions(source.questions, source.answer);
    expect(status, body.error).toBe(202);
    keyOf.set(body.uuid, source.key);
  }
  await runRagJobs(t);
});
afterAll(() => t.close());

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

describe('the labelled set', () => {
  it('is big enough, labels only real sources, and never repeats a stored question', () => {
    expect(HELP_DESK_SOURCES.length).toBeGreaterThanOrEqual(40);
    expect(HELP_DESK_QUERIES.length).toBeGreaterThanOrEqual(100);
    const keys = new Set(HELP_DESK_SOURCES.map((s) => s.key));
    expect(keys.size).toBe(HELP_DESK_SOURCES.length);
    for (const s of HELP_DESK_SOURCES) expect(s.questions.length, s.key).toBeGreaterThanOrEqual(2);
    const stored = new Set(HELP_DESK_SOURCES.flatMap((s) => s.questions.map(normalise)));
    for (const q of HELP_DESK_QUERIES) {
      expect(keys.has(q.expected), q.expected).toBe(true);
      expect(stored.has(normalise(q.query)), q.query).toBe(false);
    }
  });
});

describe('retrieval quality', () => {
  it(`finds the labelled source first for at least ${TOP1_MIN * 100}% of queries, in the top 3 for ${TOP3_MIN * 100}%`, async () => {
    const outcome = await evaluate(async (query) => {
      const { status, body } = await rag.search(query, 5);
      expect(status, body.error).toBe(200);
      return body.results.map((r) => keyOf.get(r.uuid) ?? r.uuid);
    });
    console.log(formatOutcome(outcome));
    expect(outcome.top1 / outcome.total).toBeGreaterThanOrEqual(TOP1_MIN);
    expect(outcome.top3 / outcome.total).toBeGreaterThanOrEqual(TOP3_MIN);
  }, 120_000);
});
