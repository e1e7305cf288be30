import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { openTestDatabase } from '#test/support/test-database';
import { DEFAULT_JOB_CONCURRENCY } from './concurrency.ts';
import { enqueueJob } from './queue.ts';
import { LEASE_MS, releaseOrphanedJobs, runDueJobs, startJobWorker, type JobContext } from './worker.ts';

// Jobs of a process that was killed (found by the kill/restart suite of npm run test:faults): they must run
// again soon after a restart, and a worker must never run a job of its batch that another worker took over.

let database: Database;
const t0 = new Date('2026-11-21T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

/** A job claimed by a worker that then died, its lease an hour ahead. */
async function leftRunning(kind: string): Promise<number> {
  await enqueueJob(database.db, { kind, runAt: at(0) });
  const [row] = await database.db.select().from(jobs);
  await database.db.update(jobs).set({ status: 'running', lockedBy: 'killed-process', lockedUntil: at(3600), attempts: 1 }).where(eq(jobs.id, row!.id));
  return row!.id;
}

describe('jobs of a killed process', () => {
  it('puts jobs left running back in the queue, to run at once, when the database is exclusively ours', async () => {
    const id = await leftRunning('test.echo');
    let ran = 0;
    const handlers = { 'test.echo': async () => void ran++ };
    expect(await runDueJobs(database.db, handlers, { now: at(60), workerId: 'w2' })).toBe(0);
    expect(await releaseOrphanedJobs(database.db)).toBe(1);
    expect(await runDueJobs(database.db, handlers, { now: at(60), workerId: 'w2' })).toBe(1);
    expect(ran).toBe(1);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', lockedBy: null });
  });

  it('releases them before its first poll when started as the only process (the embedded database)', async () => {
    await leftRunning('test.echo');
    let ran = 0;
    const worker = startJobWorker(database.db, { 'test.echo': async () => void ran++ }, { logger: silent, now: () => at(60), exclusive: true, concurrency: DEFAULT_JOB_CONCURRENCY });
    try {
      await expect.poll(() => ran, { timeout: 10_000 }).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('leaves a running job alone at start on a shared database, until its lease has run out', async () => {
    await leftRunning('test.echo');
    let ran = 0;
    const worker = startJobWorker(database.db, { 'test.echo': async () => void ran++ }, { logger: silent, now: () => at(60), pollMs: 50, concurrency: DEFAULT_JOB_CONCURRENCY });
    // Several polls happen meanwhile; none may take a job whose lease still runs.
    await new Promise((r) => setTimeout(r, 500));
    await worker.stop();
    expect(ran).toBe(0);
    expect((await database.db.select().from(jobs))[0]).toMatchObject({ status: 'running', lockedBy: 'killed-process' });
  });

  it('gives the job of a worker that stopped renewing its lease to another worker a minute later, not five', async () => {
    await enqueueJob(database.db, { kind: 'test.hang', runAt: at(0) });
    let runs = 0;
    let release!: () => void;
    const hang = new Promise<void>((resolve) => (release = resolve));
    const handlers = { 'test.hang': async () => void (++runs === 1 && (await hang)) };
    // w1 starts it and then never renews again (as a killed process): its lease runs from that start.
    const first = runDueJobs(database.db, handlers, { now: at(0), workerId: 'w1' });
    await expect.poll(() => runs).toBe(1);
    const started = Date.now();
    expect(await runDueJobs(database.db, handlers, { now: new Date(started + 30_000), workerId: 'w2' })).toBe(0);
    expect(await runDueJobs(database.db, handlers, { now: new Date(started + 61_000), workerId: 'w2' })).toBe(1);
    expect(runs).toBe(2);
    release();
    await first;
    expect((await database.db.select().from(jobs))[0]).toMatchObject({ status: 'done', lockedBy: null });
  });

  it('skips a job of its batch that another worker took over after the batch lease ran out, so it runs once', async () => {
    await enqueueJob(database.db, { kind: 'test.slow', runAt: at(0), payload: { n: 1 } });
    await enqueueJob(database.db, { kind: 'test.slow', runAt: at(0), payload: { n: 2 } });
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const runs: number[] = [];
    const handlers = {
      'test.slow': async (job: JobContext) => {
        runs.push(Number(job.payload.n));
        if (runs.length === 1) await blocked;
      },
    };
    // w1 claims both and is stuck in the first it runs for longer than the lease of the batch.
    const first = runDueJobs(database.db, handlers, { now: at(0), workerId: 'w1' });
    await expect.poll(() => runs.length).toBe(1);
    // w2 takes the other, whose lease (from the claim) has run out; the first's was renewed when it started.
    expect(await runDueJobs(database.db, handlers, { now: new Date(at(0).getTime() + LEASE_MS + 1_000), workerId: 'w2' })).toBe(1);
    expect(runs.sort()).toEqual([1, 2]);
    release();
    await first;
    expect(runs.sort()).toEqual([1, 2]);
    expect((await database.db.select().from(jobs)).map((j) => j.status)).toEqual(['done', 'done']);
  });
});
