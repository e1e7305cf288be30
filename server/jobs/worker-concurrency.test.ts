import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { openTestDatabase } from '#test/support/test-database';
import { enqueueJob } from './queue.ts';
import { startJobWorker, type JobContext, type JobHandler, type JobWorker } from './worker.ts';

// The worker runs several jobs at once: within its limits (in all and per kind), starting a claimed batch in
// run_at order, refilling a freed slot at once, never running a job twice, and waiting for its jobs on stop.
// Concurrency is observed through handlers held on latches that the test opens, never through timing.

let database: Database;
const silent = pino({ level: 'silent' });
const NEVER_POLL = 3_600_000; // after the first claim, only finished jobs and pokes make the worker claim
const WAIT = { timeout: 15_000, interval: 10 };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

/** Due a little while ago, `secondsEarlier` more. */
const due = (secondsEarlier = 0) => new Date(Date.now() - 1_000 - secondsEarlier * 1_000);

async function enqueue(kind: string, n: number, runAt = due()): Promise<void> {
  await enqueueJob(database.db, { kind, runAt, payload: { n } });
}

async function statusOf(n: number): Promise<string | undefined> {
  const [row] = await database.db.select({ status: jobs.status }).from(jobs).where(sql`(${jobs.payload} ->> 'n')::int = ${n}`);
  return row?.status;
}

/** Handlers that record who runs and hold each job until the test releases it (by its payload's n). */
class Gate {
  readonly started: number[] = [];
  readonly finished: number[] = [];
  private readonly active = new Map<string, number>();
  private readonly peak = new Map<string, number>();
  private readonly latches = new Map<number, { open: () => void; opened: Promise<void> }>();

  handler(kind: string, opts: { fail?: boolean } = {}): JobHandler {
    return async (job: JobContext) => {
      const n = Number(job.payload.n);
      this.started.push(n);
      this.bump(kind, 1);
      this.bump('*', 1);
      try {
        await this.latch(n).opened;
        if (opts.fail) throw new Error('relay said no');
      } finally {
        this.bump(kind, -1);
        this.bump('*', -1);
        this.finished.push(n);
      }
    };
  }

  running(kind = '*'): number {
    return this.active.get(kind) ?? 0;
  }

  /** The most that ran at once. */
  most(kind = '*'): number {
    return this.peak.get(kind) ?? 0;
  }

  release(...ns: number[]): void {
    for (const n of ns) this.latch(n).open();
  }

  releaseAll(): void {
    for (const n of [...this.started, ...this.latches.keys()]) this.latch(n).open();
  }

  private bump(kind: string, by: number): void {
    const now = (this.active.get(kind) ?? 0) + by;
    this.active.set(kind, now);
    this.peak.set(kind, Math.max(this.peak.get(kind) ?? 0, now));
  }

  private latch(n: number) {
    let latch = this.latches.get(n);
    if (!latch) {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      latch = { open, opened };
      this.latches.set(n, latch);
    }
    return latch;
  }
}

/** Runs `body` with a worker, then opens every latch and stops it whatever happened. */
async function withWorker(
  gate: Gate,
  worker: JobWorker,
  body: (worker: JobWorker) => Promise<void>,
): Promise<void> {
  try {
    await body(worker);
  } finally {
    gate.releaseAll();
    await worker.stop();
  }
}

