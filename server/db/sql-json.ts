// Pieces of SQL for statements that have the database write the API's JSON (see conversation-view.ts).

/**
 * A timestamptz column as JavaScript's toISOString writes it: UTC, milliseconds, "Z" (both cut the
 * microseconds off). Null stays null.
 */
export const isoTimestamp = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
