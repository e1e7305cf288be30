import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { upkeepEmbeddedDatabase, upkeepFor } from './embedded-upkeep.ts';
import { queryRows } from './query-rows.ts';

// The embedded database has no autovacuum: the housekeeping job's upkeep must analyze what grew and vacuum
// what was rewritten, and leave alone what did not change.

let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

async function tableStats(name: string) {
  const [row] = await queryRows<{ tuples: number; analyzed: boolean; vacuumed: boolean; dead: number | string }>(
    database.db,
    sql`select c.reltuples::float8 as tuples, s.last_analyze is not null as analyzed, s.last_vacuum is not null as vacuumed, s.n_dead_tup as dead
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = ${name}`,
  );
  return row!;
}

describe('upkeep of the embedded database', () => {
  it('follows autovacuum thresholds: 50 rows plus 20% dead for a vacuum, 10% changed for statistics, and any never-analyzed table with rows', () => {
    const base = { name: 't', bytes: 8192, dead: 0, modifiedSinceAnalyze: 0 };
    expect(upkeepFor({ ...base, tuples: 1000 })).toBeUndefined();
    expect(upkeepFor({ ...base, tuples: 1000, modifiedSinceAnalyze: 150 })).toBeUndefined();
    expect(upkeepFor({ ...base, tuples: 1000, modifiedSinceAnalyze: 151 })).toBe('analyze');
    expect(upkeepFor({ ...base, tuples: 1000, dead: 251 })).toBe('vacuum');
    expect(upkeepFor({ ...base, tuples: -1 })).toBe('analyze');
    expect(upkeepFor({ ...base, tuples: -1, bytes: 0 })).toBeUndefined();
  });

  it('analyzes a table that grew, vacuums one whose rows were rewritten, and does nothing the next time', async () => {
    const db = database.db;
    await db.execute(sql`create table upkeep_probe (id int primary key, note text)`);
    await db.execute(sql`insert into upkeep_probe select g, 'first' from generate_series(1, 500) g`);
    expect(await tableStats('upkeep_probe')).toMatchObject({ analyzed: false, vacuumed: false });

    const first = await upkeepEmbeddedDatabase(db);
    expect(first.analyzed).toContain('upkeep_probe');
    expect(await tableStats('upkeep_probe')).toMatchObject({ tuples: 500, analyzed: true });

    expect(await upkeepEmbeddedDatabase(db)).toEqual({ analyzed: [], vacuumed: [] });

    await db.execute(sql`update upkeep_probe set note = 'second'`);
    // A backend reports its counters at most once a second; in an hourly job they are long reported.
    await db.execute(sql`select pg_stat_force_next_flush()`);
    const second = await upkeepEmbeddedDatabase(db);
    expect(second.vacuumed).toEqual(['upkeep_probe']);
    const after = await tableStats('upkeep_probe');
    expect(after.vacuumed).toBe(true);
    expect(Number(after.dead)).toBe(0);
  });
});
