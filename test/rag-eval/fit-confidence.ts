// Fits the search's confidence (server/domain/rag/search/confidence.ts) and measures it, with retrieval
// accuracy, on every labelled list. Tuning data only: the Tasklane first query list and the off-topic tuning
// lists (OFF_TOPIC_TUNING, OFF_TOPIC_SECOND, OFF_TOPIC_TUNING_MORE) in both help desks; the held-out lists
// (Tasklane's second list, the Mailroom help desk, OFF_TOPIC_FRESH) are only measured.
//
//   npx tsx test/rag-eval/fit-confidence.ts            fits, prints the fitted model and the measurements with it
//   npx tsx test/rag-eval/fit-confidence.ts --report   the measurements with the model in the code (npm run bench)
//
// The printed model is copied into CONFIDENCE_MODEL by hand, with the date of the fit in docs/decisions/006.

import { asksNothing, CONFIDENCE_FEATURES, CONFIDENCE_MODEL, confidenceOf } from '../../server/domain/rag/search/confidence.ts';
import { rankSources } from '../../server/domain/rag/search/search-sources.ts';
import { loadEvalDesks, type EvalDesk } from './eval-desks.ts';
import { HELD_OUT_QUERIES } from './held-out-queries.ts';
import { HELP_DESK_QUERIES, type EvalQuery } from './help-desk-queries.ts';
import { INBOX_DESK_QUERIES } from './inbox-desk-queries.ts';
import { OFF_TOPIC_FRESH } from './off-topic-fresh.ts';
import { OFF_TOPIC_SECOND, OFF_TOPIC_TUNING } from './off-topic-messages.ts';
import { OFF_TOPIC_TUNING_MORE } from './off-topic-tuning-more.ts';

interface Example {
  features: number[];
  label: 0 | 1;
}

interface Judged {
  query: string;
  expected: string | null;
  results: { key: string; features: number[] }[];
}

const TOP = 3;

async function judgeAll(desk: EvalDesk, queries: { query: string; expected: string | null }[]): Promise<Judged[]> {
  const out: Judged[] = [];
  for (const q of queries) {
    const results = await rankSources(desk.db, desk.organizationId, q.query, TOP);
    out.push({ ...q, results: results.map((r) => ({ key: desk.keyOf.get(r.sourceUuid) ?? r.sourceUuid, features: r.features })) });
  }
  return out;
}

const labelled = (queries: EvalQuery[]) => queries.map((q) => ({ query: q.query, expected: q.expected }));
const offTopic = (messages: string[]) => messages.map((query) => ({ query, expected: null }));

/** The first result of each query: right, or wrong (every first result of an off-topic message is wrong). */
function examples(judged: Judged[]): Example[] {
  // A message of social words only is decided by rule (confidence 0), not by the model.
  const first = judged.flatMap((j) => j.results.slice(0, 1).map((r) => ({ features: r.features, label: r.key === j.expected ? 1 : 0 }) as Example));
  return first.filter((e) => !asksNothing(e.features));
}

function describeFeatures(name: string, data: Example[]) {
  const mean = (i: number) => data.reduce((s, e) => s + e.features[i]!, 0) / Math.max(1, data.length);
  console.log(`  ${name.padEnd(22)} ${String(data.length).padStart(3)}: ${CONFIDENCE_FEATURES.map((f, i) => `${f} ${mean(i).toFixed(2)}`).join(', ')}`);
}

