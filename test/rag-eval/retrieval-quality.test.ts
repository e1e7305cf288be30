import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { ragClient } from '../support/rag-test-kit.ts';
import { loadEvalDesks, type EvalDesk } from './eval-desks.ts';
import { calibrationError, calibrationTable, type Judgement } from './calibration.ts';
import { evaluate, formatOutcome, type EvalOutcome } from './evaluate.ts';
import { HELD_OUT_QUERIES } from './held-out-queries.ts';
import { HELP_DESK_LONG_MAILS } from './help-desk-long-mails.ts';
import { HELP_DESK_MAILS } from './help-desk-mails.ts';
import { HELP_DESK_QUERIES, type EvalQuery } from './help-desk-queries.ts';
import { INBOX_DESK_LONG_MAILS } from './inbox-desk-long-mails.ts';
import { INBOX_DESK_MAILS } from './inbox-desk-mails.ts';
import { INBOX_DESK_QUERIES } from './inbox-desk-queries.ts';
import { mailQueries, mailQuestion } from './mail-question.ts';
import { OFF_TOPIC_MAILS } from './off-topic-mails.ts';
import { OFF_TOPIC_FRESH } from './off-topic-fresh.ts';
import { OFF_TOPIC_SECOND, OFF_TOPIC_TUNING } from './off-topic-messages.ts';
import { OFF_TOPIC_TUNING_MORE } from './off-topic-tuning-more.ts';
import { rankSources } from '../../server/domain/rag/search/search-sources.ts';
import { SITE_SEARCH_FLOOR } from '../../server/site/site-search.ts';
import { chosenLeast, MAX_LOST, rightLost, SHOWN, type RankedCase } from './site-floor-rule.ts';

// Retrieval quality and the confidence, end to end through the search endpoint, on every labelled list:
// Tasklane's first list, mails and long mails (tuned on), Tasklane's held-out list, the Mailroom help desk's
// queries, mails and long mails (held out, written before any tuning by someone who had not seen the retriever), and the off-topic
// messages (the tuning lists and mails fitted the confidence; the fresh list was written after, by someone who
// had seen no result, and only measures). Mails are asked as the reply box asks (mail-question.ts). Prints
// every measurement and the gap to the bars.
//
// The bars (issue 26): 90% top-1 and 97% top-3 on the union of the lists and on the Mailroom list alone; 90% of
// off-topic messages without a suggestion while 95% of right first answers stay suggested. Lexical retrieval
// with SIF word vectors does not reach the retrieval bars (docs/decisions/006 has the measurements): this test
// holds what is reached against regressions (floors a little under the measurement, as rankings differ by a
// query or two between PGlite and PostgreSQL) and prints the gap. The confidence keeps 95% of the right first
// answers suggested over the union of the labelled lists (there the test fails below the bar), and leaves
// 89-95% of the fresh off-topic messages without a suggestion, around the bar of 90%.
const BAR = { top1: 0.9, top3: 0.97, offTopicSilent: 0.9, rightSuggested: 0.95 };
/** Regression guards on the held-out lists' calibration, a little over what is measured. */
const CALIBRATION_ERROR = { first: 0.1, following: 0.04 };
const FLOOR = { unionTop1: 0.67, unionTop3: 0.82, mailroomTop1: 0.57, mailroomTop3: 0.7, offTopicSilent: 0.87, rightSuggested: 0.9 };

let t: TestApp;
let tasklane: EvalDesk;
let mailroom: EvalDesk;
const outcomes: Record<string, EvalOutcome & { rightSuggested: number }> = {};
const silent: Record<string, { silent: number; total: number; loud: string[] }> = {};

interface Result {
  uuid: string;
  suggested: boolean;
  confidence: number;
}

/** The held-out lists' results, each with its confidence and whether it was right: first results and the others. */
const heldOutJudged = { first: [] as Judgement[], following: [] as Judgement[] };
const judgeHeldOut = (results: Result[], rightKey: string | null, keyOf: Map<string, string>) =>
  results.forEach((r, i) => heldOutJudged[i ? 'following' : 'first'].push({ p: r.confidence, right: keyOf.get(r.uuid) === rightKey ? 1 : 0 }));

async function search(desk: EvalDesk, q: string): Promise<Result[]> {
  const { status, body } = await ragClient(t, desk.apiKey).search(q, 3);
  expect(status, body.error).toBe(200);
  return body.results;
}

