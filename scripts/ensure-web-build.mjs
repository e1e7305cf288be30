#!/usr/bin/env node
// Builds the dashboard into dist/web only when it is missing or older than its sources.
// Usage: node scripts/ensure-web-build.mjs [--force]
// Prints one line to stderr (stdout stays clean for callers that parse it); exits non-zero if the build fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'web');
const indexHtml = path.join(outDir, 'index.html');
// Outside dist/web, so the server never serves it.
const stamp = path.join(root, 'dist', '.web-build-stamp');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

// Everything the bundle is built from. The lock file is here so a dependency upgrade rebuilds too.
const inputs = ['src', 'contract', 'index.html', 'vite.config.ts', 'scripts/vite-precompress.ts', 'package-lock.json'];
// The router plugin rewrites this file during the build (from src/routes), so it is an output, not an input;
// it writes through a rename, which also touches src/ itself, so that folder's own mtime is not counted either.
const generated = new Set([path.join(root, 'src', 'routeTree.gen.ts')]);
const generatedIn = new Set([path.join(root, 'src')]);

const say = (line) => process.stderr.write(`ensure-web-build: ${line}\n`);

/** The newest mtime under `p` (directories count too, so a deleted file also triggers a rebuild). */
function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  let newest = generatedIn.has(p) ? 0 : stat.mtimeMs;
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(p)) {
      const child = path.join(p, entry);
      if (!generated.has(child)) newest = Math.max(newest, newestMtime(child));
    }
  }
  return newest;
}

function staleReason() {
  if (process.argv.includes('--force')) return 'forced';
  if (!fs.existsSync(indexHtml)) return 'dist/web/index.html is missing';
  if (!fs.existsSync(stamp)) return 'no build stamp';
  const built = fs.statSync(stamp).mtimeMs;
  const changed = inputs.find((input) => newestMtime(path.join(root, input)) > built);
  return changed ? `${changed} changed` : null;
}

const reason = staleReason();
if (!reason) {
  say('dist/web is up to date');
  process.exit(0);
}

if (!fs.existsSync(viteBin)) {
  say(`cannot build (${reason}): ${path.relative(root, viteBin)} not found, run npm install`);
  process.exit(1);
}

// The stamp gets the time the build started, so an edit made during the build still counts as newer.
const startedAt = new Date();
const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
  cwd: root,
  // Vite's output goes to stderr as well.
  stdio: ['ignore', process.stderr, process.stderr],
});

if (result.error || result.status !== 0) {
  const why = result.error ? result.error.message : result.signal ? `signal ${result.signal}` : `exit code ${result.status}`;
  say(`vite build failed (${why})`);
  process.exit(result.status || 1);
}

fs.writeFileSync(stamp, `${startedAt.toISOString()}\n`);
fs.utimesSync(stamp, startedAt, startedAt);
say(`built dist/web (${reason}) in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)}s`);
