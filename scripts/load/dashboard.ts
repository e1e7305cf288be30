import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { measureColdLoad } from '../../e2e/support/cold-load.ts';
import { measureBulk, type BulkKind, type BulkRun } from './dashboard-bulk.ts';
import { recordLongFrames } from './dashboard-frames.ts';
import { measureFirstRows, type FirstRowsRun } from './dashboard-first-rows.ts';
import { scrollThroughList, type ScrollFigures } from './dashboard-scroll.ts';

// The dashboard's figures, in headless Chromium against a running server: what a cold visit of /inbox and of each
// settings page downloads, the time to the inbox's first rows, scrolling through 10,000 loaded rows (frames over
// 50 ms, rows in the DOM), and the time from a bulk click to the list showing it. Budgets are judged here (and
// reported by scripts/bench-dashboard.ts), never asserted in tests.

export interface Credentials {
  email: string;
  password: string;
}

export interface DashboardOptions extends Credentials {
  /** The server's origin, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  /** Who opens the settings pages (an admin sees them all); default the agent above. */
  settingsAs?: Credentials;
  /** Rows to scroll through (the list must hold at least as many). */
  targetRow?: number;
  /** Pixels the list moves each animation frame while scrolling. */
  scrollStepPx?: number;
  /** Cold visits of /inbox timed to their first rows (after one not counted, which wakes the server up). */
  firstRowsRuns?: number;
  /** Rows each bulk change selects, and how many times each change is timed. */
  bulkRows?: number;
  bulkRuns?: number;
  /** A folder for Chromium traces of the scroll and the bulk changes (open them in DevTools' Performance panel). */
  traceDir?: string;
  log?: (line: string) => void;
}

export interface ColdLoadFigure {
  path: string;
  label: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: number;
}

export interface BulkFigures {
  /** Rows loaded in the list when the changes were made. */
  loadedRows: number;
  runs: BulkRun[];
}

export interface DashboardFigures {
  coldLoads: ColdLoadFigure[];
  firstRows: FirstRowsRun[];
  scroll: ScrollFigures;
  targetRow: number;
  scrollStepPx: number;
  bulk: BulkFigures[];
}

export const DASHBOARD_BUDGETS = {
  /** Navigation to the first conversation rows on /inbox, on localhost. */
  firstRowsMs: 600,
  /** A bulk click to the list showing the change. */
  bulkMs: 100,
} as const;

const LIST = 'ul[aria-label="Conversations"]';
const VIEWPORT = { width: 1280, height: 720 };

/**
 * Each new context's window loads the address bar's popup (a WebUI page of about 400 files) in a renderer of its
 * own, while the measured page loads: on two cores it slows the page down, which no user's open browser does.
 * Chromium keeps only the last of repeated --disable-features, so Playwright's own list (playwright-core 1.65)
 * is repeated here.
 */
const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  // Playwright's:
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      // As in playwright.config.ts: without the networking flags Chromium keeps trying to reach the (closed) network.
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  });
}

/** A fresh context (nothing cached) signed in through POST /api/session, so the cookie is the browser's. */
async function signedInContext(browser: Browser, baseUrl: string, who: Credentials): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  // tsx compiles with esbuild's keepNames, which wraps the functions given to page.evaluate in calls of __name.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const response = await context.request.post('/api/session', {
    data: { email: who.email, password: who.password },
    headers: { 'X-Inbox-Request': '1' },
  });
  if (response.status() !== 200) throw new Error(`sign-in as ${who.email} failed: ${response.status()} ${await response.text()}`);
  return context;
}

/**
 * The server reads dist/web/index.html once, at start: a build run elsewhere in the tree meanwhile deletes the
 * scripts it names, and every page stays blank. Say so instead of timing out.
 */
async function assertBuildServed(baseUrl: string): Promise<void> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  for (const asset of assets) {
    const response = await fetch(`${baseUrl}${asset}`, { method: 'HEAD' });
    if (!response.ok) throw new Error(`the server's index.html names ${asset}, which is gone (dist/web was rebuilt after the server started)`);
  }
}

async function waitForRows(page: Page): Promise<void> {
  await page.locator(`${LIST} > li[data-conversation-id]`).first().waitFor({ timeout: 30_000 });
}

/** The settings pages the signed-in user's navigation lists, in its order. */
async function settingsPages(context: BrowserContext): Promise<{ path: string; label: string }[]> {
  const page = await context.newPage();
  try {
    await page.goto('/settings');
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await nav.getByRole('link').first().waitFor();
    return await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => ({ path: new URL((a as HTMLAnchorElement).href).pathname, label: a.textContent?.trim() ?? '' })));
  } finally {
    await page.close();
  }
}

