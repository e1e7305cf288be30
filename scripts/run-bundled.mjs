#!/usr/bin/env node
// Runs a server entry (`server/main.ts`) as one JavaScript bundle, built here with esbuild into dist/server
// (about half a second; the npm packages stay outside it). This is how `npm start` runs the server: without
// tsx's loader in the process it holds about 80 MB less memory and starts faster. The bundle runs in this
// very process, so signals, the exit code and the pid the data folder lock names are the server's own.
// Usage: node <the options of `npm start`> scripts/run-bundled.mjs server/main.ts
//
// `npm start` gives Node options that keep the server's resident memory small (the load stage's read cases on the
// embedded database, 100,000 conversations, 20 connections: peak 354-381 MB without them, 263-269 MB with them,
// for the same CPU time per request):
// - --v8-pool-size=1: one V8 worker thread instead of 4. Each worker (compiling the embedded database's WebAssembly
//   in the background, collecting garbage) allocates from a malloc arena of its own, which keeps what it freed:
//   30-75 MB of such arenas once started with 4 workers (it varies from start to start), about 30 with one.
// - --heap-growing-percent=20: the JavaScript heap is collected when it grew 20% past what was live (V8's own
//   factor here reached 4x: 140 MB of heap, most of it garbage, before the first full collection under load).
// - --max-semi-space-size=8: a young generation of at most 16 MB instead of 32.
// - MALLOC_ARENA_MAX=2 (an environment variable the start script sets: glibc reads it when the process starts):
//   every thread that allocates (libuv's pool, V8's worker) otherwise gets a malloc arena of its own, which keeps
//   what it freed. Measured on the AI search at 10,000 sources: 20-25 MB less after the first search, 10-25 MB
//   less at the peak under 100 connections (three runs each way).
// The load stage and the e2e server read them from package.json (scripts/start-node-options.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import { serverBundleOptions } from './server-bundle-options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2];
if (!entry || !entry.endsWith('.ts')) {
  process.stderr.write('usage: node scripts/run-bundled.mjs <entry.ts>\n');
  process.exit(2);
}
const outfile = path.join(root, 'dist', 'server', `${path.basename(entry, '.ts')}.mjs`);
// In a function of its own, so that nothing keeps the build's output (the bundle and its map, 3 MB) once written;
// esbuild's service process is stopped once the bundle is written: the server never builds again.
async function writeBundle() {
  const result = await build({ ...serverBundleOptions(path.resolve(root, entry), outfile), write: false });
  // Servers started together (tests, a scaling benchmark) each build: every file is written under a name of
  // its own and renamed into place, so none imports another's half-written bundle. The map goes first.
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  const files = [...result.outputFiles].sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
}

try {
  await writeBundle();
} catch (err) {
  process.stderr.write(`run-bundled: could not build ${entry}: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
} finally {
  await stop();
}
// The entry reads its arguments after the script's own.
process.argv.splice(2, 1);
await import(pathToFileURL(outfile).href);
