import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBundleOptions } from '../../scripts/server-bundle-options.mjs';

// What the server imports when it starts, read from the bundle npm start runs (its metafile): the packages a
// server may never use are imported where first needed, so that they do not count in its resident memory for
// the life of the process (the load stage's budget on the embedded database, issue 26).

const root = path.resolve(import.meta.dirname, '..', '..');

async function externalImports(entry: string) {
  const result = await build({ ...serverBundleOptions(path.join(root, entry), path.join(root, 'dist', 'start-up-imports-check.mjs')), write: false, metafile: true });
  const [output] = Object.values(result.metafile!.outputs).filter((o) => o.entryPoint);
  const imports = output!.imports.filter((i) => i.external && !i.path.startsWith('node:'));
  const of = (kind: string) => new Set(imports.filter((i) => i.kind === kind).map((i) => i.path));
  return { atStart: of('import-statement'), onDemand: of('dynamic-import') };
}

describe('the server bundle', () => {
  it('imports pdfkit, mailparser, smtp-server and the pg driver only where first needed, not at start', async () => {
    const { atStart, onDemand } = await externalImports('server/main.ts');
    for (const lazy of ['pdfkit', 'mailparser', 'smtp-server', 'pg', 'drizzle-orm/node-postgres', 'drizzle-orm/node-postgres/migrator']) {
      expect(atStart.has(lazy), `${lazy} is imported at start`).toBe(false);
      expect(onDemand.has(lazy), `${lazy} is not imported anywhere`).toBe(true);
    }
    // What every request needs is still there from the start.
    for (const eager of ['hono', '@electric-sql/pglite', 'drizzle-orm/pglite']) expect(atStart.has(eager)).toBe(true);
  });
});
