import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations, type ApiOperation } from '../support/openapi-operations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { parseOperationIdTable, type OperationIdRow } from './operation-id-table.ts';

// Generated clients name their methods by operationId, so each operation needs one, usable as a method name and
// unique; and once published it is part of the API: the table of docs/api.md fixes them, so that a rename (a
// breaking change for every client) cannot happen without changing the documentation too.

let t: TestApp;
let operations: ApiOperation[];
let table: OperationIdRow[];
beforeAll(async () => {
  t = await createTestApp();
  operations = await apiOperations(t);
  table = parseOperationIdTable(readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8'));
});
afterAll(() => t.close());

describe('the operationIds of the OpenAPI document', () => {
  it('are given for every operation', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((op) => !op.operationId).map((op) => op.name)).toEqual([]);
  });

  it('are camelCase identifiers a generated method can be named by', () => {
    const unusable = operations.filter((op) => !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId ?? '')).map((op) => `${op.name}: ${op.operationId}`);
    expect(unusable).toEqual([]);
  });

  it('are unique', () => {
    const byId = new Map<string | undefined, string[]>();
    for (const op of operations) byId.set(op.operationId, [...(byId.get(op.operationId) ?? []), op.name]);
    const shared = [...byId].filter(([, names]) => names.length > 1).map(([id, names]) => `${id}: ${names.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('are those docs/api.md lists, each for the same operation', () => {
    const documented = table.map((row) => `${row.operationId} = ${row.operation}`).sort();
    const served = operations.map((op) => `${op.operationId} = ${op.name}`).sort();
    expect(served).toEqual(documented);
  });
});