describe('job worker concurrency', () => {
  it('runs as many jobs at once as its limit allows, and never more', async () => {
    const gate = new Gate();
    for (let n = 1; n <= 10; n++) await enqueue('test.gate', n);
    const worker = startJobWorker(database.db, { 'test.gate': gate.handler('test.gate') }, { logger: silent, pollMs: NEVER_POLL, concurrency: { total: 4, perKind: {} } });
    await withWorker(gate, worker, async () => {
      await expect.poll(() => gate.running(), WAIT).toBe(4);
      // One released at a time: each freed slot is taken by the next job, and only then.
      for (let n = 1; n <= 10; n++) {
        gate.release(...gate.started.slice(0, n));
        await expect.poll(() => gate.finished.length, WAIT).toBeGreaterThanOrEqual(n);
        await expect.poll(() => gate.running(), WAIT).toBe(Math.min(4, 10 - n));
      }
      await expect.poll(() => database.db.$count(jobs, eq(jobs.status, 'done')), WAIT).toBe(10);
    });
    expect(gate.most()).toBe(4);
    expect([...gate.started].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps each kind within its own limit, and all of them within the total', async () => {
    const gate = new Gate();
    for (let n = 1; n <= 6; n++) await enqueue('test.a', n);
    for (let n = 11; n <= 16; n++) await enqueue('test.b', n);
    for (let n = 21; n <= 26; n++) await enqueue('test.c', n);
    const handlers = { 'test.a': gate.handler('test.a'), 'test.b': gate.handler('test.b'), 'test.c': gate.handler('test.c') };
    // c has no limit of its own: the total bounds it (2 + 3 + 4 = 9 slots).
    const worker = startJobWorker(database.db, handlers, { logger: silent, pollMs: NEVER_POLL, concurrency: { total: 9, perKind: { 'test.a': 2, 'test.b': 3 } } });
    await withWorker(gate, worker, async () => {
      await expect.poll(() => [gate.running('test.a'), gate.running('test.b'), gate.running('test.c')], WAIT).toEqual([2, 3, 4]);
      // Round by round: what runs is what the limits allow of what is left, and all of it once it is released.
      const left = (from: number) => 6 - gate.finished.filter((n) => n >= from && n < from + 10).length;
      while (gate.finished.length < 18) {
        await expect.poll(() => gate.running(), WAIT).toBe(Math.min(9, Math.min(2, left(1)) + Math.min(3, left(11)) + left(21)));
        const released = gate.started.length;
        gate.release(...gate.started);
        await expect.poll(() => gate.finished.length, WAIT).toBe(released);
      }
      await expect.poll(() => database.db.$count(jobs, eq(jobs.status, 'done')), WAIT).toBe(18);
    });
    expect([gate.most('test.a'), gate.most('test.b'), gate.most()]).toEqual([2, 3, 9]);
    expect(gate.most('test.c')).toBeLessThanOrEqual(4);
  });

  it('starts a claimed batch in run_at order, then by id', async () => {
    const gate = new Gate();
    // Enqueued (ids 1..5) in another order than they are due; 2 and 4 are due at the same moment.
    const base = due(100);
    const at = (s: number) => new Date(base.getTime() + s * 1000);
    await enqueue('test.gate', 1, at(40));
    await enqueue('test.gate', 2, at(10));
    await enqueue('test.gate', 3, at(20));
    await enqueue('test.gate', 4, at(10));
    await enqueue('test.gate', 5, at(0));
    const worker = startJobWorker(database.db, { 'test.gate': gate.handler('test.gate') }, { logger: silent, pollMs: NEVER_POLL, concurrency: { total: 8, perKind: {} } });
    await withWorker(gate, worker, async () => {
      await expect.poll(() => gate.running(), WAIT).toBe(5);
      expect(gate.started).toEqual([5, 2, 4, 3, 1]);
    });
  });

  it('gives a freed slot to the next due job at once, without waiting for the next poll', async () => {
    const gate = new Gate();
    await enqueue('test.gate', 1);
    await enqueue('test.gate', 2);
    const worker = startJobWorker(database.db, { 'test.gate': gate.handler('test.gate') }, { logger: silent, pollMs: NEVER_POLL, concurrency: { total: 2, perKind: {} } });
    await withWorker(gate, worker, async () => {
      await expect.poll(() => gate.running(), WAIT).toBe(2);
      // Enqueued after the claim, with no poke and no poll to come: only the slot that job 1 frees can take it.
      await enqueue('test.gate', 3);
      expect(gate.started).toEqual([1, 2]);
      gate.release(1);
      await expect.poll(() => gate.started, WAIT).toEqual([1, 2, 3]);
      expect(gate.running()).toBe(2);
    });
  });

  it('runs the other jobs while one hangs and then fails, and retries only that one', async () => {
    const gate = new Gate();
    await enqueue('test.fail', 1);
    for (let n = 2; n <= 6; n++) await enqueue('test.gate', n);
    const handlers = { 'test.fail': gate.handler('test.fail', { fail: true }), 'test.gate': gate.handler('test.gate') };
    const worker = startJobWorker(database.db, handlers, { logger: silent, pollMs: NEVER_POLL, concurrency: { total: 3, perKind: {} } });
    await withWorker(gate, worker, async () => {
      await expect.poll(() => gate.running(), WAIT).toBe(3);
      // Job 1 still holds its slot; the others go through the two slots left.
      for (let n = 2; n <= 6; n++) gate.release(n);
      await expect.poll(() => database.db.$count(jobs, eq(jobs.status, 'done')), WAIT).toBe(5);
      expect(gate.running('test.fail')).toBe(1);
      gate.release(1);
      await expect.poll(() => statusOf(1), WAIT).toBe('pending');
    });
    const [failed] = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.fail'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'relay said no', lockedBy: null });
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000); // its backoff, 30 s
  });

  it('stop() claims nothing more and waits for every running job to finish', async () => {
    const gate = new Gate();
    for (let n = 1; n <= 3; n++) await enqueue('test.gate', n);
    const worker = startJobWorker(database.db, { 'test.gate': gate.handler('test.gate') }, { logger: silent, pollMs: NEVER_POLL, concurrency: { total: 2, perKind: {} } });
    await expect.poll(() => gate.running(), WAIT).toBe(2);
    let stopped: number | undefined;
    const stopping = worker.stop().then((unfinished) => (stopped = unfinished));
    // A round trip to the database and back: the stop has had every chance to return, and has not.
    await database.db.execute(sql`select 1`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBeUndefined();
    gate.release(1);
    await expect.poll(() => gate.finished, WAIT).toEqual([1]);
    expect(stopped).toBeUndefined();
    gate.release(2);
    await stopping;
    expect(stopped).toBe(0);
    // Job 1's slot was not given to job 3: a stopping worker claims nothing.
    expect(gate.started).toEqual([1, 2]);
    const rows = await database.db.select({ status: jobs.status }).from(jobs).orderBy(jobs.id);
    expect(rows.map((r) => r.status)).toEqual(['done', 'done', 'pending']);
  });

  it('stop() with a bound answers how many jobs were still running when it ran out', async () => {
    const gate = new Gate();
    await enqueue('test.gate', 1);
    await enqueue('test.gate', 2);
    const worker = startJobWorker(database.db, { 'test.gate': gate.handler('test.gate') }, { logger: silent, pollMs: NEVER_POLL, concurrency: { total: 2, perKind: {} } });
    await expect.poll(() => gate.running(), WAIT).toBe(2);
    gate.release(1);
    await expect.poll(() => statusOf(1), WAIT).toBe('done');
    expect(await worker.stop({ timeoutMs: 50 })).toBe(1);
    expect(await statusOf(2)).toBe('running');
    gate.release(2);
    await expect.poll(() => statusOf(2), WAIT).toBe('done');
  });

  it('never runs a job twice, with two workers of several slots each on one database', async () => {
    const total = 120;
    for (let n = 1; n <= total; n++) await enqueue('test.count', n);
    const runs = new Map<number, number>();
    const active = new Set<number>();
    let overlaps = 0;
    let most = 0;
    const handler: JobHandler = async (job) => {
      const n = Number(job.payload.n);
      if (active.has(n)) overlaps++;
      active.add(n);
      most = Math.max(most, active.size);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      active.delete(n);
    };
    const options = { logger: silent, pollMs: 20, concurrency: { total: 8, perKind: {} } };
    const workers = [startJobWorker(database.db, { 'test.count': handler }, options), startJobWorker(database.db, { 'test.count': handler }, options)];
    try {
      await expect.poll(() => database.db.$count(jobs, eq(jobs.status, 'done')), { timeout: 60_000, interval: 50 }).toBe(total);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(overlaps).toBe(0);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    // Several slots were in use at once (one worker at a time could have at most two, one each).
    expect(most).toBeGreaterThan(2);
    expect(await database.db.$count(jobs, and(eq(jobs.status, 'done'), eq(jobs.attempts, 1)))).toBe(total);
  });

  it('keeps a job\'s transaction its own while other jobs run beside it (PGlite has one connection for all)', async () => {
    let inTransaction!: () => void;
    const entered = new Promise<void>((resolve) => (inTransaction = resolve));
    let rollBack!: () => void;
    const release = new Promise<void>((resolve) => (rollBack = resolve));
    let secondStarted = false;
    const handlers: Record<string, JobHandler> = {
      'test.rollback': async () => {
        await database.db.transaction(async (tx) => {
          await enqueueJob(tx, { kind: 'test.marker', runAt: due(), payload: { by: 'rolled back' } });
          inTransaction();
          await release;
          throw new Error('rolled back on purpose');
        });
      },
      // Runs while the first job's transaction is open: its write must neither join that transaction nor be lost.
      'test.commit': async () => {
        secondStarted = true;
        await enqueueJob(database.db, { kind: 'test.marker', runAt: due(), payload: { by: 'committed' } });
      },
    };
    await enqueueJob(database.db, { kind: 'test.rollback', runAt: due(10) });
    await enqueueJob(database.db, { kind: 'test.commit', runAt: due(5) });
    const worker = startJobWorker(database.db, handlers, { logger: silent, pollMs: NEVER_POLL, concurrency: { total: 4, perKind: {} } });
    try {
      await entered;
      // No statement from the test here: on PGlite it would wait for the open transaction, which waits for us.
      await expect.poll(() => secondStarted, WAIT).toBe(true);
      rollBack();
      await expect.poll(() => database.db.$count(jobs, and(eq(jobs.kind, 'test.rollback'), eq(jobs.status, 'pending'))), WAIT).toBe(1);
    } finally {
      rollBack();
      await worker.stop();
    }
    const markers = await database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'test.marker'));
    expect(markers.map((m) => m.payload)).toEqual([{ by: 'committed' }]);
    const [failed] = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.rollback'));
    expect(failed).toMatchObject({ status: 'pending', lastError: 'rolled back on purpose' });
    expect(await database.db.$count(jobs, and(eq(jobs.kind, 'test.commit'), eq(jobs.status, 'done')))).toBe(1);
  });
});
