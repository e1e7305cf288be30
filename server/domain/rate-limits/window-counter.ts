import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

// Requests per caller per fixed window (a minute), shared by every server process on one database, without a
// database write per request: the first request of a caller in a window adds itself to the shared count and
// reads it back; later ones are counted in the process and added to the shared row every FLUSH_MS. A caller
// sending to several processes at once can so pass the limit by what they accept in one flush interval, a
// small, bounded overshoot (docs/api.md, "Rate limits"), in exchange for no write on the request path.

export interface WindowCounterOptions {
  /** Requests allowed per window; 0 or less turns the limit off. */
  limit: number;
  windowMs?: number;
  flushMs?: number;
  now?: () => number;
  logger?: Logger;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Requests left in this window after this one. */
  remaining: number;
  /** Seconds until the window ends (and the count starts again). */
  resetSeconds: number;
}

interface BucketState {
  windowStart: number;
  /** The shared count as last read from the database (it includes this process's flushed requests). */
  shared: number;
  /** Requests this process accepted and has not yet added to the shared row. */
  pending: number;
  /** Requests being added to the shared row right now: counted until the write's answer is in `shared`. */
  inFlight: number;
  /** The first request's round trip, which the requests arriving meanwhile wait for. */
  ready: Promise<void> | undefined;
}

const FLUSH_MS = 250;

/** Requests counted against the window: the shared count, those being written to it, and those not yet sent. */
function used(state: BucketState): number {
  return state.shared + state.inFlight + state.pending;
}

export class WindowCounter {
  private readonly buckets = new Map<string, BucketState>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly opts: WindowCounterOptions,
  ) {
    this.limit = opts.limit;
    this.windowMs = opts.windowMs ?? 60_000;
    this.now = opts.now ?? Date.now;
    if (this.enabled) {
      this.timer = setInterval(() => void this.flush(), opts.flushMs ?? FLUSH_MS);
      this.timer.unref();
    }
  }

  get enabled(): boolean {
    return this.limit > 0;
  }

  /** Counts one request of `bucket` and says whether it is within the limit (a refused one is not counted). */
  async take(bucket: string): Promise<RateDecision> {
    const now = this.now();
    const windowStart = Math.floor(now / this.windowMs) * this.windowMs;
    let state = this.buckets.get(bucket);
    if (!state || state.windowStart !== windowStart) {
      const fresh: BucketState = { windowStart, shared: 0, pending: 1, inFlight: 0, ready: undefined };
      fresh.ready = this.addShared(bucket, fresh).finally(() => (fresh.ready = undefined));
      this.buckets.set(bucket, fresh);
      await fresh.ready;
      return this.decide(fresh, now, fresh.shared <= this.limit);
    }
    if (state.ready) await state.ready;
    state = this.buckets.get(bucket) ?? state;
    const allowed = used(state) < this.limit;
    if (allowed) state.pending++;
    return this.decide(state, now, allowed);
  }

  private decide(state: BucketState, now: number, allowed: boolean): RateDecision {
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(0, this.limit - used(state)),
      resetSeconds: Math.max(1, Math.ceil((state.windowStart + this.windowMs - now) / 1000)),
    };
  }

  /** Adds the state's pending requests to the shared row and reads the total back. */
  private async addShared(bucket: string, state: BucketState): Promise<void> {
    const delta = state.pending;
    if (delta === 0) return;
    state.pending -= delta;
    state.inFlight += delta;
    try {
      const [row] = await queryRows<{ hits: number }>(
        this.db,
        sql`insert into rate_limit_counters (bucket, window_start, hits)
            values (${bucket}, ${new Date(state.windowStart).toISOString()}::timestamptz, ${delta})
            on conflict (bucket, window_start) do update set hits = rate_limit_counters.hits + excluded.hits
            returning hits`,
      );
      state.shared = Math.max(state.shared, Number(row?.hits ?? 0));
    } catch (err) {
      // Counting must never fail a request: keep the count here and try again at the next flush.
      state.pending += delta;
      this.opts.logger?.warn({ err, bucket }, 'could not record rate-limit counts');
    } finally {
      state.inFlight -= delta;
    }
  }

  /** Adds every bucket's pending requests to the database; forgets windows that have ended. */
  flush(): Promise<void> {
    this.flushing ??= (async () => {
      const current = Math.floor(this.now() / this.windowMs) * this.windowMs;
      for (const [bucket, state] of this.buckets) {
        if (state.windowStart < current && state.pending === 0) {
          this.buckets.delete(bucket);
          continue;
        }
        if (state.pending > 0 && !state.ready) await this.addShared(bucket, state);
      }
    })().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}

/** Removes the counts of windows that ended before `before` (housekeeping). */
export async function pruneRateLimitCounters(db: Db, before: Date): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from rate_limit_counters where window_start < ${before.toISOString()}::timestamptz returning 1)
        select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
