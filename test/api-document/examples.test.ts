import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedDocument, type OpenApiDocument } from '../support/openapi-operations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { checkExamples } from './example-checker.ts';

// Reference pages show examples and clients and mock servers use them: each must be a value its schema accepts.

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = await servedDocument(t);
});
afterAll(() => t.close());

describe('the examples of the OpenAPI document', () => {
  it('are each valid against their schema', () => {
    const { checked, problems } = checkExamples(document);
    expect(checked).toBeGreaterThan(100);
    expect(problems.map((p) => `${p.pointer} ${JSON.stringify(p.example)}: ${p.errors.join('; ')}`)).toEqual([]);
  });

  it('would each be refused if they broke their schema', () => {
    // The check is not vacuous: the error body's example turned into a number is reported, where it is.
    const broken = structuredClone(document) as OpenApiDocument & { components: { schemas: Record<string, { properties: Record<string, { example?: unknown }> }> } };
    broken.components.schemas.Error!.properties.error!.example = 42;
    expect(checkExamples(broken).problems.map((p) => p.pointer)).toEqual(['/components/schemas/Error/properties/error/example']);
  });
});
