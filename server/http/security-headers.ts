import type { MiddlewareHandler } from 'hono';

// Headers every answer carries, so that a browser treats the dashboard and the API as what they are: no
// framing (clickjacking), no content sniffing, no referrer leaving for other sites, a window of its own.
// HTML pages (the dashboard, the API reference) get a Content-Security-Policy with no inline script and no eval;
// images may come from anywhere only because an email's "Show images" loads them into the email's frame, which
// inherits this policy and narrows it with its own (no remote image before the click, no script ever).

export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'", // emails' own styles, in their sandboxed frame; Radix's positioning
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
].join('; ');

/** JSON is data, never a document: nothing in it may load or run, even opened as a page. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

const COMMON: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  // same-origin, not no-referrer: with no-referrer browsers send "Origin: null" on our own POSTs, which the CSRF
  // check refuses.
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** Served over https: the request's own scheme, or the one a trusted proxy says it used. */
function overHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (url.startsWith('https:')) return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

export function securityHeaders(opts: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    try {
      for (const [name, value] of Object.entries(COMMON)) if (!headers.has(name)) headers.set(name, value);
      const type = headers.get('content-type') ?? '';
      // The help site's pages set their own, stricter policy (no script at all).
      if (type.startsWith('text/html') && !headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', PAGE_CSP);
      else if (type.startsWith('application/json') && !headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', DATA_CSP);
      // Anything the API answers is the caller's: never kept by a browser or a shared cache.
      if (c.req.path.startsWith('/api/') && !c.req.path.startsWith('/api/docs') && !headers.has('Cache-Control')) {
        headers.set('Cache-Control', 'no-store');
      }
      if (overHttps(c.req.url, c.req.header('x-forwarded-proto'), opts.trustProxy)) headers.set('Strict-Transport-Security', HSTS);
    } catch {
      // A response with immutable headers goes out as it is.
    }
  };
}
