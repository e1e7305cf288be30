import fc from 'fast-check';
import { toWellFormed } from '../../server/http/well-formed-json.ts';
import type { ApiOperation, ApiParameter } from '../support/openapi-operations.ts';
import type { FuzzWorld } from './fuzz-world.ts';
import { BAD_CURSORS, BAD_IDS, BAD_UUIDS, HOSTILE_STRINGS, RAW_QUERY_ESCAPES, plausibleId, validUuid } from './hostile-values.ts';
import { isUuidPattern, patternOf, valueArbitrary } from './json-schema-values.ts';
import { all, encode, forOperation, joined, mixed, part, poolName, type Dimension, type Part } from './request-parts.ts';

// The URL of a fuzzed request: path ids that exist, do not, or are not ids at all; query values right, wrong,
// repeated, undecodable or with NUL; parameters nobody declared.

// Written into the path as they are, not encoded: NUL, bytes that are not UTF-8, encoded dots and slashes.
const RAW_SEGMENTS = ['%00', '1%00', '%ff', '%c3%28', '%2e%2e', '%2e', '1%2F2', '%20', '1%0a'];

function pathValue(world: FuzzWorld, op: ApiOperation, param: ApiParameter): Dimension<string> {
  const pattern = patternOf(param.schema);
  const isUuid = isUuidPattern(pattern);
  const real = world.pools[poolName(op.path, param.name)] ?? [];
  const judged = (value: string, label: string): Part<string> => {
    // An empty or dot segment changes which route matches (`/conversations/` is the list): not certain.
    const sent = toWellFormed(value);
    const certain = !!pattern && sent !== '' && sent !== '.' && sent !== '..' && !sent.includes('/') && !pattern.test(sent);
    return part(encode(value), certain, `${label} ${param.name}=${JSON.stringify(value.slice(0, 40))}`);
  };
  const unknown = (isUuid ? validUuid() : plausibleId()).map((v) => judged(v, 'unknown'));
  return {
    good: real.length ? fc.constantFrom(...real).map((v) => part(encode(v))) : unknown,
    bad: fc.oneof(
      { arbitrary: fc.constantFrom(...BAD_IDS, ...BAD_UUIDS, ...HOSTILE_STRINGS).map((v) => judged(v, 'bad')), weight: 4 },
      { arbitrary: unknown, weight: 2 },
      { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((v) => part(v, false, `raw ${param.name}=${v}`)), weight: 1 },
    ),
  };
}

function queryValue(world: FuzzWorld, param: ApiParameter): Dimension<string[]> {
  const { schema, name } = param;
  const pattern = patternOf(schema);
  const violates = (v: string) =>
    (schema.enum !== undefined && !schema.enum.includes(v)) ||
    (pattern !== undefined && !pattern.test(v)) ||
    (schema.maxLength !== undefined && v.length > schema.maxLength) ||
    (schema.minLength !== undefined && [...v].length < schema.minLength);
  const one = (v: string, label: string): Part<string[]> => {
    const certain = violates(toWellFormed(v));
    return part([`${name}=${encode(v)}`], certain && forOperation, certain ? `${label} ${name}=${JSON.stringify(v.slice(0, 40))}` : undefined);
  };
  const hinted = (world.queryHints[name] ?? []).map(String);
  const fromSchema = valueArbitrary(schema, {}, name).map(String);
  const good = hinted.length ? fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: 3 }, { arbitrary: fromSchema, weight: 1 }) : fromSchema;
  const cursors = name === 'cursor' ? [...BAD_CURSORS, ...flipped(world.queryHints.cursor ?? [])] : [];
  const bad = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS, ...BAD_IDS, ...cursors), fc.string({ maxLength: 30 }), fc.constant('x'.repeat(5000)));
  const absent = fc.constant(part<string[]>([], param.required && forOperation, param.required ? `missing ${name}` : undefined));
  return {
    good: param.required
      ? good.map((v) => one(v, 'good'))
      : fc.oneof(
          absent,
          good.map((v) => one(v, 'good')),
        ),
    bad: fc.oneof(
      { arbitrary: bad.map((v) => one(v, 'bad')), weight: 4 },
      { arbitrary: absent, weight: 1 },
      {
        arbitrary: fc.tuple(good, bad).map(([a, b]) => part([`${name}=${encode(a)}`, `${name}=${encode(b)}`], false, `duplicate ${name}`)),
        weight: 1,
      },
      {
        arbitrary: fc.tuple(good, good).map(([a, b]) => part([`${name}=${encode(a)}`, `${name}=${encode(b)}`], false, `duplicate ${name}`)),
        weight: 1,
      },
      { arbitrary: fc.constantFrom(...RAW_QUERY_ESCAPES).map((v) => part([`${name}=${v}`], false, `raw ${name}=${v}`)), weight: 1 },
      {
        arbitrary: fc.constantFrom(`${name}[]=1`, `${name}[a]=1`, name, `${name}=`, `${name.toUpperCase()}=1`).map((q) => part([q], false, q)),
        weight: 1,
      },
      { arbitrary: fc.constant(part([`${name}=a%00b`], true, `NUL in ${name}`)), weight: 1 },
    ),
  };
}

/** Real cursors with one character changed, or cut short: signed, so each must be refused. */
function flipped(cursors: readonly unknown[]): string[] {
  return cursors.flatMap((c) => {
    const s = String(c);
    const at = Math.floor(s.length / 2);
    return [`${s.slice(0, at)}${s[at] === 'A' ? 'B' : 'A'}${s.slice(at + 1)}`, s.slice(0, -1), `${s}A`];
  });
}

export function queryDimension(world: FuzzWorld, op: ApiOperation): Dimension<string[][]> {
  const params = op.parameters.filter((p) => p.in === 'query').map((p) => queryValue(world, p));
  const extra = fc.oneof(
    fc
      .array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })), { minLength: 1, maxLength: 3 })
      .map((kv) => part(kv.map(([k, v]) => `${encode(k)}=${encode(v)}`))),
    fc.constantFrom('&&&', '=', '==x', '&=&', '?', 'a=1&a=2&a=3', `pad=${'x'.repeat(20_000)}`).map((q) => part([q], false, q.slice(0, 20))),
    fc.constant(part(['unknown=%00'], true, 'NUL in an unknown parameter')),
  );
  return {
    good: all(params.map((p) => p.good)),
    bad: fc.tuple(all(params.map(mixed)), extra).map(([declared, more]) => {
      const both = joined<unknown>([declared, more]);
      return { ...both, value: [...declared.value, more.value] };
    }),
  };
}

/** Every path parameter of the operation, right or (for `bad`) each one right or broken. */
export function pathDimension(world: FuzzWorld, op: ApiOperation): Dimension<string[]> {
  const params = op.parameters.filter((p) => p.in === 'path').map((p) => pathValue(world, op, p));
  return { good: all(params.map((p) => p.good)), bad: all(params.map(mixed)) };
}
