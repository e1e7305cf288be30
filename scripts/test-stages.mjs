#!/usr/bin/env node
// `npm test`: the type check, ESLint, the Vitest suite on PGlite, again on PostgreSQL (when DATABASE_URL is set),
// then the Playwright suite. Every stage runs even when an earlier one failed (a CI run reports all it found at
// once), and the exit code is the first failure's. At the end: each stage's duration and result, so the budget
// of `.ci/run` can be read from any run's log.
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['vitest (PGlite)', 'npm run -s test:api'],
  ['vitest (PostgreSQL)', 'npm run -s test:api:pg'],
  ['playwright', 'npm run -s test:e2e'],
];

const results = [];
for (const [name, command] of STAGES) {
  process.stderr.write(`\n== npm test: ${name} (${command})\n`);
  const started = Date.now();
  const run = spawnSync(command, { stdio: 'inherit', shell: true });
  results.push({ name, seconds: (Date.now() - started) / 1000, status: run.status ?? 1 });
}

const minutes = (s) => `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, '0')}s`;
const total = results.reduce((sum, r) => sum + r.seconds, 0);
process.stderr.write('\n== npm test: stage times\n');
for (const r of results) {
  process.stderr.write(`  ${r.name.padEnd(22)} ${minutes(r.seconds).padStart(8)}  ${r.status === 0 ? 'passed' : `FAILED (exit ${r.status})`}\n`);
}
process.stderr.write(`  ${'total'.padEnd(22)} ${minutes(total).padStart(8)}\n`);
process.exit(results.find((r) => r.status !== 0)?.status ?? 0);
