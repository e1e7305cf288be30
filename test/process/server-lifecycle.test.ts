import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { organizations } from '../../server/db/schema.ts';
import {
  getJson,
  killAll,
  makeDataDir,
  parseBanner,
  removeDataDir,
  sleep,
  spawnServer,
  startServer,
  waitForStdout,
  within,
  type Banner,
  type ServerProc,
} from './spawn-helpers.ts';

// The server process (server/main.ts as `npm start` runs it, bundled) from its first start on an empty data folder.
// The tests share the folder and run in order.

let dataDir: string;
let lockFile: string;
let server: ServerProc | undefined;
let banner: Banner;
let apiKey: string;
let firstAgents: unknown;
let demoCounts: { sources: number; snippets: number };

async function holdPort(): Promise<net.Server> {
  const blocker = net.createServer();
  await new Promise<void>((resolve, reject) => {
    blocker.once('error', reject);
    blocker.listen(0, '127.0.0.1', resolve);
  });
  return blocker;
}

beforeAll(() => {
  dataDir = makeDataDir();
  lockFile = path.join(dataDir, '.lock');
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await killAll();
});
afterAll(async () => {
  await killAll();
  removeDataDir(dataDir);
});

describe('server lifecycle', { timeout: 120_000 }, () => {
  it('the first start on an empty folder creates the demo organization and prints the URL, a demo sign-in and an owner API key', async () => {
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const out = server.stdout();
    expect(out).toContain(`Support Inbox is running: ${server.url}/`);
    expect(out).toContain(`API: ${server.url}/api`);
    banner = parseBanner(out);
    expect(banner.demo).toMatchObject({
      orgName: 'Acme Support',
      orgId: expect.any(Number),
      email: 'demo@acme-support.example.com',
      apiKey: expect.stringMatching(/^sik_[A-Za-z0-9_-]{20,}$/),
    });
    expect(banner.demo!.password.length).toBeGreaterThanOrEqual(8);
    apiKey = banner.demo!.apiKey;

    const agents = await getJson(`${server.url}/api/agents`, apiKey);
    expect(agents.status).toBe(200);
    const list = agents.body as { email: string }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((a) => a.email)).toContain('demo@acme-support.example.com');
    firstAgents = agents.body;

    // One sign-in per role, on the domain of the channels (support first: the compose drawer's default sender).
    const signIns = [...out.matchAll(/Demo sign-in \((\w+)\): +(\S+) \/ (\S+)/g)].map((m) => ({ role: m[1], email: m[2]!, password: m[3]! }));
    expect(signIns.map((s) => s.role)).toEqual(['owner', 'admin', 'agent']);
    for (const s of signIns) {
      expect(s.email).toMatch(/@acme-support\.example\.com$/);
      const res = await fetch(`${server.url}/api/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Inbox-Request': '1' },
        body: JSON.stringify({ email: s.email, password: s.password }),
      });
      expect(res.status, s.role).toBe(200);
      expect(((await res.json()) as { agent: { role: string } }).agent.role).toBe(s.role);
    }
    const channels = await getJson(`${server.url}/api/channels`, apiKey);
    expect((channels.body as { email: string }[]).map((c) => c.email)).toEqual(['support@acme-support.example.com', 'billing@acme-support.example.com']);

    // The key is in the banner only (its own line and the curl example), never in a log line.
    await waitForStdout(server, '"path":"/api/agents"');
    const withKey = (server.stdout() + server.stderr()).split('\n').filter((l) => l.includes(apiKey));
    expect(withKey.map((l) => l.trim().split(':')[0])).toEqual(['Owner API key', 'Try']);
  });

  it("the demo organization's AI answers, queued at its creation, are all made ready by the server's job worker, and its snippets are there", async () => {
    const sources = async () => (await getJson(`${server!.url}/api/organization/rag/sources?limit=100`, apiKey)).body as { data: { status: string }[] };
    const started = Date.now();
    let statuses: string[] = [];
    while (Date.now() - started < 60_000) {
      statuses = (await sources()).data.map((s) => s.status);
      if (statuses.length > 0 && statuses.every((s) => s === 'ready')) break;
      await sleep(250);
    }
    expect(statuses.length).toBeGreaterThanOrEqual(28);
    expect(statuses.filter((s) => s !== 'ready')).toEqual([]);
    demoCounts = { sources: statuses.length, snippets: ((await getJson(`${server!.url}/api/snippets`, apiKey)).body as { data: unknown[] }).data.length };
    expect(demoCounts.snippets).toBeGreaterThanOrEqual(6);
  });

  it('GET /healthz answers 200 {status: ok} and GET /readyz answers 200', async () => {
    expect(await getJson(`${server!.url}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await getJson(`${server!.url}/readyz`)).status).toBe(200);
  });

  it('SIGTERM stops the server with exit code 0 within a few seconds and removes the folder lock', async () => {
    expect(fs.existsSync(lockFile)).toBe(true);
    const stop = await server!.stop('SIGTERM');
    expect(stop.code).toBe(0);
    expect(stop.ms).toBeLessThan(5_000);
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(server!.stderr()).toBe('');
  });

  it('a restart on the same folder keeps the data and creates no second demo organization', async () => {
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect(parseBanner(server.stdout()).demo).toBeUndefined();
    expect(server.stdout()).not.toMatch(/demo organization/i);
    expect(await getJson(`${server.url}/api/agents`, apiKey)).toEqual({ status: 200, body: firstAgents });
    // The demo's AI answers and snippets are not written again.
    const sources = (await getJson(`${server.url}/api/organization/rag/sources?limit=100`, apiKey)).body as { data: unknown[] };
    const snippets = (await getJson(`${server.url}/api/snippets`, apiKey)).body as { data: unknown[] };
    expect({ sources: sources.data.length, snippets: snippets.data.length }).toEqual(demoCounts);
  });

  it('with LOG_LEVEL=info each request is one JSON line with method, path, status and duration, and the key is never logged', async () => {
    const s = server!;
    expect((await getJson(`${s.url}/api/contacts?query=martin&limit=5`, apiKey)).status).toBe(200);
    const wrongKey = `sik_${'x'.repeat(43)}`;
    expect((await getJson(`${s.url}/api/agents`, wrongKey)).status).toBe(401);

    type Line = Record<string, unknown>;
    const requestLines = () =>
      s
        .stdout()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Line)
        .filter((l) => l.msg === 'request');
    const contactsLine = () => requestLines().find((l) => l.path === '/api/contacts');
    const rejectedLine = () => requestLines().find((l) => l.path === '/api/agents' && l.status === 401);
    const deadline = Date.now() + 5_000;
    while (!(contactsLine() && rejectedLine()) && Date.now() < deadline) await sleep(50);

    expect(contactsLine(), 'the path without its query string').toMatchObject({
      method: 'GET',
      status: 200,
      duration_ms: expect.any(Number),
    });
    expect(rejectedLine()).toMatchObject({ method: 'GET', duration_ms: expect.any(Number) });
    expect(s.stdout()).not.toContain('martin');

    const output = s.stdout() + s.stderr();
    expect(output).not.toContain(apiKey);
    expect(output).not.toContain(wrongKey);
    expect(output).not.toContain(apiKey.slice(4, 20)); // nor a part of it
  });

  it('SIGINT stops the server with exit code 0 within a few seconds and removes the folder lock', async () => {
    const stop = await server!.stop('SIGINT');
    expect(stop.code).toBe(0);
    expect(stop.ms).toBeLessThan(5_000);
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(server!.stdout()).toContain('"signal":"SIGINT"');
    expect(server!.stdout()).toContain('"msg":"stopped"');
    server = undefined;
  });

  // `npm start` runs `node --import tsx`, not the tsx CLI: the CLI relays signals to a child node process and
  // SIGKILLs it when the child does not acknowledge within ~30 ms, i.e. whenever the event loop is busy. SIGSTOP
  // for 200 ms stands in for a busy event loop.
  it(
    "SIGTERM to npm start's process while the server is busy for 200 ms still stops it gracefully",
    async () => {
      const s = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      const pid = s.serverPid();
      process.kill(pid, 'SIGSTOP');
      try {
        process.kill(s.pid, 'SIGTERM');
        await sleep(200);
      } finally {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // already killed
        }
      }
      const exit = await within(s.exited, 15_000, 'server stop');
      expect(s.stdout()).toContain('"msg":"stopped"');
      expect(fs.existsSync(lockFile)).toBe(false);
      expect(exit.code).toBe(0);
    },
  );

  it('after the restarts the folder holds exactly one organization', async () => {
    const database = await openDatabase({ dataDir, command: 'server-lifecycle test' });
    try {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(organizations);
      expect(row?.n).toBe(1);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('a port already in use makes the server exit 1 with a clear message and release the folder', async () => {
    const blocker = await holdPort();
    try {
      const { port } = blocker.address() as net.AddressInfo;
      const busy = await spawnServer({ DATA_DIR: dataDir }, port);
      const exit = await within(busy.exited, 60_000, 'server on a busy port');
      expect(exit.code, busy.stderr()).toBe(1);
      expect(busy.stderr()).toContain(`port ${port} on 127.0.0.1 is already in use; set PORT to another port`);
      expect(busy.stdout()).not.toContain('Support Inbox is running');
      expect(fs.existsSync(lockFile)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});

describe('a first start that fails', { timeout: 120_000 }, () => {
  let freshDir: string;
  afterAll(() => removeDataDir(freshDir));

  it('on a busy port does not use up the demo organization: the next start still prints its sign-in and key', async () => {
    freshDir = makeDataDir();
    const blocker = await holdPort();
    try {
      const { port } = blocker.address() as net.AddressInfo;
      const busy = await spawnServer({ DATA_DIR: freshDir }, port);
      expect((await within(busy.exited, 90_000, 'server on a busy port')).code).toBe(1);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
    const next = await startServer({ DATA_DIR: freshDir });
    const demo = parseBanner(next.stdout()).demo;
    expect(demo, 'the demo credentials are shown on the first start that serves').toBeDefined();
    expect((await getJson(`${next.url}/api/agents`, demo!.apiKey)).status).toBe(200);
    expect((await next.stop('SIGTERM')).code).toBe(0);
  });
});
