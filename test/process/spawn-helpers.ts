import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Helpers for process-level tests: the real programs in child processes, launched as package.json's scripts
// launch them (`inbox`: server/cli.ts and `start`: server/main.ts, each bundled by scripts/run-bundled.mjs, after the
// dashboard build step), but without npm in between. The tsx CLI runs the script in a grandchild node process, so every child gets its
// own process group (detached) and is killed as a group: killing only tsx would leave the grandchild running.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Launcher {
  file: string;
  args: string[];
  /** Variables the script sets for the program (`MALLOC_ARENA_MAX=2 exec node ...`). */
  env?: Env;
  /** The tsx CLI, which runs the script in a child node process and relays signals to it. */
  viaTsxCli: boolean;
}

function packageScript(script: 'start' | 'inbox'): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return pkg.scripts[script] ?? '';
}

/**
 * The command of a package.json script: its last `&&` step, e.g. `node scripts/run-bundled.mjs server/main.ts`
 * (the variables it sets kept apart, an `exec` left out).
 */
export function scriptLauncher(script: 'start' | 'inbox', entry: string): Launcher {
  const words = packageScript(script).split('&&').at(-1)!.trim().split(/\s+/);
  const env: Env = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const assignment = words.shift()!;
    env[assignment.slice(0, assignment.indexOf('='))] = assignment.slice(assignment.indexOf('=') + 1);
  }
  if (words[0] === 'exec') words.shift();
  const [bin, ...args] = words;
  if (!bin || args.at(-1) !== entry) throw new Error(`npm run ${script} should end with "... ${entry}": ${packageScript(script)}`);
  if (bin === 'node') return { file: process.execPath, args, env, viaTsxCli: false };
  return { file: path.join(repoRoot, 'node_modules', '.bin', bin), args, env, viaTsxCli: bin === 'tsx' };
}

export const cliLauncher = scriptLauncher('inbox', 'server/cli.ts');
export const serverLauncher = scriptLauncher('start', 'server/main.ts');

/**
 * `npm start` as npm runs it: its script in `sh -c`, the process npm passes its signals on to (SIGINT and
 * SIGTERM, to that process only). The steps before the server's (the dashboard build) are left out.
 */
export function startScriptInShell(): Launcher {
  const steps = packageScript('start').split('&&');
  const command = [...steps.slice(0, -1).map(() => 'true'), steps.at(-1)!.trim()].join(' && ');
  return { file: '/bin/sh', args: ['-c', command], viaTsxCli: false };
}

/** Variables of config.ts: never inherited from the test runner's environment, only set on purpose. */
const CONFIG_VARS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SMTP_PORT',
  'SMTP_RELAY_URL',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'DEMO_ORG',
  'SHUTDOWN_TIMEOUT_MS',
  'RATE_LIMIT_PER_MINUTE',
  'TRUST_PROXY',
  'DNS_SERVERS',
  'KNOWLEDGE_CNAME_TARGET',
  'WEBHOOK_ALLOW_PRIVATE',
  'JOB_CONCURRENCY',
  'JOB_CONCURRENCY_BY_KIND',
];

export type Env = Record<string, string>;

export function childEnv(overrides: Env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONFIG_VARS) delete env[name];
  // DATABASE_URL '' selects the embedded database even when the runner has one set.
  return { ...env, HOST: '127.0.0.1', SMTP_PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', ...overrides };
}

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'support-inbox-process-'));
}

