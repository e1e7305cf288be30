import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

// Bulk insert through one jsonb parameter (`insert ... select from jsonb_to_recordset($1)`): several times
// faster than a multi-row VALUES with a bind parameter per cell, and never near the parameter limit.
// Rows are typed by the Drizzle table, columns and SQL types come from its definition.

// Types valid in CREATE TABLE but not in a record definition list.
const RECORD_TYPES: Record<string, string> = { bigserial: 'bigint', serial: 'integer', smallserial: 'smallint' };

function toJson(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** The columns present in the first row (every row must carry the same keys), as SQL fragments. */
function jsonInsertQuery<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {}).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]!.name);
  const types = keys.map((key) => {
    const type = columns[key]!.getSQLType();
    return RECORD_TYPES[type] ?? type;
  });
  const payload = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, i) => (record[names[i]!] = toJson((row as Record<string, unknown>)[key])));
    return record;
  });
  const columnList = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  const definitions = sql.join(names.map((name, i) => sql`${sql.identifier(name)} ${sql.raw(types[i]!)}`), sql`, `);
  return sql`insert into ${table} (${columnList}) select ${columnList} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(${definitions})`;
}

export async function insertJsonRows<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][], chunkSize = 2000): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.execute(jsonInsertQuery(table, rows.slice(start, start + chunkSize)));
  }
}
