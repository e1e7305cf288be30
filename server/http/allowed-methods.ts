import type { MiddlewareHandler } from 'hono';

// A path the API serves, asked with a method it does not serve there, is a 405 naming the methods it does
// (`Allow`), not a 404 that says the path does not exist. The table comes from the OpenAPI document, the list of
// every declared operation, so it cannot drift from the routes.
//
// The most specific path decides: `GET /conversations/bulk` is about the bulk operation (POST only), not a
// conversation whose id is "bulk", which the route `GET /conversations/{id}` would refuse as a bad id.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface DeclaredPath {
  /** Each segment: its text, or null for a parameter. */
  segments: (string | null)[];
  literals: number;
  methods: Set<string>;
}

function declaredPaths(paths: Record<string, object | undefined>): Map<number, DeclaredPath[]> {
  const bySegmentCount = new Map<number, DeclaredPath[]>();
  for (const [path, item] of Object.entries(paths)) {
    const methods = new Set(METHODS.filter((m) => item && m in item).map((m) => m.toUpperCase()));
    if (methods.size === 0) continue;
    const segments = path
      .split('/')
      .filter(Boolean)
      .map((s) => (s.startsWith('{') ? null : s));
    const list = bySegmentCount.get(segments.length) ?? [];
    list.push({ segments, literals: segments.filter((s) => s !== null).length, methods });
    bySegmentCount.set(segments.length, list);
  }
  return bySegmentCount;
}

/** `Allow`'s order: the usual one, HEAD with GET (which answers it). */
function allowHeader(methods: Set<string>): string {
  const allowed = METHODS.map((m) => m.toUpperCase()).filter((m) => methods.has(m));
  if (methods.has('GET')) allowed.splice(1, 0, 'HEAD');
  return allowed.join(', ');
}

const listed = (methods: string[]) => (methods.length === 1 ? methods[0] : `${methods.slice(0, -1).join(', ')} or ${methods[methods.length - 1]}`);

/**
 * `mountedAt`: where the router the middleware is on sits (`/api`), taken off the request's path before matching.
 * A path no declared operation matches goes on (to its 404, or a route outside the document such as /session).
 */
export function allowedMethods(document: { paths?: Record<string, object | undefined> }, mountedAt: string): MiddlewareHandler {
  const table = declaredPaths(document.paths ?? {});
  return async (c, next) => {
    const path = c.req.path.startsWith(`${mountedAt}/`) ? c.req.path.slice(mountedAt.length) : c.req.path;
    const segments = path.split('/').slice(1);
    // A trailing slash or an empty segment matches no route (Hono matches paths as written): its 404.
    if (segments.some((s) => s === '')) return next();
    let best: DeclaredPath[] = [];
    let bestLiterals = -1;
    for (const declared of table.get(segments.length) ?? []) {
      if (!declared.segments.every((s, i) => s === null || s === segments[i])) continue;
      if (declared.literals > bestLiterals) [best, bestLiterals] = [[], declared.literals];
      if (declared.literals === bestLiterals) best.push(declared);
    }
    if (best.length === 0) return next();
    const methods = new Set(best.flatMap((d) => [...d.methods]));
    const asked = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (methods.has(asked)) return next();
    const allow = allowHeader(methods);
    const names = allow.split(', ').filter((m) => m !== 'HEAD');
    return c.json({ error: `${c.req.method} is not allowed on ${c.req.path}: it answers ${listed(names)}` }, 405, { Allow: allow });
  };
}
