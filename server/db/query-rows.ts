import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Rows of a raw SQL statement. Both drivers answer { rows }, but their value types differ (node-postgres gives
 * int8 as strings and timestamps as Date, PGlite numbers and strings): callers convert with Number() and
 * new Date(), or cast in SQL.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
