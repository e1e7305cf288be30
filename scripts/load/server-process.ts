import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEnvironment, startNodeOptions } from '../start-node-options.mjs';

// The real server as `npm start` runs it (server/main.ts bundled by scripts/run-bundled.mjs), started for a load
// run: it listens on a free port of 127.0.0.1, and its peak resident memory is read from /proc when it stops.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  url: string;
  /** The inbound SMTP listener's port; 0 when SMTP_PORT=0 turned it off. */
  smtpPort: number;
  pid: number;
  /** Resident memory now and at its peak (kB, from /proc/PID/status), or undefined off Linux. */
  memory(): { rssKb: number; peakKb: number } | undefined;
  stop(): Promise<void>;
  /** SIGKILL, as a crash (no shutdown at all); resolves once the process is gone. */
  kill(): Promise<void>;
}

/** A port free on 127.0.0.1 now (for SMTP_PORT, where 0 means off rather than any port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `nodeArgs`: e.g. --cpu-prof, to find where a request's time goes (BENCH_PROFILE in bench-load.ts). */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...startNodeOptions(), 'scripts/run-bundled.mjs', 'server/main.ts'], {
    cwd: repoRoot,
    // No relay unless the caller names one (a local sink): mail composed under load never leaves the machine.
    env: { ...process.env, ...startEnvironment(), HOST: '127.0.0.1', PORT: '0', SMTP_PORT: '0', SMTP_RELAY_URL: '', DEMO_ORG: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${output.slice(-2000)}`)), 60_000);
    const read = (chunk: Buffer) => {
      // Request logs go on flowing through the pipe; only the start-up lines are kept.
      if (output.length < 100_000) output += chunk.toString();
      const found = /Support Inbox is running: (http:\/\/[^\s/]+)\//.exec(output);
      // The banner's mail lines follow the URL: the SMTP port is read from them.
      if (found && /Outbound mail: /.test(output)) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened:\n${output.slice(-2000)}`)));
  });
  const pid = child.pid!;
  const smtpPort = Number(/Inbound mail \(SMTP\): \S+:(\d+)/.exec(output)?.[1] ?? 0);
  return {
    url,
    smtpPort,
    pid,
    memory() {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
        return { rssKb: kb('VmRSS'), peakKb: kb('VmHWM') };
      } catch {
        return undefined;
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
