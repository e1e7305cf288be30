import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from '../../scripts/database-test-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the PostgreSQL pass of the Vitest suite', () => {
  const files = databaseTestFiles(root);

  it('runs the files that open a database, directly or through the test app, the RAG kit or a spawned server', () => {
    expect(files).toContain('server/db/query-rows.test.ts');
    expect(files).toContain('server/routes/conversations/compose.test.ts');
    expect(files).toContain('test/hostile/api-fuzz.test.ts');
    expect(files).toContain('test/process/database-outage.test.ts');
  });

  it('leaves out the files whose result cannot depend on the database', () => {
    expect(files).not.toContain('server/domain/conversations/search-query.test.ts');
    expect(files).not.toContain('src/features/live/list-patch.test.ts');
    expect(files).not.toContain('contract/base64.test.ts');
    // PGlite-only processes: the CLI and the data folder lock.
    expect(files).not.toContain('test/process/cli.test.ts');
    expect(files).not.toContain('test/process/data-dir-lock.test.ts');
    // The OpenAPI document is made from the route declarations, whatever the database.
    expect(files.filter((file) => file.startsWith('test/api-document/'))).toEqual([]);
    expect(files).not.toContain('test/process/shutdown.test.ts');
  });
});
