import type { Context, MiddlewareHandler } from 'hono';
import { BodyNotUtf8, readBodyText, setBodyText } from './read-body-text.ts';
import { wellFormedJsonText } from './well-formed-json.ts';

export const JSON_TYPE = /^application\/([a-z.+-]*\+)?json\b/i;
// A JSON string escape for U+0000 that is not itself an escaped backslash followed by "u0000".
const JSON_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

/** RFC 9110 15.5.16: a content coding the server does not decode is a 415 (read as is, gzip is "malformed JSON"). */
export function refuseContentCoding(c: Context): Response | undefined {
  const coding = c.req.header('content-encoding')?.trim().toLowerCase();
  if (!coding || coding === 'identity') return undefined;
  return c.json({ error: `Content-Encoding ${coding.slice(0, 40)} is not supported: send the body uncompressed` }, 415);
}

/**
 * Checks that apply to every API request before routing: bodies must be uncompressed JSON in UTF-8, no text may carry a NUL
 * character, which PostgreSQL cannot store in text (it would otherwise surface as a 500), and lone UTF-16
 * surrogates, which PostgreSQL refuses in json, become U+FFFD in every field alike.
 */
export function inputGuards(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(new URL(c.req.url).search)) {
      return c.json({ error: 'query parameters must not contain NUL characters' }, 400);
    }
    if (['POST', 'PUT', 'PATCH'].includes(c.req.method)) {
      const coded = refuseContentCoding(c);
      if (coded) return coded;
      const type = c.req.header('content-type');
      if (type && !JSON_TYPE.test(type)) return c.json({ error: 'Content-Type must be application/json' }, 400);
      // A body without any Content-Type: its type is unknown (415, as the validator would say, with the fix in words).
      const sized = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
      if (!type && sized) return c.json({ error: 'a request body needs Content-Type: application/json' }, 415);
      if (type) {
        // Cached as the body Hono's JSON validator reads later, without a second stream read.
        let text: string;
        try {
          text = await readBodyText(c);
        } catch (error) {
          if (error instanceof BodyNotUtf8) return c.json({ error: error.message }, 400);
          throw error;
        }
        // Both checks look for \u escapes: a body without any (most, and every large upload) skips them.
        if (text.includes('\\u')) {
          if (JSON_NUL.test(text)) return c.json({ error: 'the request body must not contain NUL characters' }, 400);
          const repaired = wellFormedJsonText(text);
          if (repaired !== undefined) setBodyText(c, repaired);
        }
      }
    }
    await next();
  };
}
