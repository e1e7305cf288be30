import type { ApiOperation } from '../support/openapi-operations.ts';
import type { FuzzRequest } from './fuzz-request.ts';
import { CSRF, type FuzzWorld } from './fuzz-world.ts';
import { isUuidPattern, patternOf } from './json-schema-values.ts';
import { encode, poolName } from './request-parts.ts';

// Every path and query parameter of an operation given each of a few values that have broken servers before,
// once, on an otherwise right request: what the random runs reach only by chance.

const PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '01',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  'abc',
  '１',
  '😀',
  '..',
  'x'.repeat(2000),
];
const UUID_VALUES = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '0b7e5d7a3f5e4c539a572b1f0f6a7c11',
];
const QUERY_VALUES = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999',
  'abc',
  'true',
  '\ud800',
  '😀',
  'x'.repeat(10_000),
  '%',
  '"',
  "'",
  '\\',
];

/** Requests that each put one odd value in one parameter; the others are real. */
export function urlSweepRequests(world: FuzzWorld, op: ApiOperation): FuzzRequest[] {
  const real = (name: string) => world.pools[poolName(op.path, name)]?.[0] ?? '1';
  const build = (path: Record<string, string>, query: string[], label: string, certain: boolean): FuzzRequest => ({
    method: op.method,
    url: `/api${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => path[name] ?? encode(real(name)))}${query.length ? `?${query.join('&')}` : ''}`,
    headers: [['X-Api-Key', world.key], ...(op.method === 'GET' ? [] : Object.entries(CSRF))],
    body: undefined,
    certain,
    labels: [`sweep: ${label}`],
  });
  const out: FuzzRequest[] = [];
  for (const param of op.parameters) {
    const pattern = patternOf(param.schema);
    if (param.in === 'path') {
      const values = isUuidPattern(pattern) ? [...UUID_VALUES, ...PATH_VALUES.slice(0, 4)] : PATH_VALUES;
      for (const v of values) {
        const certain = !!pattern && v !== '..' && !pattern.test(v);
        out.push(build({ [param.name]: encode(v) }, [], `${param.name}=${JSON.stringify(v.slice(0, 20))}`, certain));
      }
    }
    if (param.in === 'query') {
      for (const v of QUERY_VALUES) {
        const certain =
          (param.schema.enum !== undefined && !param.schema.enum.includes(v)) ||
          (pattern !== undefined && !pattern.test(v)) ||
          (param.schema.maxLength !== undefined && v.length > param.schema.maxLength);
        out.push(build({}, [`${param.name}=${encode(v)}`], `${param.name}=${JSON.stringify(v.slice(0, 20))}`, certain));
      }
      out.push(build({}, [`${param.name}=1`, `${param.name}=2`], `${param.name} twice`, false));
    }
  }
  return out;
}
