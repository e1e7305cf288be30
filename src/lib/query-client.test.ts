import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

const COUNTS = ['conversations', 'counts'] as const;
const OTHER = ['channels', 'list'] as const;

/** A client with the counts and another query loaded, each with an observer (as a mounted component has). */
async function setUp() {
  const queryClient = createQueryClient({ refreshAfterMutations: [COUNTS] });
  const fetches = { counts: 0, other: 0 };
  const counts = new QueryObserver(queryClient, { queryKey: COUNTS, queryFn: () => ++fetches.counts, staleTime: Infinity });
  const other = new QueryObserver(queryClient, { queryKey: OTHER, queryFn: () => ++fetches.other, staleTime: Infinity });
  const stop = [counts.subscribe(() => {}), other.subscribe(() => {})];
  await Promise.all([counts.refetch(), other.refetch()]);
  fetches.counts = 0;
  fetches.other = 0;
  return { queryClient, fetches, stop: () => stop.forEach((s) => s()) };
}

async function settled(fn: () => Promise<unknown>) {
  await fn().catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('createQueryClient', () => {
  it('refreshes the given queries after every mutation, succeeded or failed, and only those', async () => {
    const { queryClient, fetches, stop } = await setUp();
    const mutations = queryClient.getMutationCache();

    await settled(() => mutations.build(queryClient, { mutationFn: async () => 'ok' }).execute(undefined));
    expect(fetches).toEqual({ counts: 1, other: 0 });

    await settled(() => mutations.build(queryClient, { mutationFn: () => Promise.reject(new Error('refused')) }).execute(undefined));
    expect(fetches).toEqual({ counts: 2, other: 0 });
    stop();
  });

  it('leaves them alone for a mutation that opts out (signing out)', async () => {
    const { queryClient, fetches, stop } = await setUp();
    await settled(() =>
      queryClient.getMutationCache().build(queryClient, { mutationFn: async () => 'ok', meta: { skipRefresh: true } }).execute(undefined),
    );
    expect(fetches).toEqual({ counts: 0, other: 0 });
    stop();
  });
});
