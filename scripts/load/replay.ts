import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../server/db/client.ts';
import type { LoggedQuery } from '../../server/db/logged-db.ts';

// The floor's runner: a case's captured statements sent one after another, as its request sends them. Those
// outside a transaction go to the pool as they come (the server's pool does the same); a transaction is sent on
// one connection (PostgreSQL) or inside the client's exclusive transaction() (PGlite, one connection shared by
// every caller, as the server shares it).

type Segment = { kind: 'single'; statement: LoggedQuery } | { kind: 'transaction'; statements: LoggedQuery[] };

const isBegin = (s: LoggedQuery) => /^\s*begin\b/i.test(s.query);
const isEnd = (s: LoggedQuery) => /^\s*(commit|rollback)\s*$/i.test(s.query);

function segmentsOf(statements: LoggedQuery[]): Segment[] {
  const segments: Segment[] = [];
  let open: LoggedQuery[] | undefined;
  for (const s of statements) {
    if (open) {
      if (isEnd(s)) {
        segments.push({ kind: 'transaction', statements: open });
        open = undefined;
      } else open.push(s);
    } else if (isBegin(s)) open = [];
    else segments.push({ kind: 'single', statement: s });
  }
  if (open) throw new Error('a captured transaction has no end');
  return segments;
}

/** The floor's target: the embedded database itself, or a plain pool on PostgreSQL. */
export type FloorDatabase = Database | pg.Pool;

/** A function that replays `statements` once, transactions committed. */
export function statementRunner(database: FloorDatabase, statements: LoggedQuery[]): () => Promise<void> {
  const segments = segmentsOf(statements);
  if (database instanceof pg.Pool) {
    const pool = database;
    return async () => {
      for (const segment of segments) {
        if (segment.kind === 'single') {
          await pool.query(segment.statement.query, segment.statement.params);
          continue;
        }
        const client = await pool.connect();
        try {
          await client.query('begin');
          for (const s of segment.statements) await client.query(s.query, s.params);
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => {});
          throw err;
        } finally {
          client.release();
        }
      }
    };
  }
  const lite = (database.db as unknown as { $client: PGlite }).$client;
  return async () => {
    for (const segment of segments) {
      if (segment.kind === 'single') {
        await lite.query(segment.statement.query, segment.statement.params);
        continue;
      }
      await lite.transaction(async (tx) => {
        for (const s of segment.statements) await tx.query(s.query, s.params);
      });
    }
  };
}
