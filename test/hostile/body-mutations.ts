import fc from 'fast-check';
import type { JsonSchema } from '../support/openapi-operations.ts';
import { EXTRA_KEYS, HUGE_STRINGS } from './hostile-values.ts';
import { BYTES_MARK, RawJson, cloneJson, deepArray, deepObject, getAt, setAt, toBytesWith, toJsonText } from './json-text.ts';
import { fieldsOf, jsonTypeOf, requiredFieldsOf, typesOf, type BodyField } from './json-schema-values.ts';

// A valid body, broken in one way. `certain` says that the break makes the request invalid whatever else it
// holds, so the answer must be a 4xx; other breaks may leave a request the API accepts.

export interface BodyCase {
  label: string;
  body: string | Uint8Array<ArrayBuffer> | undefined;
  certain: boolean;
}

type Mutation = (value: unknown, schema: JsonSchema) => fc.Arbitrary<BodyCase> | undefined;

const DEPTH = 5000;
const WRONG_VALUES: readonly unknown[] = ['x', '1', 'true', '', 0, -1, 1.5, 2 ** 53, 1e300, true, false, null, [], {}, [1], ['x'], { a: 1 }];
const ODD_NUMBERS = ['1e400', '-1e400', '12345678901234567890', '-0', '1.0', '1E2', '0.5e1', '1e-400', '4.9e-324'];
const BROKEN_NUMBERS = ['01', '0x10', '+1', '.5', '1.', 'Infinity', 'NaN', '- 1', '1_000'];
const BROKEN_TEXTS = [
  "{'a':1}",
  '{"a":1,}',
  '{',
  '}',
  '[',
  'NaN',
  'undefined',
  '{"a":01}',
  '{"a" 1}',
  '// x\n{}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":"\u0001"}',
  '\u0000',
  '{}{}',
];
const BAD_BYTES: readonly (readonly number[])[] = [
  [0xff],
  [0xc3, 0x28],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xc0, 0xaf],
  [0xe2, 0x82],
  [0x80],
];

const keyOf = (path: BodyField['path']) => path.join('.') || '(body)';
const text = (label: string, value: unknown, certain: boolean): BodyCase => ({ label, body: toJsonText(value), certain });

/** Defines a key as an own property even when it is `__proto__`, which plain assignment would not. */
function withKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function pick<T>(items: readonly T[]): fc.Arbitrary<T> | undefined {
  return items.length ? fc.constantFrom(...items) : undefined;
}