async function coldLoads(browser: Browser, options: DashboardOptions): Promise<ColdLoadFigure[]> {
  const figures: ColdLoadFigure[] = [];
  const measure = async (who: Credentials, target: string, label: string, ready: (page: Page) => Promise<void>) => {
    const context = await signedInContext(browser, options.baseUrl, who);
    try {
      const load = await measureColdLoad(await context.newPage(), target, { ready });
      figures.push({ path: target, label, jsGzipBytes: load.jsGzipBytes, cssGzipBytes: load.cssGzipBytes, files: load.files.length });
    } finally {
      await context.close();
    }
  };
  await measure(options, '/inbox', 'Inbox', waitForRows);
  const admin = options.settingsAs ?? options;
  const listing = await signedInContext(browser, options.baseUrl, admin);
  const pages = await settingsPages(listing).finally(() => listing.close());
  for (const p of pages) {
    await measure(admin, p.path, p.label, (page) => page.getByRole('main').getByRole('heading', { level: 1, name: p.label }).waitFor());
  }
  return figures;
}

async function firstRows(browser: Browser, options: DashboardOptions, runs: number): Promise<FirstRowsRun[]> {
  const results: FirstRowsRun[] = [];
  for (let i = 0; i <= runs; i++) {
    const context = await signedInContext(browser, options.baseUrl, options);
    try {
      const run = await measureFirstRows(context);
      // The first visit wakes the server's caches up and is not counted.
      if (i > 0) results.push(run);
    } finally {
      await context.close();
    }
  }
  return results;
}

async function traced<T>(browser: Browser, page: Page, traceDir: string | undefined, name: string, work: () => Promise<T>): Promise<T> {
  if (!traceDir) return work();
  await browser.startTracing(page, { path: path.join(traceDir, `dashboard-${name}.json`), screenshots: false });
  try {
    return await work();
  } finally {
    await browser.stopTracing();
  }
}

async function bulkRuns(browser: Browser, page: Page, options: DashboardOptions, name: string): Promise<BulkRun[]> {
  const runs: BulkRun[] = [];
  const kinds: BulkKind[] = ['close', 'tag'];
  await traced(browser, page, options.traceDir, name, async () => {
    for (const kind of kinds) {
      for (let i = 0; i < (options.bulkRuns ?? 5); i++) runs.push(await measureBulk(page, kind, options.bulkRows ?? 3));
    }
  });
  return runs;
}

export async function measureDashboard(options: DashboardOptions): Promise<DashboardFigures> {
  const log = options.log ?? (() => {});
  const targetRow = options.targetRow ?? 10_000;
  const scrollStepPx = options.scrollStepPx ?? 252;
  await assertBuildServed(options.baseUrl);
  const browser = await launchChromium();
  try {
    log('cold loads of /inbox and the settings pages');
    const cold = await coldLoads(browser, options);
    log(`first rows of /inbox, ${options.firstRowsRuns ?? 5} cold visits`);
    const first = await firstRows(browser, options, options.firstRowsRuns ?? 5);

    const context = await signedInContext(browser, options.baseUrl, options);
    try {
      await recordLongFrames(context);
      const page = await context.newPage();
      await page.goto('/inbox');
      await waitForRows(page);
      const loadedTop = await loadedRows(page);
      log('bulk changes with the first page loaded');
      const bulkTop = await bulkRuns(browser, page, options, 'bulk-first-page');
      log(`scrolling to row ${targetRow.toLocaleString('en-US')}`);
      const scroll = await traced(browser, page, options.traceDir, 'scroll', () =>
        scrollThroughList(page, { targetRow, stepPx: scrollStepPx, timeoutMs: 15 * 60_000 }),
      );
      log(`bulk changes with ${scroll.loadedRows.toLocaleString('en-US')} rows loaded`);
      const bulkDeep = await bulkRuns(browser, page, options, 'bulk-deep');
      return {
        coldLoads: cold,
        firstRows: first,
        scroll,
        targetRow,
        scrollStepPx,
        bulk: [
          { loadedRows: loadedTop, runs: bulkTop },
          { loadedRows: scroll.loadedRows, runs: bulkDeep },
        ],
      };
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** "100+ conversations" above the rows. */
async function loadedRows(page: Page): Promise<number> {
  const text = await page.getByRole('tabpanel').getByText(/^[\d,]+\+? conversations?$/).textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}
