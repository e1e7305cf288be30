import os from 'node:os';
import type { Logger } from 'pino';
import type { HttpCloseReport } from '../http/graceful-close.ts';
import type { JobGate } from '../jobs/job-gate.ts';
import { loggableError } from '../logger.ts';

// The server's stop on SIGTERM or SIGINT, bounded whatever is open or running. Everything stops at once: no new
// connections, SMTP sessions or jobs; event streams end; requests in progress, SMTP sessions and the jobs
// running get until SHUTDOWN_TIMEOUT_MS, then what is left is cut (connections destroyed, sessions told 421,
// jobs left to run again: after the restart on the embedded database, once their lease is over on PostgreSQL);
// the database then gets DATABASE_CLOSE_BOUND_MS to close. A second signal exits at once.

/** How long closing the database may take once the grace period is over; past it the process exits anyway. */
export const DATABASE_CLOSE_BOUND_MS = 5_000;
/** Once the grace period is over, how long what was cut then may take to finish closing. */
const CUT_GRACE_MS = 1_000;
/**
 * The same signal again within this time is one signal delivered twice, not a second one: Ctrl+C in a terminal
 * reaches the server from the terminal and again through npm, which passes on the signals it gets.
 */
export const REPEATED_SIGNAL_MS = 1_000;

export interface ShutdownParts {
  http: { close(deadline: number): Promise<HttpCloseReport> };
  /** Ends the event streams, stops listening for changes. */
  hub: { close(): Promise<void> };
  smtp?: { close(deadline: number): Promise<void> } | undefined;
  control?: { close(): Promise<void> } | undefined;
  worker: { stop(): Promise<void> };
  jobs: JobGate;
  transport: { close(): void };
  database: { close(): Promise<void> };
}

/** Resolves true when `promise` settles before `deadline` (epoch ms), false at the deadline. */
async function settlesBy(promise: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now())))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function handleShutdownSignals(parts: ShutdownParts, opts: { logger: Logger; timeoutMs: number }): void {
  const { logger, timeoutMs } = opts;
  /** What the shutdown still waits for, by name: said in the log when it cannot wait any longer. */
  const pending = new Set<string>();
  let first: { signal: NodeJS.Signals; at: number } | undefined;

  const step = <T>(name: string, promise: Promise<T>): Promise<T | undefined> => {
    pending.add(name);
    return promise
      .catch((err: unknown) => {
        logger.warn({ err: loggableError(err), step: name }, 'shutdown: a step failed');
        return undefined;
      })
      .finally(() => pending.delete(name));
  };

  const stop = async (signal: NodeJS.Signals) => {
    const started = Date.now();
    const deadline = started + timeoutMs;
    logger.info({ signal, timeout_ms: timeoutMs }, 'shutting down: finishing in-flight requests');
    // Should anything below not end (a step that ignores its deadline), the process still does.
    setTimeout(() => {
      logger.error({ waiting_for: [...pending] }, 'shutdown did not finish in time: exiting anyway');
      process.exit(1);
    }, timeoutMs + CUT_GRACE_MS + DATABASE_CLOSE_BOUND_MS + 1_000);

    parts.jobs.close();
    const requests = step('requests', parts.http.close(deadline));
    const rest = [
      step('event streams', parts.hub.close()),
      step('jobs', parts.worker.stop()),
      ...(parts.smtp ? [step('smtp sessions', parts.smtp.close(deadline))] : []),
      ...(parts.control ? [step('control socket', parts.control.close())] : []),
    ];
    const report = await requests;
    const restDone = await settlesBy(Promise.all(rest), deadline);
    if (!report?.drained || !restDone) {
      logger.warn(
        {
          requests_cut: report?.requestsCut ?? 0,
          connections_cut: report?.connectionsCut ?? 0,
          jobs_left_running: parts.jobs.runningJobs(),
          waiting_for: [...pending],
        },
        `shutdown: SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms) is over, cutting what is left`,
      );
      // What was cut finishes closing (an SMTP session's 421 goes out) before the database closes.
      await settlesBy(Promise.all(rest), Date.now() + CUT_GRACE_MS);
    }

    parts.transport.close();
    if (!(await settlesBy(step('database', parts.database.close()), Date.now() + DATABASE_CLOSE_BOUND_MS))) {
      logger.error({ waiting_for: [...pending] }, `the database did not close within ${DATABASE_CLOSE_BOUND_MS} ms: exiting without closing it`);
      process.exit(1);
    }
    logger.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (!first) {
      first = { signal, at: Date.now() };
      void stop(signal).catch((err: unknown) => {
        logger.error({ err: loggableError(err) }, 'shutdown failed');
        process.exit(1);
      });
      return;
    }
    if (signal === first.signal && Date.now() - first.at < REPEATED_SIGNAL_MS) return;
    logger.error({ signal, waiting_for: [...pending] }, 'second signal during shutdown: exiting at once');
    // As a shell reports a process ended by a signal: 128 + its number (143 for SIGTERM, 130 for SIGINT).
    process.exit(128 + (os.constants.signals[signal] ?? 15));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
