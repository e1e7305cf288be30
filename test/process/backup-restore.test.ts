import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliJson, killAll, makeDataDir, removeDataDir, runCli, startServer, type ServerProc } from './spawn-helpers.ts';

// `inbox backup FILE` of the embedded database while the server runs and writes, `inbox restore FILE` into an
// empty data folder, and a server started on the restored folder that has every write answered before the backup.

let source: string;
let restored: string;
let backupFile: string;
let server: ServerProc | undefined;

beforeAll(() => {
  source = makeDataDir();
  restored = makeDataDir();
  backupFile = path.join(makeDataDir(), 'nested', 'inbox-backup.tar.gz');
});
afterAll(async () => {
  await killAll();
  for (const dir of [source, restored, path.dirname(path.dirname(backupFile))]) removeDataDir(dir);
});

async function suppress(url: string, key: string, email: string): Promise<number> {
  const res = await fetch(`${url}/api/contacts/suppressed`, {
    method: 'POST',
    headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  return res.status;
}

async function suppressed(url: string, key: string): Promise<string[]> {
  const res = await fetch(`${url}/api/contacts/suppressed`, { headers: { 'X-Api-Key': key } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { email: string }[] | { data?: { email: string }[] };
  return (Array.isArray(body) ? body : (body.data ?? [])).map((s) => s.email);
}

describe('backup and restore of the embedded database', () => {
  it('backs up through the running server while it takes writes, and restores into an empty folder with every write answered before', async () => {
    server = await startServer({ DATA_DIR: source });
    const key = /Owner API key: (sik_\S+)/.exec(server.stdout())![1]!;
    const before: string[] = [];
    for (let i = 0; i < 20; i++) {
      const email = `before-${i}@backup.example`;
      expect(await suppress(server.url, key, email)).toBe(200);
      before.push(email);
    }
    // Writes keep coming while the backup is taken.
    let writing = true;
    const during = (async () => {
      for (let i = 0; writing; i++) await suppress(server!.url, key, `during-${i}@backup.example`);
    })();
    const result = cliJson<{ backup: { file: string; bytes: number }; by: string }>(await runCli(['backup', backupFile], { DATA_DIR: source }));
    writing = false;
    await during;
    expect(result.by).toBe('server');
    expect(result.backup.file).toBe(backupFile);
    expect(fs.statSync(backupFile).size).toBe(result.backup.bytes);
    expect(fs.readdirSync(path.dirname(backupFile))).toEqual(['inbox-backup.tar.gz']);
    await server.stop('SIGTERM');

    // Never over a database that exists.
    const refused = await runCli(['restore', backupFile], { DATA_DIR: source });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds a database: restore into an empty data folder/);

    const done = cliJson<{ restored: { dataDir: string } }>(await runCli(['restore', backupFile], { DATA_DIR: restored }));
    expect(done.restored.dataDir).toBe(path.resolve(restored));
    server = await startServer({ DATA_DIR: restored, DEMO_ORG: 'false' });
    const emails = await suppressed(server.url, key);
    for (const email of before) expect(emails).toContain(email);
    // The restored server takes writes as before.
    expect(await suppress(server.url, key, 'after-restore@backup.example')).toBe(200);
    await server.stop('SIGTERM');
  }, 240_000);

  it('backs up a folder no server holds by opening it itself', async () => {
    const file = path.join(path.dirname(backupFile), 'offline.tar.gz');
    const result = cliJson<{ by: string; backup: { bytes: number } }>(await runCli(['backup', file], { DATA_DIR: restored }));
    expect(result.by).toBe('cli');
    expect(result.backup.bytes).toBeGreaterThan(1000);
  }, 120_000);

  it('refuses a file that is not a backup, and a missing file name, with a clear message', async () => {
    const bogus = path.join(path.dirname(backupFile), 'not-a-backup.txt');
    fs.writeFileSync(bogus, 'hello');
    const empty = makeDataDir();
    try {
      const wrong = await runCli(['restore', bogus], { DATA_DIR: empty });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/is not a backup made by "inbox backup"/);
      const missing = await runCli(['backup'], { DATA_DIR: empty });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/backup needs a file/);
    } finally {
      removeDataDir(empty);
    }
  }, 120_000);
});
