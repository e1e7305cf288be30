import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Agent } from '#contract/agents';
import type { BulkOperation } from '#contract/conversations';
import type { ChangeEvent } from '#contract/events';
import { applyChanges, type ChangeContext } from '../live/apply-changes';
import { agentKeys } from '../agents/api/get-agents';
import { bulkOperationKeys } from './api/bulk-operation-keys';
import { MatchingRuns } from './matching-runs';

// Bulk progress in every tab of the agent: a change over a whole search started in one tab is followed in the
// others from the change feed's bulk.progress events (progress while it runs, its end told once, with Undo).

const ME = 7;

const operation = (extra: Partial<BulkOperation> = {}): BulkOperation => ({
  id: 31,
  status: 'running',
  search: 'tag:late',
  change: { status: 'CLOSED' },
  delete: false,
  total: 1200,
  processed: 0,
  changed: 0,
  created: '2026-05-01T10:00:00.000Z',
  finished_at: null,
  undone_at: null,
  undo_until: null,
  ...extra,
});

const progress = (id: number, op: BulkOperation, agentId: number | null = ME): ChangeEvent => ({
  id,
  type: 'bulk.progress',
  created: '2026-05-01T10:00:00.000Z',
  actor: { type: agentId === null ? 'api_key' : 'agent', agent_id: agentId, api_key_id: agentId === null ? 3 : null },
  conversation_id: null,
  operation: op,
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const ended: string[] = [];
  const runs = new MatchingRuns(queryClient);
  runs.onEnd({
    finished: (run, done) => ended.push(`finished ${run.operation.id} ${run.change.kind} ${done.status} ${done.undo_until ?? 'no undo'}`),
    lost: (run) => ended.push(`lost ${run.operation.id}`),
  });
  // As the live provider does: the agent's own operations are followed.
  const context: ChangeContext = {
    meEmail: 'me@example.com',
    onDeletedOnScreen: () => {},
    onBulkProgress: (op, event) => {
      if (event.actor.agent_id === ME) runs.follow(op);
    },
  };
  const feed = (...events: ChangeEvent[]) => applyChanges(queryClient, events, context);
  return { queryClient, runs, ended, feed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('changes over a search, followed in every tab', () => {
  it('shows a run started in another tab from its first bulk.progress, with its progress, and tells its end once', async () => {
    const { queryClient, runs, ended, feed } = setup();
    feed(progress(1, operation()));
    expect(runs.get()).toEqual([{ operation: operation(), change: { kind: 'status', status: 'CLOSED' } }]);
    feed(progress(2, operation({ processed: 500, changed: 480 })));
    expect(runs.get()).toHaveLength(1);
    expect(queryClient.getQueryData<BulkOperation>(bulkOperationKeys.detail(31))?.processed).toBe(500);
    await settle();
    expect(ended).toEqual([]);

    const done = operation({ status: 'done', processed: 1200, changed: 1150, undo_until: '2026-05-01T11:00:00.000Z' });
    feed(progress(3, done));
    await settle();
    expect(runs.get()).toEqual([]);
    expect(ended).toEqual(['finished 31 status done 2026-05-01T11:00:00.000Z']);
    // Its undo, later, starts nothing new.
    feed(progress(4, { ...done, status: 'undoing' }), progress(5, { ...done, status: 'undone' }));
    await settle();
    expect(runs.get()).toEqual([]);
    expect(ended).toHaveLength(1);
  });

  it('follows a run once when the tab that started it also hears of it in the feed, in either order', async () => {
    const { runs, ended, feed } = setup();
    runs.follow(operation(), { kind: 'status', status: 'CLOSED' });
    feed(progress(1, operation()), progress(2, operation({ id: 32, search: 'tag:early' })));
    runs.follow(operation({ id: 32, search: 'tag:early' }), { kind: 'status', status: 'CLOSED' });
    expect(runs.get().map((r) => r.operation.id)).toEqual([31, 32]);
    feed(progress(3, operation({ status: 'done', processed: 1200 })), progress(4, operation({ id: 32, search: 'tag:early', status: 'done' })));
    await settle();
    expect(ended).toEqual(['finished 31 status done no undo', 'finished 32 status done no undo']);
  });

  it('leaves alone a teammate’s or an integration’s run, a change of listed conversations, and an undo', async () => {
    const { runs, feed } = setup();
    feed(
      progress(1, operation({ id: 40 }), 8),
      progress(2, operation({ id: 41 }), null),
      progress(3, operation({ id: 42, search: null })),
      progress(4, operation({ id: 43, status: 'undoing' })),
    );
    await settle();
    expect(runs.get()).toEqual([]);
  });

  it('says who an assignment from another tab assigns to, with the address from the team list when loaded', () => {
    const { queryClient, runs, feed } = setup();
    const dana: Agent = { id: 5, name: 'Dana Ito', email: 'dana@example.com', created: '2026-01-01T00:00:00.000Z' };
    queryClient.setQueryData<Agent[]>(agentKeys.list(), [dana]);
    feed(progress(1, operation({ id: 50, change: { agent: { id: 5, name: 'Dana Ito' } } })), progress(2, operation({ id: 51, change: { tag: 'late' } })));
    expect(runs.get().map((r) => r.change)).toEqual([
      { kind: 'assign', agent: { id: 5, name: 'Dana Ito', email: 'dana@example.com' } },
      { kind: 'tag', tag: 'late' },
    ]);
  });
});
