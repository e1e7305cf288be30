import { expect } from 'vitest';
import type { RagSearchResult, RagSourceAccepted, RagSourceDetail, RagSourcePage } from '#contract/rag';
import { ragSourceHandler, type RagSourceHandlerOptions } from '../../server/domain/rag/process-source.ts';
import { RAG_SOURCE_JOB } from '../../server/domain/rag/source-job.ts';
import { runDueJobs } from '../../server/jobs/worker.ts';
import type { Db } from '../../server/db/client.ts';
import type { TestApp } from './test-app.ts';

// Requests of the AI store's tests, and running its background jobs as the worker would.

export type Body<T> = T & { error?: string };

export function ragClient(t: TestApp, key: string) {
  const call = async <T>(method: string, path: string, json?: unknown) => {
    const res = await t.request(`/api/organization/rag${path}`, { method, key, ...(json !== undefined ? { json } : {}) });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  return {
    call,
    addQuestions: (questions: unknown, answer: unknown) => call<RagSourceAccepted>('POST', '/sources/questions', { questions, answer }),
    addText: (title: unknown, content: unknown) => call<RagSourceAccepted>('POST', '/sources/text', { title, content }),
    addConversation: (conversationId: unknown) => call<RagSourceAccepted>('POST', '/sources/conversation', { conversation_id: conversationId }),
    update: (uuid: string, json: unknown) => call<RagSourceAccepted>('PATCH', `/sources/questions/${uuid}`, json),
    updateText: (uuid: string, json: unknown) => call<RagSourceAccepted>('PATCH', `/sources/text/${uuid}`, json),
    remove: (uuid: string) => call<{ uuid: string; status: string; message: string }>('DELETE', `/sources/${uuid}`),
    reprocess: (uuid: string) => call<RagSourceAccepted>('POST', `/sources/${uuid}/reprocess`),
    get: (uuid: string) => call<RagSourceDetail>('GET', `/sources/${uuid}`),
    list: (query = '') => call<RagSourcePage>('GET', `/sources${query}`),
    search: (q: string, limit?: number) =>
      call<{ results: RagSearchResult[] }>('GET', `/search?${new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) })}`),
  };
}

/**
 * Runs the AI store's due jobs until none is left; returns how many ran. `db`: the connection the worker uses
 * (another process's, for a test of what one process learns of another's work).
 */
export async function runRagJobs(t: TestApp, opts: { now?: Date; db?: Db } & RagSourceHandlerOptions = {}): Promise<number> {
  const db = opts.db ?? t.database.db;
  const handlers = { [RAG_SOURCE_JOB]: ragSourceHandler(db, undefined, opts) };
  let total = 0;
  for (;;) {
    const ran = await runDueJobs(db, handlers, { now: opts.now ?? new Date(), workerId: 'test' });
    if (ran === 0) return total;
    total += ran;
  }
}

/** Adds a question source and processes it; returns its uuid. */
export async function readyQuestions(t: TestApp, key: string, questions: string[], answer: string): Promise<string> {
  const { status, body } = await ragClient(t, key).addQuestions(questions, answer);
  expect(status, body.error).toBe(202);
  await runRagJobs(t);
  return body.uuid;
}
