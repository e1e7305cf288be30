import fc from 'fast-check';
import type { ApiOperation } from '../support/openapi-operations.ts';
import type { FuzzWorld } from './fuzz-world.ts';
import { authDimension, bodyDimension, contentTypeDimension, headerDimension, methodDimension } from './request-dimensions.ts';
import type { Hints } from './json-schema-values.ts';
import { BODY_METHODS, forOperation, judge, mixed, type Dimension, type Part, type Sent } from './request-parts.ts';
import { pathDimension, queryDimension } from './url-dimensions.ts';

// One request to an operation, broken in a few independent ways at once: its path ids, its query, its
// headers and credentials, its body and Content-Type. `certain` is set when one of the breaks alone makes it
// invalid, so the answer must be a 4xx; otherwise it may also succeed.

export interface FuzzRequest {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  /** In order; a name given twice is sent twice (Headers joins them with ", "). */
  headers: [string, string][];
  body: string | Uint8Array<ArrayBuffer> | undefined;
  certain: boolean;
  /** What was broken, for the report of a failure. */
  labels: string[];
}

/**
 * Requests for one operation: most break one aspect and keep the others right (so a break is judged on a
 * request that would otherwise pass), some break several at once. `auth` replaces the credentials for routes
 * with their own (sign-in).
 */
export function requestArbitrary(
  world: FuzzWorld,
  op: ApiOperation,
  opts: { auth?: Dimension<[string, string][]>; hints?: Hints; declared?: ReadonlySet<string> } = {},
): fc.Arbitrary<FuzzRequest> {
  const dims = {
    path: pathDimension(world, op),
    query: queryDimension(world, op),
    auth: opts.auth ?? authDimension(world),
    headers: headerDimension(world, op),
    type: contentTypeDimension(),
    body: bodyDimension(op, opts.hints ?? world.hints),
    method: methodDimension(op, opts.declared ?? new Set([`${op.method} ${op.path}`])),
  };
  type Focus = keyof typeof dims | 'all' | 'none';
  const variant = (focus: Focus) => {
    const pick = <T>(key: keyof typeof dims, d: Dimension<T>) => (focus === 'all' ? mixed(d) : focus === key ? d.bad : d.good);
    return fc.record({
      path: pick('path', dims.path),
      query: pick('query', dims.query),
      auth: pick('auth', dims.auth),
      headers: pick('headers', dims.headers),
      type: pick('type', dims.type),
      body: pick('body', dims.body),
      method: pick('method', dims.method),
    });
  };
  const hasPath = op.path.includes('{');
  const hasQuery = op.parameters.some((p) => p.in === 'query');
  const weighted: [Focus, number][] = [
    ['none', 2],
    ['all', 3],
    ['auth', 1],
    ['headers', 1],
    ['path', hasPath ? 3 : 0],
    ['query', hasQuery ? 3 : 1],
    ['body', op.body ? 8 : op.method === 'GET' ? 0 : 2],
    ['type', op.method === 'GET' ? 0 : 2],
    ['method', 1],
  ];
  return fc
    .oneof(...weighted.filter(([, w]) => w > 0).map(([focus, weight]) => ({ arbitrary: variant(focus), weight })))
    .map(({ path, query, auth, headers, type, body, method }) => {
      let i = 0;
      const url = `/api${op.path.replace(/\{[^}]+\}/g, () => path.value[i++]!)}`;
      const qs = query.value.flat().join('&');
      const parts: Part<unknown>[] = [path, query, auth, headers, method];
      const sent: [string, string][] = [...auth.value, ...headers.value];
      // GET and HEAD requests cannot carry a body (the Request would refuse it).
      const withBody = !!body.value && method.value.toUpperCase() !== 'GET' && method.value !== 'HEAD';
      if (withBody) {
        for (const t of type.value.types) sent.push(['Content-Type', t]);
        parts.push(type);
        // A body the API does not read as JSON is judged only by the Content-Type rule; a declared body only by
        // the operation it was made for; a stray one (none declared) by the rules every POST, PUT and PATCH meets.
        const strayRule = (s: Sent) => BODY_METHODS.has(s.method);
        parts.push({ ...body, certain: body.certain && type.value.json && (op.body ? forOperation : strayRule) });
      }
      const final: Sent = { method: method.value, operationMethod: op.method, headers: sent };
      return {
        method: method.value,
        url: qs ? `${url}?${qs}` : url,
        headers: sent,
        body: withBody ? body.value?.body : undefined,
        certain: parts.some((p) => judge(p.certain, final)),
        labels: parts.flatMap((p) => p.labels),
      };
    });
}
