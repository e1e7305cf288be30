import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { servedDocument, type OpenApiDocument } from '../support/openapi-operations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The document through a real TypeScript client generator, openapi-typescript (the types openapi-fetch and similar
// clients are typed by): it must generate without a warning, and its output must compile, strict, with a file that
// names every operation by its operationId, as a generated client's methods are named.

let t: TestApp;
let document: OpenApiDocument;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  document = await servedDocument(t);
  folder = mkdtempSync(path.join(tmpdir(), 'inbox-openapi-client-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

/** A client's use of the generated types: every operation by its id, and a request and an answer typed from them. */
function usage(operationIds: string[]): string {
  return `import type { operations } from './api';

// Exactly the operations of the document, no more and no less (\`satisfies\` refuses a missing or an extra name).
export const operationIds = {
${operationIds.map((id) => `  ${id}: true,`).join('\n')}
} satisfies Record<keyof operations, true>;

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type ConversationPage = Json<operations['listConversations']['responses'][200]>;
export const firstConversationId = (page: ConversationPage): number | undefined => page.data[0]?.id;
export const note: Json<operations['createConversationNote']['requestBody']> = { body: 'Called the customer back.' };
export const sourcePath: operations['getAiSource']['parameters']['path'] = { uuid: '0B7E5D7A-3F5E-4C53-9A57-2B1F0F6A7C11' };
`;
}

function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('a TypeScript client generated from the OpenAPI document', () => {
  it('is generated without a warning and compiles, with a method name for every operation', async () => {
    const warnings = vi.spyOn(console, 'warn');
    const errors = vi.spyOn(console, 'error');
    try {
      writeFileSync(path.join(folder, 'api.d.ts'), astToString(await openapiTS(structuredClone(document) as never)));
    } finally {
      warnings.mockRestore();
      errors.mockRestore();
    }
    expect([...warnings.mock.calls, ...errors.mock.calls].map((call) => call.join(' '))).toEqual([]);

    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => (op as { operationId?: string }).operationId ?? '(none)'));
    writeFileSync(path.join(folder, 'usage.ts'), usage(ids));
    expect(typeErrors([path.join(folder, 'usage.ts')])).toEqual([]);
  });
});
