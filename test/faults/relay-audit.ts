import type { RelayedMessage } from '../support/test-relay.ts';
import type { StoredState } from './stored-state.ts';
import type { SentWrite } from './write-load.ts';

// The relay's record against the database's: each message of the run that is recorded sent reached the relay,
// the relay got nothing the database does not know as sent, and how many Message-IDs came more than once.

export interface RelayAudit {
  /** Messages of the run recorded as sent. */
  sent: number;
  /** Of those, the ones the relay received exactly once. */
  exactlyOnce: number;
  /** Deliveries beyond the first of a Message-ID. */
  duplicates: number;
  /** Outbound messages of any run still scheduled or sending. */
  stuck: number;
  problems: string[];
}

/**
 * A kill can be noticed by the relay a moment after it was signalled (the relay still reading the message the
 * dead process sent): how far a delivery may follow the kill that explains its duplicate.
 */
const RELAY_LAG_MS = 2_000;

export function auditRelay(
  relayed: RelayedMessage[],
  stored: StoredState,
  opts: { subjectPrefix: string; acknowledged: SentWrite[]; killedAt: number[] },
): RelayAudit {
  const problems: string[] = [];
  const deliveries = new Map<string, number>();
  const lastDelivery = new Map<string, number>();
  for (const m of relayed) {
    if (!m.messageId) {
      problems.push(`the relay got a message without Message-ID: "${m.parsed.subject}"`);
      continue;
    }
    deliveries.set(m.messageId, (deliveries.get(m.messageId) ?? 0) + 1);
    // The documented duplicate: a kill between the relay's acceptance and the record of it, so a kill lies
    // between the two deliveries. Any other duplicate is a defect.
    const previous = lastDelivery.get(m.messageId);
    const at = m.receivedAt.getTime();
    if (previous !== undefined && !opts.killedAt.some((k) => k >= previous - RELAY_LAG_MS && k <= at)) {
      problems.push(`${m.messageId} ("${m.parsed.subject}") delivered again with no kill since its delivery ${at - previous} ms before`);
    }
    lastDelivery.set(m.messageId, at);
  }
  const ofRun = stored.outbound.filter((m) => m.subject.startsWith(opts.subjectPrefix));
  const sent = ofRun.filter((m) => m.status === 'sent');
  const stuck = stored.outbound.filter((m) => m.status === 'scheduled' || m.status === 'sending');
  for (const m of stuck) problems.push(`message ${m.id} ("${m.subject}") stuck in ${m.status}`);
  for (const m of ofRun.filter((m) => m.status !== 'sent')) {
    if (m.status !== 'scheduled' && m.status !== 'sending') problems.push(`message ${m.id} ("${m.subject}") is ${m.status}`);
  }
  let exactlyOnce = 0;
  for (const m of sent) {
    const n = deliveries.get(m.messageIdHeader ?? '') ?? 0;
    if (n === 0) problems.push(`message ${m.id} ("${m.subject}") is recorded sent but never reached the relay`);
    if (n === 1) exactlyOnce++;
  }
  const known = new Set(sent.map((m) => m.messageIdHeader));
  for (const id of deliveries.keys()) if (!known.has(id)) problems.push(`the relay got ${id}, which is not a sent message of the run`);
  const subjects = new Set(relayed.map((m) => m.parsed.subject));
  for (const w of opts.acknowledged) if (!subjects.has(w.subject)) problems.push(`acknowledged "${w.subject}" never reached the relay`);
  const duplicates = [...deliveries.values()].reduce((n, count) => n + count - 1, 0);
  return { sent: sent.length, exactlyOnce, duplicates, stuck: stuck.length, problems };
}
