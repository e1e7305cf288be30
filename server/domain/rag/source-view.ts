import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { RagSource, RagSourceDetail } from '#contract/rag';
import type { Db } from '../../db/client.ts';
import { ragSources } from '../../db/schema.ts';

// The one place that turns rag_sources rows into the API's RagSource shape.

// Every column but the content (up to 200,000 characters, never shown): its length instead.
const { content: _content, ...sourceFields } = getTableColumns(ragSources);
export const sourceColumns = { ...sourceFields, contentLength: sql<number>`length(${ragSources.content})`.mapWith(Number) };

export type SourceRow = Omit<typeof ragSources.$inferSelect, 'content'> & { contentLength: number };

export function toRagSource(row: SourceRow): RagSource {
  const qa = row.type === 'question' || row.type === 'conversation';
  return {
    uuid: row.uuid,
    type: row.type,
    status: row.status,
    error: row.status === 'failed' ? row.error : null,
    title: row.type === 'question' ? null : row.title,
    questions: qa ? row.questions : null,
    answer: qa ? row.answer : null,
    content_length: qa ? null : row.contentLength,
    passages: qa ? null : row.passageCount,
    conversation_id: row.type === 'conversation' ? row.conversationId : null,
    article_id: row.type === 'article' ? row.articleId : null,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
    used_count: row.usedCount,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * The source of this organization, or undefined (another organization's is as unknown as a missing one), with a
 * text source's content: its editor starts from it.
 */
export async function getSource(db: Db, organizationId: number, uuid: string): Promise<RagSourceDetail | undefined> {
  const [row] = await db
    .select({ ...sourceColumns, content: sql<string | null>`case when ${ragSources.type} = 'text' then ${ragSources.content} end` })
    .from(ragSources)
    .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, uuid)));
  return row ? { ...toRagSource(row), content: row.content } : undefined;
}
