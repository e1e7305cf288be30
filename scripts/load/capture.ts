import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../../server/db/client.ts';
import { loggedDb, type LoggedQuery } from '../../server/db/logged-db.ts';
import * as schema from '../../server/db/schema.ts';

// The SQL a domain function sends, captured through a logging connection for the floor to replay. Transactions
// are part of it: node-postgres sends `begin` and `commit` as statements (logged), PGlite's driver opens them
// through the client's transaction() (not logged), so here that call writes the same markers into the log.

/** A logging Db whose log holds begin / commit / rollback on both databases. */
export function captureDb(database: Database, log: LoggedQuery[]): Db {
  if (database.kind === 'postgres') return loggedDb(database, log).db;
  const lite = (database.db as unknown as { $client: PGlite }).$client;
  const marked = new Proxy(lite, {
    get(target, key) {
      if (key !== 'transaction') {
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
        log.push({ query: 'begin', params: [] });
        try {
          const result = await target.transaction(work);
          log.push({ query: 'commit', params: [] });
          return result;
        } catch (err) {
          log.push({ query: 'rollback', params: [] });
          throw err;
        }
      };
    },
  });
  return drizzlePglite(marked, { schema, logger: { logQuery: (query, params) => log.push({ query, params }) } }) as unknown as Db;
}

/** Runs `work` twice through a logging connection (the first warms caches such as the cursor secret) and keeps the second's statements. */
export async function capture(database: Database, work: (db: Db) => Promise<unknown>): Promise<LoggedQuery[]> {
  const log: LoggedQuery[] = [];
  const db = captureDb(database, log);
  await work(db);
  log.length = 0;
  await work(db);
  return [...log];
}

/** The statements proper, without transaction control (begin, commit, savepoints). */
export function statementCount(statements: LoggedQuery[]): number {
  return statements.filter((s) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(s.query)).length;
}

/** Thrown to roll a captured write back: its statements are kept, its rows are not. */
export class CaptureRollback extends Error {}

/** Like capture, for a write whose rows must not stay: each run is rolled back. */
export function captureRolledBack(database: Database, work: (db: Db) => Promise<unknown>): Promise<LoggedQuery[]> {
  return capture(database, (db) =>
    db
      .transaction(async (tx) => {
        await work(tx);
        throw new CaptureRollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof CaptureRollback)) throw err;
      }),
  );
}
