import { defineConfig } from 'vitest/config';

// Unit and in-process API tests. Each file gets its own database (test/support/test-database.ts).
export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'test/**/*.test.ts', 'contract/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Migrates one embedded database that every test file's starts from (test/support/pglite-image.ts).
    globalSetup: ['test/support/vitest-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // Files share a worker's modules: the server's module graph is imported once a worker, not once a file (about
    // 2.5 s each; the PGlite run went from 11 to 7.4 minutes). Tests keep their state in their own database and
    // app, and the module caches are keyed by database; vi.stubGlobal is undone after each test.
    isolate: false,
  },
});
