import { LoaderCircle, Search, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { clipText } from '#contract/customer-question';
import { RAG_LIMITS, type RagSearchResult } from '#contract/rag';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useAnswerSearch } from '../../api/suggest-answers';
import { confidenceText, headingOf } from './used-answer';
import { answerPreview } from './answer-html';

const KIND = { question: 'Q&A', text: 'Help text', conversation: 'From a conversation', article: 'Help article' } as const;

/**
 * "Search answers" in the reply box: the AI Q&A store searched in the agent's own words, every result listed with
 * how sure the store is of it (not only the suggested ones), for when no suggestion came or the suggestion was
 * wrong. Inserting puts the answer at the caret of the reply and closes the search.
 */
export function AnswerSearch({
  id,
  initial = '',
  onInsert,
  onClose,
}: {
  id: string;
  /** What the box starts with, selected (the customer's question): the agent sees its results, or types over it. */
  initial?: string;
  onInsert: (answer: RagSearchResult) => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState(() => clipText(initial, RAG_LIMITS.queryLength));
  const q = clipText(useDebouncedValue(typed.trim(), 250), RAG_LIMITS.queryLength);
  const search = useAnswerSearch(q);
  const results = q ? (search.data ?? []) : [];

  const list = useRef<HTMLUListElement>(null);
  const buttons = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const focusResult = (index: number) => buttons()[Math.max(0, Math.min(index, buttons().length - 1))]?.focus();

  const status = !q
    ? ''
    : search.isError
      ? `The search failed: ${search.error.message}`
      : search.isFetching
        ? 'Searching…'
        : results.length === 0
          ? `No ready answer matches “${q}”.`
          : `${results.length} ${results.length === 1 ? 'answer' : 'answers'} for “${q}”.`;

  return (
    <section id={id} aria-labelledby={`${id}-label`} className="rounded-lg border border-slate-200 bg-slate-50 px-2 py-1.5 [contain:inline-size]">
      <div className="flex items-center gap-1.5">
        <Search aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
        <label id={`${id}-label`} htmlFor={`${id}-q`} className="shrink-0 text-xs font-semibold text-slate-800">
          Search answers
        </label>
        <input
          id={`${id}-q`}
          type="search"
          // The agent opened the search to type in it: over the question it starts with.
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          autoComplete="off"
          value={typed}
          maxLength={RAG_LIMITS.queryLength}
          placeholder="In your words, e.g. refund to another card"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Inside the reply form: Enter must not send the reply, Escape closes the search only.
            if (event.key === 'Enter') event.preventDefault();
            // Down to the results, as in a search box's list.
            if (event.key === 'ArrowDown' && results.length) {
              event.preventDefault();
              focusResult(0);
            }
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              onClose();
            }
          }}
          className="h-7 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
        <button
          type="button"
          aria-label="Close the answer search"
          onClick={onClose}
          className="shrink-0 rounded p-1 text-slate-500 hover:bg-white hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      </div>
      <p role="status" className="mt-1 flex items-center gap-1.5 px-0.5 text-xs text-slate-600 empty:hidden">
        {search.isFetching && q ? <LoaderCircle aria-hidden="true" className="size-3 animate-spin" /> : null}
        {status}
      </p>
      {results.length > 0 && (
        <ul
          ref={list}
          aria-label={`Answers for “${q}”`}
          className="mt-1 max-h-44 space-y-0.5 overflow-y-auto"
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            const at = buttons().indexOf(document.activeElement as HTMLButtonElement);
            if (at < 0) return;
            event.preventDefault();
            if (event.key === 'ArrowUp' && at === 0) document.getElementById(`${id}-q`)?.focus();
            else focusResult(at + (event.key === 'ArrowDown' ? 1 : -1));
          }}
        >
          {results.map((result, index) => (
            <li key={result.uuid}>
              <button
                type="button"
                aria-label={`Insert ${headingOf(result)}`}
                aria-describedby={`${id}-result-${index}`}
                title={result.answer}
                onClick={() => onInsert(result)}
                className="flex w-full flex-col gap-0.5 rounded-md px-1.5 py-1 text-left hover:bg-white focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="flex w-full items-center gap-2 text-sm">
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{headingOf(result)}</span>
                  <span className="shrink-0 text-xs text-slate-500">{KIND[result.type]}</span>
                  <span className="shrink-0 text-xs font-medium text-slate-700 tabular-nums">{confidenceText(result)}</span>
                </span>
                <span id={`${id}-result-${index}`} className="w-full truncate text-xs text-slate-600">
                  {answerPreview(result.answer)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
