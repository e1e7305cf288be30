import fc from 'fast-check';
import type { JsonSchema } from '../support/openapi-operations.ts';

// Values that satisfy an operation's JSON schema (as far as a schema can say: addresses must also parse, ids
// must also exist), built from the schema alone so that an operation declared later is covered too.

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** Known-good values by property name (real ids, addresses of the organization...): schemas cannot say these. */
export type Hints = Record<string, readonly unknown[]>;

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const ABSENT = Symbol('absent');

/** The JSON types a schema accepts; undefined when it accepts any value (`{}`, `unknown`). */
export function typesOf(schema: JsonSchema): Set<JsonType> | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = new Set<JsonType>();
    for (const branch of branches) {
      const types = typesOf(branch);
      if (!types) return undefined;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (schema.enum) return new Set(schema.enum.map(jsonTypeOf));
  if (schema.const !== undefined) return new Set([jsonTypeOf(schema.const)]);
  if (schema.type === undefined) {
    if (schema.properties) return new Set(['object']);
    if (schema.items) return new Set(['array']);
    return undefined;
  }
  const types = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[]);
  if (types.has('number')) types.add('integer');
  return types;
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The schema's pattern as a RegExp: ECMA-262 with no flags, as JSON Schema says (test/api-document/published-patterns.test.ts). */
export function patternOf(schema: JsonSchema): RegExp | undefined {
  return schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
}

/** Whether a path parameter's pattern is a uuid's (told by what it matches, not by how it is written). */
export const isUuidPattern = (pattern: RegExp | undefined) => !!pattern && pattern.test('0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c11');

const withinLength = (schema: JsonSchema) => (s: string) => [...s].length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const pattern = patternOf(schema);
  // fast-check generates for flag-less patterns (the 'u' changes nothing for the document's).
  if (pattern) return fc.stringMatching(new RegExp(pattern.source), { size: 'xsmall' }).filter(withinLength(schema));
  if (schema.format === 'email') return fc.emailAddress({ size: 'xsmall' }).filter(withinLength(schema));
  if (schema.format === 'uuid') return fc.uuid();
  // Any date a calendar has, the first and last of years 0001-9999 among them (a day's end in year 10000).
  if (schema.format === 'date') {
    const any = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true });
    return fc.oneof(fc.constantFrom('0001-01-01', '9999-12-31', '1970-01-01', '2024-02-29'), any.map((d) => d.toISOString().slice(0, 10)));
  }
  if (schema.format === 'date-time') return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString());
  const min = schema.minLength ?? 0;
  return fc.string({ minLength: min, maxLength: Math.min(schema.maxLength ?? min + 30, min + 30), unit: 'grapheme' }).filter(withinLength(schema));
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -MAX_SAFE), -MAX_SAFE);
  const max = Math.min(schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? MAX_SAFE), MAX_SAFE);
  const small = fc.integer({ min: Math.max(min, Math.min(0, max)), max: Math.min(max, Math.max(min, 0) + 100) });
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
}

/** Any value the schema accepts, preferring the hints for a property of that name. */
export function valueArbitrary(schema: JsonSchema, hints: Hints, name = '', depth = 0): fc.Arbitrary<unknown> {
  const fromSchema = schemaArbitrary(schema, hints, name, depth);
  // A name may mean different things in different places (`content` is an object and a string in compose).
  const types = typesOf(schema);
  const hinted = hints[name]?.filter((v) => !types || types.has(jsonTypeOf(v)));
  if (!hinted?.length) return fromSchema;
  return fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: 3 }, { arbitrary: fromSchema, weight: 1 });
}

function schemaArbitrary(schema: JsonSchema, hints: Hints, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => valueArbitrary(b, hints, name, depth)));
  const types = typesOf(schema);
  if (!types || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const choices = [...types].filter((t) => !(t === 'number' && types.has('integer') && schema.type !== 'number'));
  return fc.oneof(...choices.map((type) => typedArbitrary(type, schema, hints, name, depth)));
}

