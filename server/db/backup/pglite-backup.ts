import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from '../data-dir-lock.ts';

// A backup of the embedded database is its data folder as a gzipped tar, taken by the process that has it open
// (between two statements, after a checkpoint): what a crash at that instant would have left, which PostgreSQL
// recovers from, so a transaction still open then is simply not in it. Restoring writes it into an empty folder.

export interface BackupResult {
  file: string;
  bytes: number;
}

/** Writes the backup next to `file` first and renames it: a crash never leaves a half-written backup under its name. */
export async function writeBackup(client: PGlite, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  await client.exec('CHECKPOINT');
  const blob = await client.dumpDataDir('gzip');
  const bytes = Buffer.from(await blob.arrayBuffer());
  const partial = `${target}.partial-${process.pid}`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, target);
  return { file: target, bytes: bytes.length };
}

export class RestoreError extends Error {}

/** Restores a backup into `dataDir`, which must hold no database yet. Migrations run at the next start. */
export async function restoreBackup(file: string, dataDir: string): Promise<{ dataDir: string; bytes: number }> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new RestoreError(`no backup file at ${source}`);
  const bytes = fs.readFileSync(source);
  // gzip magic number: a wrong file is refused before anything is written.
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new RestoreError(`${source} is not a backup made by "inbox backup"`);
  const pgdata = path.join(dataDir, 'pgdata');
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
    throw new RestoreError(`${dataDir} already holds a database: restore into an empty data folder (set DATA_DIR)`);
  }
  const lock = lockDataDir(dataDir, 'inbox restore');
  try {
    const client = await PGlite.create(pgdata, { extensions: { pg_trgm }, loadDataDir: new Blob([bytes]) }).catch((err: unknown) => {
      fs.rmSync(pgdata, { recursive: true, force: true });
      throw new RestoreError(`${source} could not be restored: ${err instanceof Error ? err.message : String(err)}`);
    });
    await client.close();
    return { dataDir: path.resolve(dataDir), bytes: bytes.length };
  } finally {
    lock.release();
  }
}
