import type { Context } from 'hono';
import type { RateDecision } from '../domain/rate-limits/window-counter.ts';

// The answer side of rate limiting: the RateLimit-* fields (IETF draft "RateLimit header fields for HTTP") on
// every counted answer, and a 429 with Retry-After past the limit.

export const RATE_WINDOW_SECONDS = 60;

export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
    'RateLimit-Policy': `${decision.limit};w=${RATE_WINDOW_SECONDS}`,
  };
}

/** Sets the fields on the answer the handler made (some answers, such as streams, are built without `c`). */
export function applyRateLimitHeaders(c: Context, decision: RateDecision): void {
  for (const [name, value] of Object.entries(rateLimitHeaders(decision))) {
    try {
      c.res.headers.set(name, value);
    } catch {
      // An answer with immutable headers (a proxied Response) goes out without them.
    }
  }
}

export function tooManyRequests(c: Context, decision: RateDecision, who: string): Response {
  return c.json(
    { error: `too many requests: ${decision.limit} a minute are allowed per ${who}; try again in ${decision.resetSeconds} s` },
    429,
    { ...rateLimitHeaders(decision), 'Retry-After': String(decision.resetSeconds) },
  );
}
