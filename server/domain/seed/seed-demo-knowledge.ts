import { eq } from 'drizzle-orm';
import { CreateQuestionsBodySchema, CreateTextBodySchema } from '#contract/rag';
import type { Db } from '../../db/client.ts';
import { ragSources } from '../../db/schema.ts';
import { SYSTEM_ACTOR } from '../conversations/events.ts';
import { createSource, type NewSource } from '../rag/write-sources.ts';
import { DEMO_HELP_TEXTS } from './demo-help-texts.ts';
import { DEMO_QUESTIONS } from './demo-questions.ts';

// Fills an organization's AI answers with the demo's Q&A and help texts, written as the API writes sources (each
// queued with its processing job, which makes it ready). Only what is missing: a Q&A whose first question, or a
// text whose title, the organization already has is left as it is, so seeding again adds nothing.

/** The demo's sources as the API would take them (the contract's rules: trimmed, within the limits). */
function demoSources(): NewSource[] {
  return [
    ...DEMO_QUESTIONS.map((q) => ({ type: 'question' as const, ...CreateQuestionsBodySchema.parse(q) })),
    ...DEMO_HELP_TEXTS.map((text) => ({ type: 'text' as const, ...CreateTextBodySchema.parse(text) })),
  ];
}

const keyOf = (source: { type: string; title?: string; questions?: readonly string[] }) =>
  source.type === 'question' ? `question:${source.questions?.[0] ?? ''}` : `${source.type}:${source.title ?? ''}`;

/** Returns how many sources it queued. */
export async function seedDemoKnowledge(db: Db, organizationId: number, now: Date): Promise<number> {
  const existing = await db
    .select({ type: ragSources.type, title: ragSources.title, questions: ragSources.questions })
    .from(ragSources)
    .where(eq(ragSources.organizationId, organizationId));
  const present = new Set(existing.map(keyOf));
  let created = 0;
  for (const [i, source] of demoSources().entries()) {
    if (present.has(keyOf(source))) continue;
    // A millisecond apart, so the AI answers page (newest first) lists them in the order written here.
    await createSource(db, organizationId, source, { actor: SYSTEM_ACTOR, now: new Date(now.getTime() - i) });
    created++;
  }
  return created;
}
