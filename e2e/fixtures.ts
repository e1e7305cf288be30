import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type APIResponse, type Page, type TestInfo } from '@playwright/test';
import nodemailer from 'nodemailer';
import type { Session } from '#contract/session';

// The e2e harness: scripts/e2e-server.mjs seeds a fresh data folder through the CLI and writes
// <DATA_DIR>/e2e-fixture.json; these fixtures read it and give tests a signed-in page, an API client with
// the owner's key, and an SMTP client pointed at the server. See e2e/README.md.

export type Role = 'owner' | 'admin' | 'agent';

export interface FixtureAgent {
  id: number;
  email: string;
  name: string;
  role: Role;
  password: string;
}

export interface FixtureChannel {
  id: number;
  email: string;
  name: string;
}

/** One seeded organization: each Playwright worker has one of its own (scripts/e2e-server.mjs). */
export interface E2eOrganization {
  organization: { id: number; name: string; timezone: string };
  /** The owner's API key (all permissions). */
  apiKey: string;
  agents: Record<Role, FixtureAgent>;
  channels: { support: FixtureChannel; billing: FixtureChannel };
  /** What `inbox seed` created. */
  seeded: { channels: number; agents: number; contacts: number; conversations: number; messages: number };
}

/** What a test sees: the server, and the organization of the worker it runs in. */
export interface E2eFixture extends E2eOrganization {
  dataDir: string;
  /** Outgoing mail lands here as .eml files (no relay is configured); every organization's. */
  outboxDir: string;
  baseURL: string;
  smtp: { host: string; port: number };
}

/** The contents of <DATA_DIR>/e2e-fixture.json, written by scripts/e2e-server.mjs. */
interface E2eFixtureFile extends Omit<E2eFixture, keyof E2eOrganization> {
  organizations: E2eOrganization[];
}

export const CSRF_HEADERS = { 'X-Inbox-Request': '1' } as const;

