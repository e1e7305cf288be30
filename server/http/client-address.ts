import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The client's address: behind a trusted proxy, the first entry of its X-Forwarded-For; else the socket's. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  // Behind a proxy every request comes from the proxy: its X-Forwarded-For names the client (first entry).
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}
