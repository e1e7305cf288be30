import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh data folder per run, so every run starts from a new demo organization.
// This file is loaded again in each worker: the folder name travels to them in the environment.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-inbox-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  if (!process.env.E2E_KEEP_DATA) {
    process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  }
}
const dataDir = process.env.E2E_DATA_DIR;

// Playwright cannot download its browsers here: use Debian's Chromium when it is installed.
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 30_000,
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
    // The real start path: builds dist/web if needed, then runs the server.
    command: 'npm start',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // The first start migrates the database and creates the demo organization.
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // The embedded database in the fresh folder, unless a PostgreSQL URL is given for e2e on purpose.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    },
  },
});