function typedArbitrary(type: JsonType, schema: JsonSchema, hints: Hints, name: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string': {
      const examples = typeof schema.example === 'string' ? [schema.example] : [];
      const arbitrary = stringArbitrary(schema);
      return examples.length ? fc.oneof(fc.constantFrom(...examples), arbitrary) : arbitrary;
    }
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      return fc.array(valueArbitrary(schema.items ?? {}, hints, name, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (!Object.keys(properties).length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      // Optional properties are left out two times in three: each one given is one more chance to be wrong.
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([key, value]) => {
        const arbitrary = valueArbitrary(value, hints, key, depth + 1);
        return [key, required.has(key) ? arbitrary : fc.oneof({ arbitrary: fc.constant(ABSENT), weight: 2 }, { arbitrary, weight: 1 })] as const;
      });
      return fc
        .tuple(...entries.map(([, arbitrary]) => arbitrary))
        .map((values) => Object.fromEntries(entries.flatMap(([key], i) => (values[i] === ABSENT ? [] : [[key, values[i]]]))));
    }
  }
}

/**
 * One value the schema accepts, built without randomness: hints first, then the schema's example, default or
 * first enum value. `full` fills optional properties too (an update whose fields are all optional needs one).
 */
export function sampleValue(schema: JsonSchema, hints: Hints, opts: { full?: boolean; name?: string } = {}, depth = 0): unknown {
  const name = opts.name ?? '';
  const types = typesOf(schema);
  const hinted = hints[name]?.filter((v) => !types || types.has(jsonTypeOf(v)));
  if (hinted?.length) return hinted[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined && typesOf(schema)?.has(jsonTypeOf(schema.example))) return schema.example;
  if (schema.default !== undefined) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.[0]) return sampleValue(branches[0], hints, opts, depth);
  const type = types ? (['object', 'array', 'string', 'integer', 'number', 'boolean', 'null'] as const).find((t) => types.has(t)) : 'object';
  switch (type) {
    case 'string': {
      const pattern = patternOf(schema);
      if (pattern) return fc.sample(stringArbitrary(schema), { seed: 1, numRuns: 1 })[0];
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? (opts.full ? 1 : 0) }, () =>
        sampleValue(schema.items ?? {}, hints, { ...opts, name }, depth + 1),
      );
    default: {
      if (depth > 6) return {};
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const keys = Object.keys(properties).filter((k) => required.has(k) || opts.full);
      return Object.fromEntries(keys.map((k) => [k, sampleValue(properties[k]!, hints, { ...opts, name: k }, depth + 1)]));
    }
  }
}

/** A place in a body: the path of keys to it and the schema that governs it. */
export interface BodyField {
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every field present in `value` that the schema describes (objects' properties, arrays' items), to a depth. */
export function fieldsOf(value: unknown, schema: JsonSchema, path: (string | number)[] = [], out: BodyField[] = []): BodyField[] {
  if (path.length > 4) return out;
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => {
      out.push({ path: [...path, i], schema: schema.items! });
      fieldsOf(item, schema.items!, [...path, i], out);
    });
  } else if (value && typeof value === 'object' && schema.properties) {
    for (const [key, item] of Object.entries(value)) {
      const child = schema.properties[key];
      if (!child) continue;
      out.push({ path: [...path, key], schema: child });
      fieldsOf(item, child, [...path, key], out);
    }
  }
  return out;
}

/** Required properties present in `value` (and its nested objects) that have no default: leaving one out must fail. */
export function requiredFieldsOf(value: unknown, schema: JsonSchema, path: (string | number)[] = []): BodyField[] {
  const out: BodyField[] = [];
  if (Array.isArray(value) && schema.items) return value.flatMap((item, i) => requiredFieldsOf(item, schema.items!, [...path, i]));
  if (!value || typeof value !== 'object' || Array.isArray(value) || !schema.properties) return out;
  for (const key of schema.required ?? []) {
    const child = schema.properties[key];
    if (child && key in value && child.default === undefined) out.push({ path: [...path, key], schema: child });
  }
  for (const [key, item] of Object.entries(value)) {
    const child = schema.properties[key];
    if (child) out.push(...requiredFieldsOf(item, child, [...path, key]));
  }
  return out;
}
