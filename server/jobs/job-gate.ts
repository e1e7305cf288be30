import type { JobContext, JobHandlers, JobOutcome } from './worker.ts';

export interface RunningJob {
  id: number;
  kind: string;
  /** Milliseconds it has been running. */
  ms: number;
}

/**
 * Stands between the job worker and the handlers, for shutdown. The worker claims jobs in batches (up to 20) and
 * runs every job of a batch before its stop() resolves: twenty webhook deliveries to a receiver that never answers
 * held a shutdown for 200 s. Once the gate is closed, a job the worker hands over is put back in the queue at once,
 * due now and its attempt not counted, for the next start or another process; and the jobs still running can be
 * named in the log when the shutdown cannot wait for them any longer.
 */
export class JobGate {
  private open = true;
  private readonly running = new Map<number, { kind: string; since: number }>();

  wrap(handlers: JobHandlers): JobHandlers {
    return Object.fromEntries(Object.entries(handlers).map(([kind, handler]) => [kind, (job: JobContext) => this.run(kind, job, handler)]));
  }

  private async run(kind: string, job: JobContext, handler: (job: JobContext) => Promise<JobOutcome>): Promise<JobOutcome> {
    if (!this.open) return { retryAt: job.now };
    this.running.set(job.id, { kind, since: Date.now() });
    try {
      return await handler(job);
    } finally {
      this.running.delete(job.id);
    }
  }

  /** No job starts from now on. */
  close(): void {
    this.open = false;
  }

  runningJobs(): RunningJob[] {
    const now = Date.now();
    return [...this.running].map(([id, { kind, since }]) => ({ id, kind, ms: now - since }));
  }
}
