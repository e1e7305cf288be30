// Ready question sources for the retrieval benchmarks (scripts/bench-rag.ts, the load stage's search case),
// written directly in SQL (with the vectors the processing job would compute): the labelled help-desk sources, each copy given its own topic words, so that term
// frequencies look like those of a real store.

import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { HELP_DESK_SOURCES } from '../test/rag-eval/help-desk-sources.ts';
import { mulberry32 } from '../server/domain/seed/random.ts';
import { buildPassages } from '../server/domain/rag/build-passages.ts';
import { sifVector } from '../server/domain/rag/embed/sif.ts';
import { vectorHex } from '../server/domain/rag/embed/stored-vector.ts';
import { wordVectors } from '../server/domain/rag/embed/word-vectors.ts';
import { randomUUID } from 'node:crypto';

// Topic words make each copy of a source its own: features, teams and tools a real help desk mentions.
const TOPICS = (
  'board timeline roadmap sprint backlog milestone gantt calendar inbox dashboard report chart widget template form automation ' +
  'rule trigger label tag filter view column lane card checklist subtask dependency estimate budget invoice contract proposal ' +
  'client vendor partner agency studio clinic school warehouse store restaurant hotel fleet courier campaign newsletter survey ' +
  'ticket bug release deploy branch review design mockup asset brand video podcast webinar event booking shift payroll expense ' +
  'receipt quote order shipment return inventory supplier lead deal pipeline forecast quota territory onboarding training policy ' +
  'audit compliance contract renewal license seat guest portal kiosk tablet scanner printer barcode map route zone region branch'
).split(' ');

/** `count` ready sources with their passages, search documents and vectors for the organization, then ANALYZE. */
export async function seedRagSources(db: Db, organizationId: number, count: number): Promise<void> {
  const random = mulberry32(42);
  const pick = () => TOPICS[Math.floor(random() * TOPICS.length)]!;
  const vectors = await wordVectors();
  const chunk = 1000;
  for (let start = 0; start < count; start += chunk) {
    const sources = [];
    const passages = [];
    for (let i = start; i < Math.min(count, start + chunk); i++) {
      const base = HELP_DESK_SOURCES[i % HELP_DESK_SOURCES.length]!;
      const [a, b, c] = [pick(), pick(), pick()];
      const uuid = randomUUID();
      const questions = base.questions.map((q, k) => (k === 0 ? `${q} (${a} ${b})` : `${q} for the ${c} ${a}`));
      const answer = `${base.answer} This applies to every ${a} and ${b} in the ${c} workspace.`;
      sources.push({ uuid, questions, answer });
      // As the processing job writes them (build-passages.ts): a row per variant and one for the answer.
      for (const passage of buildPassages({ type: 'question', title: '', questions, answer, content: '' })) {
        passages.push({ ...passage, source_uuid: uuid, embedding: vectorHex(sifVector(vectors, passage.text)) });
      }
    }
    // Set-based: one statement for the sources, one for their passages, search documents and vectors.
    await db.execute(sql`
      insert into rag_sources (uuid, organization_id, type, status, questions, answer, processed_at)
      select x.uuid, ${organizationId}::bigint, 'question', 'ready', x.questions, x.answer, now()
      from jsonb_to_recordset(${JSON.stringify(sources)}::jsonb) as x(uuid uuid, questions text[], answer text)`);
    await db.execute(sql`
      insert into rag_passages (organization_id, source_uuid, kind, position, text, search, embedding, embedding_model)
      select ${organizationId}::bigint, x.source_uuid, x.kind, x.position, x.text, to_tsvector('english', x.text), decode(x.embedding, 'hex'), ${vectors.model}
      from jsonb_to_recordset(${JSON.stringify(passages)}::jsonb) as x(source_uuid uuid, kind text, position int, text text, embedding text)`);
  }
  await db.execute(sql`analyze rag_sources`);
  await db.execute(sql`analyze rag_passages`);
}
