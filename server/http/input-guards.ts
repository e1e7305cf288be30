import type { MiddlewareHandler } from 'hono';

const JSON_TYPE = /^application\/([a-z.+-]*\+)?json\b/i;
// A JSON string escape for U+0000 that is not itself an escaped backslash followed by "u0000".
const JSON_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

/**
 * Checks that apply to every API request before routing: bodies must be JSON, and no text may carry a NUL
 * character, which PostgreSQL cannot store in text (it would otherwise surface as a 500).
 */
export function inputGuards(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(new URL(c.req.url).search)) {
      return c.json({ error: 'query parameters must not contain NUL characters' }, 400);
    }
    if (['POST', 'PUT', 'PATCH'].includes(c.req.method)) {
      const type = c.req.header('content-type');
      if (type && !JSON_TYPE.test(type)) return c.json({ error: 'Content-Type must be application/json' }, 400);
      if (type) {
        // Hono caches the text, so the JSON validator later reads the same body without a second stream read.
        const text = await c.req.text();
        if (JSON_NUL.test(text)) return c.json({ error: 'the request body must not contain NUL characters' }, 400);
      }
    }
    await next();
  };
}
