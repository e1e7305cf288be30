import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { JsonText } from '../db/json-text.ts';

/**
 * Answers JSON text as c.json answers an object (same status and content type), typed as c.json types that
 * object, so a route's declared answer still checks. The route tests read these answers against the contract.
 */
export function jsonTextResponse<T>(c: Context, text: JsonText<T>): TypedResponse<JSONParsed<T>, 200, 'json'> {
  // The text is T written out; Hono's typed response only records that shape for the route's types.
  return c.body(text, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
}
