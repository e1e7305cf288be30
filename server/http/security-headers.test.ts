import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { CreatedOrganization } from '../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// The headers that tell a browser how to treat each answer: the dashboard's pages (Content-Security-Policy,
// no framing), the API's data (never sniffed, never cached), HSTS only over https.

let t: TestApp;
let org: CreatedOrganization;
let webRoot: string;
let withDashboard: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Headers Co');
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1.js"></script>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-1.js'), 'console.log(1)');
  const deps = { db: t.database.db, logger: pino({ level: 'silent' }), ping: t.database.ping, webRoot };
  withDashboard = createApp(deps);
});
afterAll(async () => {
  fs.rmSync(webRoot, { recursive: true, force: true });
  await t.close();
});

const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe('the dashboard pages', () => {
  it('carry a Content-Security-Policy with no inline script, no eval, and no framing', async () => {
    const res = await withDashboard.request('/inbox');
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    for (const values of csp.values()) {
      expect(values).not.toContain("'unsafe-eval'");
      expect(values).not.toContain("'unsafe-inline'".replace('inline', 'hashes'));
    }
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('are never sniffed, framed, or sent with a referrer to other sites, and open in their own browsing group', async () => {
    const res = await withDashboard.request('/inbox/42');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('serve scripts with nosniff too, and no page policy on them', async () => {
    const res = await withDashboard.request('/assets/app-1.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('send Strict-Transport-Security only when served over https (directly or through a trusted proxy)', async () => {
    expect((await withDashboard.request('http://inbox.example/inbox')).headers.get('strict-transport-security')).toBeNull();
    expect((await withDashboard.request('https://inbox.example/inbox')).headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    // X-Forwarded-Proto counts only from a proxy the configuration trusts.
    const spoofed = await withDashboard.request('http://inbox.example/inbox', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    const proxied = createApp({ db: t.database.db, logger: pino({ level: 'silent' }), ping: t.database.ping, trustProxy: true });
    const behindProxy = await proxied.request('http://inbox.example/api/openapi.json', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(behindProxy.headers.get('strict-transport-security')).toMatch(/max-age/);
  });
});

describe('the API', () => {
  it('marks what it answers a caller nosniff, no-store, and not a document', async () => {
    for (const res of [
      await t.request('/api/conversations', { key: org.api_key }),
      await t.request('/api/conversations/999999', { key: org.api_key }),
      await t.request('/api/conversations'),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('gives its reference pages the page policy', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(directives(res.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
  });

  it('declares 429 with Retry-After for every operation in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>> };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(50);
    for (const op of operations) expect(op.responses['429']?.headers).toHaveProperty('Retry-After');
  });
});
