import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getJson,
  isAlive,
  killAll,
  makeDataDir,
  parseBanner,
  removeDataDir,
  runCli,
  spawnServer,
  startServer,
  within,
  type ServerProc,
} from './spawn-helpers.ts';

// One process per embedded data folder: the server and the CLI lock DATA_DIR/.lock (server/db/data-dir-lock.ts).

let dataDir: string;
let lockFile: string;
let server: ServerProc | undefined;
let apiKey: string;

interface LockInfo {
  pid: number;
  hostname: string;
  command: string;
  startedAt: string;
}
const readLock = () => JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockInfo;
const writeLock = (lock: LockInfo | string) => fs.writeFileSync(lockFile, typeof lock === 'string' ? lock : JSON.stringify(lock));

beforeAll(async () => {
  dataDir = makeDataDir();
  lockFile = path.join(dataDir, '.lock');
  server = await startServer({ DATA_DIR: dataDir });
  apiKey = parseBanner(server.stdout()).demo!.apiKey;
}, 120_000);

afterEach(async (ctx) => {
  // A failed test may leave its server in an unknown state: the next ones then fail on their own.
  if (ctx.task.result?.state === 'fail') await killAll();
});
afterAll(async () => {
  await killAll();
  removeDataDir(dataDir);
});

describe('the data folder lock while a server runs', { timeout: 90_000 }, () => {
  it('the server holds the lock under the pid of its node process', () => {
    expect(readLock()).toMatchObject({ pid: server!.serverPid(), hostname: os.hostname(), command: 'npm start (server)' });
  });

  it('a CLI command on the folder exits 1 at once, saying the folder is in use and naming the pid', async () => {
    const before = fs.readFileSync(lockFile, 'utf8');
    const { pid } = readLock();
    const result = await runCli(['key', 'create', '--org', '1', '--name', 'Blocked'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(new RegExp(`the data folder \\S+ is in use by another process \\(pid ${pid} on ${os.hostname()}`));
    expect(result.stderr).toContain('"npm start (server)"');
    expect(result.ms).toBeLessThan(10_000);
    expect(fs.readFileSync(lockFile, 'utf8'), 'the lock is untouched').toBe(before);
  });

  it('a second server on the folder exits 1 with the same message, and the first one keeps answering', async () => {
    const before = fs.readFileSync(lockFile, 'utf8');
    const { pid } = readLock();
    const started = performance.now();
    const second = await spawnServer({ DATA_DIR: dataDir });
    const exit = await within(second.exited, 15_000, 'second server exit');
    expect(exit.code).toBe(1);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(second.stderr()).toMatch(new RegExp(`is in use by another process \\(pid ${pid} on ${os.hostname()}`));
    expect(second.stdout()).not.toContain('Support Inbox is running');
    expect(fs.readFileSync(lockFile, 'utf8'), 'the lock is untouched').toBe(before);

    expect((await getJson(`${server!.url}/readyz`)).status).toBe(200);
    const agents = await getJson(`${server!.url}/api/agents`, apiKey);
    expect(agents.status).toBe(200);
    expect((agents.body as unknown[]).length).toBeGreaterThan(1);
  });

  it('after the server stops the lock is gone and the data is intact: a new server accepts the same key', async () => {
    const stop = await server!.stop('SIGTERM');
    expect(stop.code).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);

    server = await startServer({ DATA_DIR: dataDir });
    expect(parseBanner(server.stdout()).demo, 'no second demo organization').toBeUndefined();
    const agents = await getJson(`${server.url}/api/agents`, apiKey);
    expect(agents.status).toBe(200);
    expect((agents.body as unknown[]).length).toBeGreaterThan(1);
    expect((await server.stop('SIGTERM')).code).toBe(0);
    server = undefined;
  });
});

describe('a lock file left behind', { timeout: 90_000 }, () => {
  it('a lock of a process that no longer exists on this host is taken over by the CLI', async () => {
    expect(isAlive(999_999)).toBe(false);
    writeLock({ pid: 999_999, hostname: os.hostname(), command: 'npm start (server)', startedAt: '2020-01-01T00:00:00.000Z' });
    const result = await runCli(['key', 'create', '--org', '1', '--name', 'After crash'], { DATA_DIR: dataDir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ name: 'After crash', key: expect.stringMatching(/^sik_/) });
    // It replaced the stale lock with its own, which it removed on exit.
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('a lock of a process on another host is respected: the CLI exits 1 naming that host', async () => {
    writeLock({ pid: process.pid, hostname: 'other-host.example', command: 'inbox seed', startedAt: new Date().toISOString() });
    const result = await runCli(['key', 'create', '--org', '1', '--name', 'Blocked'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`in use by another process \\(pid ${process.pid} on other-host\\.example`));
    expect(fs.existsSync(lockFile)).toBe(true);
    fs.rmSync(lockFile);
  });

  it('an unreadable lock file blocks while it is fresh (being written) and is taken over once older than 5 s', async () => {
    writeLock('{"pid": 12');
    const fresh = await runCli(['key', 'create', '--org', '1', '--name', 'Blocked'], { DATA_DIR: dataDir });
    expect(fresh.code).toBe(1);
    expect(fresh.stderr).toMatch(/is being opened by another process/);

    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile, past, past);
    const old = await runCli(['key', 'create', '--org', '1', '--name', 'After garbage'], { DATA_DIR: dataDir });
    expect(old.stderr).toBe('');
    expect(old.code).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
