import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { InputError } from '../domain/errors.ts';

/** Turns anything a handler throws into { error } with the right status; unexpected errors are logged, not shown. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof InputError) return c.json({ error: err.message }, err.status);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const message = err.message || (status === 413 ? 'request body too large' : 'bad request');
      return c.json({ error: message }, status);
    }
    logger.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'internal error' }, 500);
  };
}
