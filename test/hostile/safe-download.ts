import { expect } from 'vitest';
import type { Message } from '#contract/conversations';
import type { TestApp } from '../support/test-app.ts';

// What every stored file must look like, however it arrived: a clean name, and a download the browser saves
// rather than renders (an HTML or SVG file opened in our origin would run its scripts with the agent's session).

// Media types a browser shows without running anything; everything else must be served as something else.
const PASSIVE_TYPES = new Set(['application/octet-stream', 'text/plain', 'application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

export async function expectSafeDownload(t: TestApp, key: string, file: Message['attachments'][number], context: string) {
  const what = `${context}: ${JSON.stringify(file.name)}`;
  expect(file.name, what).not.toMatch(UNSAFE_NAME);
  expect(file.name, `${what} names a folder`).not.toMatch(/^\.*$/);
  expect(file.name.length, what).toBeLessThanOrEqual(255);
  const res = await t.request(file.url, { key });
  expect(res.status, what).toBe(200);
  expect(res.headers.get('content-disposition'), what).toMatch(/^attachment;/);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  expect(PASSIVE_TYPES.has(type), `${what} served as ${type}`).toBe(true);
  expect((await res.arrayBuffer()).byteLength, what).toBe(file.size);
}
