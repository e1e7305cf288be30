import type { ApiOperation } from '../support/openapi-operations.ts';
import type { BodyCase } from './body-mutations.ts';
import type { FuzzRequest } from './fuzz-request.ts';
import { poolName } from './request-parts.ts';
import { CSRF, type FuzzWorld } from './fuzz-world.ts';
import { RawJson, cloneJson, deepArray, deepObject, getAt, setAt, toJsonText } from './json-text.ts';
import { fieldsOf, jsonTypeOf, requiredFieldsOf, sampleValue, typesOf, type Hints } from './json-schema-values.ts';

// Besides the random runs, every field of a body the API accepts is broken in turn, each way once: a break
// that only matters in one field of one operation, on an otherwise valid request, is not left to chance.

const WRONG = ['x', 1.5, true, null, [], {}];

/**
 * Bodies to try as they are: the schema's sample with every property, with the required ones only, and with
 * the required ones plus each optional one (an update may need one field, a bulk change exactly one action).
 */
export function candidateBodies(op: ApiOperation, hints: Hints): unknown[] {
  if (!op.body) return [];
  const full = sampleValue(op.body, hints, { full: true }) as Record<string, unknown>;
  const minimal = sampleValue(op.body, hints) as Record<string, unknown>;
  const optional = Object.keys(full).filter((k) => !(k in minimal));
  return [full, minimal, ...optional.map((k) => ({ ...minimal, [k]: full[k] }))];
}

/** Strings of fields that must be unique made different for each request (emails, names, domains...). */
export function uniquified(value: unknown, n: number, key = ''): unknown {
  // Top-level fields only: a nested `name` may be a word from a list (an action's).
  // A copy: the cases of a sweep change their body in place.
  if (!key && value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(Object.entries(cloneJson(value)).map(([k, v]) => [k, uniquified(v, n, k)]));
  if (typeof value !== 'string') return value;
  if (key === 'email' && value.includes('@')) return value.replace('@', value.startsWith('*@') ? `@m${n}-` : `+m${n}@`);
  if (key === 'domain') return `m${n}.${value}`;
  if (key === 'shortcut') return `${value}-m${n}`;
  if (key === 'name' || key === 'title' || key === 'description') return `${value} m${n}`;
  return value;
}

/**
 * A valid body broken in one field, in each of the ways that field can be broken. `fresh` gives a new copy of
 * the body for each case (with its unique fields made unique again, so that creations do not collide).
 */
export function* sweepCases(fresh: () => unknown, op: ApiOperation): Generator<BodyCase> {
  const schema = op.body!;
  const body = fresh();
  const at = (path: (string | number)[], value: unknown) => setAt(fresh(), path, value);
  for (const field of fieldsOf(body, schema)) {
    const name = field.path.join('.');
    const current = getAt(body, field.path);
    const types = typesOf(field.schema);
    const wrong = WRONG.find((v) => types && !types.has(jsonTypeOf(v)));
    if (wrong !== undefined) yield { label: `${name}=${JSON.stringify(wrong)}`, body: toJsonText(at(field.path, wrong)), certain: true };
    if (typeof current === 'string') {
      yield { label: `NUL in ${name}`, body: toJsonText(at(field.path, `${current}\u0000`)), certain: true };
      for (const deep of [deepArray(5_000), deepObject(100_000)]) {
        const value = at(field.path, `${current}\ud800`);
        if (value && typeof value === 'object' && !Array.isArray(value)) (value as Record<string, unknown>).deep_unknown_field = deep;
        yield { label: `lone surrogate in ${name}, and an unknown field nested deep`, body: toJsonText(value), certain: false };
      }
      if (field.schema.maxLength !== undefined && types?.size === 1) {
        yield { label: `${name} over maxLength`, body: toJsonText(at(field.path, 'y'.repeat(field.schema.maxLength + 1))), certain: true };
      }
      // A megabyte of distinct words: search documents (tsvector) have limits of their own.
      const words = Array.from({ length: 120_000 }, (_, i) => `w${i.toString(36)}`).join(' ');
      yield {
        label: `a megabyte of words in ${name}`,
        body: toJsonText(at(field.path, words)),
        certain: (field.schema.maxLength ?? Infinity) < words.length && types?.size === 1,
      };
      yield { label: `blank ${name}`, body: toJsonText(at(field.path, ' \t\n ')), certain: false };
    }
    if (typeof current === 'number') {
      // Past PostgreSQL's integer, past JavaScript's safe integers, and a number JSON.parse makes Infinity.
      for (const n of [2 ** 31, Number.MAX_SAFE_INTEGER, -1]) {
        const allowed =
          (field.schema.maximum ?? Infinity) >= n && (field.schema.minimum ?? -Infinity) <= n && (field.schema.exclusiveMinimum ?? -Infinity) < n;
        yield { label: `${name}=${n}`, body: toJsonText(at(field.path, n)), certain: !allowed };
      }
      yield { label: `${name}=1e400`, body: toJsonText(at(field.path, new RawJson('1e400'))), certain: false };
    }
    if (Array.isArray(current) && current.length) {
      yield {
        label: `${name} with its first item three times`,
        body: toJsonText(at(field.path, [current[0], current[0], current[0]])),
        certain: false,
      };
    }
  }
  for (const field of requiredFieldsOf(body, schema)) {
    yield { label: `missing ${field.path.join('.')}`, body: toJsonText(setAt(fresh(), field.path, undefined, true)), certain: true };
  }
}

/** A request of the sweep: a real path, the owner's session (it may do all a key may, and manage keys too). */
export function sweepRequest(world: FuzzWorld, op: ApiOperation, body: BodyCase): FuzzRequest {
  const url = `/api${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(world.pools[poolName(op.path, name)]?.[0] ?? '1'))}`;
  const headers: [string, string][] = [['Cookie', world.cookie], ...Object.entries(CSRF), ['Content-Type', 'application/json']];
  return { method: op.method, url, headers, body: body.body, certain: body.certain, labels: [`sweep: ${body.label}`] };
}
