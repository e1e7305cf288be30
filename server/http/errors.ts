import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { databaseErrorCode } from '../db/database-errors.ts';
import { InputError } from '../domain/errors.ts';
import { loggableError } from '../logger.ts';

/** Turns anything a handler throws into { error } with the right status; unexpected errors are logged, not shown. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof InputError) return c.json({ error: err.message }, err.status);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const message = err.message || (status === 413 ? 'request body too large' : 'bad request');
      return c.json({ error: message }, status);
    }
    // Races with a concurrent change: the row referred to was deleted meanwhile, or two writers collided.
    const code = databaseErrorCode(err);
    if (code === '23503') return c.json({ error: 'not found: it was deleted meanwhile' }, 404);
    if (code === '40P01' || code === '40001') return c.json({ error: 'a concurrent change got in the way: try again' }, 409);
    logger.error({ err: loggableError(err), method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'internal error' }, 500);
  };
}
