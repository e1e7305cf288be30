import type { Logger, SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from './client.ts';

// Drizzle's internals this reads: the session (its client and logger) and the dialect that renders SQL.
interface DrizzleInternals {
  session?: unknown;
  dialect: PgDialect;
}
interface PgliteStatements {
  client: { query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }> };
  logger: Logger;
}

/**
 * Rows of a raw SQL statement. Both drivers answer { rows }, but their value types differ (node-postgres gives
 * int8 as strings and timestamps as Date, PGlite numbers and strings): callers convert with Number() and
 * new Date(), or cast in SQL.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as DrizzleInternals;
  if (session instanceof PgliteSession) {
    // Sent to PGlite without options: drizzle's execute passes its text parsers with every statement, and
    // PGlite then copies its map of every type's parser to merge them in, 130 µs a statement (a short query
    // takes 200). The instance has the same parsers (pglite-parsers.ts). Logged as drizzle would.
    const { client, logger } = session as unknown as PgliteStatements;
    const { sql: text, params } = dialect.sqlToQuery(query);
    logger.logQuery(text, params);
    return (await client.query<T>(text, params)).rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
