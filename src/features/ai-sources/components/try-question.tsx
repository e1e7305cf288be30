import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle, Plus, SearchX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { authoredPart } from '#contract/customer-question';
import { RagSearchQuerySchema } from '#contract/rag';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { ErrorState } from '../../../components/ui/state-panel';
import { useSourceSearch } from '../api/search-sources';
import { fieldMessage } from '../server-field-error';
import { SearchResult } from './search-result';
import { useLearnFromMiss, type Learning } from './use-learn-from-miss';

const TrySchema = RagSearchQuerySchema.pick({ q: true });

/**
 * Ask the store a question as a customer would, and see what retrieval gives back, best first: whether agents would be
 * offered each one, how sure the search is of it, and its score.
 * The question is in the URL (`?q=`), so a result can be reloaded or shown to a colleague.
 */
export function TryQuestion({
  q,
  onTry,
  onCreateWith,
}: {
  q: string | undefined;
  onTry: (q: string) => void;
  onCreateWith: (question: string) => void;
}) {
  const form = useForm({ resolver: zodResolver(TrySchema), values: { q: q ?? '' }, resetOptions: { keepDirtyValues: true } });
  const error = form.formState.errors.q?.message;
  return (
    <section aria-labelledby="try-heading" className="rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <h2 id="try-heading" className="text-sm font-semibold text-slate-900">
        Try a question
      </h2>
      <p className="mt-0.5 text-xs text-slate-600">
        What suggested answers would offer an agent for this customer question. When the right answer is not first, add the question to it.
      </p>
      <form
        onSubmit={form.handleSubmit(({ q: tried }) => onTry(tried))}
        noValidate
        aria-label="Try a question"
        className="mt-3 flex flex-wrap items-start gap-3"
      >
        <FormField
          id="try-question"
          label="Customer question"
          error={fieldMessage('The question', error?.replace(/^q /, ''))}
          hint="Enter tries it; Shift+Enter starts a new line. A pasted mail is asked as the reply box asks it."
          className="min-w-64 flex-1"
        >
          {(control) => (
            // Lines, so that a pasted mail keeps its quoted thread and signature apart (the reply box leaves them
            // out); Enter tries it, as in a search box, and Shift+Enter starts a line.
            <Textarea
              {...control}
              {...form.register('q')}
              rows={1}
              autoComplete="off"
              placeholder="e.g. How do I get my money back? (or paste a customer's mail)"
              className="max-h-48 min-h-0 [field-sizing:content]"
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }}
            />
          )}
        </FormField>
        <Button type="submit" variant="primary" className="mt-6">
          Try
        </Button>
      </form>
      {q && <TryResults key={q} q={q} onCreateWith={onCreateWith} />}
    </section>
  );
}

/** What the store is asked for a customer's message, as the reply box asks: without a greeting in front or a closing after it. */
export const askedQuestion = (typed: string) => authoredPart(typed) || typed;

function TryResults({ q: typed, onCreateWith }: { q: string; onCreateWith: (question: string) => void }) {
  const q = askedQuestion(typed);
  const search = useSourceSearch(q);
  const { learning, learn } = useLearnFromMiss(q);

  if (search.isPending) {
    return (
      <div role="status" className="mt-4 space-y-2">
        <span className="sr-only">Searching…</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (search.isError) {
    return (
      <div className="mt-4">
        <ErrorState title="The question could not be tried" message={search.error.message} onRetry={() => void search.refetch()} />
      </div>
    );
  }

  const results = search.data.results;
  return (
    <div className="mt-4">
      {q !== typed && (
        <p className="mb-3 text-sm text-slate-700">
          Asked as “<span className="font-medium text-slate-900">{q}</span>”: the reply box leaves out a customer's greeting, closing and quoted mail.
        </p>
      )}
      <LearningStatus
        learning={learning}
        rank={learning ? results.findIndex((r) => r.uuid === learning.uuid) + 1 : 0}
        resultsAt={search.dataUpdatedAt}
      />
      {results.length === 0 ? (
        <div role="status" className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
          <SearchX aria-hidden="true" className="size-6 text-slate-400" />
          <p className="mt-2 text-sm font-semibold text-slate-900">No ready source answers “{q}”</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">Agents get no suggestion for it. Add a Q&A with this question and its answer.</p>
          <Button size="sm" className="mt-3" onClick={() => onCreateWith(q)}>
            <Plus aria-hidden="true" className="size-4" />
            New Q&A with this question
          </Button>
        </div>
      ) : (
        <>
          <ol aria-label={`Results for “${q}”`} className="space-y-3">
            {results.map((result, index) => (
              <SearchResult
                key={result.uuid}
                result={result}
                rank={index + 1}
                learning={learning?.uuid === result.uuid ? learning : null}
                onLearn={() => void learn(result.uuid)}
                question={q}
              />
            ))}
          </ol>
          <p className="mt-3 text-xs text-slate-600">
            None of these is right?{' '}
            <button
              type="button"
              onClick={() => onCreateWith(q)}
              className="font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              Create a Q&A with this question
            </button>
          </p>
        </>
      )}
    </div>
  );
}

/**
 * Where the added question is: being processed, then the source's new rank for the tried question, once the
 * results were asked for again after it (`resultsAt`); until then they are the old ones.
 */
function LearningStatus({ learning, rank, resultsAt }: { learning: Learning | null; rank: number; resultsAt: number }) {
  const added = learning?.state === 'added' ? learning : null;
  const status = added ? (added.source?.status ?? 'queued') : null;
  const fresh = added?.readyAt !== undefined && resultsAt >= added.readyAt;
  return (
    <p role="status" className="mb-3 text-sm empty:mb-0">
      {status === 'ready' && !fresh ? (
        <span className="flex items-center gap-1.5 text-slate-700">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
          Processed. Asking the question again…
        </span>
      ) : status === 'ready' ? (
        <span className="flex items-center gap-1.5 font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          {rank > 0 ? `Processed: the source is now result #${rank} for this question.` : 'Processed: the results below are up to date.'}
        </span>
      ) : status === 'failed' ? (
        <span className="font-medium text-red-700">The question was added, but processing the source failed. Reprocess it in the list below.</span>
      ) : status ? (
        <span className="flex items-center gap-1.5 text-slate-700">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
          Question added. Processing the source; the results refresh when it is ready.
        </span>
      ) : null}
    </p>
  );
}
