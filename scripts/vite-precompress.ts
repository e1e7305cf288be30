import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy next to every compressible file of the build: they
 * are made once here, where time is cheap, and the server picks one by the browser's Accept-Encoding.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'support-inbox:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        jobs.push(
          brotli(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }).then((br) => fs.writeFileSync(`${file}.br`, br)),
          gzip(content, { level: 9 }).then((gz) => fs.writeFileSync(`${file}.gz`, gz)),
        );
      }
      await Promise.all(jobs);
    },
  };
}
