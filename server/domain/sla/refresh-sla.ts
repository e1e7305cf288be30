import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';
import { cancelJob, enqueueJob } from '../../jobs/queue.ts';
import { nextBreachCheck, slaStateOf, soonestDue, type SlaFacts, type SlaState } from './sla-state.ts';
import { slaSettings } from './sla-settings.ts';

// The one way a conversation's SLA columns change: every write that changes a fact they depend on (a message,
// a reply sent, a status, tags, a policy, the hours) calls refreshSla in its transaction, after its own update and
// before its change-feed event (which then carries the new state). The breach check is a job at the due time.

export const SLA_BREACH_JOB = 'sla.breach';
const breachJobKey = (conversationId: number) => `sla:${conversationId}`;

const factColumns = {
  id: conversations.id,
  status: conversations.status,
  channelId: conversations.channelId,
  tags: conversations.tags,
  waitingSince: conversations.waitingSince,
  firstReplyAt: conversations.firstReplyAt,
  snoozeUntil: conversations.snoozeUntil,
  cycleStartedAt: conversations.slaCycleStartedAt,
  pauses: conversations.slaPauses,
  breaches: conversations.slaBreaches,
  policyId: conversations.slaPolicyId,
  firstDue: conversations.slaFirstResponseDueAt,
  nextDue: conversations.slaNextResponseDueAt,
  resolutionDue: conversations.slaResolutionDueAt,
};

type FactRow = SlaFacts & { id: number; policyId: number | null; firstDue: Date | null; nextDue: Date | null; resolutionDue: Date | null };

const stored = (row: FactRow): Pick<SlaState, 'policyId' | 'cycleStartedAt' | 'pauses' | 'due' | 'breaches'> => ({
  policyId: row.policyId,
  cycleStartedAt: row.cycleStartedAt,
  pauses: row.pauses,
  due: { first_response: row.firstDue, next_response: row.nextDue, resolution: row.resolutionDue },
  breaches: row.breaches,
});

const time = (d: Date | null) => d?.toISOString() ?? null;
const sameState = (a: ReturnType<typeof stored>, b: ReturnType<typeof stored>) =>
  JSON.stringify([a.policyId, time(a.cycleStartedAt), a.pauses, Object.values(a.due).map(time), a.breaches]) ===
  JSON.stringify([b.policyId, time(b.cycleStartedAt), b.pauses, Object.values(b.due).map(time), b.breaches]);

/**
 * Derives and stores the SLA state of these conversations as of `now`, and moves each one's breach job to its next
 * unmet due time. Answers the new states by conversation id.
 */
export async function refreshSla(
  tx: Db,
  organizationId: number,
  ids: number[],
  now: Date,
): Promise<Map<number, SlaState>> {
  const states = new Map<number, SlaState>();
  if (ids.length === 0) return states;
  const rows = (await tx
    .select(factColumns)
    .from(conversations)
    .where(and(eq(conversations.organizationId, organizationId), inArray(conversations.id, ids)))) as FactRow[];
  const { policies, calendars } = await slaSettings(tx, organizationId);
  const changed: { id: number; state: SlaState }[] = [];
  for (const row of rows) {
    const state = slaStateOf(row, policies, calendars, now);
    states.set(row.id, state);
    if (sameState(stored(row), state)) continue;
    changed.push({ id: row.id, state });
    const before = nextBreachCheck(stored(row));
    const after = nextBreachCheck(state);
    if (time(before) === time(after)) continue;
    if (after) await scheduleBreachCheck(tx, organizationId, row.id, after);
    else await cancelJob(tx, breachJobKey(row.id));
  }
  await writeStates(tx, organizationId, changed);
  return states;
}

/** Every changed state in one statement, from one JSON parameter. */
export async function writeStates(tx: Db, organizationId: number, changed: { id: number; state: SlaState }[]): Promise<void> {
  if (changed.length === 0) return;
  const rows = changed.map(({ id, state }) => ({
    id,
    policy_id: state.policyId,
    cycle: time(state.cycleStartedAt),
    pauses: state.pauses,
    first_due: time(state.due.first_response),
    next_due: time(state.due.next_response),
    resolution_due: time(state.due.resolution),
    breaches: state.breaches,
    due_key: time(soonestDue(state)) ?? 'infinity',
  }));
  await tx.execute(sql`
    update ${conversations} set
      sla_policy_id = x.policy_id, sla_cycle_started_at = x.cycle, sla_pauses = x.pauses,
      sla_first_response_due_at = x.first_due, sla_next_response_due_at = x.next_due, sla_resolution_due_at = x.resolution_due,
      sla_breaches = x.breaches, sla_due_key = x.due_key
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id bigint, policy_id bigint, cycle timestamptz, pauses jsonb,
      first_due timestamptz, next_due timestamptz, resolution_due timestamptz, breaches jsonb, due_key timestamptz)
    where ${conversations.id} = x.id and ${conversations.organizationId} = ${organizationId}`);
}

export function scheduleBreachCheck(tx: Db, organizationId: number, conversationId: number, at: Date) {
  return enqueueJob(tx, { kind: SLA_BREACH_JOB, organizationId, payload: { conversation_id: conversationId }, runAt: at, dedupeKey: breachJobKey(conversationId) });
}
