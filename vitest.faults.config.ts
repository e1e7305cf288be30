import { defineConfig } from 'vitest/config';

// The fault-tolerance suites (`npm run test:faults`, not part of `npm test`): real server processes killed,
// restarted and stopped under load. One file at a time: each runs several servers and wants the machine.
// The PostgreSQL suites use TEST_DATABASE_URL, or DATABASE_URL as CI sets it (as scripts/test-api-postgres.mjs).
const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

export default defineConfig({
  test: {
    include: ['test/faults/**/*.faults.ts'],
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    env: databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {},
  },
});
