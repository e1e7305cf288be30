import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

// One line a request. Only method, path (without the query string, which can carry search text),
// status and duration: never headers, so never the API key or the session cookie.
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res.status;
      const line = {
        method: c.req.method,
        path: c.req.path,
        status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
