import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrganization } from '../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// Operations without a body (actions, deletions) refuse a malformed JSON one as operations with a body do, and do
// nothing; an empty body or `{}` is no mistake.

let t: TestApp;
let org: CreatedOrganization;
beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Bodies Co');
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: string) =>
  t.request(`/api${path}`, { method, key: org.api_key, headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body }) });

describe('an operation that takes no body', () => {
  it('refuses a malformed JSON body with 400, before acting', async () => {
    const snippet = await t.request('/api/snippets', { method: 'POST', key: org.api_key, json: { title: 'Kept', actions: [{ name: 'status.close' }] } });
    expect(snippet.status).toBe(201);
    const { id } = (await snippet.json()) as { id: number };
    for (const [method, path] of [
      ['DELETE', `/snippets/${id}`],
      ['POST', '/organization/rag/proposals/1/dismiss'],
    ] as const) {
      const res = await send(method, path, '{bad');
      expect([method, path, res.status, await res.json()]).toEqual([method, path, 400, { error: 'Malformed JSON in request body' }]);
    }
    const gzipped = await t.request(`/api/snippets/${id}`, {
      method: 'DELETE',
      key: org.api_key,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: '{}',
    });
    expect([gzipped.status, await gzipped.json()]).toEqual([415, { error: 'Content-Encoding gzip is not supported: send the body uncompressed' }]);
    // Not deleted by the refused requests.
    expect((await t.request(`/api/snippets/${id}`, { key: org.api_key })).status).toBe(200);
  });

  it('acts as usual with no body, an empty one or {}', async () => {
    for (const body of [undefined, '', '  ', '{}']) {
      const res = await send('POST', '/organization/rag/proposals/1/dismiss', body);
      expect([body, res.status, await res.json()]).toEqual([body, 404, { error: 'proposal not found' }]);
    }
  });
});
