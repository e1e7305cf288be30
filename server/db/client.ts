import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { PGLITE_TEXT_PARSERS } from './pglite-parsers.ts';
import { writeBackup, type BackupResult } from './backup/pglite-backup.ts';
import { repoRoot } from '../repo-root.ts';
import { openPostgres } from './open-postgres.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A trivial round trip, for readiness checks. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any process using the database; returns
   * a function that stops listening. On PostgreSQL a dedicated connection listens, and reconnects when lost.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** The embedded database only: a consistent backup of the data folder, taken while it is in use. */
  backup?(file: string): Promise<BackupResult>;
  close(): Promise<void>;
}

// From the project's folder: this module may run from the server bundle in dist/server (see repo-root.ts).
const migrationsFolder = path.join(repoRoot, 'server', 'db', 'migrations');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined with no databaseUrl means in memory (tests). */
  dataDir?: string | undefined;
  /** Names the process in the data folder lock, so a second process can say who holds it. */
  command?: string;
  pool?: number;
  /**
   * An in-memory embedded database started from this backup (a gzipped data folder) instead of an empty one:
   * the test suite opens each file's database from one already migrated, which skips PostgreSQL's initdb and
   * every migration (about 7 s a file on this machine's cores).
   */
  image?: Blob | undefined;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.pool ?? 10, migrationsFolder) : await openPglite(opts);
  try {
    await database.ping();
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}

// PostgreSQL's 128 MB of shared buffers live inside the embedded database's WebAssembly memory and are all
// written at start, so they count in the server's resident memory from the first second. 32 MB holds what
// the hot reads touch (index upper pages, recent conversations); other pages come from the OS's file cache.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(opts: OpenOptions): Promise<Database> {
  let lock: DataDirLock | undefined;
  let dataPath: string | undefined;
  if (opts.dataDir) {
    lock = lockDataDir(opts.dataDir, opts.command ?? 'support-inbox');
    dataPath = path.join(opts.dataDir, 'pgdata');
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataPath, {
      extensions: { pg_trgm },
      startParams: PGLITE_START_PARAMS,
      parsers: PGLITE_TEXT_PARSERS,
      ...(opts.image && !dataPath ? { loadDataDir: opts.image } : {}),
    });
    await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    backup: (file) => writeBackup(client, file),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
