import { Plus, X } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { RAG_LIMITS } from '#contract/rag';
import { Button } from '../../../components/ui/button';
import { CharacterCount } from '../../../components/ui/character-count';
import { Input } from '../../../components/ui/input';
import type { QuestionFormOutput, QuestionFormValues } from '../question-form';
import { fieldMessage } from '../server-field-error';
import { SimilarSourceNote } from './similar-source-note';

/**
 * The question variants: one field each with its 250 counter, added and removed (at least one, at most 50), and
 * under each, the other source suggestions already offer for it, if any.
 */
export function QuestionVariants({
  form,
  selfUuid,
}: {
  form: UseFormReturn<QuestionFormValues, unknown, QuestionFormOutput>;
  /** The Q&A being edited (null: a new one), which a question of its own finds without being a duplicate. */
  selfUuid: string | null;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'questions' });
  const questions = useWatch({ control: form.control, name: 'questions' }) ?? [];
  const errors = form.formState.errors.questions;
  const listError = errors?.root?.message ?? errors?.message;
  const full = fields.length >= RAG_LIMITS.questions;
  // A stored Q&A's own questions as they were are not asked about again (50 searches on opening it): what is typed is.
  const stored = new Set(selfUuid === null ? [] : (form.formState.defaultValues?.questions ?? []).map((q) => q?.text));

  return (
    <fieldset aria-describedby={`qa-questions-hint${listError ? ' qa-questions-error' : ''}`}>
      <legend className="text-sm font-medium text-slate-800">Questions</legend>
      <p id="qa-questions-hint" className="mt-0.5 text-xs text-slate-500">
        The ways customers ask it. Several wordings help the right answer come first.
      </p>
      <ol className="mt-3 space-y-3">
        {fields.map((field, index) => {
          const id = `qa-question-${index}`;
          const error = errors?.[index]?.text?.message;
          return (
            <li key={field.id} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <label htmlFor={id} className="text-xs font-medium text-slate-600">
                    Question {index + 1}
                  </label>
                  <CharacterCount id={`${id}-count`} length={questions[index]?.text.length ?? 0} max={RAG_LIMITS.questionLength} />
                </div>
                <Input
                  id={id}
                  // The drawer opens on the first question (Radix keeps a focus already inside it).
                  autoFocus={index === 0}
                  autoComplete="off"
                  className="mt-1"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-count ${id}-similar${error ? ` ${id}-error` : ''}`}
                  {...form.register(`questions.${index}.text`)}
                />
                {error && (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {fieldMessage('This question', error)}
                  </p>
                )}
                <SimilarSourceNote
                  id={`${id}-similar`}
                  question={stored.has(questions[index]?.text) ? '' : (questions[index]?.text ?? '')}
                  selfUuid={selfUuid}
                />
              </div>
              <Button
                size="sm"
                variant="ghost"
                className="mt-6"
                aria-label={`Remove question ${index + 1}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p id="qa-questions-error" className="mt-2 text-sm font-medium text-red-700">
          {fieldMessage('The questions', listError)}
        </p>
      )}
      <Button size="sm" className="mt-3" disabled={full} onClick={() => append({ text: '' })}>
        <Plus aria-hidden="true" className="size-4" />
        Add a variant
      </Button>
      {full && <p className="mt-1 text-xs text-slate-500">{RAG_LIMITS.questions} variants at most.</p>}
    </fieldset>
  );
}
