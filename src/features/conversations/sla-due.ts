import type { Conversation } from '#contract/conversations';

/** `sla:due_soon`: due within this long, or overdue (the server's DUE_SOON_MS). */
export const DUE_SOON_MS = 3_600_000;

// A conversation's next SLA due time, as the list's `due` order and the due badges read it (the server's
// sla_due_key: the soonest of the targets not met yet).

export function nextDueMs(c: Pick<Conversation, 'sla'>): number | undefined {
  return nextDue(c.sla)?.at;
}

/** The soonest target not met yet, and when it is due. */
function nextDue(sla: Conversation['sla']): { target: SlaTargetName; at: number } | null {
  if (!sla) return null;
  const targets: [SlaTargetName, string | null][] = [
    ['first_response', sla.first_response_due_at],
    ['next_response', sla.next_response_due_at],
    ['resolution', sla.resolution_due_at],
  ];
  let next: { target: SlaTargetName; at: number } | null = null;
  for (const [target, iso] of targets) {
    if (iso === null) continue;
    const at = Date.parse(iso);
    if (next === null || at < next.at) next = { target, at };
  }
  return next;
}

export type SlaTargetName = 'first_response' | 'next_response' | 'resolution';
/** later: more than an hour left; soon: within the hour; overdue: past it. */
export type DueTone = 'later' | 'soon' | 'overdue';

export interface DueState {
  target: SlaTargetName;
  at: number;
  tone: DueTone;
  /** "due in 25 min", "overdue 12 min". */
  text: string;
}

const TARGET_NAMES: Record<SlaTargetName, string> = {
  first_response: 'First response',
  next_response: 'Next response',
  resolution: 'Resolution',
};
export const targetName = (target: SlaTargetName) => TARGET_NAMES[target];

/** "25 min", "2 h 5 min", "3 d 4 h": what is left or how late, to the minute. */
export function formatSpan(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  if (minutes < 1) return '<1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The next SLA target not met yet and how it stands at `now`; null without one, or while the clocks are paused. */
export function dueState(sla: Conversation['sla'], now: number): DueState | null {
  if (!sla || sla.paused) return null;
  const next = nextDue(sla);
  if (!next) return null;
  const left = next.at - now;
  const tone: DueTone = left <= 0 ? 'overdue' : left <= DUE_SOON_MS ? 'soon' : 'later';
  return { ...next, tone, text: left <= 0 ? `overdue ${formatSpan(left)}` : `due in ${formatSpan(left)}` };
}
