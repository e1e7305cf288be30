// What the database benchmarks share: a fresh database to measure on (an embedded one in a temporary folder, or
// a new database on the PostgreSQL server of a URL, dropped afterwards), and a query-logging view of its connection.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client.ts';
export { loggedDb, type LoggedQuery } from '../server/db/logged-db.ts';

export interface BenchDatabase {
  database: Database;
  label: string;
  /** Where it is, for a server process started on it: the data folder (PGlite) or the database URL. */
  location: { dataDir: string } | { databaseUrl: string };
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
      location: { dataDir: dir },
      dispose: async () => {
        // Closed already when a benchmark handed the folder to a server process.
        await database.close().catch(() => {});
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
    location: { databaseUrl: url.toString() },
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
