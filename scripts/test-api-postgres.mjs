// Runs the Vitest suite again on the PostgreSQL server of DATABASE_URL (each test file creates and drops its own
// database there): the files that open a database, since the rest give the same result on both databases
// (scripts/database-test-files.mjs). Without DATABASE_URL it says so and does nothing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseTestFiles } from './database-test-files.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('test:api:pg: DATABASE_URL is not set, so the PostgreSQL run of the API suite is skipped.');
  process.exit(0);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = databaseTestFiles(root);
console.error(`test:api:pg: running the ${files.length} test files that open a database on PostgreSQL`);
const result = spawnSync('npx', ['vitest', 'run', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