async function measureList(name: string, desk: EvalDesk, queries: EvalQuery[], heldOut = false) {
  const firstSuggested = new Map<string, boolean>();
  const expected = new Map(queries.map((q) => [q.query, q.expected]));
  const outcome = await evaluate(async (q) => {
    const results = await search(desk, q);
    if (heldOut) judgeHeldOut(results, expected.get(q) ?? null, desk.keyOf);
    firstSuggested.set(q, results[0]?.suggested ?? false);
    return results.map((r) => desk.keyOf.get(r.uuid) ?? r.uuid);
  }, queries);
  const rightFirst = queries.filter((q) => !outcome.misses.some((m) => m.query === q.query));
  const rightSuggested = rightFirst.filter((q) => firstSuggested.get(q.query)).length / Math.max(1, rightFirst.length);
  outcomes[name] = { ...outcome, rightSuggested };
}

async function measureOffTopic(name: string, desk: EvalDesk, messages: string[], heldOut = false) {
  const loud: string[] = [];
  for (const m of messages) {
    const results = await search(desk, m);
    if (heldOut) judgeHeldOut(results, null, desk.keyOf);
    if (results.some((r) => r.suggested)) loud.push(m);
  }
  silent[name] = { silent: messages.length - loud.length, total: messages.length, loud };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

beforeAll(async () => {
  t = await createTestApp();
  ({ tasklane, mailroom } = await loadEvalDesks(t));
  await measureList('tasklane first list (tuned on)', tasklane, HELP_DESK_QUERIES);
  await measureList('tasklane held-out list', tasklane, HELD_OUT_QUERIES, true);
  await measureList('mailroom list (held out)', mailroom, INBOX_DESK_QUERIES, true);
  await measureList('tasklane mails (tuned on)', tasklane, mailQueries(HELP_DESK_MAILS));
  await measureList('mailroom mails (held out)', mailroom, mailQueries(INBOX_DESK_MAILS), true);
  await measureList('tasklane long mails (tuned on)', tasklane, mailQueries(HELP_DESK_LONG_MAILS));
  await measureList('mailroom long mails (held out)', mailroom, mailQueries(INBOX_DESK_LONG_MAILS), true);
  const offTopicTuning = [...OFF_TOPIC_TUNING, ...OFF_TOPIC_SECOND, ...OFF_TOPIC_TUNING_MORE, ...OFF_TOPIC_MAILS.map(mailQuestion)];
  await measureOffTopic('off-topic tuning lists (fitted on), tasklane', tasklane, offTopicTuning);
  await measureOffTopic('off-topic tuning lists (fitted on), mailroom', mailroom, offTopicTuning);
  await measureOffTopic('off-topic fresh list, tasklane', tasklane, OFF_TOPIC_FRESH, true);
  await measureOffTopic('off-topic fresh list, mailroom', mailroom, OFF_TOPIC_FRESH, true);
  for (const [name, o] of Object.entries(outcomes)) console.log(`${name}\n${formatOutcome(o)}\n  right first answers suggested: ${pct(o.rightSuggested)}\n`);
  for (const [name, s] of Object.entries(silent)) {
    console.log(`${name}: ${s.total} messages, no suggestion for ${pct(s.silent / s.total)}`);
    for (const m of s.loud) console.log(`  suggested something for: "${m.slice(0, 80)}"`);
  }
}, 300_000);
afterAll(() => t.close());

const union = () => {
  const all = Object.values(outcomes);
  const total = all.reduce((s, o) => s + o.total, 0);
  return { total, top1: all.reduce((s, o) => s + o.top1, 0) / total, top3: all.reduce((s, o) => s + o.top3, 0) / total };
};

describe('retrieval quality', () => {
  it(`keeps top-1 at ${pct(FLOOR.unionTop1)} and top-3 at ${pct(FLOOR.unionTop3)} or more over every labelled list (bar ${pct(BAR.top1)} / ${pct(BAR.top3)})`, () => {
    const u = union();
    console.log(`all labelled lists: ${u.total} queries, top-1 ${pct(u.top1)}, top-3 ${pct(u.top3)} (bar ${pct(BAR.top1)} / ${pct(BAR.top3)}${u.top1 >= BAR.top1 && u.top3 >= BAR.top3 ? ': reached' : ': not reached'})`);
    expect(u.top1).toBeGreaterThanOrEqual(FLOOR.unionTop1);
    expect(u.top3).toBeGreaterThanOrEqual(FLOOR.unionTop3);
  });

  it(`keeps top-1 at ${pct(FLOOR.mailroomTop1)} and top-3 at ${pct(FLOOR.mailroomTop3)} or more on the held-out Mailroom list alone`, () => {
    const o = outcomes['mailroom list (held out)']!;
    expect(o.top1 / o.total).toBeGreaterThanOrEqual(FLOOR.mailroomTop1);
    expect(o.top3 / o.total).toBeGreaterThanOrEqual(FLOOR.mailroomTop3);
  });
});

describe('a mail\'s answers', () => {
  it('come in the order of how sure the search is of each, not of their fused score, which the story\'s words make', async () => {
    let reordered = 0;
    for (const q of mailQueries(INBOX_DESK_LONG_MAILS)) {
      const { body } = await ragClient(t, mailroom.apiKey).search(q.query, 3);
      const confidences = body.results.map((r) => r.confidence);
      expect(confidences, q.query).toEqual([...confidences].sort((a, b) => b - a));
      const scores = body.results.map((r) => r.score);
      if (scores.some((score, i) => i > 0 && score > scores[i - 1]!)) reordered++;
    }
    expect(reordered).toBeGreaterThan(0);
  });
});

describe('knowing when to stay quiet', () => {
  it(`suggests nothing for at least ${pct(FLOOR.offTopicSilent)} of the held-out off-topic messages, in both help desks (bar ${pct(BAR.offTopicSilent)})`, () => {
    for (const name of Object.keys(silent).filter((n) => !n.startsWith('off-topic tuning lists'))) {
      const s = silent[name]!;
      expect(s.silent / s.total, name).toBeGreaterThanOrEqual(FLOOR.offTopicSilent);
    }
  });

  // Measured 0.073 and 0.014 (2026-11-28); the 2nd and 3rd were 0.134 while the model was fitted on first results only.
  it(`means what it says: held out, the confidence is off by at most ${CALIBRATION_ERROR.first} for first results and ${CALIBRATION_ERROR.following} for the others (expected calibration error)`, () => {
    console.log(`held out, first results: ${calibrationTable(heldOutJudged.first)}\nheld out, 2nd and 3rd: ${calibrationTable(heldOutJudged.following)}`);
    expect(calibrationError(heldOutJudged.first)).toBeLessThanOrEqual(CALIBRATION_ERROR.first);
    expect(calibrationError(heldOutJudged.following)).toBeLessThanOrEqual(CALIBRATION_ERROR.following);
  });

  it(`keeps at least ${pct(BAR.rightSuggested)} of the right first answers suggested over every labelled list, and ${pct(FLOOR.rightSuggested)} on each`, () => {
    const all = Object.values(outcomes);
    const right = all.reduce((s, o) => s + o.top1, 0);
    const kept = all.reduce((s, o) => s + o.rightSuggested * o.top1, 0);
    console.log(`all labelled lists: ${pct(kept / right)} of ${right} right first answers suggested (bar ${pct(BAR.rightSuggested)})`);
    expect(kept / right).toBeGreaterThanOrEqual(BAR.rightSuggested);
    for (const [name, o] of Object.entries(outcomes)) expect(o.rightSuggested, name).toBeGreaterThanOrEqual(FLOOR.rightSuggested);
  });
});

describe('the help site\'s floor', () => {
  // It rests on the confidence model: a refit that makes the floor hide right answers must re-choose it.
  it(`hides at most ${MAX_LOST} right answers of the tuning list, as decision 011 chose it (one more on the other database)`, async () => {
    const cases: RankedCase[] = [];
    for (const q of HELP_DESK_QUERIES) cases.push({ expected: q.expected, results: await rankSources(tasklane.db, tasklane.organizationId, q.query, SHOWN) });
    const lost = rightLost(cases, tasklane.keyOf, SITE_SEARCH_FLOOR);
    const rule = chosenLeast(cases, tasklane.keyOf, SITE_SEARCH_FLOOR.meaningAlone);
    console.log(`help site floor ${SITE_SEARCH_FLOOR.least} hides ${lost} right answers of ${cases.length}; the rule chooses ${rule} (npx tsx test/rag-eval/site-search-floor.ts)`);
    expect(lost, 're-choose SITE_SEARCH_FLOOR with test/rag-eval/site-search-floor.ts (docs/decisions/011)').toBeLessThanOrEqual(MAX_LOST + 1);
  });
});
