import { describe, expect, it } from 'vitest';
import type { Conversation } from '#contract/conversations';
import { dueState, formatSpan, nextDueMs } from './sla-due';

const NOW = Date.parse('2026-11-27T16:00:00Z');
const MIN = 60_000;
const sla = (over: Partial<NonNullable<Conversation['sla']>>): Conversation['sla'] => ({
  policy_id: 1,
  first_response_due_at: null,
  next_response_due_at: null,
  resolution_due_at: null,
  breached: [],
  paused: false,
  ...over,
});
const iso = (ms: number) => new Date(ms).toISOString();

describe('dueState', () => {
  it('names the soonest unmet target and how long is left', () => {
    const state = dueState(sla({ first_response_due_at: iso(NOW + 25 * MIN), resolution_due_at: iso(NOW + 5 * 60 * MIN) }), NOW);
    expect(state).toMatchObject({ target: 'first_response', tone: 'soon', text: 'due in 25 min' });
  });

  it('is amber within the hour, plain beyond it, and overdue once the time has passed', () => {
    expect(dueState(sla({ resolution_due_at: iso(NOW + 60 * MIN) }), NOW)?.tone).toBe('soon');
    expect(dueState(sla({ resolution_due_at: iso(NOW + 61 * MIN) }), NOW)).toMatchObject({ tone: 'later', text: 'due in 1 h 1 min' });
    expect(dueState(sla({ next_response_due_at: iso(NOW - 12 * MIN) }), NOW)).toMatchObject({ tone: 'overdue', text: 'overdue 12 min' });
    expect(dueState(sla({ next_response_due_at: iso(NOW) }), NOW)).toMatchObject({ tone: 'overdue', text: 'overdue <1 min' });
  });

  it('says nothing without a policy, without a due time, or while snoozed', () => {
    expect(dueState(null, NOW)).toBeNull();
    expect(dueState(sla({ breached: ['first_response'] }), NOW)).toBeNull();
    expect(dueState(sla({ resolution_due_at: iso(NOW + MIN), paused: true }), NOW)).toBeNull();
  });
});

describe('formatSpan and nextDueMs', () => {
  it('writes spans to the minute, in the largest units that help', () => {
    expect(formatSpan(59 * 1000)).toBe('<1 min');
    expect(formatSpan(-90 * MIN)).toBe('1 h 30 min');
    expect(formatSpan(120 * MIN)).toBe('2 h');
    expect(formatSpan((27 * 60 + 5) * MIN)).toBe('1 d 3 h');
    expect(formatSpan(48 * 60 * MIN)).toBe('2 d');
  });

  it('reads the soonest due time, as the due order does', () => {
    expect(nextDueMs({ sla: sla({ first_response_due_at: iso(NOW + MIN), resolution_due_at: iso(NOW - MIN) }) })).toBe(NOW - MIN);
    expect(nextDueMs({ sla: null })).toBeUndefined();
  });
});
