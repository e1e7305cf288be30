import { HELP_DESK_QUERIES, type EvalQuery, type EvalQueryKind } from './help-desk-queries.ts';

// Runs every labelled query through a search (given as a function returning source keys, best first) and
// counts how often the expected source is first, and among the first three.

export interface Tally {
  total: number;
  top1: number;
  top3: number;
}

export interface EvalOutcome extends Tally {
  byKind: Record<EvalQueryKind, Tally>;
  misses: { query: string; expected: string; got: string[] }[];
}

export async function evaluate(search: (query: string) => Promise<string[]>, queries: EvalQuery[] = HELP_DESK_QUERIES): Promise<EvalOutcome> {
  const tally = (): Tally => ({ total: 0, top1: 0, top3: 0 });
  const outcome: EvalOutcome = { ...tally(), byKind: { paraphrase: tally(), typo: tally(), synonym: tally(), keywords: tally(), 'no-overlap': tally(), mail: tally() }, misses: [] };
  for (const q of queries) {
    const got = await search(q.query);
    const rank = got.indexOf(q.expected);
    for (const t of [outcome, outcome.byKind[q.kind]]) {
      t.total++;
      if (rank === 0) t.top1++;
      if (rank >= 0 && rank < 3) t.top3++;
    }
    if (rank !== 0) outcome.misses.push({ query: q.query, expected: q.expected, got: got.slice(0, 3) });
  }
  return outcome;
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

export function formatOutcome(o: EvalOutcome): string {
  const lines = [`retrieval quality: ${o.total} queries, top-1 ${pct(o.top1, o.total)}, top-3 ${pct(o.top3, o.total)}`];
  for (const [kind, t] of Object.entries(o.byKind).filter(([, t]) => t.total)) lines.push(`  ${kind.padEnd(10)} ${String(t.total).padStart(3)} queries, top-1 ${pct(t.top1, t.total)}, top-3 ${pct(t.top3, t.total)}`);
  for (const m of o.misses) lines.push(`  miss: "${m.query}" -> expected ${m.expected}, got ${m.got.join(', ') || 'nothing'}`);
  return lines.join('\n');
}
