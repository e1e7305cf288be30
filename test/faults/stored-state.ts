import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { jobs, messages } from '../../server/db/schema.ts';

// What the database holds once every server has stopped (the embedded database admits one process at a time):
// the outbound messages and the jobs left unfinished.

export interface StoredOutbound {
  id: number;
  subject: string;
  status: string;
  messageIdHeader: string | null;
}

export interface StoredState {
  outbound: StoredOutbound[];
  /** Jobs still pending or running, by kind and status (housekeeping is always pending, for its next hour). */
  unfinishedJobs: { kind: string; status: string; runAt: Date }[];
}

export async function readStoredState(target: { databaseUrl?: string; dataDir?: string }): Promise<StoredState> {
  const database = await openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl, pool: 1 } : { dataDir: target.dataDir!, command: 'fault suite check' });
  try {
    const outbound = await database.db
      .select({ id: messages.id, subject: messages.subject, status: messages.status, messageIdHeader: messages.messageIdHeader })
      .from(messages)
      .where(eq(messages.direction, 'outbound'));
    const unfinishedJobs = await database.db
      .select({ kind: jobs.kind, status: jobs.status, runAt: jobs.runAt })
      .from(jobs)
      .where(and(inArray(jobs.status, ['pending', 'running'])));
    return { outbound, unfinishedJobs };
  } finally {
    await database.close();
  }
}

/**
 * On PostgreSQL a job a killed process had claimed stays `running` until its lease runs out (LEASE_MS: the
 * database cannot tell a dead process from a slow one); the server that is left then claims it and finishes it.
 * Waits for that (at most `timeoutMs`); what is still running afterwards is the check's to report.
 */
export async function waitForLeasedJobs(databaseUrl: string, timeoutMs: number): Promise<void> {
  const database = await openDatabase({ databaseUrl, pool: 1 });
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const running = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'running')).limit(1);
      if (running.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await database.close();
  }
}