/** Logistic regression by gradient descent, with a little L2 so that separable data keeps finite weights. */
function fitLogistic(data: Example[], l2 = 0.01, steps = 20_000, rate = 0.5): { bias: number; weights: number[] } {
  const n = data[0]!.features.length;
  let bias = 0;
  const weights = new Array<number>(n).fill(0);
  for (let step = 0; step < steps; step++) {
    let gradBias = 0;
    const grad = new Array<number>(n).fill(0);
    for (const { features, label } of data) {
      const z = features.reduce((s, x, i) => s + x * weights[i]!, bias);
      const error = 1 / (1 + Math.exp(-z)) - label;
      gradBias += error;
      features.forEach((x, i) => (grad[i]! += error * x));
    }
    bias -= (rate * gradBias) / data.length;
    weights.forEach((w, i) => (weights[i] = w - rate * (grad[i]! / data.length + l2 * w)));
  }
  return { bias, weights };
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

function measure(name: string, judged: Judged[]) {
  const withExpected = judged.filter((j) => j.expected);
  const top1 = withExpected.filter((j) => j.results[0]?.key === j.expected);
  const top3 = withExpected.filter((j) => j.results.slice(0, 3).some((r) => r.key === j.expected));
  const suggestedTop = (j: Judged) => j.results[0] && confidenceOf(j.results[0].features) >= CONFIDENCE_MODEL.suggestAt;
  if (withExpected.length) {
    const kept = top1.filter(suggestedTop);
    const wrongSuggested = withExpected.filter((j) => j.results[0]?.key !== j.expected && suggestedTop(j));
    console.log(
      `${name.padEnd(28)} ${String(withExpected.length).padStart(3)} queries  top-1 ${pct(top1.length, withExpected.length)}  top-3 ${pct(top3.length, withExpected.length)}` +
        `  right top-1 suggested ${pct(kept.length, top1.length)}  wrong top-1 suggested ${pct(wrongSuggested.length, withExpected.length - top1.length)}`,
    );
  } else {
    const silent = judged.filter((j) => !j.results.some((r) => confidenceOf(r.features) >= CONFIDENCE_MODEL.suggestAt));
    console.log(`${name.padEnd(28)} ${String(judged.length).padStart(3)} messages  no suggestion ${pct(silent.length, judged.length)}`);
    for (const j of judged.filter((x) => !silent.includes(x))) console.log(`    suggested for "${j.query.slice(0, 70)}": ${j.results[0]!.key} ${confidenceOf(j.results[0]!.features).toFixed(2)}`);
  }
}

function fit(tuning: Judged[]) {
  const rightTop = examples(tuning.filter((j) => j.expected)).filter((e) => e.label);
  describeFeatures('right first results', rightTop);
  describeFeatures('wrong first results', examples(tuning.filter((j) => j.expected)).filter((e) => !e.label));
  describeFeatures('off-topic first results', examples(tuning.filter((j) => !j.expected)));
  const model = fitLogistic(examples(tuning));
  console.log(`fitted on ${examples(tuning).length} results of ${tuning.length} tuning queries:`);
  console.log(`  bias ${model.bias.toFixed(3)}, weights ${CONFIDENCE_FEATURES.map((f, i) => `${f} ${model.weights[i]!.toFixed(3)}`).join(', ')}`);
  // The threshold: the highest that keeps 97% of the right first answers of the tuning list suggested.
  Object.assign(CONFIDENCE_MODEL, { bias: model.bias, weights: model.weights });
  const right = tuning.filter((j) => j.expected && j.results[0]?.key === j.expected).map((j) => confidenceOf(j.results[0]!.features)).sort((a, b) => a - b);
  const suggestAt = right[Math.floor(right.length * 0.03)]!;
  console.log(`  suggestAt ${suggestAt.toFixed(3)} (97% of the right first answers of the tuning list at or above it)`);
  const round = (x: number) => Number(x.toFixed(3));
  console.log(`  as code: bias: ${round(model.bias)}, weights: [${model.weights.map(round).join(', ')}], suggestAt: ${round(suggestAt)}`);
  CONFIDENCE_MODEL.suggestAt = suggestAt;
}

async function main() {
  const { tasklane, mailroom, close } = await loadEvalDesks();
  try {
    const offTopicTuning = offTopic([...OFF_TOPIC_TUNING, ...OFF_TOPIC_SECOND, ...OFF_TOPIC_TUNING_MORE]);
    const tuning = [...(await judgeAll(tasklane, labelled(HELP_DESK_QUERIES))), ...(await judgeAll(tasklane, offTopicTuning)), ...(await judgeAll(mailroom, offTopicTuning))];
    if (!process.argv.includes('--report')) fit(tuning);
    else console.log('retrieval quality and confidence, with the model in the code');
    console.log('\ntuning');
    measure('tasklane first list', tuning.filter((j) => j.expected));
    measure('off-topic tuning', tuning.filter((j) => !j.expected));
    console.log('\nheld out');
    measure('tasklane held-out list', await judgeAll(tasklane, labelled(HELD_OUT_QUERIES)));
    measure('mailroom list', await judgeAll(mailroom, labelled(INBOX_DESK_QUERIES)));
    measure('off-topic fresh, tasklane', await judgeAll(tasklane, offTopic(OFF_TOPIC_FRESH)));
    measure('off-topic fresh, mailroom', await judgeAll(mailroom, offTopic(OFF_TOPIC_FRESH)));
  } finally {
    await close();
  }
}

await main();
