import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RagSourcePage, RagSourceStatus, RagSourceType } from '#contract/rag';
import type { Db } from '../../db/client.ts';
import { ragSources } from '../../db/schema.ts';
import { appSecret } from '../app-secrets.ts';
import { decodeCursor, encodeCursor, PG_TIMESTAMP, type CursorScope } from '../conversations/cursor.ts';
import { InputError } from '../errors.ts';
import { containsPattern } from '../like-pattern.ts';
import { sourceColumns, toRagSource } from './source-view.ts';

// Newest first, keyset pages over (created_at, uuid) (index rag_sources_org_idx), with the signed cursors of
// the conversation list. A cursor is bound to the organization and the filters; its position is the last
// row's creation time (as PostgreSQL text, microseconds kept) and uuid.

const SECRET_NAME = 'rag-source-cursor';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ListSourcesInput {
  type?: RagSourceType | undefined;
  status?: RagSourceStatus | undefined;
  /** Words the questions, answer, title or content contain, each anywhere (trimmed; empty: no filter). */
  search?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

function scopeOf(organizationId: number, input: ListSourcesInput): CursorScope {
  // The conversation cursor's scope, reused: a fixed order and the filters as its "search".
  return { organizationId, order: 'newest', search: `rag-sources type:${input.type ?? '*'} status:${input.status ?? '*'} search:${input.search ?? ''}` };
}

function positionOf(secret: string, cursor: string, scope: CursorScope): { createdAt: string; uuid: string } | undefined {
  const position = decodeCursor(secret, cursor, scope);
  if (!position || typeof position.key !== 'string') return undefined;
  const at = position.key.lastIndexOf('|');
  const createdAt = position.key.slice(0, at);
  const uuid = position.key.slice(at + 1);
  return UUID.test(uuid) && PG_TIMESTAMP.test(createdAt) ? { createdAt, uuid } : undefined;
}

export async function listSources(db: Db, organizationId: number, input: ListSourcesInput): Promise<RagSourcePage> {
  const scope = scopeOf(organizationId, input);
  const secret = await appSecret(db, SECRET_NAME);
  const position = input.cursor === undefined ? undefined : positionOf(secret, input.cursor, scope);
  if (input.cursor !== undefined && !position) {
    throw new InputError('cursor is invalid: use the cursor of the previous page, with the same type, status and search');
  }
  const filters: SQL[] = [eq(ragSources.organizationId, organizationId)];
  if (input.type) filters.push(eq(ragSources.type, input.type));
  if (input.status) filters.push(eq(ragSources.status, input.status));
  const words = input.search?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length > 0) {
    // Every word, anywhere in what the source holds (its questions joined by line breaks: none runs into the next),
    // through the trigram index on that text (migration 0025).
    const held = sql`rag_source_text(${ragSources.questions}, ${ragSources.answer}, ${ragSources.title}, ${ragSources.content})`;
    for (const word of new Set(words)) filters.push(sql`${held} ilike ${containsPattern(word)}`);
  }
  if (position) {
    filters.push(sql`(${ragSources.createdAt}, ${ragSources.uuid}) < (${position.createdAt}::timestamptz, ${position.uuid}::uuid)`);
  }
  const rows = await db
    .select({ ...sourceColumns, createdText: sql<string>`(${ragSources.createdAt})::text` })
    .from(ragSources)
    .where(and(...filters))
    .orderBy(desc(ragSources.createdAt), desc(ragSources.uuid))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  const cursor = rows.length > input.limit && last ? encodeCursor(secret, { key: `${last.createdText}|${last.uuid}`, id: 0 }, scope) : null;
  return { data: page.map(toRagSource), cursor };
}
