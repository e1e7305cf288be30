import type { PGlite } from '@electric-sql/pglite';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from './client.ts';
import * as schema from './schema.ts';

// For the benchmarks and for tests that count what a request sends to the database.

export interface LoggedQuery {
  query: string;
  params: unknown[];
}

/**
 * A second Drizzle instance on the same connection, with a logger: running a domain function through it captures
 * the exact SQL and parameters the API runs (for their plans); `raw` runs a statement on that connection.
 */
export function loggedDb(database: Database, log: LoggedQuery[]): { db: Db; raw: (text: string, params: unknown[]) => Promise<unknown[]> } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const logger: DrizzleLogger = { logQuery: (query, params) => log.push({ query, params }) };
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    return {
      db: drizzlePglite(lite, { schema, logger }) as unknown as Db,
      raw: async (text, params) => (await lite.query(text, params)).rows,
    };
  }
  const pool = client as pg.Pool;
  return {
    db: drizzlePg(pool, { schema, logger }) as unknown as Db,
    raw: async (text, params) => (await pool.query(text, params)).rows as unknown[],
  };
}
