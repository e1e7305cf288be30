import type { Context } from 'hono';
import { siteAddress } from '../../domain/knowledge/site-address.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';

// Where the caller's help site is, for the public links the API hands out (an article's `url`, a search
// result's link to paste in a reply).

/** PUBLIC_URL, or the origin the request came to (a server run without PUBLIC_URL, on a laptop). */
export function publicBase(c: Context, deps: Pick<ApiDeps, 'publicUrl'>): string {
  return (deps.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

/** The home of the caller's site, ending with a slash. */
export async function siteUrlOf(c: Context<AppEnv>, deps: Pick<ApiDeps, 'db' | 'publicUrl'>): Promise<string> {
  const base = publicBase(c, deps);
  return (await siteAddress(deps.db, c.get('principal').organizationId, base))?.url ?? `${base}/`;
}
