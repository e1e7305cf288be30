import { z } from 'zod';
import { DateTimeSchema, pageCursor, queryInt } from './common.ts';

// The AI Q&A store: sources (question variants with one answer, help texts, resolved conversations, and the
// help site's published articles, kept in step with them) that are processed in the background into passages,
// and a search over the ready ones.

export const RAG_SOURCE_TYPES = ['question', 'text', 'conversation', 'article'] as const;
export type RagSourceType = (typeof RAG_SOURCE_TYPES)[number];
/** `deleting`: deletion is queued; such a source is never searched and leaves the list once the job has run. */
export const RAG_SOURCE_STATUSES = ['queued', 'processing', 'ready', 'failed', 'deleting'] as const;
export type RagSourceStatus = (typeof RAG_SOURCE_STATUSES)[number];

export const RAG_LIMITS = {
  questions: 50,
  questionLength: 250,
  answerLength: 5000,
  titleLength: 250,
  contentLength: 200_000,
  queryLength: 1000,
  listSearchLength: 200,
} as const;

// Either case (stored lower-case). No `i` flag: the document publishes the pattern's source alone, without its flags.
const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A source's uuid in a request body (lower-cased). */
export const SourceUuidSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a uuid') })
  .regex(UUID_PATTERN, 'must be a uuid')
  .transform((v) => v.toLowerCase())
  .meta({ example: '0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c11' });

/** A source's uuid in a path: anything else is a 400, not a 404. */
export const PathUuidSchema = z
  .string()
  .regex(UUID_PATTERN, 'must be a uuid')
  .transform((v) => v.toLowerCase())
  .meta({ param: { in: 'path' }, example: '0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c11' });

