// Runs the Vitest suite again on the PostgreSQL server of DATABASE_URL (each test file creates and
// drops its own database there). Without DATABASE_URL it says so and does nothing.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('test:api:pg: DATABASE_URL is not set, so the PostgreSQL run of the API suite is skipped.');
  process.exit(0);
}
console.error('test:api:pg: running the API suite on PostgreSQL');
const result = spawnSync('npx', ['vitest', 'run'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
