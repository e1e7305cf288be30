#!/usr/bin/env node
// `npm test`: the type check and ESLint (side by side: each uses one core), the Vitest suite on PGlite, again on
// PostgreSQL (when DATABASE_URL is set), then the Playwright suite. Every stage runs even when an earlier one
// failed (a CI run reports all it found at once), and the exit code is the first failure's. At the end: each
// stage's duration and result, so the budget of `.ci/run` can be read from any run's log.
import { spawn } from 'node:child_process';

/** Stages in order; the stages of one group run at the same time, their output printed as each ends. */
const GROUPS = [
  [
    ['typecheck', 'npm run -s typecheck'],
    ['lint', 'npm run -s lint'],
  ],
  [['vitest (PGlite)', 'npm run -s test:api']],
  [['vitest (PostgreSQL)', 'npm run -s test:api:pg']],
  [['playwright', 'npm run -s test:e2e']],
];

/** Runs a stage; alone, its output streams through; beside others, it is held and printed when the stage ends. */
function runStage(name, command, alone) {
  return new Promise((resolve) => {
    process.stderr.write(`\n== npm test: ${name} (${command})\n`);
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stderr.write(`\n== npm test: ${name}, its output\n${Buffer.concat(held).toString()}`);
      resolve({ name, seconds: (Date.now() - started) / 1000, status: code ?? 1 });
    });
  });
}

const results = [];
const groupSeconds = [];
for (const group of GROUPS) {
  const started = Date.now();
  results.push(...(await Promise.all(group.map(([name, command]) => runStage(name, command, group.length === 1)))));
  groupSeconds.push((Date.now() - started) / 1000);
}

const minutes = (seconds) => {
  const s = Math.round(seconds); // rounded first: 719.6 s is 12m 00s, not 11m 60s
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
};
const total = groupSeconds.reduce((sum, s) => sum + s, 0);
process.stderr.write('\n== npm test: stage times (typecheck and lint side by side)\n');
for (const r of results) {
  process.stderr.write(`  ${r.name.padEnd(22)} ${minutes(r.seconds).padStart(8)}  ${r.status === 0 ? 'passed' : `FAILED (exit ${r.status})`}\n`);
}
process.stderr.write(`  ${'total'.padEnd(22)} ${minutes(total).padStart(8)}\n`);
process.exit(results.find((r) => r.status !== 0)?.status ?? 0);
