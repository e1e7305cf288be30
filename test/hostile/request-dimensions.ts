import fc from 'fast-check';
import type { ApiOperation } from '../support/openapi-operations.ts';
import { bodyCase, strayBody, type BodyCase } from './body-mutations.ts';
import { CSRF, type FuzzWorld } from './fuzz-world.ts';
import { ODD_HEADER_NAMES, ODD_HEADER_VALUES } from './hostile-values.ts';
import { valueArbitrary, type Hints } from './json-schema-values.ts';
import { BODY_METHODS, JSON_TYPE, forUnsafe, part, type Dimension, type Sent } from './request-parts.ts';

// Everything of a fuzzed request but its URL: credentials, headers, Content-Type, body and method.

/** Credentials: the owner's key or session, or missing, wrong and mangled ones. */
export function authDimension(world: FuzzWorld): Dimension<[string, string][]> {
  const session: [string, string][] = [['Cookie', world.cookie], ...Object.entries(CSRF)];
  const badKeys = [
    'sik_',
    `sik_${'A'.repeat(43)}`,
    world.key.slice(0, -1),
    `${world.key}x`,
    world.key.toUpperCase(),
    'x'.repeat(10_000),
    'é\u00ff',
    world.revokedKey,
    '\t',
    `${world.key};`,
  ];
  const badCookies = [
    'inbox_session=x',
    `inbox_session=${'A'.repeat(43)}`,
    'inbox_session=',
    `${world.cookie}x`,
    `inbox_session=${'A'.repeat(10_000)}`,
    'a=b; inbox_session',
  ];
  return {
    good: fc.oneof(
      { arbitrary: fc.constant(part<[string, string][]>([['X-Api-Key', world.key]])), weight: 3 },
      { arbitrary: fc.constant(part(session)), weight: 1 },
    ),
    bad: fc.oneof(
      fc.constant(part<[string, string][]>([['x-API-key', `  ${world.key}\t`]], false, 'padded key')),
      fc.constant(part<[string, string][]>([['Cookie', world.cookie]], forUnsafe, 'session without the CSRF header')),
      fc.constant(part<[string, string][]>([], true, 'no credentials')),
      fc.constantFrom(...badKeys).map((k) => part<[string, string][]>([['X-Api-Key', k]], true, `bad key ${k.slice(0, 12)}`)),
      fc.constant(
        part<[string, string][]>(
          [
            ['X-Api-Key', world.key],
            ['X-Api-Key', world.key],
          ],
          true,
          'X-Api-Key twice',
        ),
      ),
      fc
        .constantFrom(...badCookies)
        .map((c) => part<[string, string][]>([['Cookie', c], ...Object.entries(CSRF)], true, `bad cookie ${c.slice(0, 20)}`)),
      fc.constantFrom(...badCookies).map((c) =>
        part<[string, string][]>(
          [
            ['X-Api-Key', world.key],
            ['Cookie', c],
          ],
          false,
          `key and bad cookie ${c.slice(0, 20)}`,
        ),
      ),
    ),
  };
}

/** A header value as a client puts text on the wire: its UTF-8 bytes, read back as Latin-1 (what Headers holds). */
function asHeaderValue(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[\0\r\n]/g, ' ');
}

export function headerDimension(world: FuzzWorld, op: ApiOperation): Dimension<[string, string][]> {
  const oddValue = fc.oneof(
    fc.constantFrom(...ODD_HEADER_VALUES),
    fc.string({ maxLength: 20, unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)) }),
  );
  const declared = op.parameters.filter((p) => p.in === 'header');
  const goodDeclared = declared.map((p) =>
    fc.option(
      valueArbitrary(p.schema, world.queryHints, p.name).map((v) => [p.name, asHeaderValue(String(v))] as [string, string]),
      { nil: undefined },
    ),
  );
  const badDeclared = declared.map((p) => oddValue.map((v) => [p.name, v] as [string, string]));
  return {
    good: fc.tuple(...goodDeclared).map((hs) => part(hs.filter((h) => h !== undefined))),
    bad: fc
      .tuple(
        fc.array(fc.tuple(fc.constantFrom(...ODD_HEADER_NAMES), oddValue), { minLength: badDeclared.length ? 0 : 1, maxLength: 3 }),
        fc.tuple(...badDeclared),
      )
      .map(([odd, hs]) => part([...odd, ...hs], false, `headers ${[...odd, ...hs].map(([n]) => n).join(',')}`)),
  };
}

/** The Content-Type header(s) for a body; `json` says the API will read the body as JSON. */
export function contentTypeDimension(): Dimension<{ types: string[]; json: boolean }> {
  // Refused by the Content-Type rule, which holds for POST, PUT and PATCH: whichever method is finally sent.
  const refusable = (sent: Sent) => BODY_METHODS.has(sent.method);
  const typed = (types: string[], json: boolean) => {
    const text = types.join(', ');
    // An empty value is no Content-Type at all (the body is then not read).
    const refused = text.trim() !== '' && !JSON_TYPE.test(text) && refusable;
    return part({ types, json }, refused, `Content-Type ${JSON.stringify(text)}`);
  };
  return {
    good: fc.constantFrom(typed(['application/json'], true), typed(['application/json; charset=utf-8'], true)),
    bad: fc
      .constantFrom<string[]>(
        ['APPLICATION/JSON'],
        ['application/vnd.api+json'],
        ['application/json;charset=latin1'],
        ['application/json', 'application/json'],
        ['application/json', 'text/plain'],
        ['application/json; boundary=x'],
        [],
        ['text/plain'],
        ['application/x-www-form-urlencoded'],
        ['multipart/form-data; boundary=x'],
        ['application/jsonp'],
        ['json'],
        ['text/json'],
        ['application/xml'],
        ['*/*'],
        ['application/octet-stream'],
        ['text/plain', 'application/json'],
        [''],
        ['\t'],
      )
      .map((types) => typed(types, false)),
  };
}

export function bodyDimension(op: ApiOperation, hints: Hints): Dimension<BodyCase | undefined> {
  const asPart = (c: BodyCase | undefined) => (c ? part<BodyCase | undefined>(c, c.certain, c.label) : part<BodyCase | undefined>(undefined));
  if (op.method === 'GET') return { good: fc.constant(part(undefined)), bad: fc.constant(part(undefined)) };
  if (!op.body) return { good: fc.constant(part(undefined)), bad: strayBody().map(asPart) };
  const valid = valueArbitrary(op.body, hints);
  return {
    good: valid.map((v) => asPart({ label: 'valid', body: JSON.stringify(v), certain: false })),
    bad: bodyCase(op.body, valid).map(asPart),
  };
}

/** Another method on the operation's path: refused unless some operation declares it there (or it is HEAD). */
export function methodDimension(op: ApiOperation, declared: ReadonlySet<string>): Dimension<string> {
  const judged = (method: string) => {
    const certain = method !== 'HEAD' && !declared.has(`${method} ${op.path}`);
    return part(method, certain, `method ${method}`);
  };
  return {
    good: fc.constant(part(op.method)),
    bad: fc
      .constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'BREW')
      .filter((m) => m !== op.method)
      .map(judged),
  };
}
