// Runs the Vitest suite again on the PostgreSQL server of DATABASE_URL (each test file creates and
// drops its own database there). Without DATABASE_URL it says so and does nothing.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('test:api:pg: DATABASE_URL is not set, so the PostgreSQL run of the API suite is skipped.');
  process.exit(0);
}
// These spawn the server and CLI on an embedded data folder whatever the environment says (they test the
// folder lock, the CLI and the process lifecycle of PGlite): the first pass ran them, a second would repeat it.
const embeddedOnly = [
  'test/process/cli.test.ts',
  'test/process/data-dir-lock.test.ts',
  'test/process/server-lifecycle.test.ts',
  'test/process/backup-restore.test.ts',
  'test/process/shutdown.test.ts',
];
console.error('test:api:pg: running the API suite on PostgreSQL');
const result = spawnSync('npx', ['vitest', 'run', ...embeddedOnly.flatMap((f) => ['--exclude', f])], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
