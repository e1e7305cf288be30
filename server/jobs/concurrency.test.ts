import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEFAULT_JOB_CONCURRENCY } from './concurrency.ts';

describe('JOB_CONCURRENCY and JOB_CONCURRENCY_BY_KIND', () => {
  it('default to 16 jobs at once, 8 sends and 8 webhook deliveries, one AI source and one bulk change', () => {
    const { jobConcurrency } = loadConfig({});
    expect(jobConcurrency).toEqual(DEFAULT_JOB_CONCURRENCY);
    expect(jobConcurrency.total).toBe(16);
    expect(jobConcurrency.perKind).toMatchObject({ 'message.send': 8, 'webhooks.deliver': 8, 'rag.source': 1, 'conversations.bulk': 1 });
  });

  it('override the total and the kinds named, keeping the defaults of the others', () => {
    const { jobConcurrency } = loadConfig({ JOB_CONCURRENCY: '32', JOB_CONCURRENCY_BY_KIND: ' message.send=24 , rag.source=2' });
    expect(jobConcurrency.total).toBe(32);
    expect(jobConcurrency.perKind).toEqual({ ...DEFAULT_JOB_CONCURRENCY.perKind, 'message.send': 24, 'rag.source': 2 });
  });

  it('refuse a kind the server does not have, a pair without a number, and limits out of range, naming them', () => {
    expect(() => loadConfig({ JOB_CONCURRENCY_BY_KIND: 'message.sends=4' })).toThrow(/JOB_CONCURRENCY_BY_KIND: unknown job kind "message.sends"; the kinds are .*message\.send/);
    expect(() => loadConfig({ JOB_CONCURRENCY_BY_KIND: 'message.send' })).toThrow(/"message.send" is not kind=number/);
    expect(() => loadConfig({ JOB_CONCURRENCY_BY_KIND: 'message.send=0' })).toThrow(/message.send: the limit must be 1 to 1000, not 0/);
    expect(() => loadConfig({ JOB_CONCURRENCY: '0' })).toThrow(/JOB_CONCURRENCY/);
    expect(() => loadConfig({ JOB_CONCURRENCY: 'many' })).toThrow(/JOB_CONCURRENCY/);
  });
});
