import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { openTestDatabase } from '#test/support/test-database';
import { cancelJob, enqueueJob } from './queue.ts';
import { retryDelayMs, runDueJobs, type JobContext } from './worker.ts';

let database: Database;
const t0 = new Date('2026-11-21T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

async function jobRows() {
  return database.db.select().from(jobs).orderBy(jobs.id);
}

describe('job queue', () => {
  it('runs a job only once it is due, then marks it done', async () => {
    const seen: JobContext[] = [];
    await enqueueJob(database.db, { kind: 'test.echo', payload: { n: 1 }, runAt: at(60), organizationId: null });
    const handlers = { 'test.echo': async (job: JobContext) => void seen.push(job) };
    expect(await runDueJobs(database.db, handlers, { now: at(59), workerId: 'w1' })).toBe(0);
    expect(await runDueJobs(database.db, handlers, { now: at(60), workerId: 'w1' })).toBe(1);
    expect(seen.map((j) => j.payload)).toEqual([{ n: 1 }]);
    const [row] = await jobRows();
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect(await runDueJobs(database.db, handlers, { now: at(120), workerId: 'w1' })).toBe(0);
  });

  it('leaves jobs of kinds it has no handler for in the queue', async () => {
    await enqueueJob(database.db, { kind: 'other.kind', runAt: at(0) });
    expect(await runDueJobs(database.db, { 'test.echo': async () => {} }, { now: at(10), workerId: 'w1' })).toBe(0);
    expect((await jobRows())[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('retries a failing job with growing delays, then marks it failed with the reason', async () => {
    await enqueueJob(database.db, { kind: 'test.fail', runAt: at(0), maxAttempts: 3 });
    const handlers = { 'test.fail': async () => { throw new Error('relay said no'); } };
    let now = at(0);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await runDueJobs(database.db, handlers, { now, workerId: 'w1' })).toBe(1);
      const [row] = await jobRows();
      expect(row!.attempts).toBe(attempt);
      expect(row!.lastError).toBe('relay said no');
      if (attempt < 3) {
        expect(row!.status).toBe('pending');
        expect(row!.runAt.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
        // not due before its backoff has passed
        expect(await runDueJobs(database.db, handlers, { now: new Date(row!.runAt.getTime() - 1), workerId: 'w1' })).toBe(0);
        now = row!.runAt;
      } else {
        expect(row!.status).toBe('failed');
      }
    }
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
    expect(retryDelayMs(50)).toBe(3_600_000);
  });

  it('moves a job to a later time when its handler says it is not due yet', async () => {
    await enqueueJob(database.db, { kind: 'test.later', runAt: at(0) });
    const handlers = { 'test.later': async () => ({ retryAt: at(300) }) };
    await runDueJobs(database.db, handlers, { now: at(0), workerId: 'w1' });
    const [row] = await jobRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.runAt.toISOString()).toBe(at(300).toISOString());
  });

  it('keeps one unfinished job per dedupe key, moving it to the latest time', async () => {
    await enqueueJob(database.db, { kind: 'test.echo', runAt: at(100), dedupeKey: 'wake:1', payload: { v: 1 } });
    await enqueueJob(database.db, { kind: 'test.echo', runAt: at(500), dedupeKey: 'wake:1', payload: { v: 2 } });
    const rows = await jobRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.runAt.toISOString()).toBe(at(500).toISOString());
    expect(rows[0]!.payload).toEqual({ v: 2 });
    // once done, the same key can be queued again
    await runDueJobs(database.db, { 'test.echo': async () => {} }, { now: at(500), workerId: 'w1' });
    await enqueueJob(database.db, { kind: 'test.echo', runAt: at(900), dedupeKey: 'wake:1' });
    expect((await jobRows()).map((r) => r.status)).toEqual(['done', 'pending']);
  });

  it('cancels a pending job by its key, and it never runs', async () => {
    await enqueueJob(database.db, { kind: 'test.echo', runAt: at(10), dedupeKey: 'send:9' });
    expect(await cancelJob(database.db, 'send:9')).toBe(true);
    expect(await cancelJob(database.db, 'send:9')).toBe(false);
    let ran = 0;
    await runDueJobs(database.db, { 'test.echo': async () => void ran++ }, { now: at(60), workerId: 'w1' });
    expect(ran).toBe(0);
    expect((await jobRows())[0]!.status).toBe('cancelled');
  });

  it('gives a job whose worker died to another worker once the lease has run out', async () => {
    await enqueueJob(database.db, { kind: 'test.echo', runAt: at(0) });
    const [row] = await jobRows();
    // A worker claimed it and vanished: running, lease until t0 + 5 min.
    await database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead', lockedUntil: at(300), attempts: 1 })
      .where(eq(jobs.id, row!.id));
    let ran = 0;
    const handlers = { 'test.echo': async () => void ran++ };
    expect(await runDueJobs(database.db, handlers, { now: at(299), workerId: 'w2' })).toBe(0);
    expect(await runDueJobs(database.db, handlers, { now: at(301), workerId: 'w2' })).toBe(1);
    expect(ran).toBe(1);
    expect((await jobRows())[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives a dead worker\'s job that was moved to a later time while it ran to another worker at that time, not when the lease ends', async () => {
    await enqueueJob(database.db, { kind: 'test.wake', runAt: at(0), dedupeKey: 'wake:9' });
    const [row] = await jobRows();
    // Claimed by a worker that vanished; meanwhile the conversation was snoozed for an hour again.
    await database.db.update(jobs).set({ status: 'running', lockedBy: 'dead', lockedUntil: at(60), attempts: 1 }).where(eq(jobs.id, row!.id));
    await enqueueJob(database.db, { kind: 'test.wake', runAt: at(3600), dedupeKey: 'wake:9' });
    let ran = 0;
    const handlers = { 'test.wake': async () => void ran++ };
    expect(await runDueJobs(database.db, handlers, { now: at(61), workerId: 'w2' })).toBe(0);
    expect(await runDueJobs(database.db, handlers, { now: at(3599), workerId: 'w2' })).toBe(0);
    expect(await runDueJobs(database.db, handlers, { now: at(3600), workerId: 'w2' })).toBe(1);
    expect(ran).toBe(1);
    expect((await jobRows())[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('never gives one job to two workers polling at the same time', async () => {
    for (let i = 0; i < 60; i++) await enqueueJob(database.db, { kind: 'test.count', runAt: at(0), payload: { i } });
    const ran: number[] = [];
    const handlers = {
      'test.count': async (job: JobContext) => {
        ran.push(Number(job.payload.i));
        await new Promise((r) => setTimeout(r, 1));
      },
    };
    const workers = ['a', 'b', 'c'].map(async (workerId) => {
      while ((await runDueJobs(database.db, handlers, { now: at(1), workerId, limit: 5 })) > 0);
    });
    await Promise.all(workers);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });

  it('puts a job back to pending when it was moved to a later time while it ran (a snooze right after a wake-up)', async () => {
    await enqueueJob(database.db, { kind: 'test.wake', runAt: at(0), dedupeKey: 'wake:7' });
    const handlers = {
      'test.wake': async () => {
        // Another request snoozes the conversation again while this job runs.
        await enqueueJob(database.db, { kind: 'test.wake', runAt: at(3600), dedupeKey: 'wake:7' });
      },
    };
    await runDueJobs(database.db, handlers, { now: at(0), workerId: 'w1' });
    const rows = await jobRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(rows[0]!.runAt.toISOString()).toBe(at(3600).toISOString());
    let ran = 0;
    await runDueJobs(database.db, { 'test.wake': async () => void ran++ }, { now: at(3600), workerId: 'w1' });
    expect(ran).toBe(1);
    expect((await jobRows())[0]!.status).toBe('done');
  });

  it('keeps a long-running job from being taken over by another worker, so it runs once', async () => {
    await enqueueJob(database.db, { kind: 'test.slow', runAt: at(0) });
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const slow = { 'test.slow': async () => { runs++; await blocked; } };
    const first = runDueJobs(database.db, slow, { now: at(0), workerId: 'w1' });
    await expect.poll(() => runs).toBe(1);
    // Past the lease counted from the claim: the job's lease was renewed when it started, and it is still held.
    expect(await runDueJobs(database.db, slow, { now: at(6 * 60), workerId: 'w2' })).toBe(0);
    release();
    await first;
    expect(runs).toBe(1);
    expect((await jobRows())[0]!.status).toBe('done');
  });
});
