import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { CreatedOrganization } from '../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Rules Co');
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers malformed JSON with 400 and an error body', async () => {
    const res = await t.request('/api/contacts/suppressed', {
      method: 'POST',
      key: org.api_key,
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": "a@b.example"',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/JSON/i) });
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await t.request('/api/contacts/suppressed', {
      method: 'POST',
      key: org.api_key,
      headers: { 'Content-Type': 'text/plain' },
      body: 'email=a@b.example',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Content-Type must be application/json' });
  });

  it('answers a POST with no body with 400', async () => {
    const res = await t.request('/api/contacts/suppressed', { method: 'POST', key: org.api_key });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
  });

  it('answers an unknown API route with 404 and an error body', async () => {
    const res = await t.request('/api/nothing/here', { key: org.api_key });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'no route for GET /api/nothing/here' });
  });

  it('answers a method a known path does not serve with 405 and the methods it does in Allow', async () => {
    const res = await t.request('/api/agents', { method: 'DELETE', key: org.api_key });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toEqual({ error: 'DELETE is not allowed on /api/agents: it answers GET' });

    const messages = await t.request('/api/conversations/5/messages', { method: 'PUT', key: org.api_key, json: {} });
    expect(messages.status).toBe(405);
    expect(messages.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await messages.json()).toEqual({ error: 'PUT is not allowed on /api/conversations/5/messages: it answers GET or POST' });
  });

  it('lets the most specific path decide: GET /conversations/bulk is the bulk operation\'s 405, not a bad conversation id', async () => {
    const bulk = await t.request('/api/conversations/bulk', { key: org.api_key });
    expect(bulk.status).toBe(405);
    expect(bulk.headers.get('allow')).toBe('POST');
    expect(await bulk.json()).toEqual({ error: 'GET is not allowed on /api/conversations/bulk: it answers POST' });
    // A conversation id that is no literal path still reaches its route.
    const conversation = await t.request('/api/conversations/bulky', { key: org.api_key });
    expect(conversation.status).toBe(400);
    expect(await conversation.json()).toEqual({ error: 'id must be a positive integer' });
  });

  it('refuses a method before asking who calls, and leaves unknown paths to their 404', async () => {
    const res = await t.request('/api/agents', { method: 'PUT' });
    expect(res.status).toBe(405);
    const unknown = await t.request('/api/agents/1/nothing', { method: 'PUT', key: org.api_key });
    expect(unknown.status).toBe(404);
    // A trailing slash or an empty segment is no path of the API, whatever the method.
    for (const [method, path] of [['DELETE', '/api/agents/'], ['GET', '/api/agents/'], ['PUT', '/api/conversations//messages']] as const) {
      expect((await t.request(path, { method, key: org.api_key })).status, `${method} ${path}`).toBe(404);
    }
    // HEAD is answered wherever GET is.
    const head = await t.request('/api/agents', { method: 'HEAD', key: org.api_key });
    expect(head.status).toBe(200);
  });

  it('answers an unknown non-API route with 404 when no dashboard is built', async () => {
    const res = await t.request('/definitely-not-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('error');
  });

  it('rejects NUL characters in query parameters and JSON strings with 400', async () => {
    const q = await t.request('/api/contacts?query=a%00b', { key: org.api_key });
    expect(q.status).toBe(400);
    expect(await q.json()).toEqual({ error: 'query parameters must not contain NUL characters' });
    const b = await t.request('/api/contacts/suppressed', { method: 'POST', key: org.api_key, json: { email: 'a\u0000@b.example' } });
    expect(b.status).toBe(400);
    expect(await b.json()).toEqual({ error: 'the request body must not contain NUL characters' });
  });

  it('accepts a literal backslash-u0000 text, which is not a NUL', async () => {
    const res = await t.request('/api/contacts/suppressed', {
      method: 'POST',
      key: org.api_key,
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": "x\\\\u0000@b.example"}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'email must be an email address or a domain pattern *@domain' });
  });

  it('never answers 500 to hostile input on the routes of this slice', async () => {
    const hostile = ["'; drop table contacts; --", '\u0000', '%', '\\', '😀'.repeat(50), '<script>alert(1)</script>', 'a'.repeat(199)];
    for (const value of hostile) {
      const q = encodeURIComponent(value);
      for (const path of [
        `/api/contacts?query=${q}`,
        `/api/contacts?limit=${q}`,
        `/api/agents?complete=${q}`,
        `/api/contacts/suppressed?order_by=${q}`,
        `/api/contacts/suppressed?way=${q}`,
      ]) {
        const res = await t.request(path, { key: org.api_key });
        expect(res.status, path).toBeLessThan(500);
        expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
      }
      const res = await t.request('/api/contacts/suppressed', { method: 'POST', key: org.api_key, json: { email: value } });
      expect(res.status, value).toBe(400);
    }
  });
});

describe('health', () => {
  it('GET /healthz says the process is alive, without a key', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database is reachable', async () => {
    const res = await t.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });
});

describe('OpenAPI', () => {
  it('GET /api/openapi.json is an OpenAPI 3.1 document, version 3.0, with the X-Api-Key scheme', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: Array<{ name: string }> }>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
      security: unknown[];
    };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.version).toBe('3.0');
    expect(doc.components.securitySchemes.ApiKey).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }));
    expect(doc.security).toEqual([{ ApiKey: [] }]);
    expect(Object.keys(doc.paths).sort()).toEqual(
      expect.arrayContaining(['/agents', '/agents/pending', '/contacts', '/contacts/suppressed']),
    );
    expect(Object.keys(doc.paths['/contacts/suppressed']!).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/contacts']!.get!.responses).toHaveProperty('400');
    expect(doc.paths['/contacts']!.get!.responses).toHaveProperty('401');
    expect(doc.paths['/contacts']!.get!.parameters!.map((p) => p.name).sort()).toEqual(['limit', 'query']);
    expect(doc.components.schemas).toHaveProperty('Suppression');
    expect(doc.components.schemas).toHaveProperty('Error');
  });

  it('GET /api/docs serves a browsable reference page with its assets', async () => {
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Support Inbox API reference');
    const css = await t.request('/api/docs/assets/swagger-ui.css');
    expect(css.status).toBe(200);
    const js = await t.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(js.status).toBe(200);
    expect((await t.request('/api/docs/init.js')).status).toBe(200);
  });
});

describe('with the dashboard mounted', () => {
  it('never answers an /api path with the app shell: an unknown one is 404 {error}, with or without a key', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<html>the app shell</html>');
    try {
      const app = createApp({ db: t.database.db, logger: pino({ level: 'silent' }), ping: t.database.ping, webRoot });
      for (const [path, headers] of [
        ['/api/organization/nothing-here', { 'X-Api-Key': org.api_key }],
        ['/api/nothing/here/at/all', { 'X-Api-Key': org.api_key }],
        ['/api/', { 'X-Api-Key': org.api_key }],
        ['/api/organization/nothing-here', {}],
      ] as const) {
        const res = await app.request(path, { headers });
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
        expect(await res.json()).toEqual({ error: expect.any(String) });
      }
      const res = await app.request('/api/organization/nothing-here', { headers: { 'X-Api-Key': org.api_key } });
      expect(res.status).toBe(404);
      // The dashboard itself is still served.
      expect(await (await app.request('/inbox')).text()).toContain('the app shell');
    } finally {
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
