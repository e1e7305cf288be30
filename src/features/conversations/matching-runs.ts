import type { QueryClient } from '@tanstack/react-query';
import type { Agent } from '#contract/agents';
import type { BulkOperation } from '#contract/conversations';
import { agentKeys } from '../agents/api/get-agents';
import { waitForBulkOperation } from './api/get-bulk-operation';
import { changeOfOperation, type BulkChange } from './bulk-change';

/** A change over every conversation a search matches, running on the server: what it does, and how it started. */
export interface MatchingRun {
  operation: BulkOperation;
  change: BulkChange;
}

export interface MatchingRunOutcome {
  /** It ended (done): the operation as it ended, which Undo needs. */
  finished: (run: MatchingRun, done: BulkOperation) => void;
  /** Its progress could no longer be read. */
  lost: (run: MatchingRun, error: unknown) => void;
}

const NONE: readonly MatchingRun[] = [];

/**
 * The signed-in agent's changes over a whole search, followed in this tab whichever of the agent's tabs started
 * them: the one that did (its answer), every other (the change feed's `bulk.progress`, which sets each
 * operation's query). Each is listed while it runs (the inbox shows its progress) and its end told once.
 */
export class MatchingRuns {
  private runs: readonly MatchingRun[] = NONE;
  private followed = new Set<number>();
  private listeners = new Set<() => void>();
  private outcomes = new Set<MatchingRunOutcome>();

  constructor(private readonly queryClient: QueryClient) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Who is told how each run ended (the app shell's toasts); returns the stop. */
  onEnd(outcome: MatchingRunOutcome): () => void {
    this.outcomes.add(outcome);
    return () => this.outcomes.delete(outcome);
  }

  /** The runs going on now, oldest first (the same list until one starts or ends). */
  get = (): readonly MatchingRun[] => this.runs;

  /**
   * Follows a change over a search until it ends: started here (`change` as the agent chose it), or seen in the
   * feed (its change read from the operation). Anything else (a list of ids, an undo, one already followed or
   * ended) is left alone.
   */
  follow(operation: BulkOperation, change?: BulkChange): void {
    if (operation.search === null || operation.status !== 'running' || this.followed.has(operation.id)) return;
    const agents = this.queryClient.getQueryData<Agent[]>(agentKeys.list());
    const what = change ?? changeOfOperation(operation.change, (id) => agents?.find((a) => a.id === id));
    if (!what) return;
    this.followed.add(operation.id);
    const run: MatchingRun = { operation, change: what };
    this.set([...this.runs, run]);
    waitForBulkOperation(this.queryClient, operation).then(
      (done) => {
        this.set(this.runs.filter((r) => r !== run));
        for (const outcome of this.outcomes) outcome.finished(run, done);
      },
      (error: unknown) => {
        this.set(this.runs.filter((r) => r !== run));
        for (const outcome of this.outcomes) outcome.lost(run, error);
      },
    );
  }

  private set(runs: readonly MatchingRun[]): void {
    this.runs = runs.length ? runs : NONE;
    for (const listener of this.listeners) listener();
  }
}
