import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { openTestDatabase } from '#test/support/test-database';
import { JobGate } from './job-gate.ts';
import { enqueueJob } from './queue.ts';
import { runDueJobs, type JobContext } from './worker.ts';

let database: Database;
const now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the job gate (shutdown)', () => {
  it('once closed, puts the rest of a claimed batch back in the queue, due at once and unattempted, instead of running it', async () => {
    for (let n = 1; n <= 4; n++) await enqueueJob(database.db, { kind: 'test.slow', payload: { n }, runAt: now });
    const gate = new JobGate();
    const ran: number[] = [];
    const seenRunning: string[][] = [];
    const handlers = gate.wrap({
      'test.slow': async (job: JobContext) => {
        ran.push(Number(job.payload.n));
        seenRunning.push(gate.runningJobs().map((j) => `${j.kind} ${j.id}`));
        // The shutdown begins while the batch's first job runs.
        gate.close();
      },
    });
    expect(await runDueJobs(database.db, handlers, { now, workerId: 'w1' })).toBe(4);
    expect(ran).toEqual([1]);
    expect(seenRunning).toEqual([[expect.stringMatching(/^test\.slow \d+$/)]]);
    expect(gate.runningJobs()).toEqual([]);
    const rows = await database.db.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((r) => [r.status, r.attempts, r.lockedBy])).toEqual([
      ['done', 1, null],
      ['pending', 0, null],
      ['pending', 0, null],
      ['pending', 0, null],
    ]);
    // The next worker (the next start, or another process) runs them.
    const later: number[] = [];
    const next = { 'test.slow': async (job: JobContext) => void later.push(Number(job.payload.n)) };
    expect(await runDueJobs(database.db, next, { now, workerId: 'w2' })).toBe(3);
    expect(later).toEqual([2, 3, 4]);
  });
});
