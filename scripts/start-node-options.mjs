// The Node options `npm start` runs the server with (package.json's start script), for every other place that
// starts the server as npm start does (the e2e server, the load stage): the memory it holds depends on them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {string[]} */
export function startNodeOptions() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const options = /\bnode ((?:--\S+ )*)scripts\/run-bundled\.mjs server\/main\.ts/.exec(scripts.start ?? '')?.[1];
  if (options === undefined) throw new Error('package.json: the start script no longer runs scripts/run-bundled.mjs server/main.ts');
  return options.split(' ').filter(Boolean);
}