/** The fixture of the worker with this parallel index (0 .. workers - 1): its own organization. */
export function readFixture(parallelIndex: number): E2eFixture {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  const file = path.join(dataDir, 'e2e-fixture.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: scripts/e2e-server.mjs did not finish seeding`);
  const { organizations, ...server } = JSON.parse(fs.readFileSync(file, 'utf8')) as E2eFixtureFile;
  const organization = organizations[parallelIndex];
  if (!organization) {
    throw new Error(`worker ${parallelIndex} has no organization: the server seeded ${organizations.length} (E2E_ORGANIZATIONS)`);
  }
  return { ...server, ...organization };
}

/** A failed arrangement step should say what the server answered, not only "expected 200". */
async function describe(response: APIResponse): Promise<string> {
  return `${response.url()} -> ${response.status()}: ${await response.text()}`;
}

/** JSON over /api with the owner's API key: for arranging data and reading state to assert on. */
export interface Api {
  /** The raw request context (baseURL is the server's origin, the key header is set). */
  request: APIRequestContext;
  get<T = unknown>(path: `/${string}`, params?: Record<string, string | number | boolean>): Promise<T>;
  post<T = unknown>(path: `/${string}`, data?: unknown): Promise<T>;
  patch<T = unknown>(path: `/${string}`, data?: unknown): Promise<T>;
  delete<T = unknown>(path: `/${string}`): Promise<T>;
}

function createApi(request: APIRequestContext): Api {
  const body = async <T>(response: APIResponse): Promise<T> => {
    if (!response.ok()) throw new Error(`API call failed: ${await describe(response)}`);
    return (response.status() === 204 ? undefined : await response.json()) as T;
  };
  return {
    request,
    get: async (p, params) => body(await request.get(`/api${p}`, { params })),
    post: async (p, data) => body(await request.post(`/api${p}`, { data })),
    patch: async (p, data) => body(await request.patch(`/api${p}`, { data })),
    delete: async (p) => body(await request.delete(`/api${p}`)),
  };
}

export interface MailInput {
  from: string;
  /** One address or several; must include a channel address of the organization to be accepted. */
  to: string | string[];
  subject: string;
  html?: string;
  text?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
}

export interface SentMail {
  messageId: string;
  accepted: string[];
  rejected: string[];
  response: string;
}

/** Sign-in through the server (a POST to /api/session from the page's own context, so the cookie is the browser's). */
export async function signIn(page: Page, agent: FixtureAgent): Promise<Session> {
  const response = await page.request.post('/api/session', {
    data: { email: agent.email, password: agent.password },
    headers: CSRF_HEADERS,
  });
  if (response.status() !== 200) throw new Error(`sign-in as ${agent.role} failed: ${await describe(response)}`);
  return (await response.json()) as Session;
}

/**
 * A full-page screenshot kept as an artifact: attached to the test (HTML report) and written to
 * test-results/screenshots/<name>.png.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const webRoot = path.resolve(import.meta.dirname, '..', 'dist', 'web');

/** The /assets/... files named by the index.html the server serves (it reads dist/web/index.html once, at start). */
async function servedAssets(baseURL: string): Promise<string[]> {
  const html = await (await fetch(`${baseURL}/`)).text();
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
}

/**
 * The working tree is shared: a build started elsewhere (npm start, npm run test:e2e ...) replaces dist/web,
 * and the running server keeps serving its old index.html, whose scripts are gone: every page would stay
 * blank until its timeout. Fail at once with the cause instead.
 */
function assertWebBuildIntact(assets: readonly string[]): void {
  const missing = assets.filter((a) => !fs.existsSync(path.join(webRoot, a)));
  if (missing.length) {
    throw new Error(
      `dist/web was rebuilt by another process after the e2e server started (${missing.join(', ')} no longer exist): ` +
        'the server still serves the index.html it read at start. Run the suite again, with no other build running in this tree.',
    );
  }
}

// Chromium logs a failed fetch as a console error: the app answers a signed-out visitor's session check with 200
// (`agent: null`), so any error status logged is worth a look.
// Emails are shown in sandboxed iframes without allow-scripts (out-of-process in Chromium). Playwright sets up
// every such frame with scripts of its own (its init scripts; its injected script when a locator looks
// inside), and Chromium answers each with "Blocked script execution in 'about:srcdoc'" (sometimes with the
// frame's URL, sometimes with none), at random: microsoft/playwright#33343. The same Chromium, watched over
// plain CDP, logs nothing of the kind for these emails. "Blocked" also means nothing ran, so the message says
// nothing about the app either way: the hostile-email spec checks the sanitized document and the dialogs.
function isExpectedConsoleError(text: string): boolean {
  return /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(text);
}

const address = (a: string | { address: string }) => (typeof a === 'string' ? a : a.address);

interface TestFixtures {
  /** Console errors and uncaught exceptions of the page, collected during the test. */
  consoleErrors: string[];
  /** The role `signedInPage` signs in as; change it with `test.use({ signInRole: 'agent' })`. */
  signInRole: Role;
  /** Signs the page's browser context in as this role (cookie set by the server); resolves to the session. */
  signInAs: (role: Role) => Promise<Session>;
  /** `page`, already signed in as `signInRole` (admin by default); not navigated yet. */
  signedInPage: Page;
  /** The owner's API key client. */
  api: Api;
  /** Sends an email to the server's SMTP listener (as a customer's mail server would). */
  sendMail: (mail: MailInput) => Promise<SentMail>;
}

interface WorkerFixtures {
  /** The server, and the organization of this worker: credentials, API key and channels. */
  fixture: E2eFixture;
  /** The dashboard's script and style files that the server's index.html names. */
  webAssets: string[];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  fixture: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await use(readFixture(workerInfo.parallelIndex));
    },
    { scope: 'worker' },
  ],

  webAssets: [
    async ({ fixture }, use) => {
      await use(await servedAssets(fixture.baseURL));
    },
    { scope: 'worker' },
  ],

  // Every browser test first checks that the dashboard it is about to load still exists.
  page: async ({ page, webAssets }, use) => {
    assertWebBuildIntact(webAssets);
    await use(page);
  },

  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (isExpectedConsoleError(message.text())) return;
      errors.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },

  signInRole: ['admin', { option: true }],

  signInAs: async ({ page, fixture }, use) => {
    await use((role) => signIn(page, fixture.agents[role]));
  },

  signedInPage: async ({ page, signInAs, signInRole }, use) => {
    await signInAs(signInRole);
    await use(page);
  },

  api: async ({ fixture, baseURL }, use) => {
    const request = await playwrightRequest.newContext({
      baseURL: baseURL ?? fixture.baseURL,
      // A connection per request: a kept-alive one reused just as the server closes it for idleness (5 s, while a
      // test clicks through the dashboard) is a reset (ECONNRESET) that says nothing about the product.
      extraHTTPHeaders: { 'X-Api-Key': fixture.apiKey, Connection: 'close' },
    });
    await use(createApi(request));
    await request.dispose();
  },

  sendMail: async ({ fixture }, use) => {
    const transport = nodemailer.createTransport({
      host: fixture.smtp.host,
      port: fixture.smtp.port,
      secure: false,
      // The listener offers neither STARTTLS nor AUTH.
      ignoreTLS: true,
    });
    await use(async (mail) => {
      const info = await transport.sendMail(mail);
      return {
        messageId: info.messageId,
        accepted: info.accepted.map(address),
        rejected: info.rejected.map(address),
        response: info.response,
      };
    });
    transport.close();
  },
});

export { expect };
