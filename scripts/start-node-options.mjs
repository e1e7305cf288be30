// The Node options and environment `npm start` runs the server with (package.json's start script), for every other
// place that starts the server as npm start does (the e2e server, the load stage): the memory it holds depends on
// them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The start script's last step: `[VAR=value ...] exec node [--options ...] scripts/run-bundled.mjs server/main.ts`. */
function serverStep() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const step = /((?:[A-Z_]+=\S+ )*)(?:exec )?node ((?:--\S+ )*)scripts\/run-bundled\.mjs server\/main\.ts/.exec(scripts.start ?? '');
  if (!step) throw new Error('package.json: the start script no longer runs scripts/run-bundled.mjs server/main.ts');
  return { assignments: step[1] ?? '', options: step[2] ?? '' };
}

/** @returns {string[]} */
export function startNodeOptions() {
  return serverStep().options.split(' ').filter(Boolean);
}

/**
 * The variables the start script sets for the server process (MALLOC_ARENA_MAX: glibc's malloc reads it at
 * process start, so it cannot be set from within).
 * @returns {Record<string, string>}
 */
export function startEnvironment() {
  return Object.fromEntries(
    serverStep()
      .assignments.split(' ')
      .filter(Boolean)
      .map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]),
  );
}
