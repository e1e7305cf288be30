import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3310);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const baseURL = `http://127.0.0.1:${port}`;
// A fixed port for inbound mail, so tests can send email to the server (e2e/fixtures.ts: sendMail).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2590);
// A fixed loopback port for the server's DNS lookups (the help-site domain check): the tests that need DNS answer
// there with a server of their own (e2e/support/dns-zone.ts). Set here so the workers read the same port.
const dnsPort = Number(process.env.E2E_DNS_PORT ?? 5391);
process.env.E2E_DNS_PORT = String(dnsPort);

// A fresh data folder per run, seeded through the CLI by scripts/e2e-server.mjs (which writes
// e2e-fixture.json into it: organization, credentials, API key, channels).
// This file is loaded again in each worker: the folder name travels to them in the environment.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-inbox-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  if (!process.env.E2E_KEEP_DATA) {
    process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  }
}
const dataDir = process.env.E2E_DATA_DIR;

// Playwright cannot download its browsers here: use Debian's. Its old headless shell (chromium-headless-shell,
// what Playwright itself runs headless) draws no browser window behind the page, so it takes far less CPU than
// the full browser in its new headless mode; the full one serves when the shell is not installed, or for --headed
// with PLAYWRIGHT_CHROMIUM_PATH=/usr/bin/chromium.
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  // Spec files run on `workers` workers at once (the tests of one file in order, in one worker). Each worker has
  // an organization of its own (scripts/e2e-server.mjs seeds one per worker), so no test sees another's changes.
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers,
  timeout: 30_000,
  // Two workers, a server and its jobs share two cores: a first paint has taken just over 5 s (the default) in
  // CI, then passed on retry. A wait that would succeed given 10 s is not a failure of the product.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          // Without the networking flags Chromium keeps trying to reach the (closed) network.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    // Builds dist/web if needed and seeds the folder through the CLI (in parallel), then runs server/main.ts.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // A build from scratch plus the CLI's migrations and seeding (about 25 s on an idle machine, far more under load).
    timeout: 360_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      DNS_SERVERS: `127.0.0.1:${dnsPort}`,
      // The webhook specs' receivers listen on loopback, which webhooks may not call otherwise (the API tests
      // check that refusal).
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // No relay: outgoing mail is written to DATA_DIR/outbox.
      SMTP_RELAY_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_ORG: 'false',
      // Within gracefulShutdown's 10 s, so the server always closes the database and releases the folder lock.
      SHUTDOWN_TIMEOUT_MS: '5000',
      DATA_DIR: dataDir,
      E2E_ORGANIZATIONS: String(workers),
      // The embedded database in the fresh folder, unless a PostgreSQL URL is given for e2e on purpose.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    },
  },
});
