import type { MiddlewareHandler } from 'hono';
import { JSON_TYPE, refuseContentCoding } from './input-guards.ts';

/**
 * For an operation that takes no body (an action such as `POST .../dismiss`, a DELETE): a JSON body it would ignore
 * must still be JSON. `{}` and no body pass; `{bad` is the client's mistake, refused as an operation with a body
 * refuses it, rather than acted on without a word.
 */
export const refuseMalformedBody: MiddlewareHandler = async (c, next) => {
  if (JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    // As the input guards answer a POST's: a compressed body is not read as JSON (a DELETE does not pass them).
    const coded = refuseContentCoding(c);
    if (coded) return coded;
    // Read once already by the input guards (POST, PUT, PATCH): the cached text.
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        return c.json({ error: 'Malformed JSON in request body' }, 400);
      }
    }
  }
  await next();
};