export function removeDataDir(dir: string | undefined): void {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Proc {
  child: ChildProcess;
  /** Pid of the launched process (the tsx CLI), leader of its own process group. */
  pid: number;
  stdout(): string;
  stderr(): string;
  exited: Promise<Exit>;
  /** The exit, once it happened (synchronous check). */
  exit(): Exit | undefined;
}

const running = new Map<number, Proc>();

function spawnScript(launcher: Launcher, args: string[], env: Env): Proc {
  const child = spawn(launcher.file, [...launcher.args, ...args], {
    cwd: repoRoot,
    env: { ...childEnv(env), ...launcher.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not spawn ${launcher.file}`);
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  let exit: Exit | undefined;
  // 'close' (not 'exit'): the output pipes are drained by then.
  const exited = new Promise<Exit>((resolve) => {
    child.once('close', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  const proc: Proc = { child, pid: child.pid, stdout: () => out, stderr: () => err, exited, exit: () => exit };
  running.set(child.pid, proc);
  return proc;
}

/** Pids of the processes of a process group other than its leader (Linux /proc). */
function groupMembers(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry) || Number(entry) === pgid) continue;
    try {
      // pid (comm) state ppid pgrp ...: comm may contain spaces, so parse after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

function kill(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // ESRCH: already gone
  }
}

/**
 * SIGKILLs every child spawned so far, with its node grandchild. Call in afterEach/afterAll. The grandchild
 * goes first, so that tsx (its parent, still alive) reaps it: killed together, the orphaned grandchild would
 * stay a zombie until init reaps it, and a zombie's pid still looks alive to the data folder lock.
 */
export async function killAll(): Promise<void> {
  const procs = [...running.values()];
  running.clear();
  const members = procs.flatMap((p) => groupMembers(p.pid));
  for (const pid of members) kill(pid, 'SIGKILL');
  if (members.length) await Promise.all(procs.map((p) => within(p.exited, 2_000, 'exit').catch(() => {})));
  for (const p of procs) kill(-p.pid, 'SIGKILL');
  await Promise.all(procs.map((p) => within(p.exited, 5_000, 'exit').catch(() => {})));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Rejects after ms, so a hung child fails the test with a message instead of the test timeout. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `npm run -s inbox -- ...` (server/cli.ts, bundled) on env's DATA_DIR / DATABASE_URL; resolves when it has exited. */
export async function runCli(args: string[], env: Env, timeoutMs = 60_000): Promise<CliResult> {
  const started = performance.now();
  const proc = spawnScript(cliLauncher, args, env);
  const exit = await within(proc.exited, timeoutMs, `inbox ${args.join(' ')}`);
  return { code: exit.code, stdout: proc.stdout(), stderr: proc.stderr(), ms: performance.now() - started };
}

/** The JSON object of a successful CLI call (exactly one line on stdout), with a readable failure otherwise. */
export function cliJson<T = Record<string, unknown>>(result: CliResult): T {
  if (result.code !== 0) throw new Error(`CLI exited ${result.code}: ${result.stderr}`);
  const lines = result.stdout.split('\n').filter((l) => l !== '');
  if (lines.length !== 1) throw new Error(`expected one line on stdout, got:\n${result.stdout}`);
  return JSON.parse(lines[0]!) as T;
}

/** A port that was free a moment ago, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The node process that runs the script: the launched process itself, or the child of the tsx CLI. */
export function scriptPid(proc: Proc, launcher: Launcher): number {
  if (!launcher.viaTsxCli) return proc.pid;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === proc.pid) return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  throw new Error(`no node process under the tsx CLI process ${proc.pid}`);
}

export interface ServerProc extends Proc {
  port: number;
  url: string;
  /** Pid of the node process running server/main.ts (the pid its data folder lock names). */
  serverPid(): number;
  /**
   * Sends signal to the server's node process (default), to the launched process (tsx, as `kill PID` of
   * `npm start`'s process does) or to its whole process group (as Ctrl+C in a terminal does), and waits.
   */
  stop(signal: NodeJS.Signals, opts?: { to?: 'server' | 'launcher' | 'group'; timeoutMs?: number }): Promise<Exit & { ms: number }>;
}

/** The server as `npm start` runs it, on a free port; does not wait: see waitReady. */
export async function spawnServer(env: Env, port?: number, launcher: Launcher = serverLauncher): Promise<ServerProc> {
  const p = port ?? (await freePort());
  const proc = spawnScript(launcher, [], { PORT: String(p), ...env });
  const serverPid = () => scriptPid(proc, launcher);
  return {
    ...proc,
    port: p,
    url: `http://127.0.0.1:${p}`,
    serverPid,
    stop: async (signal, opts = {}) => {
      const to = opts.to ?? 'server';
      const target = to === 'server' ? serverPid() : to === 'group' ? -proc.pid : proc.pid;
      const started = performance.now();
      process.kill(target, signal);
      const exit = await within(proc.exited, opts.timeoutMs ?? 15_000, `server stop with ${signal}`);
      return { ...exit, ms: performance.now() - started };
    },
  };
}

/** Polls GET /readyz until 200 and the start banner is printed; fails at once if the server exits. */
export async function waitReady(server: ServerProc, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = server.exit();
    if (exit) {
      throw new Error(`server exited (${exit.code ?? exit.signal}) before it was ready:\n${server.stderr()}\n${server.stdout()}`);
    }
    if (server.stdout().includes('Support Inbox is running')) {
      try {
        const res = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
    }
    await sleep(100);
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.stderr()}\n${server.stdout()}`);
}

/** Waits until the process has printed text on stdout. */
export async function waitForStdout(proc: Proc, text: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!proc.stdout().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" on stdout within ${timeoutMs} ms:\n${proc.stdout()}`);
    await sleep(50);
  }
}

export async function startServer(env: Env, port?: number, launcher?: Launcher): Promise<ServerProc> {
  const server = await spawnServer(env, port, launcher);
  await waitReady(server);
  return server;
}

export interface Banner {
  url: string;
  demo?: { orgName: string; orgId: number; email: string; password: string; apiKey: string };
}

/** Reads the start banner of server/main.ts from its stdout. */
export function parseBanner(stdout: string): Banner {
  const url = /Support Inbox is running: (\S+)\//.exec(stdout)?.[1];
  if (!url) throw new Error(`no start banner in:\n${stdout}`);
  const org = /A demo organization was created: "([^"]+)" \(id (\d+)\)/.exec(stdout);
  if (!org) return { url };
  const signIn = /Demo sign-in \(owner\): +(\S+@\S+) \/ (\S+)/.exec(stdout);
  const key = /Owner API key: (sik_\S+)/.exec(stdout);
  if (!signIn || !key) throw new Error(`demo banner without sign-in or key:\n${stdout}`);
  return {
    url,
    demo: { orgName: org[1]!, orgId: Number(org[2]), email: signIn[1]!, password: signIn[2]!, apiKey: key[1]! },
  };
}

export async function getJson(url: string, apiKey?: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { headers: apiKey ? { 'X-Api-Key': apiKey } : {}, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await readBody(res) };
}

/** An answer's body: parsed when it is JSON, its text otherwise. */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // not JSON: keep the text
  }
}

/** Whether a process with this pid exists on this machine. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
