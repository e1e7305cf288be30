import { sql } from 'drizzle-orm';
import type { RagSourceType } from '#contract/rag';
import type { Db } from '../../db/client.ts';
import { chunkText } from './chunk-text.ts';

// What retrieval matches, per source. Question and conversation sources: one row per question variant
// (kind question) and one for the answer. Text and article sources: the title as the article's question, and its passages,
// each indexed with the title (weight A) so a passage is found by what the whole article is about.

export interface PassageDraft {
  kind: 'question' | 'answer' | 'passage';
  position: number;
  text: string;
}

export interface SourceContent {
  type: RagSourceType;
  title: string;
  questions: string[];
  answer: string;
  content: string;
}

export function buildPassages(source: SourceContent): PassageDraft[] {
  if (source.type === 'text' || source.type === 'article') {
    return [
      { kind: 'question', position: 0, text: source.title },
      ...chunkText(source.content).map((text, position) => ({ kind: 'passage' as const, position, text })),
    ];
  }
  return [
    ...source.questions.map((text, position) => ({ kind: 'question' as const, position, text })),
    { kind: 'answer', position: 0, text: source.answer },
  ];
}

/** What a passage's vector is made from: an article passage speaks in the context of its title. */
export function embeddedText(passage: PassageDraft, title: string): string {
  return passage.kind === 'passage' ? `${title}. ${passage.text}` : passage.text;
}

export interface EmbeddedPassage extends PassageDraft {
  /** Its vector (sif.ts) as hex (stored-vector.ts), or null when it has no word the vectors know. */
  embedding: string | null;
}

/** Inserts the passages with their search documents (English stemming) and vectors, in one statement. */
export async function insertPassages(tx: Db, organizationId: number, uuid: string, title: string, passages: EmbeddedPassage[], model: string) {
  const rows = JSON.stringify(passages);
  await tx.execute(sql`
    insert into rag_passages (organization_id, source_uuid, kind, position, text, search, embedding, embedding_model)
    select ${organizationId}, ${uuid}::uuid, x.kind, x.position, x.text,
           case when x.kind = 'passage' then setweight(to_tsvector('english', ${title}), 'A') || to_tsvector('english', x.text)
                else to_tsvector('english', x.text) end,
           decode(x.embedding, 'hex'), ${model}
    from jsonb_to_recordset(${rows}::jsonb) as x(kind text, position int, text text, embedding text)`);
}