// Missing fields read "x is required"; other wrong types say what is expected.
const typeError = (expected: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${expected}`);

const QuestionSchema = z
  .string({ error: typeError('a string') })
  .trim()
  .min(1, 'must not be empty')
  .max(RAG_LIMITS.questionLength, `must be at most ${RAG_LIMITS.questionLength} characters`);

export const QuestionsSchema = z
  .array(QuestionSchema, { error: typeError('an array of strings') })
  .min(1, 'must hold at least one question')
  .max(RAG_LIMITS.questions, `must hold at most ${RAG_LIMITS.questions} questions`)
  .meta({ description: `1..${RAG_LIMITS.questions} variants of the question, each 1..${RAG_LIMITS.questionLength} characters (trimmed).` });

export const AnswerSchema = z
  .string({ error: typeError('a string') })
  .trim()
  .min(1, 'must not be empty')
  .max(RAG_LIMITS.answerLength, `must be at most ${RAG_LIMITS.answerLength} characters`);

export const CreateQuestionsBodySchema = z
  .object({ questions: QuestionsSchema, answer: AnswerSchema })
  .meta({ id: 'RagQuestionsCreate' });
export type CreateQuestionsBody = z.infer<typeof CreateQuestionsBodySchema>;

export const UpdateQuestionsBodySchema = z
  .object({ questions: QuestionsSchema.optional(), answer: AnswerSchema.optional() })
  .refine((b) => b.questions !== undefined || b.answer !== undefined, { message: 'give questions, answer or both' })
  .meta({ id: 'RagQuestionsUpdate', description: 'Each field replaces the stored one; at least one is required.' });
export type UpdateQuestionsBody = z.infer<typeof UpdateQuestionsBodySchema>;

const TextTitleSchema = z
  .string({ error: typeError('a string') })
  .trim()
  .min(1, 'must not be empty')
  .max(RAG_LIMITS.titleLength, `must be at most ${RAG_LIMITS.titleLength} characters`);

const TextContentSchema = z
  .string({ error: typeError('a string') })
  .trim()
  .min(1, 'must not be empty')
  .max(RAG_LIMITS.contentLength, `must be at most ${RAG_LIMITS.contentLength} characters`)
  .meta({ description: 'Plain text or Markdown: split by headings and paragraphs into passages.' });

export const CreateTextBodySchema = z.object({ title: TextTitleSchema, content: TextContentSchema }).meta({ id: 'RagTextCreate' });
export type CreateTextBody = z.infer<typeof CreateTextBodySchema>;

export const UpdateTextBodySchema = z
  .object({ title: TextTitleSchema.optional(), content: TextContentSchema.optional() })
  .refine((b) => b.title !== undefined || b.content !== undefined, { message: 'give title, content or both' })
  .meta({ id: 'RagTextUpdate', description: 'Each field replaces the stored one; at least one is required.' });
export type UpdateTextBody = z.infer<typeof UpdateTextBodySchema>;

export const CreateConversationSourceBodySchema = z
  .object({
    conversation_id: z
      .number({ error: typeError('a conversation id (a positive integer)') })
      .int('must be a conversation id (a positive integer)')
      .positive('must be a conversation id (a positive integer)')
      .max(Number.MAX_SAFE_INTEGER, 'must be a conversation id (a positive integer)')
      .meta({ format: 'int64', example: 42 }),
  })
  .meta({ id: 'RagConversationCreate' });

export const ConversationDraftQuerySchema = z.object({
  conversation_id: z
    .string({ error: 'conversation_id is required' })
    .regex(/^[1-9][0-9]{0,14}$/, 'conversation_id must be a conversation id (a positive integer)')
    .transform(Number)
    .meta({ description: 'The conversation to learn from.', example: '42' }),
});

export const RagConversationDraftSchema = z
  .object({
    title: z.string().meta({ description: 'The subject, without its Re: and Fwd: prefixes.' }),
    questions: z.array(z.string()).meta({ description: "The subject and the customer's first message (quotes and signature trimmed)." }),
    answer: z.string().meta({ description: "The agent's last sent reply (quotes trimmed)." }),
  })
  .meta({
    id: 'RagConversationDraft',
    description: 'What a source learnt from the conversation would hold now: to review, edit, and add as a Q&A (or as it is, with POST .../sources/conversation).',
  });
export type RagConversationDraft = z.infer<typeof RagConversationDraftSchema>;

export const RagSourceSchema = z
  .object({
    uuid: z.string(),
    type: z.enum(RAG_SOURCE_TYPES),
    status: z.enum(RAG_SOURCE_STATUSES),
    error: z.string().nullable().meta({ description: 'Why processing failed (status failed); null otherwise.' }),
    title: z.string().nullable().meta({ description: "A text or article source's title; a conversation source's subject; null for questions." }),
    questions: z.array(z.string()).nullable().meta({ description: 'Question and conversation sources; null for text and articles.' }),
    answer: z.string().nullable().meta({ description: 'Question and conversation sources; null for text and articles.' }),
    content_length: z.number().int().nullable().meta({ description: 'Text and article sources: characters of content.' }),
    passages: z.number().int().nullable().meta({ description: 'Text and article sources: passages it was split into (0 until processed).' }),
    conversation_id: z.number().int().nullable().meta({ description: 'Conversation sources (null once that conversation is deleted).' }),
    article_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Article sources: the published help article it follows (null once the article is unpublished or deleted).' }),
    created: DateTimeSchema,
    updated: DateTimeSchema,
    processed_at: DateTimeSchema.nullable().meta({ description: 'When the current content was last made searchable.' }),
    used_count: z
      .number()
      .int()
      .meta({ description: 'Replies that used its answer (sent with `ai_source` naming it: inserted from a suggestion or the search).' }),
    last_used_at: DateTimeSchema.nullable().meta({ description: 'When a reply last used it; null until one does.' }),
  })
  .meta({ id: 'RagSource' });
export type RagSource = z.infer<typeof RagSourceSchema>;

/** One source read on its own: a text source's content too, which its editor starts from (lists leave it out). */
export const RagSourceDetailSchema = RagSourceSchema.extend({
  content: z.string().nullable().meta({ description: "A text source's content as stored; null for the other types." }),
}).meta({ id: 'RagSourceDetail' });
export type RagSourceDetail = z.infer<typeof RagSourceDetailSchema>;

export const RagSourceAcceptedSchema = z
  .object({
    uuid: z.string(),
    type: z.enum(RAG_SOURCE_TYPES),
    status: z.literal('queued'),
    message: z.string().meta({ example: 'queued for processing' }),
  })
  .meta({ id: 'RagSourceAccepted' });
export type RagSourceAccepted = z.infer<typeof RagSourceAcceptedSchema>;

export const RagSourceDeletedSchema = z
  .object({ uuid: z.string(), status: z.literal('deleting'), message: z.string().meta({ example: 'queued for deletion' }) })
  .meta({ id: 'RagSourceDeleted' });

export const ListRagSourcesQuerySchema = z.object({
  type: z
    .enum(RAG_SOURCE_TYPES, { error: `type must be one of ${RAG_SOURCE_TYPES.join(', ')}` })
    .optional()
    .meta({ description: 'Only the sources of this type.' }),
  status: z
    .enum(RAG_SOURCE_STATUSES, { error: `status must be one of ${RAG_SOURCE_STATUSES.join(', ')}` })
    .optional()
    .meta({ description: 'Only the sources in this processing status.' }),
  search: z
    .string({ error: 'search must be a string' })
    .trim()
    .max(RAG_LIMITS.listSearchLength, `search must be at most ${RAG_LIMITS.listSearchLength} characters`)
    .optional()
    .meta({ description: 'Only the sources whose questions, answer, title or content contain each of its words (split at white space, each anywhere, any case, taken literally); empty: all.', example: 'refund' }),
  limit: queryInt('limit', 1, 100, 25),
  cursor: pageCursor('filters'),
});

export const RagSourcePageSchema = z
  .object({ data: z.array(RagSourceSchema), cursor: z.string().nullable() })
  .meta({ id: 'RagSourcePage', description: 'Newest first. cursor is null on the last page.' });
export type RagSourcePage = z.infer<typeof RagSourcePageSchema>;

export const RagSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q must not be empty')
    .max(RAG_LIMITS.queryLength, `q must be at most ${RAG_LIMITS.queryLength} characters`)
    .meta({ description: 'The question, in the words of a customer.', example: 'how do I get a refund' }),
  limit: queryInt('limit', 1, 20, 5),
});

export const RagSearchResultSchema = z
  .object({
    uuid: z.string(),
    type: z.enum(RAG_SOURCE_TYPES),
    score: z.number().meta({ description: 'Fused relevance: higher is better; comparable within one answer only.' }),
    confidence: z.number().min(0).max(1).meta({
      description:
        'How likely this source answers the question, 0..1, comparable across questions (calibrated on labelled questions and off-topic messages).',
    }),
    suggested: z.boolean().meta({ description: 'Whether the reply box offers it: confident enough to suggest unasked.' }),
    matched: z.string().meta({ description: 'The question variant or passage that matched best.' }),
    answer: z.string().meta({ description: "The source's answer; for a text source, the passage." }),
    title: z.string().nullable(),
    url: z
      .string()
      .nullable()
      .meta({ description: "An article source's page on the help site, to link in a reply; null for other sources.", example: 'https://help.example.com/articles/reset-your-password' }),
  })
  .meta({ id: 'RagSearchResult' });
export type RagSearchResult = z.infer<typeof RagSearchResultSchema>;

export const RagSearchResponseSchema = z
  .object({ results: z.array(RagSearchResultSchema) })
  .meta({ id: 'RagSearchResponse', description: 'Best first, one result per source, ready sources only.' });
