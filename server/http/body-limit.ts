import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as streamedBodyLimit } from 'hono/body-limit';

const tooLarge = (c: Context) => c.json({ error: 'request body too large' }, 413);

/**
 * Refuses bodies over maxSize with 413. A body with a Content-Length is judged by the header alone (Node's parser
 * never reads past it): Hono's own middleware would first touch `request.body`, which turns every request into a
 * web stream, a markedly slower way to read a large upload and extra work on every GET. Only a chunked body,
 * whose size is unknown until read, is counted as it streams in.
 */
export function bodyLimit(maxSize: number): MiddlewareHandler {
  const streamed = streamedBodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (c.req.header('transfer-encoding') === undefined) {
      if (length !== undefined && Number(length) > maxSize) return tooLarge(c);
      return next();
    }
    return streamed(c, next);
  };
}
