import zlib from 'node:zlib';
import type { APIRequestContext, Page, Request } from '@playwright/test';

// What a cold visit of a dashboard page downloads: every script and style file the page fetches, each counted at
// its gzip size as the server sends it (Accept-Encoding: gzip; files under 1 KiB are sent as they are). Sizes are
// deterministic for a given build, so a test may assert a budget on them (e2e/smoke/bundle-budget.spec.ts); the
// benchmark imports this too.

export interface ColdLoadFile {
  /** `/assets/...` */
  path: string;
  kind: 'js' | 'css';
  /** Bytes on the wire with Accept-Encoding: gzip. */
  gzipBytes: number;
}

export interface ColdLoad {
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Largest first. */
  files: ColdLoadFile[];
}

export interface ColdLoadOptions {
  /**
   * Resolves once the page shows what it is for (e.g. the inbox's list). Defaults to the `load` event. After it,
   * the page must fetch no new script or style for `quietMs` before the count is closed.
   */
  ready?: (page: Page) => Promise<void>;
  quietMs?: number;
  /**
   * The dashboard warms the code of things the first screen does not show (the compose drawer, dialogs ...) in
   * `requestIdleCallback`, so they are not on the page's critical path. By default that callback never runs here,
   * so the count is what the page needs to show itself; `true` lets idle work run and counts it too.
   */
  includeIdlePrefetch?: boolean;
}

const assetKind = (url: string): 'js' | 'css' | undefined => {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/assets/')) return undefined;
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return undefined;
};

/** The file's size on the wire when the browser asks for gzip (the server's precompressed .gz copy, or the file). */
async function gzipSize(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
  if (!response.ok()) throw new Error(`GET ${path} -> ${response.status()}`);
  const encoding = response.headers()['content-encoding'];
  const length = Number(response.headers()['content-length']);
  if (encoding === 'gzip' && Number.isSafeInteger(length) && length > 0) return length;
  if (encoding && encoding !== 'gzip') throw new Error(`GET ${path} answered ${encoding} to Accept-Encoding: gzip`);
  // The body comes decoded: sent as it is (under the precompression threshold), it is the size on the wire; sent
  // gzip without a length, it is compressed again here as the build does (level 9).
  const body = await response.body();
  return encoding === 'gzip' ? zlib.gzipSync(body, { level: 9 }).length : body.length;
}

/**
 * Opens `path` in `page` (whose context should be fresh: nothing cached, signed in as needed) and returns the
 * scripts and styles that visit fetched, at their gzip sizes.
 */
export async function measureColdLoad(page: Page, path: string, options: ColdLoadOptions = {}): Promise<ColdLoad> {
  const { ready, quietMs = 1000, includeIdlePrefetch = false } = options;
  if (!includeIdlePrefetch) {
    await page.addInitScript(() => {
      // Idle work is never started: the page keeps only what it fetches to show itself.
      window.requestIdleCallback = () => 0;
      window.cancelIdleCallback = () => undefined;
    });
  }
  const seen = new Map<string, 'js' | 'css'>();
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    const kind = assetKind(request.url());
    if (!kind) return;
    seen.set(new URL(request.url()).pathname, kind);
    pending.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    if (pending.delete(request)) lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.goto(path, { waitUntil: 'load' });
    if (ready) await ready(page);
    while (pending.size > 0 || Date.now() - lastActivity < quietMs) await page.waitForTimeout(100);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }

  const files = await Promise.all(
    [...seen].map(async ([p, kind]) => ({ path: p, kind, gzipBytes: await gzipSize(page.request, p) })),
  );
  files.sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path));
  const sum = (kind: 'js' | 'css') => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzipBytes, 0);
  return { jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), files };
}
