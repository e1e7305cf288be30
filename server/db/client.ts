import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { PGLITE_TEXT_PARSERS } from './pglite-parsers.ts';
import { writeBackup, type BackupResult } from './backup/pglite-backup.ts';
import { repoRoot } from '../repo-root.ts';

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
// Serialises migrations when several processes start against one PostgreSQL server at once.
const MIGRATION_LOCK_ID = 727_001;

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
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.pool ?? 10) : await openPglite(opts);
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

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(migrator), { migrationsFolder });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await migrator.end();
  }
  // Bounded waits: with the database unreachable, requests fail with 503 after 5 s instead of piling up.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection emits 'error'; without a listener it would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify),
    close: () => pool.end(),
  };
}

/** LISTEN on a connection of its own (a pooled one would be handed to others), reconnecting with backoff. */
async function listenOnPostgres(url: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (attempt: number): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    // A lost connection: listen again on a new one. Notifications sent meanwhile are missed, which is why
    // readers of the feed also look at the log itself from time to time.
    next.on('error', () => {
      if (client === next) client = undefined;
      void next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(attempt + 1), Math.min(30_000, 500 * 2 ** attempt));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      if (stopped) await next.end();
    } catch {
      void next.end().catch(() => {});
      if (attempt === 0) throw new Error(`could not LISTEN on ${channel}`);
      if (!stopped) retry = setTimeout(() => void connect(attempt + 1), Math.min(30_000, 500 * 2 ** attempt));
    }
  };
  await connect(0);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
