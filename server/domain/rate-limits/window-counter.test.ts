import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#test/support/test-database';
import type { Database } from '../../db/client.ts';
import { pruneRateLimitCounters, WindowCounter } from './window-counter.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the per-minute window counter', () => {
  it('starts again when the minute ends', async () => {
    let clock = Date.parse('2026-11-25T10:00:50Z');
    const counter = new WindowCounter(database.db, { limit: 2, now: () => clock });
    expect((await counter.take('a')).allowed).toBe(true);
    expect((await counter.take('a')).allowed).toBe(true);
    const refused = await counter.take('a');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 10 });
    clock = Date.parse('2026-11-25T10:01:00Z');
    expect(await counter.take('a')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
    await counter.close();
  });

  it('still counts the requests a flush is writing: none gets through while the write is on its way', async () => {
    const clock = Date.parse('2026-11-25T10:00:05Z');
    // A long flush interval: the test flushes by hand, in the middle of a run of requests.
    const counter = new WindowCounter(database.db, { limit: 5, now: () => clock, flushMs: 60_000 });
    for (let i = 0; i < 4; i++) expect((await counter.take('mid-flush')).allowed).toBe(true);
    const flushing = counter.flush();
    const during = await Promise.all(Array.from({ length: 4 }, () => counter.take('mid-flush').then((d) => d.allowed)));
    await flushing;
    expect(during.filter(Boolean)).toHaveLength(1);
    expect((await counter.take('mid-flush')).allowed).toBe(false);
    await counter.close();
  });

  it('keeps answering when the database cannot record counts (counting never fails a request)', async () => {
    const broken = { ...database.db, execute: () => Promise.reject(new Error('database down')) } as unknown as Database['db'];
    const counter = new WindowCounter(broken, { limit: 5 });
    expect((await counter.take('b')).allowed).toBe(true);
    await counter.close();
  });

  it('is off with a limit of 0', async () => {
    const counter = new WindowCounter(database.db, { limit: 0 });
    expect(counter.enabled).toBe(false);
    await counter.close();
  });

  it('lets housekeeping remove the counts of windows long over', async () => {
    const counter = new WindowCounter(database.db, { limit: 5, now: () => Date.parse('2026-11-25T08:00:00Z') });
    await counter.take('old');
    await counter.close();
    expect(await pruneRateLimitCounters(database.db, new Date('2026-11-25T09:00:00Z'))).toBeGreaterThanOrEqual(1);
  });
});
