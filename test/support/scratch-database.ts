import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on a fresh connection (tests: arranging and checking rows, creating databases). */
export async function pgQuery<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  /** The server URL pointing at the new database. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, for one test file; drop() removes it. */
export async function createScratchDatabase(serverUrl: string, prefix = 'inbox_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await pgQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: async () => void (await pgQuery(serverUrl, `drop database if exists ${name} with (force)`)) };
}
