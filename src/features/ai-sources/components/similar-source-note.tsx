import type { RagSearchResult } from '#contract/rag';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSourceSearch } from '../api/search-sources';

// Typed words settle for this long before the store is asked (as the reply box's search).
const SETTLE_MS = 400;

/**
 * The source other than `selfUuid` that suggestions already offer for this question, if any: a duplicate in the
 * making, or a wording that another Q&A would answer first.
 */
export function useSimilarSource(question: string, selfUuid: string | null): RagSearchResult | undefined {
  const asked = useDebouncedValue(question.trim(), SETTLE_MS);
  const { data } = useSourceSearch(asked || undefined);
  if (asked !== question.trim()) return undefined;
  return data?.results.find((result) => result.suggested && result.uuid !== selfUuid);
}

/** Under a question field: which other source suggestions already offer for it (announced as it appears). */
export function SimilarSourceNote({ id, question, selfUuid }: { id: string; question: string; selfUuid: string | null }) {
  const similar = useSimilarSource(question, selfUuid);
  return (
    <p id={id} role="status" className="mt-1 text-xs text-amber-800 empty:hidden">
      {similar &&
        (similar.type === 'question' || similar.type === 'conversation'
          ? `Suggestions already offer another Q&A for this: “${similar.matched}”.`
          : `Suggestions already offer the ${similar.type === 'article' ? 'help article' : 'help text'} “${similar.title ?? similar.matched}” for this.`)}
    </p>
  );
}
