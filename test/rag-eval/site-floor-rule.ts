import type { JudgedSource } from '../../server/domain/rag/search/confidence.ts';
import { shownOnSite, type SiteFloor } from '../../server/site/site-search.ts';

// Decision 011's rule for the help site's confidence floor, in one place for the tool that re-chooses it
// (site-search-floor.ts) and the test that holds the floor in the code to it (retrieval-quality.test.ts): the
// highest floor of the grid that loses at most MAX_LOST right answers of the tuning list against no floor. The
// floor rests on the confidence model, so a refit can move it.

/** The confidences tried as the least a result shown must have. */
export const LEAST_GRID = [0, 0.002, 0.005, 0.01, 0.02, 0.03, 0.05];
/** Right answers of the tuning list the floor may hide. */
export const MAX_LOST = 2;
/** Results the site shows at most (the measurement's, not the page's 5: a right answer 6th to 10th counts). */
export const SHOWN = 10;

export interface RankedCase {
  expected: string | null;
  results: JudgedSource[];
}

/** How many on-topic cases show their right answer under `floor`. */
export function rightShown(cases: RankedCase[], keyOf: Map<string, string>, floor: SiteFloor): number {
  return cases.filter((c) => c.expected !== null && c.results.some((s) => shownOnSite(s, floor) && keyOf.get(s.sourceUuid) === c.expected)).length;
}

/** The right answers `least` hides, against no confidence floor, at the same meaning-alone floor. */
export function rightLost(cases: RankedCase[], keyOf: Map<string, string>, floor: SiteFloor): number {
  return rightShown(cases, keyOf, { ...floor, least: 0 }) - rightShown(cases, keyOf, floor);
}

/** The rule's choice on the tuning list's ranked cases. */
export function chosenLeast(cases: RankedCase[], keyOf: Map<string, string>, meaningAlone: number): number {
  return Math.max(...LEAST_GRID.filter((least) => rightLost(cases, keyOf, { meaningAlone, least }) <= MAX_LOST));
}
