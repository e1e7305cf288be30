import { z } from 'zod';
import { AnswerSchema, QuestionsSchema, RAG_LIMITS, type CreateQuestionsBody, type RagSource } from '#contract/rag';

// The Q&A editor's values. Each question variant is an object (react-hook-form's field arrays hold objects);
// each is checked by the contract's own rule for a question, the answer by its rule for an answer.

export const QuestionFormSchema = z.object({
  questions: z
    .array(z.object({ text: QuestionsSchema.element }))
    .min(1, 'must hold at least one question')
    .max(RAG_LIMITS.questions, `must hold at most ${RAG_LIMITS.questions} questions`),
  answer: AnswerSchema,
});
export type QuestionFormValues = z.input<typeof QuestionFormSchema>;
export type QuestionFormOutput = z.output<typeof QuestionFormSchema>;

export const emptyQuestion = (question = ''): QuestionFormValues => ({ questions: [{ text: question }], answer: '' });

/** A stored Q&A's values, or a draft's (what a conversation would teach). */
export const toFormValues = (source: Pick<RagSource, 'questions' | 'answer'>): QuestionFormValues => ({
  questions: (source.questions ?? []).map((text) => ({ text })),
  answer: source.answer ?? '',
});

export const toBody = (values: QuestionFormOutput): CreateQuestionsBody => ({
  questions: values.questions.map((q) => q.text),
  answer: values.answer,
});