function replaced(value: unknown, field: BodyField, replacement: unknown): unknown {
  return setAt(cloneJson(value), field.path, replacement);
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const mutations: Record<string, Mutation> = {
  valid: (value) => fc.constant(text('valid', value, false)),

  wrongType: (value, schema) => {
    const fields = fieldsOf(value, schema);
    return pick(fields)?.chain((field) => {
      const allowed = typesOf(field.schema);
      const wrong = WRONG_VALUES.filter((v) => !allowed?.has(jsonTypeOf(v)));
      return fc
        .constantFrom(...wrong)
        .map((v) => text(`wrong type ${keyOf(field.path)}=${JSON.stringify(v)}`, replaced(value, field, v), allowed !== undefined));
    });
  },

  missingRequired: (value, schema) =>
    pick(requiredFieldsOf(value, schema))?.map((field) =>
      text(`missing ${keyOf(field.path)}`, setAt(cloneJson(value), field.path, undefined, true), true),
    ),

  extraFields: (value) =>
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 2 })), {
        minLength: 1,
        maxLength: 4,
      })
      .map((extras) => {
        const copy = cloneJson(value);
        if (!isObject(copy)) return text('extra fields', copy, false);
        for (const [key, extra] of extras) withKey(copy, key, extra);
        return text(`extra fields ${extras.map(([k]) => JSON.stringify(k.slice(0, 20))).join(',')}`, copy, false);
      }),

  outOfBounds: (value, schema) => {
    const cases: { field: BodyField; bad: unknown; what: string }[] = [];
    for (const field of fieldsOf(value, schema)) {
      const s = field.schema;
      const types = typesOf(s);
      // A field that may also be of another type is out of bounds only for the type it has now.
      const current = getAt(value, field.path);
      if (typeof current === 'string' && types?.size === 1) {
        if (s.maxLength !== undefined) cases.push({ field, bad: 'y'.repeat(s.maxLength + 1), what: 'over maxLength' });
        if (s.minLength) cases.push({ field, bad: '', what: 'under minLength' });
      }
      if (Array.isArray(current) && types?.size === 1) {
        if (s.maxItems !== undefined)
          cases.push({ field, bad: Array.from({ length: s.maxItems + 1 }, () => current[0] ?? 1), what: 'over maxItems' });
        if (s.minItems) cases.push({ field, bad: [], what: 'under minItems' });
      }
      if (typeof current === 'number' && types?.size === 1) {
        if (s.maximum !== undefined) cases.push({ field, bad: s.maximum + 1, what: 'over maximum' });
        if (s.minimum !== undefined) cases.push({ field, bad: s.minimum - 1, what: 'under minimum' });
        if (s.exclusiveMinimum !== undefined) cases.push({ field, bad: s.exclusiveMinimum, what: 'at exclusiveMinimum' });
      }
      if (typeof current === 'string' && s.enum && types?.size === 1) cases.push({ field, bad: `${current}x`, what: 'not in enum' });
    }
    return pick(cases)?.map(({ field, bad, what }) => text(`${what} ${keyOf(field.path)}`, replaced(value, field, bad), true));
  },

  huge: (value, schema) => {
    const strings = fieldsOf(value, schema).filter((f) => typeof getAt(value, f.path) === 'string');
    return fc.tuple(fc.constantFrom(...HUGE_STRINGS), fc.option(pick(strings) ?? fc.constant(undefined), { nil: undefined })).map(([huge, field]) => {
      if (!field) {
        const copy = cloneJson(value);
        if (isObject(copy)) copy.huge_unknown_field = huge;
        return text('huge unknown field', copy, false);
      }
      const max = field.schema.maxLength;
      // Judged by its trimmed length: most text fields are trimmed before they are checked.
      return text(
        `huge ${keyOf(field.path)}`,
        replaced(value, field, huge),
        max !== undefined && max < huge.trim().length && typesOf(field.schema)?.size === 1,
      );
    });
  },

  nul: (value, schema) => {
    const strings = fieldsOf(value, schema).filter((f) => typeof getAt(value, f.path) === 'string');
    return fc.oneof(fc.constant(undefined), ...(strings.length ? [fc.constantFrom(...strings)] : [])).chain((field) =>
      fc.nat().map((at) => {
        if (!field) {
          const copy = cloneJson(value);
          if (isObject(copy)) withKey(copy, 'k\u0000ey', 1);
          return text('NUL in a key', copy, isObject(copy));
        }
        const s = getAt(value, field.path) as string;
        const i = at % (s.length + 1);
        return text(`NUL in ${keyOf(field.path)}`, replaced(value, field, `${s.slice(0, i)}\u0000${s.slice(i)}`), true);
      }),
    );
  },

  loneSurrogate: (value, schema) => {
    const strings = fieldsOf(value, schema).filter((f) => typeof getAt(value, f.path) === 'string');
    return pick(strings)?.chain((field) =>
      fc
        .constantFrom('\ud800', '\udfff', '\udc00\ud800', 'a\ud83d')
        .map((lone) => text(`lone surrogate in ${keyOf(field.path)}`, replaced(value, field, `${getAt(value, field.path) as string}${lone}`), false)),
    );
  },

  // Two breaks that each pass alone: the repair of lone surrogates once recursed, and overflowed on deep bodies.
  surrogateAndDeep: (value, schema) => {
    const strings = fieldsOf(value, schema).filter((f) => typeof getAt(value, f.path) === 'string');
    if (!isObject(value)) return undefined;
    return pick(strings)?.chain((field) =>
      fc.tuple(fc.boolean(), fc.constantFrom(DEPTH, 20 * DEPTH)).map(([asArray, depth]) => {
        const copy = replaced(value, field, `${getAt(value, field.path) as string}\ud800`) as Record<string, unknown>;
        copy.deep_unknown_field = asArray ? deepArray(depth) : deepObject(depth);
        return text(`lone surrogate in ${keyOf(field.path)}, and a field nested ${depth} deep`, copy, false);
      }),
    );
  },

  deep: (value, schema) =>
    fc.tuple(fc.option(pick(fieldsOf(value, schema)) ?? fc.constant(undefined), { nil: undefined }), fc.boolean()).map(([field, asArray]) => {
      const deep = asArray ? deepArray(DEPTH) : deepObject(DEPTH);
      if (!field) {
        const copy = cloneJson(value);
        if (!isObject(copy)) return text('deep body', deep, true);
        copy.deep_unknown_field = deep;
        return text(`deep unknown ${asArray ? 'array' : 'object'}`, copy, false);
      }
      const allowed = typesOf(field.schema);
      const certain = allowed !== undefined && !allowed.has(asArray ? 'array' : 'object');
      return text(`deep ${asArray ? 'array' : 'object'} at ${keyOf(field.path)}`, replaced(value, field, deep), certain);
    }),

  // Every body the API declares is an object: anything else is refused as a whole.
  notAnObject: (value, schema) =>
    typesOf(schema)?.size === 1 && typesOf(schema)?.has('object')
      ? fc
          .constantFrom<unknown>(null, [value], [], 'text', 42, true, deepArray(DEPTH))
          .map((v) => text(`body ${toJsonText(v).slice(0, 20)}`, v, true))
      : undefined,

  notJson: (value) => {
    const valid = toJsonText(value);
    return fc
      .constantFrom(...BROKEN_TEXTS, valid.slice(0, -1), `${valid}garbage`, `${valid},`)
      .map((body) => ({ label: `not JSON ${body.slice(0, 20)}`, body, certain: true }));
  },

  emptyText: () => fc.constantFrom('', ' ', '\n').map((body) => ({ label: `blank body ${JSON.stringify(body)}`, body, certain: false })),

  invalidUtf8: (value, schema) => {
    const strings = fieldsOf(value, schema).filter((f) => typeof getAt(value, f.path) === 'string');
    return fc.tuple(fc.constantFrom(...BAD_BYTES), fc.option(pick(strings) ?? fc.constant(undefined), { nil: undefined })).map(([bytes, field]) => {
      if (!field)
        return { label: `bytes ${bytes.join(',')} before the body`, body: toBytesWith(`${BYTES_MARK}${toJsonText(value)}`, bytes), certain: true };
      const body = toJsonText(replaced(value, field, `${BYTES_MARK}${getAt(value, field.path) as string}`));
      return { label: `bytes ${bytes.join(',')} in ${keyOf(field.path)}`, body: toBytesWith(body, bytes), certain: true };
    });
  },

  duplicateKey: (value, schema) => {
    if (!isObject(value) || !Object.keys(value).length) return undefined;
    const fields = fieldsOf(value, schema).filter((f) => f.path.length === 1);
    return pick(fields)?.chain((field) => {
      const allowed = typesOf(field.schema);
      const candidates = WRONG_VALUES.filter((v) => !allowed?.has(jsonTypeOf(v)));
      return fc.constantFrom(...candidates).map((wrong) => {
        const base = toJsonText(value);
        const body = `${base.slice(0, -1)},${JSON.stringify(field.path[0])}:${JSON.stringify(wrong)}}`;
        return { label: `duplicate key ${keyOf(field.path)} last ${JSON.stringify(wrong)}`, body, certain: allowed !== undefined };
      });
    });
  },

  oddNumber: (value, schema) => {
    const numbers = fieldsOf(value, schema).filter((f) => typeof getAt(value, f.path) === 'number');
    return pick(numbers)?.chain((field) =>
      fc.oneof(
        fc.constantFrom(...ODD_NUMBERS).map((n) => text(`number ${n} at ${keyOf(field.path)}`, replaced(value, field, new RawJson(n)), false)),
        fc
          .constantFrom(...BROKEN_NUMBERS)
          .map((n) => text(`broken number ${n} at ${keyOf(field.path)}`, replaced(value, field, new RawJson(n)), true)),
      ),
    );
  },
};

