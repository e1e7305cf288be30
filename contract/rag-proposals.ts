import { z } from 'zod';
import { AgentSummarySchema } from './agents.ts';
import { DateTimeSchema, IdSchema, pageCursor, queryInt, stringError } from './common.ts';
import { RAG_LIMITS, RAG_SOURCE_STATUSES, SourceUuidSchema } from './rag.ts';

// Learning from agents: when a reply used the answer of a Q&A source, the customer's question is proposed as a
// new variant of that source; someone who manages the AI store accepts (the variant is added, the source is
// processed again) or dismisses it. Nothing changes a source before that.

export const RAG_PROPOSAL_STATUSES = ['pending', 'accepted', 'dismissed'] as const;
export type RagProposalStatus = (typeof RAG_PROPOSAL_STATUSES)[number];
/** `suggested`: the reply used an answer the reply box suggested; `searched`: one the agent found in its search instead. */
export const RAG_PROPOSAL_ORIGINS = ['suggested', 'searched'] as const;
export type RagProposalOrigin = (typeof RAG_PROPOSAL_ORIGINS)[number];

/** On a reply: the AI source whose answer or passage it used, and how the agent came to it. */
export const UsedAiSourceSchema = z
  .object(
    {
      uuid: SourceUuidSchema.meta({ description: 'A source of the organization, of any type.' }),
      origin: z.enum(RAG_PROPOSAL_ORIGINS, { error: `must be one of ${RAG_PROPOSAL_ORIGINS.join(', ')}` }).meta({
        description: 'suggested: the reply box offered it unasked; searched: the agent looked it up (another suggestion dismissed, or none made).',
      }),
    },
    { error: 'must be an object {uuid, origin}' },
  )
  .meta({
    id: 'UsedAiSource',
    description:
      "The AI source whose answer (a help text's or article's passage) the reply used: it counts one use in the source's used_count once sent. " +
      "For a Q&A source, the customer's latest question is also proposed as a new variant of it " +
      '(GET /organization/rag/proposals), which changes nothing until it is accepted.',
  });
export type UsedAiSource = z.infer<typeof UsedAiSourceSchema>;

export const RagProposalSchema = z
  .object({
    id: IdSchema,
    status: z.enum(RAG_PROPOSAL_STATUSES),
    question: z.string().meta({ description: "The customer's question, as the reply box asked the store: the variant to add." }),
    origin: z.enum(RAG_PROPOSAL_ORIGINS).meta({ description: 'How the first reply that proposed it came to the source.' }),
    occurrences: z.number().int().meta({ description: 'How many replies proposed this question for this source.' }),
    source: z
      .object({
        uuid: z.string(),
        question: z.string().meta({ description: "The source's first question: its name." }),
        status: z.enum(RAG_SOURCE_STATUSES),
      })
      .meta({ description: 'The Q&A source that would take the question.' }),
    conversation: z
      .object({ id: IdSchema, subject: z.string() })
      .nullable()
      .meta({ description: 'Where the customer asked it (the first reply that proposed it); null once deleted.' }),
    agent: AgentSummarySchema.nullable().meta({ description: 'Who sent that reply; null once the agent is gone.' }),
    created: DateTimeSchema,
    last_proposed: DateTimeSchema.meta({ description: 'The latest reply that proposed it.' }),
    decided_at: DateTimeSchema.nullable(),
    decided_by: z
      .object({ type: z.enum(['agent', 'api_key']), agent_id: IdSchema.nullable(), api_key_id: IdSchema.nullable() })
      .nullable()
      .meta({ description: 'Who accepted or dismissed it; null while pending.' }),
  })
  .meta({ id: 'RagProposal' });
export type RagProposal = z.infer<typeof RagProposalSchema>;

export const ListRagProposalsQuerySchema = z.object({
  status: z
    .enum(RAG_PROPOSAL_STATUSES, { error: `status must be one of ${RAG_PROPOSAL_STATUSES.join(', ')}` })
    .optional()
    .meta({ description: 'Only the proposals in this status; all by default (pending first).' }),
  limit: queryInt('limit', 1, 100, 25),
  cursor: pageCursor('status'),
});
export type ListRagProposalsQuery = z.input<typeof ListRagProposalsQuerySchema>;

export const RagProposalPageSchema = z
  .object({ data: z.array(RagProposalSchema), cursor: z.string().nullable() })
  .meta({ id: 'RagProposalPage', description: 'Pending first, then accepted and dismissed; newest first within each. cursor is null on the last page.' });
export type RagProposalPage = z.infer<typeof RagProposalPageSchema>;

/** Accepting a proposal, optionally with the question edited first (POST .../proposals/{id}/accept). */
export const AcceptRagProposalBodySchema = z
  .object({
    question: z
      .string({ error: stringError('question') })
      .trim()
      .min(1, 'question must not be empty')
      .max(RAG_LIMITS.questionLength, `question must be at most ${RAG_LIMITS.questionLength} characters`)
      .optional()
      .meta({ description: "The wording to add instead of the proposed one: the customer's question edited (a name or an account number taken out)." }),
  })
  .meta({ id: 'AcceptAiProposal' });
export type AcceptRagProposalBody = z.input<typeof AcceptRagProposalBodySchema>;
