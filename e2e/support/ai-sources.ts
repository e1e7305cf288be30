import type { Locator, Page } from '@playwright/test';
import type { RagSource, RagSourceAccepted } from '#contract/rag';
import { expect, type Api } from '../fixtures';
import { rowOf, settingsTable } from './settings';

// Shared steps of the AI Q&A specs: sources arranged through the API and waited for, the page's table and the
// results of "try a question" read by role.

export const SOURCES = 'AI sources';

export const sourcesTable = (page: Page) => settingsTable(page, SOURCES);

/** The table row of the source whose first question or title is `name`. */
export const sourceRow = (page: Page, name: string) => rowOf(sourcesTable(page), name);

/** The results list of "try a question", best first (each item is labelled by its rank). */
export const triedResults = (page: Page, question: string): Locator => page.getByRole('list', { name: `Results for “${question}”` });

/** A Q&A added through the API (the owner's key); its uuid. */
export async function addQuestions(api: Api, questions: string[], answer: string): Promise<string> {
  return (await api.post<RagSourceAccepted>('/organization/rag/sources/questions', { questions, answer })).uuid;
}

export async function addText(api: Api, title: string, content: string): Promise<string> {
  return (await api.post<RagSourceAccepted>('/organization/rag/sources/text', { title, content })).uuid;
}

/** Waits until the background job has processed the source (ready or failed); its state then. */
export async function settled(api: Api, uuid: string): Promise<RagSource> {
  let source: RagSource | undefined;
  await expect
    .poll(
      async () => {
        source = await api.get<RagSource>(`/organization/rag/sources/${uuid}`);
        return source.status;
      },
      { message: `source ${uuid} was processed`, timeout: 20_000 },
    )
    .toMatch(/^(ready|failed)$/);
  return source!;
}

/** The uuid of the listed source whose first question is `question` (the page names sources by it). */
export async function uuidOfQuestion(api: Api, question: string): Promise<string> {
  const page = await api.get<{ data: RagSource[] }>('/organization/rag/sources', { type: 'question', limit: 100 });
  const source = page.data.find((s) => s.questions?.[0] === question);
  if (!source) throw new Error(`no Q&A whose first question is "${question}"`);
  return source.uuid;
}
