import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RAG_LIMITS, type RagSource } from '#contract/rag';
import { Button } from '../../../components/ui/button';
import { CharacterCount } from '../../../components/ui/character-count';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panel';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { useCreateQuestions } from '../api/create-questions';
import { EDITOR_STALE_MS, sourceQueryOptions } from '../api/get-source';
import { useDeleteSource } from '../api/delete-source';
import { useUpdateSource } from '../api/update-source';
import { emptyQuestion, QuestionFormSchema, toBody, toFormValues, type QuestionFormValues } from '../question-form';
import { fieldMessage, serverFieldError } from '../server-field-error';
import { EditorFooter, EditorSheet } from './editor-sheet';
import { QuestionVariants } from './question-variants';

/**
 * A Q&A in a drawer: several ways customers ask one question (each up to 250 characters) and the answer (up to
 * 5000). A new one when `uuid` is null; else the stored one, read fresh. The contract's rules apply as one types,
 * the server's refusals show at the field they name.
 */
export function QuestionEditor({
  uuid,
  initial,
  description = 'Question variants and their answer',
  onClose,
}: {
  uuid: string | null;
  /** A new Q&A's first values (a tried question, a conversation's question and answer). */
  initial?: QuestionFormValues;
  description?: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const create = useCreateQuestions();
  const update = useUpdateSource();
  const remove = useDeleteSource();
  // Read once: a refetch while one types would bring nothing the form wants.
  const stored = useQuery({ ...sourceQueryOptions(uuid ?? ''), enabled: uuid !== null, staleTime: EDITOR_STALE_MS, refetchOnWindowFocus: false });
  const editable = stored.data?.type === 'question' && stored.data.status !== 'deleting' ? stored.data : undefined;
  // A conversation's source keeps what it learnt when added: it is edited as a new Q&A that replaces it.
  const [replacing, setReplacing] = useState(false);
  // (Offered only while it is not being deleted; once replaced it is, and the form stays until the editor closes.)
  const replaced = replacing && stored.data?.type === 'conversation' ? stored.data : undefined;
  const form = useForm({
    resolver: zodResolver(QuestionFormSchema),
    mode: 'onTouched',
    defaultValues: initial ?? emptyQuestion(),
    // The stored Q&A once it has loaded; what was typed meanwhile stays.
    values: editable ? toFormValues(editable) : replaced ? toFormValues(replaced) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const answer = useWatch({ control: form.control, name: 'answer' }) ?? '';

  const save = form.handleSubmit(async (values) => {
    // Nothing changed: nothing to send, and the Q&A is not processed again for it.
    if (editable && !form.formState.isDirty) return onClose();
    const body = toBody(values);
    try {
      if (editable) await update.mutateAsync({ uuid: editable.uuid, kind: 'questions', body });
      else await create.mutateAsync(body);
      if (replaced) await replaceSource(replaced);
      toast.show({
        title: editable ? 'Q&A saved' : 'Q&A added',
        description: replaced
          ? 'It replaces the conversation’s source, which is removed. Suggestions use it once it is processed.'
          : 'It is processed in the background; suggestions use it once it is ready.',
        tone: 'success',
      });
      onClose();
    } catch (error) {
      const { field, message } = serverFieldError(isApiError(error) ? error.message : 'Could not save. Try again.', ['questions', 'answer']);
      if (field === 'answer') form.setError('answer', { type: 'server', message }, { shouldFocus: true });
      else if (/^questions\.\d+$/.test(field)) form.setError(`${field as `questions.${number}`}.text`, { type: 'server', message }, { shouldFocus: true });
      else if (field === 'questions') form.setError('questions', { type: 'server', message });
      else form.setError('root', { type: 'server', message: message.charAt(0).toUpperCase() + message.slice(1) });
    }
  });

  // The Q&A is added: the conversation's source goes (a failure to remove it is told; the Q&A stays either way).
  const replaceSource = async (source: RagSource) => {
    try {
      await remove.mutateAsync(source);
    } catch (error) {
      toast.show({ title: 'The conversation’s source was not removed', description: `${isApiError(error) ? error.message : 'Try again'}: delete it in the list.`, tone: 'error' });
    }
  };

  const title = replaced ? 'New Q&A from a conversation' : uuid ? 'Edit Q&A' : 'New Q&A';
  return (
    <EditorSheet title={title} description={description} dirty={isDirty && !isSubmitting} onClose={onClose}>
      {(requestClose) =>
        uuid && !editable && !replaced ? (
          <div className="flex-1 overflow-y-auto p-5">
            <StoredState source={stored.data} error={stored.error} onRetry={() => void stored.refetch()} onReplace={() => setReplacing(true)} />
          </div>
        ) : (
          <form onSubmit={(event) => void save(event)} noValidate aria-label={title} className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-5 py-4">
              {errors.root && (
                <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                  {errors.root.message}
                </p>
              )}
              <QuestionVariants form={form} selfUuid={editable ? editable.uuid : null} />
              <div>
                <div className="flex items-baseline justify-between gap-2">
                  <label htmlFor="qa-answer" className="text-sm font-medium text-slate-800">
                    Answer
                  </label>
                  <CharacterCount id="qa-answer-count" length={answer.length} max={RAG_LIMITS.answerLength} />
                </div>
                <Textarea
                  id="qa-answer"
                  rows={9}
                  className="mt-1"
                  aria-invalid={errors.answer ? true : undefined}
                  aria-describedby={`qa-answer-count qa-answer-hint${errors.answer ? ' qa-answer-error' : ''}`}
                  {...form.register('answer')}
                />
                {errors.answer && (
                  <p id="qa-answer-error" className="mt-1 text-sm font-medium text-red-700">
                    {fieldMessage('The answer', errors.answer.message)}
                  </p>
                )}
                <p id="qa-answer-hint" className="mt-1 text-xs text-slate-500">
                  What an agent may send back, as it should read to the customer.
                </p>
              </div>
            </div>
            <EditorFooter onCancel={requestClose} saving={isSubmitting} saveLabel={editable ? 'Save Q&A' : 'Add Q&A'} />
          </form>
        )
      }
    </EditorSheet>
  );
}

/** Loading the stored Q&A, or why it cannot be edited (and, for a conversation's source, the way to edit it all the same). */
function StoredState({
  source,
  error,
  onRetry,
  onReplace,
}: {
  source: RagSource | undefined;
  error: Error | null;
  onRetry: () => void;
  onReplace: () => void;
}) {
  if (error) {
    const gone = isApiError(error) && error.status === 404;
    return (
      <ErrorState
        title={gone ? 'This source no longer exists' : 'Couldn’t load this Q&A'}
        message={gone ? 'It was deleted. Close this editor to go back to the list.' : error.message}
        onRetry={gone ? undefined : onRetry}
      />
    );
  }
  if (!source) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading the Q&A…</span>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (source.type === 'conversation' && source.status !== 'deleting') {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          This source keeps what conversation {source.conversation_id === null ? '(since deleted)' : `#${source.conversation_id}`} taught when it was
          added. To change it, edit it as a Q&A: the Q&A replaces it.
        </p>
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-medium text-slate-800">Questions</dt>
            {(source.questions ?? []).map((question, index) => (
              <dd key={index} className="mt-1 break-words text-slate-700">
                {question}
              </dd>
            ))}
          </div>
          <div>
            <dt className="font-medium text-slate-800">Answer</dt>
            <dd className="mt-1 break-words whitespace-pre-line text-slate-700">{source.answer}</dd>
          </div>
        </dl>
        <Button variant="primary" onClick={onReplace}>
          Edit as a Q&A
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
      {source.status === 'deleting'
        ? 'This source is being deleted: it can no longer be changed.'
        : 'This source follows a published help article: edit the article in the help center.'}
    </p>
  );
}
