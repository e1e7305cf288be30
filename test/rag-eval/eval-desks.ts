import type { Db } from '../../server/db/client.ts';
import { ragSourceHandler } from '../../server/domain/rag/process-source.ts';
import { RAG_SOURCE_JOB } from '../../server/domain/rag/source-job.ts';
import { runDueJobs } from '../../server/jobs/worker.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { HELP_DESK_SOURCES, type EvalSource } from './help-desk-sources.ts';
import { INBOX_DESK_SOURCES } from './inbox-desk-sources.ts';

// The two labelled help desks, each an organization of one test database, their sources added through the API
// and processed by the job as in the server: what the quality test, the confidence fit and the benchmark share.

export interface EvalDesk {
  db: Db;
  organizationId: number;
  apiKey: string;
  /** Source uuid -> the label queries use. */
  keyOf: Map<string, string>;
}

async function loadDesk(t: TestApp, name: string, sources: EvalSource[]): Promise<EvalDesk> {
  const org = await t.createOrg(name);
  const keyOf = new Map<string, string>();
  for (const source of sources) {
    const res = await t.request('/api/organization/rag/sources/questions', { method: 'POST', key: org.api_key, json: { questions: source.questions, answer: source.answer } });
    const body = (await res.json()) as { uuid?: string; error?: string };
    if (res.status !== 202 || !body.uuid) throw new Error(`adding ${source.key}: ${res.status} ${body.error}`);
    keyOf.set(body.uuid, source.key);
  }
  return { db: t.database.db, organizationId: org.organization.id, apiKey: org.api_key, keyOf };
}

export async function loadEvalDesks(t?: TestApp): Promise<{ app: TestApp; tasklane: EvalDesk; mailroom: EvalDesk; close(): Promise<void> }> {
  const app = t ?? (await createTestApp());
  const tasklane = await loadDesk(app, 'Tasklane Support', HELP_DESK_SOURCES);
  const mailroom = await loadDesk(app, 'Mailroom Support', INBOX_DESK_SOURCES);
  const handlers = { [RAG_SOURCE_JOB]: ragSourceHandler(app.database.db) };
  while ((await runDueJobs(app.database.db, handlers, { now: new Date(), workerId: 'eval' })) > 0);
  return { app, tasklane, mailroom, close: () => (t ? Promise.resolve() : app.close()) };
}
