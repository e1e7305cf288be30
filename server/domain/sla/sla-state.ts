import type { SlaTarget } from '#contract/conversation-sla';
import { addCountedTime, type BusinessCalendar, type Span } from '../time/business-calendar.ts';

// Where a conversation stands against its SLA, derived from its facts alone (status, channel, tags, the start of
// the customer's wait, the first reply, the open cycle's start, its snoozes) and the organization's policies and
// hours. Pure: the same facts give the same state, so a policy or hours change can re-derive any conversation.

export interface SlaPolicyRule {
  id: number;
  firstResponseMinutes: number | null;
  nextResponseMinutes: number | null;
  resolutionMinutes: number | null;
  businessHours: boolean;
  channelIds: number[] | null;
  tags: string[] | null;
}

export interface SlaCalendars {
  business: BusinessCalendar;
  always: BusinessCalendar;
}

export interface SlaPause {
  from: number;
  to: number | null;
}

export interface SlaFacts {
  status: 'opened' | 'closed' | 'spam' | 'snoozed';
  channelId: number;
  tags: string[];
  waitingSince: Date | null;
  firstReplyAt: Date | null;
  snoozeUntil: Date | null;
  /** As last stored. */
  cycleStartedAt: Date | null;
  pauses: SlaPause[];
  breaches: Partial<Record<SlaTarget, string>>;
}

export interface SlaState {
  policyId: number | null;
  cycleStartedAt: Date | null;
  pauses: SlaPause[];
  due: Record<SlaTarget, Date | null>;
  breaches: Partial<Record<SlaTarget, string>>;
}

const MIN = 60_000;

export function matchingPolicy(policies: readonly SlaPolicyRule[], facts: Pick<SlaFacts, 'channelId' | 'tags'>): SlaPolicyRule | undefined {
  return policies.find(
    (p) => (p.channelIds === null || p.channelIds.includes(facts.channelId)) && (p.tags === null || p.tags.some((t) => facts.tags.includes(t))),
  );
}

/** The open cycle and its snoozes as of `now`: a closed conversation has neither; a snooze opens a pause, waking closes it. */
function cycleOf(facts: SlaFacts, now: Date): Pick<SlaState, 'cycleStartedAt' | 'pauses'> {
  if (facts.status === 'closed' || facts.status === 'spam') return { cycleStartedAt: null, pauses: [] };
  const cycleStartedAt = facts.cycleStartedAt ?? now;
  const running = facts.pauses.find((p) => p.to === null);
  let pauses = facts.pauses;
  if (facts.status === 'snoozed' && !running) pauses = [...pauses, { from: now.getTime(), to: null }];
  if (facts.status !== 'snoozed' && running) pauses = pauses.map((p) => (p === running ? { from: p.from, to: Math.max(p.from, now.getTime()) } : p));
  return { cycleStartedAt, pauses };
}

/** The state of a conversation now. */
export function slaStateOf(facts: SlaFacts, policies: readonly SlaPolicyRule[], calendars: SlaCalendars, now: Date): SlaState {
  const cycle = cycleOf(facts, now);
  const none: SlaState = { policyId: null, ...cycle, due: { first_response: null, next_response: null, resolution: null }, breaches: {} };
  const policy = matchingPolicy(policies, facts);
  if (!policy) return none;
  const calendar = policy.businessHours ? calendars.business : calendars.always;
  // A running snooze ends, as far as anyone knows, when it is due to wake.
  const spans: Span[] = cycle.pauses.map((p) => ({ from: p.from, to: p.to ?? facts.snoozeUntil?.getTime() ?? Infinity }));
  const dueAfter = (start: Date | null, minutes: number | null) =>
    start === null || minutes === null ? null : addCountedTime(calendar, start, minutes * MIN, spans);
  const open = cycle.cycleStartedAt !== null;
  const waiting = open ? facts.waitingSince : null;
  const due: SlaState['due'] = {
    first_response: facts.firstReplyAt === null ? dueAfter(waiting, policy.firstResponseMinutes) : null,
    next_response: facts.firstReplyAt !== null ? dueAfter(waiting, policy.nextResponseMinutes) : null,
    resolution: dueAfter(cycle.cycleStartedAt, policy.resolutionMinutes),
  };
  // A breach stands while its target is met or still has the due time it missed; a new due time is a new clock.
  const breaches: SlaState['breaches'] = {};
  for (const [target, missed] of Object.entries(facts.breaches) as [SlaTarget, string][]) {
    const current = due[target];
    if (current === null || current.toISOString() === missed) breaches[target] = missed;
  }
  return { policyId: policy.id, ...cycle, due, breaches };
}

/** The soonest due time of a target not met yet: the order `due`. */
export function soonestDue(state: Pick<SlaState, 'due'>): Date | null {
  const times = Object.values(state.due).filter((d): d is Date => d !== null);
  return times.length ? new Date(Math.min(...times.map((d) => d.getTime()))) : null;
}

/** The soonest due time not yet breached: when the breach job must look. */
export function nextBreachCheck(state: Pick<SlaState, 'due' | 'breaches'>): Date | null {
  const times = (Object.entries(state.due) as [SlaTarget, Date | null][])
    .filter(([target, d]) => d !== null && state.breaches[target] === undefined)
    .map(([, d]) => d!.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/** Targets whose due time has come without being met, not yet recorded as breached. */
export function newlyBreached(state: Pick<SlaState, 'due' | 'breaches'>, now: Date): SlaTarget[] {
  return (Object.entries(state.due) as [SlaTarget, Date | null][])
    .filter(([target, d]) => d !== null && d.getTime() <= now.getTime() && state.breaches[target] === undefined)
    .map(([target]) => target);
}
