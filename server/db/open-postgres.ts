import { sql } from 'drizzle-orm';
import type PgModuleType from 'pg';
import type { Database, Db } from './client.ts';
import * as schema from './schema.ts';

// The pg driver and drizzle's adapter for it are loaded only when the server runs on PostgreSQL: the embedded
// database, the default, never needs them, and they hold about 3 MB of heap for the life of the process.

type PgModule = typeof PgModuleType;

// Serialises migrations when several processes start against one PostgreSQL server at once.
const MIGRATION_LOCK_ID = 727_001;

async function postgresModules() {
  const [pg, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg').then((module) => module.default),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg, drizzlePg, migratePg };
}

/** The PostgreSQL server at `url`, migrated, behind a pool of `poolSize` connections. */
export async function openPostgres(url: string, poolSize: number, migrationsFolder: string): Promise<Database> {
  const { pg, drizzlePg, migratePg } = await postgresModules();
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
    listen: (channel, onNotify) => listenOnPostgres(pg, url, channel, onNotify),
    close: () => pool.end(),
  };
}

/** LISTEN on a connection of its own (a pooled one would be handed to others), reconnecting with backoff. */
async function listenOnPostgres(pg: PgModule, url: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: PgModuleType.Client | undefined;
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
