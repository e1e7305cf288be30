import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations, fillPath, type ApiOperation } from './openapi-operations.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let operations: ApiOperation[];
beforeAll(async () => {
  t = await createTestApp();
  operations = await apiOperations(t);
});
afterAll(() => t.close());

describe('the operations of the OpenAPI document', () => {
  it('lists every declared operation with its parameters, body schema and responses', () => {
    const byName = new Map(operations.map((op) => [op.name, op]));
    const compose = byName.get('POST /conversations/compose');
    expect(compose?.body?.properties?.to).toBeDefined();
    expect(compose?.bodyRequired).toBe(true);
    const read = byName.get('GET /conversations/{id}');
    expect(read?.parameters.find((p) => p.name === 'id')).toMatchObject({ in: 'path', required: true });
    expect(read?.statuses).toContain('404');
    expect(operations.length).toBeGreaterThanOrEqual(60);
  });

  it('fills path parameters, encoding their values', () => {
    expect(fillPath({ path: '/conversations/{id}/attachments/{attachment_id}' }, { id: 4, attachment_id: 'a/b' })).toBe(
      '/api/conversations/4/attachments/a%2Fb',
    );
    expect(() => fillPath({ path: '/conversations/{id}' }, {})).toThrow(/no value for \{id\}/);
  });
});
