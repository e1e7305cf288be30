import { BULK_UNDO_JOB } from '../domain/conversations/bulk-undo.ts';
import { BULK_JOB } from '../domain/conversations/bulk-operations.ts';
import { SEND_JOB } from '../domain/conversations/outbound-message.ts';
import { ACTIONS_JOB } from '../domain/conversations/post-send-actions.ts';
import { WAKE_JOB } from '../domain/conversations/wake-up.ts';
import { HOUSEKEEPING_JOB } from '../domain/housekeeping.ts';
import { RAG_SOURCE_JOB } from '../domain/rag/source-job.ts';
import { SENT_JOB } from '../mail/outbound/record-sent.ts';
import { DELIVER_JOB, DISPATCH_JOB } from '../domain/webhooks/dispatch.ts';
import { SLA_BREACH_JOB } from '../domain/sla/refresh-sla.ts';
import { SLA_REAPPLY_JOB } from '../domain/sla/reapply.ts';
import { RULES_JOB } from '../domain/rules/run-rules.ts';

/** How many jobs one process runs at once: all kinds together, and of each kind. */
export interface JobConcurrency {
  total: number;
  /** A kind not named here is bounded by `total` only. */
  perKind: Record<string, number>;
}

/**
 * Network-bound kinds (a relay's or a receiver's round trips) gain from running side by side; CPU-bound and
 * long-transaction kinds do not: the process has one thread for them and for its requests, and the database's
 * row locks would make two bulk changes over the same conversations wait for each other anyway.
 */
export const DEFAULT_JOB_CONCURRENCY: JobConcurrency = {
  total: 16,
  perKind: {
    [SEND_JOB]: 8,
    [DELIVER_JOB]: 8,
    [WAKE_JOB]: 4,
    [ACTIONS_JOB]: 4,
    [SENT_JOB]: 4,
    [DISPATCH_JOB]: 2,
    // Chunking and indexing a source is CPU work on the server's one thread: a second one would only halve both.
    [RAG_SOURCE_JOB]: 1,
    [BULK_JOB]: 1,
    [BULK_UNDO_JOB]: 1,
    [HOUSEKEEPING_JOB]: 1,
    [SLA_BREACH_JOB]: 4,
    // Batches of 500 conversations under the organization's lock: one at a time.
    [SLA_REAPPLY_JOB]: 1,
    // Short transactions; a round-robin turn or a rule's count is a row lock they share, so a few at once suffice.
    [RULES_JOB]: 4,
  },
};

/** Per process; a bound on mistakes (each running job holds memory, and sometimes a connection). */
export const JOB_CONCURRENCY_MAX = 1000;

/**
 * JOB_CONCURRENCY_BY_KIND: `kind=n` pairs separated by commas (`message.send=16,rag.source=2`), over the defaults.
 * Only the kinds the server has: a misspelt kind would otherwise be silently ignored.
 */
export function parseKindLimits(raw: string): { ok: true; perKind: Record<string, number> } | { ok: false; error: string } {
  const known = Object.keys(DEFAULT_JOB_CONCURRENCY.perKind);
  const perKind: Record<string, number> = {};
  for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([a-z.-]+)\s*=\s*(\d+)$/.exec(part);
    if (!match) return { ok: false, error: `"${part}" is not kind=number (e.g. message.send=8)` };
    const [, kind, count] = match as unknown as [string, string, string];
    if (!known.includes(kind)) return { ok: false, error: `unknown job kind "${kind}"; the kinds are ${known.join(', ')}` };
    const n = Number(count);
    if (n < 1 || n > JOB_CONCURRENCY_MAX) return { ok: false, error: `${kind}: the limit must be 1 to ${JOB_CONCURRENCY_MAX}, not ${count}` };
    perKind[kind] = n;
  }
  return { ok: true, perKind };
}
