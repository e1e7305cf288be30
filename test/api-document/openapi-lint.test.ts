import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedDocument } from '../support/openapi-operations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The served document through a real linter, Redocly, with its recommended rules and a few stricter ones
// (redocly.yaml beside this file, where every rule turned off says why). Warnings fail too: each can be fixed, or
// accepted one by one in .redocly.lint-ignore.yaml with its reason.

const configPath = fileURLToPath(new URL('./redocly.yaml', import.meta.url));
// The document is served, not a file: it is linted under this name, which the ignore file's entries refer to.
const documentPath = fileURLToPath(new URL('./openapi.json', import.meta.url));

let t: TestApp;
let source: string;
beforeAll(async () => {
  t = await createTestApp();
  source = JSON.stringify(await servedDocument(t), null, 2);
});
afterAll(() => t.close());

const describeProblem = (p: NormalizedProblem) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;

async function lint(text: string) {
  const config = await loadConfig({ configPath });
  return lintFromString({ source: text, absoluteRef: documentPath, config });
}

describe('the OpenAPI document, linted with Redocly', () => {
  it('has no error and no warning', async () => {
    const problems = await lint(source);
    expect(problems.filter((p) => !p.ignored).map(describeProblem)).toEqual([]);
  });

  it('would report an operation without an operationId', async () => {
    // The lint is not vacuous: the same document, one operationId removed, fails.
    const document = JSON.parse(source) as { paths: Record<string, Record<string, { operationId?: string }>> };
    delete document.paths['/conversations']!.get!.operationId;
    const problems = await lint(JSON.stringify(document, null, 2));
    expect(problems.filter((p) => !p.ignored).map(describeProblem)).toEqual([
      expect.stringMatching(/^warn operation-operationId at #\/paths\/~1conversations\/get\/operationId/),
    ]);
  });
});
