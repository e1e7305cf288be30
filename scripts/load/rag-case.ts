import type { Database } from '../../server/db/client.ts';
import { searchSources } from '../../server/domain/rag/search/search-sources.ts';
import { capture } from './capture.ts';
import type { LoadCase } from './cases.ts';
import type { LatencyBudget } from './report.ts';

// GET /organization/rag/search (the AI answer's retrieval) over the sources scripts/bench-rag-sources.ts seeds:
// a typical question, worded unlike any source, so that both retrievers and the fusion do their full work.

const QUERY = 'how do I get my money back for the annual plan';
const LIMIT = 5;

export async function ragCase(database: Database, organizationId: number, sources: number, budget: LatencyBudget): Promise<LoadCase> {
  let found = 0;
  const statements = await capture(database, async (db) => {
    found = (await searchSources(db, organizationId, QUERY, LIMIT)).length;
  });
  return {
    name: 'AI retrieval search',
    http: { method: 'GET', path: `/api/organization/rag/search?${new URLSearchParams({ q: QUERY, limit: String(LIMIT) })}` },
    statements,
    ratioBudget: false,
    budget,
    note: `"${QUERY}" in ${sources.toLocaleString('en-US')} sources, ${found} answered`,
  };
}
