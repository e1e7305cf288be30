// How the server is bundled (scripts/run-bundled.mjs), shared with the test that checks what it imports at start
// (test/process/start-up-imports.test.ts). npm packages stay outside the bundle: a package imported by any bundled
// module at its top is imported when the server starts, so one a server may never use is imported where it is
// first needed (`await import('pdfkit')`), and stays out of the start-up's memory.

/**
 * @param {string} entry absolute path of the entry (server/main.ts)
 * @param {string} outfile absolute path of the bundle
 * @returns {import('esbuild').BuildOptions}
 */
export function serverBundleOptions(entry, outfile) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  };
}
