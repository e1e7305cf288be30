import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { repoRoot } from '../../server/repo-root.ts';

// Every test file gets its own embedded database. Made empty, each would run PostgreSQL's initdb and then every
// migration: about 7 s of a core per file, most of the PGlite pass. Instead Vitest's global setup migrates one
// database, saves it as a backup (the `inbox backup` format), and each file starts from a copy of it in memory.

/** Names the environment variable that tells the test files where the migrated image is. */
export const PGLITE_IMAGE_ENV = 'TEST_PGLITE_IMAGE';

/** The image depends on the migrations only: a change to any of them makes a new one. */
function migrationsHash(): string {
  const folder = path.join(repoRoot, 'server', 'db', 'migrations');
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(folder, full)).update('\0').update(fs.readFileSync(full));
    }
  };
  walk(folder);
  return hash.digest('hex').slice(0, 16);
}

/** Makes (or finds, from an earlier run with the same migrations) the migrated image; answers its file. */
export async function preparePgliteImage(): Promise<string> {
  const file = path.join(os.tmpdir(), `support-inbox-test-image-${migrationsHash()}.tar.gz`);
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({});
  try {
    if (!database.backup) throw new Error('the embedded database has no backup');
    await database.backup(file);
  } finally {
    await database.close();
  }
  return file;
}

let image: Blob | undefined;

/** The image this test run's global setup made, or undefined (a file run outside Vitest's config). */
export function pgliteImage(): Blob | undefined {
  const file = process.env[PGLITE_IMAGE_ENV];
  if (!file || !fs.existsSync(file)) return undefined;
  image ??= new Blob([fs.readFileSync(file)]);
  return image;
}
