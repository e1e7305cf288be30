import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ConversationOrder } from '#contract/conversations';

// Pagination cursors are opaque to clients: the keyset position plus the scope (organization, order, search)
// they belong to, signed with the installation's secret. A changed or foreign cursor fails verification.

/** A timestamptz as PostgreSQL writes it (2026-11-21 09:30:00.123456+00): the key of a time-ordered list's cursor. */
export const PG_TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;

export interface CursorPosition {
  /** The sort key of the last row served: a number (priority) or a timestamp as PostgreSQL text. */
  key: number | string;
  id: number;
}

export interface CursorScope {
  organizationId: number;
  order: ConversationOrder;
  search: string;
}

function scopeTag(scope: CursorScope): string {
  return `${scope.organizationId}\u0001${scope.order}\u0001${scope.search.trim()}`;
}

function sign(secret: string, payload: string, scope: CursorScope): Buffer {
  return createHmac('sha256', secret).update(payload).update('\u0000').update(scopeTag(scope)).digest().subarray(0, 16);
}

export function encodeCursor(secret: string, position: CursorPosition, scope: CursorScope): string {
  const payload = Buffer.from(JSON.stringify([position.key, position.id])).toString('base64url');
  return `${payload}.${sign(secret, payload, scope).toString('base64url')}`;
}

/** The position, or undefined when the cursor was altered or belongs to another organization, order or search. */
export function decodeCursor(secret: string, cursor: string, scope: CursorScope): CursorPosition | undefined {
  const [payload, mac, extra] = cursor.split('.');
  if (!payload || !mac || extra !== undefined) return undefined;
  // Compare the signature as text: decoding it first would accept variants (unused bits of the last
  // character, padding, characters outside base64url are all ignored by Buffer.from).
  const expected = Buffer.from(sign(secret, payload, scope).toString('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [key, id] = value as unknown[];
    if (!Number.isSafeInteger(id) || (typeof key !== 'number' && typeof key !== 'string')) return undefined;
    return { key, id: id as number };
  } catch {
    return undefined;
  }
}
