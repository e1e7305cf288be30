import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './query-rows.ts';

// PGlite runs PostgreSQL as one single-user backend: no autovacuum daemon ever runs. Without it the planner
// never gets statistics for a data folder that grew from empty, dead row versions pile up after every update,
// and no index-only scan works (the visibility map is never set). The hourly housekeeping does autovacuum's job
// with autovacuum's default thresholds. PostgreSQL servers have autovacuum and skip this.

export interface UpkeepResult {
  analyzed: string[];
  vacuumed: string[];
}

interface TableState {
  name: string;
  /** pg_class.reltuples: -1 until the table is first vacuumed or analyzed (kept in the data folder). */
  tuples: number;
  bytes: number;
  /** Counters of this process's lifetime: PGlite does not keep them across restarts. */
  dead: number;
  modifiedSinceAnalyze: number;
}

/** What autovacuum would do to a table now (its defaults: 50 rows, plus 20% dead or 10% changed). */
export function upkeepFor(t: TableState): 'vacuum' | 'analyze' | undefined {
  const tuples = Math.max(t.tuples, 0);
  if (t.dead > 50 + 0.2 * tuples) return 'vacuum';
  if (t.modifiedSinceAnalyze > 50 + 0.1 * tuples) return 'analyze';
  // Never analyzed and holding rows: a folder from before this upkeep, or changed only before a restart.
  if (t.tuples < 0 && t.bytes > 0) return 'analyze';
  return undefined;
}

/** Vacuums and analyzes the tables of the embedded database that need it, one at a time. */
export async function upkeepEmbeddedDatabase(db: Db): Promise<UpkeepResult> {
  const tables = await queryRows<{ name: string; tuples: number; bytes: number | string; dead: number | string; modified: number | string }>(
    db,
    sql`select s.relname as name, c.reltuples::float8 as tuples, pg_relation_size(s.relid) as bytes,
               s.n_dead_tup as dead, s.n_mod_since_analyze as modified
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = 'public' order by s.relname`,
  );
  const result: UpkeepResult = { analyzed: [], vacuumed: [] };
  for (const t of tables) {
    const action = upkeepFor({ name: t.name, tuples: Number(t.tuples), bytes: Number(t.bytes), dead: Number(t.dead), modifiedSinceAnalyze: Number(t.modified) });
    if (action === 'vacuum') {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(t.name)}`);
      result.vacuumed.push(t.name);
    } else if (action === 'analyze') {
      await db.execute(sql`analyze ${sql.identifier(t.name)}`);
      result.analyzed.push(t.name);
    }
  }
  return result;
}
