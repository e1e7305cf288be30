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
 * What the reply records of an answer put into it: a Q&A's source, which can learn the customer's wording as a
 * new question (the server proposes it), not a help text's passage.
 */
export function usedSourceOf(result: RagSearchResult, origin: RagProposalOrigin): UsedAiSource | undefined {
  return result.type === 'question' ? { uuid: result.uuid, origin } : undefined;
}

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

/** "82% sure": the search's calibrated confidence, comparable across questions. */
export const confidenceText = (result: Pick<RagSearchResult, 'confidence'>) => `${percent.format(result.confidence)} sure`;
