import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from './web-app.ts';

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<html><script src="/assets/app-1.js"></script></html>');
  fs.writeFileSync(path.join(root, 'assets', 'app-1.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'assets', 'app-1.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(root, 'assets', 'app-1.js.gz'), zlib.gzipSync('console.log(1)'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the built dashboard', () => {
  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await webApp(root).request('/assets/app-1.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('serves the precompressed copy the browser accepts, with Vary', async () => {
    const br = await webApp(root).request('/assets/app-1.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(1)');
    const gz = await webApp(root).request('/assets/app-1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await webApp(root).request('/assets/app-1.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await webApp(root).request('/assets/gone-0.js');
    expect(res.status).toBe(404);
  });

  it('answers client-side routes with the app shell, not cached', async () => {
    const res = await webApp(root).request('/inbox/42?q=status:closed');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/assets/app-1.js');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers / and a folder path with the app shell', async () => {
    for (const p of ['/', '/assets', '/assets/']) {
      const res = await webApp(root).request(p);
      expect(res.status, p).toBeLessThan(500);
    }
    expect(await (await webApp(root).request('/')).text()).toContain('<html>');
  });

  it('picks up a rebuilt app shell without a restart', async () => {
    const app = webApp(root);
    await app.request('/inbox');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(path.join(root, 'index.html'), '<html><script src="/assets/app-2.js"></script></html>');
    fs.utimesSync(path.join(root, 'index.html'), later, later);
    expect(await (await app.request('/inbox')).text()).toContain('/assets/app-2.js');
  });

  it('says so when the dashboard is not built', async () => {
    const res = await webApp(path.join(root, 'missing')).request('/inbox');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'the dashboard is not built: run npm run build:web' });
  });
});
