import pino, { type Logger } from 'pino';
import { databaseErrorCode } from './db/database-errors.ts';

export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: 'support-inbox' },
      // Defence in depth: should a header object ever reach a log line, secrets are masked.
      redact: { paths: ['*.headers["x-api-key"]', '*.headers.cookie', '*.headers.authorization'], censor: '[redacted]' },
    },
    // Written asynchronously: a synchronous write (and fstat) per request line was 4% of a busy server's time.
    // Pino flushes what is buffered when the process exits.
    pino.destination({ dest: 1, sync: false }),
  );
}

/**
 * What may be logged of an error: its kind, code and message, without the query parameters Drizzle appends
 * (they hold mail bodies, addresses and attachments: personal data, and megabytes of it).
 */
export function loggableError(err: unknown): { type: string; code?: string; message: string } {
  const e = err instanceof Error ? err : new Error(String(err));
  const cause = e.cause instanceof Error ? e.cause : undefined;
  const message = (cause?.message ?? e.message).split('\nparams:')[0]!.slice(0, 1000);
  const code = databaseErrorCode(err);
  return { type: e.name, ...(code ? { code } : {}), message };
}
