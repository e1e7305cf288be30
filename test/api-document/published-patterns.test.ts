import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedDocument, type OpenApiDocument } from '../support/openapi-operations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PATTERN_CASES, type Where } from './pattern-cases.ts';
import { walkObjects } from './walk-objects.ts';

// A client that validates by the document compiles each `pattern` alone, as ECMA-262 (JSON Schema 2020-12) with no
// flags: a pattern must mean, compiled so, exactly what the server accepts, or clients refuse real values (as they
// did real uuids while the pattern carried a pasted `/i`).

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = await servedDocument(t);
});
afterAll(() => t.close());

const patterns = () =>
  [...walkObjects(document)].flatMap(({ pointer, value }) => (typeof value.pattern === 'string' ? [{ pointer, pattern: value.pattern }] : []));

function patternAt(where: Where): string {
  let schema: Record<string, unknown> | undefined;
  if ('operation' in where) {
    const operation = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .find((op) => (op as { operationId?: string }).operationId === where.operation) as { parameters?: { name: string; schema?: Record<string, unknown> }[] } | undefined;
    schema = operation?.parameters?.find((p) => p.name === where.parameter)?.schema;
  } else {
    const properties = (document.components?.schemas?.[where.schema] as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties;
    schema = properties?.[where.property];
    if (where.items) schema = schema?.items as Record<string, unknown> | undefined;
  }
  if (typeof schema?.pattern !== 'string') throw new Error(`no pattern at ${JSON.stringify(where)}`);
  return schema.pattern;
}

describe('the patterns of the OpenAPI document', () => {
  it('are regular expressions a client compiles as they are (ECMA-262, unicode), with no JavaScript flags pasted in', () => {
    const all = patterns();
    expect(all.length).toBeGreaterThan(10);
    const broken = all.flatMap(({ pointer, pattern }) => {
      try {
        new RegExp(pattern, 'u');
      } catch (err) {
        return [`${pointer}: ${(err as Error).message}`];
      }
      return /\$\/[dgimsuvy]+$/.test(pattern) ? [`${pointer}: ends with flags: ${pattern}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it.each(PATTERN_CASES)('match exactly what the server accepts: $what', (c) => {
    const regex = new RegExp(patternAt(c.where), 'u');
    const wrong = [
      ...c.valid.flatMap((v) => [
        ...(c.serverAccepts(v) ? [] : [`the server refuses ${JSON.stringify(v)}, a valid sample`]),
        ...(regex.test(v) ? [] : [`the pattern refuses ${JSON.stringify(v)}, which the server accepts`]),
      ]),
      ...c.invalid.flatMap((v) => [
        ...(c.serverAccepts(v) ? [`the server accepts ${JSON.stringify(v)}, an invalid sample`] : []),
        ...(regex.test(v) ? [`the pattern accepts ${JSON.stringify(v)}, which the server refuses`] : []),
      ]),
    ];
    expect(wrong).toEqual([]);
  });

  it('are each checked above: a new kind of pattern needs its samples in pattern-cases.ts', () => {
    const checked = new Set(PATTERN_CASES.map((c) => patternAt(c.where)));
    const unchecked = patterns().filter(({ pattern }) => !checked.has(pattern)).map(({ pointer, pattern }) => `${pointer}: ${pattern}`);
    expect(unchecked).toEqual([]);
  });
});
