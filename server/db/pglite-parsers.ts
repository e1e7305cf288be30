import { types, type ParserOptions } from '@electric-sql/pglite';

/**
 * Timestamps, intervals and dates as PostgreSQL's text, as drizzle's PGlite driver answers them. Set on the
 * instance (client.ts), so a statement sent without options (queryRows) answers them the same way. One
 * difference: an array of them comes as an array of those texts, where drizzle passed the array's own text on;
 * no raw statement here selects such an array.
 */
export const PGLITE_TEXT_PARSERS: ParserOptions = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((oid) => [oid, (value: string) => value]),
);