/** Weights: most runs break one field; the whole-body breaks are cheap to reach and need fewer runs. */
const WEIGHTS: Record<keyof typeof mutations, number> = {
  valid: 4,
  wrongType: 6,
  missingRequired: 3,
  extraFields: 3,
  outOfBounds: 4,
  huge: 1,
  nul: 2,
  loneSurrogate: 2,
  deep: 2,
  surrogateAndDeep: 1,
  notAnObject: 1,
  notJson: 2,
  emptyText: 1,
  invalidUtf8: 2,
  duplicateKey: 2,
  oddNumber: 2,
};

/** A broken (or, sometimes, intact) version of a body the schema accepts. */
export function bodyCase(schema: JsonSchema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<BodyCase> {
  return valid.chain((value) => {
    const options = Object.entries(mutations).flatMap(([name, mutation]) => {
      const arbitrary = mutation(value, schema);
      return arbitrary ? [{ arbitrary, weight: WEIGHTS[name]! }] : [];
    });
    return fc.oneof(...options);
  });
}

/** A body sent to an operation that declares none: ignored unless the request-wide rules refuse it. */
export function strayBody(): fc.Arbitrary<BodyCase | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => text('stray JSON', v, false)), weight: 1 },
    { arbitrary: fc.constant<BodyCase>({ label: 'stray NUL', body: '{"a":"\\u0000"}', certain: true }), weight: 1 },
    { arbitrary: fc.constant(text('stray deep', deepArray(DEPTH), false)), weight: 1 },
    { arbitrary: fc.constant<BodyCase>({ label: 'stray bytes', body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), certain: true }), weight: 1 },
  );
}
