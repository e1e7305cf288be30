import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { databaseErrorCode, isDatabaseUnavailable } from '../db/database-errors.ts';
import { DetailedInputError, InputError, RateLimitError } from '../domain/errors.ts';
import { loggableError } from '../logger.ts';

// How Node and @hono/node-server report a request body cut short by the client. Matched exactly: a database
// socket reset ("read ECONNRESET") is a server-side fault and must stay a 500.
const CLIENT_ABORT_MESSAGES = new Set(['aborted', 'Client connection prematurely closed.']);

/** The client went away before sending its whole request (reading the body then fails). */
export function isClientAbort(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === 'ERR_STREAM_PREMATURE_CLOSE' || (typeof e?.message === 'string' && CLIENT_ABORT_MESSAGES.has(e.message));
}

/** Turns anything a handler throws into { error } with the right status; unexpected errors are logged, not shown. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof RateLimitError) c.header('Retry-After', String(err.retryAfterSeconds));
    if (err instanceof DetailedInputError) return c.json({ ...err.details, error: err.message }, err.status);
    if (err instanceof InputError) return c.json({ error: err.message }, err.status);
    // The client's doing, not ours: noted quietly, answered 400 (which nobody is left to read).
    if (isClientAbort(err)) {
      logger.info({ method: c.req.method, path: c.req.path }, 'client closed the connection before its request was read');
      return c.json({ error: 'the request was aborted before its body arrived' }, 400);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const message = err.message || (status === 413 ? 'request body too large' : 'bad request');
      return c.json({ error: message }, status);
    }
    // Races with a concurrent change: the row referred to was deleted meanwhile, or two writers collided.
    const code = databaseErrorCode(err);
    if (code === '23503') return c.json({ error: 'not found: it was deleted meanwhile' }, 404);
    if (code === '40P01' || code === '40001') return c.json({ error: 'a concurrent change got in the way: try again' }, 409);
    // The database is down or restarting: nothing was done, and the same request can be sent again shortly.
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err: loggableError(err), method: c.req.method, path: c.req.path }, 'database unavailable');
      return c.json({ error: 'the database is unavailable: try again in a few seconds' }, 503, { 'Retry-After': '5' });
    }
    logger.error({ err: loggableError(err), method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'internal error' }, 500);
  };
}
