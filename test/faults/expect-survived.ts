import { expect } from 'vitest';
import type { KillRestartReport } from './kill-restart.ts';
import { acknowledged } from './write-load.ts';

/** The assertions of a kill/restart run, on whichever database it ran. */
export function expectSurvived(report: KillRestartReport, kills: number): void {
  expect(report.kills.length).toBeGreaterThanOrEqual(kills);
  const problems = [...report.ledger.refused, ...report.check.problems, ...report.audit.problems];
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
  expect(report.check.found).toBe(acknowledged(report.ledger));
  // Each kind of write got through at least once between the kills.
  const { composes, replies, bulkTags, suppressions, applications, aiSources } = report.ledger;
  const kinds = { composes, replies, bulkTags, suppressions, applications, aiSources };
  for (const [kind, writes] of Object.entries(kinds)) expect(writes.length, kind).toBeGreaterThan(0);
  // The one documented case of a message sent twice: a kill between the relay's acceptance and the record of it.
  // A worker sends up to 8 at once, but only one message at a time goes from its last byte to the relay to that
  // record (AcceptanceLane), so a kill interrupts at most one.
  expect(report.audit.duplicates).toBeLessThanOrEqual(report.kills.length);
  expect(report.audit.sent - report.audit.exactlyOnce).toBeLessThanOrEqual(report.kills.length);
}
