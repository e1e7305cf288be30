import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from './client.ts';
import { queryRows } from './query-rows.ts';
import { openTestDatabase } from '#test/support/test-database';

// queryRows sends PGlite statements itself (without drizzle's per-statement parser options): its rows must be
// the ones drizzle's execute gives, and drizzle's logger must still see each statement (the bench's floors and
// the query-counting tests read it).

// The PostgreSQL run (TEST_DATABASE_URL) goes through drizzle's execute, which logs itself.
const onPglite = !process.env.TEST_DATABASE_URL;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const VALUES = sql`select now() as at, '2025-05-01 10:00:00'::timestamp as plain, '1 day 02:03'::interval as span,
  '2025-05-01'::date as day, 9007199254740991::int8 as big, 12::int4 as small, '{"a":[1,"x"]}'::jsonb as doc,
  array['x', 'y']::text[] as words, null::text as nothing, true as yes`;

describe('queryRows', () => {
  it("answers the same values as drizzle's execute, timestamps, intervals and dates as text", async () => {
    const [ours] = await queryRows<Record<string, unknown>>(database.db, VALUES);
    const theirs = ((await database.db.execute(VALUES)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    expect({ ...ours, at: null }).toEqual({ ...theirs, at: null });
    if (database.kind === 'pglite') {
      expect(ours).toMatchObject({ plain: '2025-05-01 10:00:00', span: '1 day 02:03:00', day: '2025-05-01', big: 9007199254740991, doc: { a: [1, 'x'] } });
      expect(typeof ours!.at).toBe('string');
    }
  });

  it.skipIf(!onPglite)('is seen by the logger of the drizzle instance it is given, inside a transaction too', async () => {
    const logged: string[] = [];
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const db = drizzle(client, { logger: { logQuery: (query) => logged.push(query) } }) as unknown as Db;
    await queryRows(db, sql`select ${1}::int as one`);
    await db.transaction(async (tx) => {
      await queryRows(tx as unknown as Db, sql`select ${2}::int as two`);
    });
    expect(logged).toEqual(['select $1::int as one', 'select $1::int as two']);
  });
});
