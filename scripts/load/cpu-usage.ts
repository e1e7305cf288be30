import { execSync } from 'node:child_process';
import fs from 'node:fs';

// Where a run's CPU time went, read from /proc (Linux; elsewhere nothing is reported): the server process, the
// PostgreSQL server's processes (the embedded database runs inside whichever process holds it), this process
// (autocannon for an API run, the driver for a floor run) and the machine as a whole. On a machine whose cores
// are all busy, the API / floor ratio is the ratio of the CPU time each request costs all processes together:
// these figures say which process the difference is spent in.

/** CPU seconds consumed so far: per process (so that one ending meanwhile takes away only its own), and the machine's summed over its cores. */
interface CpuCounters {
  server: number;
  /** PostgreSQL's backends (one per client connection) and its other processes, by pid. */
  backends: Map<string, number>;
  background: Map<string, number>;
  self: number;
  machineBusy: number;
  machineSteal: number;
  machineAll: number;
}

/** A run's CPU time per request, in milliseconds, and how busy the machine's cores were. */
export interface CpuPerRequest {
  serverMs: number;
  /** PostgreSQL's backends: the statements of the run's clients (and any other client's). */
  databaseMs: number;
  /** PostgreSQL's own processes meanwhile: autovacuum, checkpoints, the WAL writer. */
  backgroundMs: number;
  selfMs: number;
  /** Of all the machine's cores over the run: busy with any process (including other tenants'), and stolen by the host. */
  busyShare: number;
  stealShare: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of one process, in seconds; 0 when it is gone. */
function processSeconds(pid: number | string): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields counted from the closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** Every process named `postgres`, by pid: backends (their title names the client's address) and the rest. */
function postgresSeconds(): { backends: Map<string, number>; background: Map<string, number> } {
  const backends = new Map<string, number>();
  const background = new Map<string, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      (/\(\d+\)|\[local\]/.test(title) ? backends : background).set(entry, processSeconds(entry));
    } catch {
      // ended meanwhile
    }
  }
  return { backends, background };
}

/** What the processes alive at the end used since the start (those new meanwhile: all they used). */
function grown(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

function sample(serverPid: number | undefined, postgres: boolean): CpuCounters | undefined {
  if (!fs.existsSync('/proc/stat')) return undefined;
  // user nice system idle iowait irq softirq steal
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = cpu as [number, number, number, number, number, number, number, number];
  const own = process.cpuUsage();
  return {
    server: serverPid ? processSeconds(serverPid) : 0,
    ...(postgres ? postgresSeconds() : { backends: new Map<string, number>(), background: new Map<string, number>() }),
    self: (own.user + own.system) / 1e6,
    machineBusy: (user + nice + system + irq + softirq) / ticksPerSecond,
    machineSteal: steal / ticksPerSecond,
    machineAll: (user + nice + system + idle + iowait + irq + softirq + steal) / ticksPerSecond,
  };
}

/**
 * Runs `work` (a load run answering its request count) and answers its figures with the CPU time per request.
 * A process that ends during the run takes its time with it: the pools here keep their connections while busy.
 */
export async function withCpu<T extends { requests: number }>(
  opts: { serverPid?: number; postgres: boolean },
  work: () => Promise<T>,
): Promise<{ figures: T; cpu: CpuPerRequest | undefined }> {
  const before = sample(opts.serverPid, opts.postgres);
  const figures = await work();
  const after = sample(opts.serverPid, opts.postgres);
  if (!before || !after || figures.requests === 0) return { figures, cpu: undefined };
  const perRequest = (seconds: number) => (seconds * 1000) / figures.requests;
  const all = after.machineAll - before.machineAll;
  return {
    figures,
    cpu: {
      serverMs: perRequest(after.server - before.server),
      databaseMs: perRequest(grown(before.backends, after.backends)),
      backgroundMs: perRequest(grown(before.background, after.background)),
      selfMs: perRequest(after.self - before.self),
      busyShare: all > 0 ? (after.machineBusy - before.machineBusy) / all : NaN,
      stealShare: all > 0 ? (after.machineSteal - before.machineSteal) / all : NaN,
    },
  };
}
