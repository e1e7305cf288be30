import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// PGlite allows one process per data folder; two would corrupt it. Every process that opens the
// folder (server or CLI) takes this lock first. The lock file names its holder, so a lock left by a
// process that died is recognised as stale (its pid is gone) and taken over instead of blocking forever.

export class DataDirLockedError extends Error {}

interface LockInfo {
  pid: number;
  hostname: string;
  command: string;
  startedAt: string;
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return undefined; // unreadable or half-written: treated as stale below only if old enough
  }
}

export function lockDataDir(dataDir: string, command: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  const mine: LockInfo = { pid: process.pid, hostname: os.hostname(), command, startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify(mine));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const holder = readLock(file);
        if (holder?.pid === process.pid) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readLock(file);
    const sameHost = holder?.hostname === os.hostname();
    if (holder && (!sameHost || isAlive(holder.pid))) {
      throw new DataDirLockedError(
        `the data folder ${dataDir} is in use by another process (pid ${holder.pid} on ${holder.hostname}, ` +
          `"${holder.command}", since ${holder.startedAt}). Only one process may open an embedded database at a time: ` +
          `stop that process first, or set DATA_DIR to another folder, or use DATABASE_URL for a PostgreSQL server.`,
      );
    }
    if (!holder) {
      const ageMs = Date.now() - fs.statSync(file).mtimeMs;
      if (ageMs < 5_000) throw new DataDirLockedError(`the data folder ${dataDir} is being opened by another process`);
    }
    fs.rmSync(file, { force: true }); // stale: its process is gone
  }
  throw new DataDirLockedError(`could not lock the data folder ${dataDir}`);
}
