import { CircleCheck, Plus } from 'lucide-react';
import { RAG_LIMITS, type RagSearchResult } from '#contract/rag';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { TYPE_LABELS } from '../source-labels';
import type { Learning } from './use-learn-from-miss';

const scoreFormat = new Intl.NumberFormat(undefined, { maximumSignificantDigits: 3 });

/** "87% sure"; under half a percent, "<1% sure" rather than a promise of none. */
export function sureText(confidence: number): string {
  return confidence > 0 && confidence < 0.005 ? '<1% sure' : `${Math.round(confidence * 100)}% sure`;
}

/**
 * One answer retrieval gave to the tried question: its rank, whether the reply box would offer it to an agent and
 * how sure the search is of it, the variant (or passage) that matched, the answer, and the fused score (which only
 * compares the results of this question). A Q&A below the first can take the tried question as a new variant, in
 * one click.
 */
export function SearchResult({
  result,
  rank,
  learning,
  onLearn,
  question,
}: {
  result: RagSearchResult;
  rank: number;
  /** The "add this question" under way or done, when it is this source's. */
  learning: Learning | null;
  onLearn: () => void;
  /** The tried question: a variant is at most RAG_LIMITS.questionLength characters, a search up to 1,000. */
  question: string;
}) {
  const headingId = `result-${result.uuid}`;
  const share = Math.max(2, Math.round(result.confidence * 100));
  const showAnswer = result.answer.trim() !== result.matched.trim();
  const canLearn = rank > 1 && result.type === 'question';
  const tooLong = question.length > RAG_LIMITS.questionLength;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          <span className="sr-only">Result </span>#{rank}
          {result.title && <span className="font-medium text-slate-700"> {result.title}</span>}
        </h3>
        <Badge tone={result.type === 'question' ? 'indigo' : 'slate'}>{TYPE_LABELS[result.type]}</Badge>
        {result.suggested ? <Badge tone="emerald">Suggested to agents</Badge> : <Badge>Not suggested</Badge>}
        <span className="ml-auto flex items-center gap-2 text-xs text-slate-600">
          <span aria-hidden="true" className="h-1.5 w-20 overflow-hidden rounded-full bg-slate-100">
            <span className={cn('block h-full rounded-full', result.suggested ? 'bg-emerald-500' : 'bg-slate-400')} style={{ width: `${share}%` }} />
          </span>
          <span className="font-medium text-slate-800 tabular-nums">{sureText(result.confidence)}</span>
          <span className="tabular-nums" title="The fused score compares the results of this question only">
            Score {scoreFormat.format(result.score)}
          </span>
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{matchedLabel(result)}</span>
        <q className="break-words">{result.matched}</q>
      </p>
      {showAnswer && (
        <p className="mt-1.5 line-clamp-4 text-sm whitespace-pre-line text-slate-600">
          <span className="font-medium text-slate-800">Answer: </span>
          {result.answer}
        </p>
      )}
      {canLearn && (
        <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3">
          {learning?.state === 'added' ? (
            <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              Question added to this source
            </p>
          ) : tooLong ? (
            <p className="text-xs text-slate-500">
              A question variant is at most {RAG_LIMITS.questionLength} characters: shorten the question to add it to this source.
            </p>
          ) : (
            <>
              <Button size="sm" onClick={onLearn} disabled={learning?.state === 'adding'} aria-describedby={headingId}>
                <Plus aria-hidden="true" className="size-4" />
                {learning?.state === 'adding' ? 'Adding…' : 'Add this question to this source'}
              </Button>
              <span className="text-xs text-slate-500">The right answer? It then matches this question directly.</span>
              {learning?.state === 'refused' && (
                <p role="alert" className="w-full text-sm font-medium text-red-700">
                  {learning.message}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </li>
  );
}

/** What the matched text is: a help text's or article's passage, a Q&A's question, or its answer. */
function matchedLabel(result: RagSearchResult): string {
  if (result.type !== 'question') return 'Matched passage: ';
  return result.matched.trim() === result.answer.trim() ? 'Matched answer: ' : 'Matched question: ';
}
