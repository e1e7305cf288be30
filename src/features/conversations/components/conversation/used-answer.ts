import type { RagSearchResult } from '#contract/rag';
import type { RagProposalOrigin, UsedAiSource } from '#contract/rag-proposals';

// What the reply box keeps of the AI answers an agent sees and uses.

/** What the agent sees of a result: a help text or article by its title, a Q&A by the question variant that matched. */
export const headingOf = (result: RagSearchResult) =>
  result.type === 'text' || result.type === 'article' ? (result.title ?? result.matched) : result.matched;

/** The suggestions to show: those the store is confident of, less the ones the agent dismissed. */
export function shownSuggestions(results: readonly RagSearchResult[], dismissed: ReadonlySet<string>): RagSearchResult[] {
  return results.filter((r) => r.suggested && !dismissed.has(r.uuid));
}

/**
 * What the reply records of an answer put into it: its source, whatever its type. Each counts a use (the AI answers
 * page shows which the team relies on); a Q&A's can also learn the customer's wording as a new question (the server
 * proposes it).
 */
export function usedSourceOf(result: RagSearchResult, origin: RagProposalOrigin): UsedAiSource {
  return { uuid: result.uuid, origin };
}

/** The words of a text or of HTML that a reply is judged by: of four letters or more, lower case. */
const wordsOf = (text: string) =>
  (text.replace(/<[^>]*>/g, ' ').replace(/&[a-z0-9#]+;/gi, ' ').toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []);

/**
 * Whether a reply still says the answer put into it: at least half of the answer's words are in the reply, each
 * word counted as often as the reply has it. An agent who shortens or rewords it still used it; one who deleted it
 * and wrote their own did not, and the reply must not teach the source the customer's question.
 */
export function keepsAnswer(replyHtml: string, answer: string): boolean {
  const words = wordsOf(answer);
  if (!words.length) return true;
  const left = new Map<string, number>();
  for (const w of wordsOf(replyHtml)) left.set(w, (left.get(w) ?? 0) + 1);
  let kept = 0;
  for (const w of words) {
    const n = left.get(w) ?? 0;
    if (n > 0) {
      kept++;
      left.set(w, n - 1);
    }
  }
  return kept * 2 >= words.length;
}

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

/** "82% sure": the search's calibrated confidence, comparable across questions. */
export const confidenceText = (result: Pick<RagSearchResult, 'confidence'>) => `${percent.format(result.confidence)} sure`;
