// Ready question sources for the retrieval benchmarks (scripts/bench-rag.ts, the load stage's search case),
// written directly in SQL: the labelled help-desk sources, each copy given its own topic words, so that term
// frequencies look like those of a real store.

import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { HELP_DESK_SOURCES } from '../test/rag-eval/help-desk-sources.ts';
import { mulberry32 } from '../server/domain/seed/random.ts';

// Topic words make each copy of a source its own: features, teams and tools a real help desk mentions.
const TOPICS = (
  'board timeline roadmap sprint backlog milestone gantt calendar inbox dashboard report chart widget template form automation ' +
  'rule trigger label tag filter view column lane card checklist subtask dependency estimate budget invoice contract proposal ' +
  'client vendor partner agency studio clinic school warehouse store restaurant hotel fleet courier campaign newsletter survey ' +
  'ticket bug release deploy branch review design mockup asset brand video podcast webinar event booking shift payroll expense ' +
  'receipt quote order shipment return inventory supplier lead deal pipeline forecast quota territory onboarding training policy ' +
  'audit compliance contract renewal license seat guest portal kiosk tablet scanner printer barcode map route zone region branch'
).split(' ');

/** `count` ready sources with their passages and search documents for the organization, then ANALYZE. */
export async function seedRagSources(db: Db, organizationId: number, count: number): Promise<void> {
  const random = mulberry32(42);
  const pick = () => TOPICS[Math.floor(random() * TOPICS.length)]!;
  const chunk = 2000;
  for (let start = 0; start < count; start += chunk) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + chunk); i++) {
      const base = HELP_DESK_SOURCES[i % HELP_DESK_SOURCES.length]!;
      const [a, b, c] = [pick(), pick(), pick()];
      rows.push({
        questions: base.questions.map((q, k) => (k === 0 ? `${q} (${a} ${b})` : `${q} for the ${c} ${a}`)),
        answer: `${base.answer} This applies to every ${a} and ${b} in the ${c} workspace.`,
      });
    }
    // Set-based: one statement for the sources, one for their passages and search documents.
    await db.execute(sql`
      with x as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(questions text[], answer text)),
      s as (
        insert into rag_sources (organization_id, type, status, questions, answer, processed_at)
        select ${organizationId}::bigint, 'question', 'ready', questions, answer, now() from x
        returning uuid, questions, answer)
      insert into rag_passages (organization_id, source_uuid, kind, position, text, search)
      select ${organizationId}::bigint, s.uuid, 'question', q.n - 1, q.text, to_tsvector('english', q.text)
      from s cross join lateral unnest(s.questions) with ordinality as q(text, n)
      union all
      select ${organizationId}::bigint, s.uuid, 'answer', 0, s.answer, to_tsvector('english', s.answer) from s`);
  }
  await db.execute(sql`analyze rag_sources`);
  await db.execute(sql`analyze rag_passages`);
}
