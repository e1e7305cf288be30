// What the database benchmarks share: a fresh database to measure on (an embedded one in a temporary folder, or
// a new database on the PostgreSQL server of a URL, dropped afterwards), and a query-logging view of its connection.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../server/db/client.ts';
import * as schema from '../server/db/schema.ts';

export interface BenchDatabase {
  database: Database;
  label: string;
  dispose(): Promise<void>;
}

/** A fresh database named after the benchmark (`bench`, `bench-rag`): PGlite, or PostgreSQL with `databaseUrl`. */
export async function openBenchDatabase(benchName: string, databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `inbox-${benchName}-`));
    const database = await openDatabase({ dataDir: dir, command: benchName });
    return {
      database,
      label: `PGlite in ${dir}`,
      dispose: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `inbox_${benchName.replace(/-/g, '_')}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pool: 5 });
  return {
    database,
    label: `PostgreSQL database ${name} on ${url.host}`,
    dispose: async () => {
      await database.close();
      await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

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
