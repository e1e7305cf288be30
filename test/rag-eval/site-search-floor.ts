// Measures what the help site's search shows (server/site/site-search.ts, SITE_SEARCH_FLOOR): a result found by
// words (full text or a typo's trigrams), or by meaning alone from a similarity, and from a least confidence.
// Chosen on the tuning lists (the Tasklane first query list, the off-topic tuning lists): the highest floors that
// lose at most two right answers there (site-floor-rule.ts, which retrieval-quality.test.ts holds the code to); the
// held-out lists are only measured.
//
//   npx tsx test/rag-eval/site-search-floor.ts
//
// For each pair of floors (meaning alone / confidence): how often the right answer is among the results shown
// (on-topic queries), and how often an off-topic message shows nothing at all.

import type { JudgedSource } from '../../server/domain/rag/search/confidence.ts';
import { rankSources } from '../../server/domain/rag/search/search-sources.ts';
import { shownOnSite } from '../../server/site/site-search.ts';
import { chosenLeast, LEAST_GRID, SHOWN } from './site-floor-rule.ts';
import { loadEvalDesks, type EvalDesk } from './eval-desks.ts';
import { HELD_OUT_QUERIES } from './held-out-queries.ts';
import { HELP_DESK_QUERIES } from './help-desk-queries.ts';
import { INBOX_DESK_QUERIES } from './inbox-desk-queries.ts';
import { OFF_TOPIC_FRESH } from './off-topic-fresh.ts';
import { OFF_TOPIC_SECOND, OFF_TOPIC_TUNING } from './off-topic-messages.ts';
import { OFF_TOPIC_TUNING_MORE } from './off-topic-tuning-more.ts';

const FLOORS = [0.5, 0.6, 0.7];
const CONFIDENCE = LEAST_GRID;

interface Case {
  query: string;
  expected: string | null;
}

async function measure(name: string, desk: EvalDesk, cases: Case[]) {
  const ranked: (Case & { results: JudgedSource[] })[] = [];
  for (const c of cases) ranked.push({ ...c, results: await rankSources(desk.db, desk.organizationId, c.query, SHOWN) });
  const rows = FLOORS.map((floor) => CONFIDENCE.map((least) => {
    let hits = 0;
    let silent = 0;
    for (const r of ranked) {
      const shown = r.results.filter((s) => shownOnSite(s, { meaningAlone: floor, least }));
      if (r.expected === null) silent += shown.length === 0 ? 1 : 0;
      else hits += shown.some((s) => desk.keyOf.get(s.sourceUuid) === r.expected) ? 1 : 0;
    }
    const onTopic = ranked.filter((r) => r.expected !== null).length;
    return `${(onTopic ? (100 * hits) / onTopic : (100 * silent) / ranked.length).toFixed(1).padStart(5)}%`;
  }));
  console.log(name);
  FLOORS.forEach((floor, i) => console.log(`  meaning alone from ${floor.toFixed(2)}: ${rows[i]!.join(' ')}`));
  return ranked;
}

const { tasklane, mailroom, close } = await loadEvalDesks();
const off = (messages: string[]) => messages.map((query) => ({ query, expected: null }));
console.log('right answer shown (on-topic) / nothing shown (off-topic)');
console.log(`  confidence from:              ${CONFIDENCE.map((c) => c.toFixed(3).padStart(6)).join(' ')}`);
console.log('\nTUNING');
const tuning = await measure('Tasklane first list', tasklane, HELP_DESK_QUERIES);
for (const floor of FLOORS) console.log(`  the rule's floor, meaning alone from ${floor.toFixed(2)}: ${chosenLeast(tuning, tasklane.keyOf, floor)}`);
await measure('off-topic tuning (Tasklane)', tasklane, off([...OFF_TOPIC_TUNING, ...OFF_TOPIC_SECOND, ...OFF_TOPIC_TUNING_MORE]));
await measure('off-topic tuning (Mailroom)', mailroom, off([...OFF_TOPIC_TUNING, ...OFF_TOPIC_SECOND, ...OFF_TOPIC_TUNING_MORE]));
console.log('\nHELD OUT');
await measure('Tasklane second list', tasklane, HELD_OUT_QUERIES);
await measure('Mailroom list', mailroom, INBOX_DESK_QUERIES);
await measure('off-topic fresh (Tasklane)', tasklane, off(OFF_TOPIC_FRESH));
await measure('off-topic fresh (Mailroom)', mailroom, off(OFF_TOPIC_FRESH));
await close();
