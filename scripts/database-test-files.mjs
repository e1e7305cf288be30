// The Vitest files whose results can differ between PGlite and PostgreSQL: those that open a database, found by
// following their imports (relative, #test/ and #contract/) to test/support/scratch-database.ts, or to a file that
// reads TEST_DATABASE_URL itself. The others (pure functions, the dashboard's units, PGlite-only processes) give
// the same result on both, so the PostgreSQL pass (scripts/test-api-postgres.mjs) leaves them out.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

// Files that open a database but whose result cannot depend on which: the OpenAPI document is made from the route
// declarations alone; the shutdown tests use the in-process app only to build their requests, and stop servers
// spawned on the embedded database whatever the environment says.
const SAME_ON_EVERY_DATABASE = ['test/api-document/', 'test/process/shutdown.test.ts'];

function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith('#contract/')) base = path.join(root, 'contract', `${specifier.slice('#contract/'.length)}.ts`);
  else if (specifier.startsWith('#test/')) base = path.join(root, 'test', `${specifier.slice('#test/'.length)}.ts`);
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Repository-relative paths of the test files that open a database, sorted. */
export function databaseTestFiles(root) {
  const tracked = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { cwd: root, encoding: 'utf8' });
  const opensDatabase = new Map();
  const visit = (file, trail) => {
    if (opensDatabase.has(file)) return opensDatabase.get(file);
    if (trail.has(file)) return false;
    trail.add(file);
    const text = fs.readFileSync(file, 'utf8');
    let result = file.endsWith(path.join('test', 'support', 'scratch-database.ts')) || text.includes('process.env.TEST_DATABASE_URL');
    for (const match of result ? [] : text.matchAll(IMPORT)) {
      const target = resolveImport(root, file, match[1]);
      if (target && visit(target, trail)) {
        result = true;
        break;
      }
    }
    opensDatabase.set(file, result);
    return result;
  };
  return tracked
    .split('\n')
    .filter(Boolean)
    .filter((file) => !SAME_ON_EVERY_DATABASE.some((folder) => file.startsWith(folder)))
    .filter((file) => visit(path.join(root, file), new Set()))
    .sort();
}
