// Whether a text reports a problem ("my webhook is not receiving events") rather than asks how to do something
// ("how do I set up webhooks"): the full-text retriever counts a question variant of the other intent less.

// Words of a problem report, in the query and in a question variant.
export const PROBLEM_WORDS = String.raw`not|no|never|nothing|none|doesn'?t|don'?t|didn'?t|isn'?t|aren'?t|won'?t|can'?t|cannot|couldn'?t|stopped|missing|fail\w*|error\w*|broken|wrong|problem\w*|issue\w*|stuck|lost|forgot\w*|declined|locked|slow|down|outage`;
const PROBLEM = new RegExp(String.raw`\b(${PROBLEM_WORDS})\b`, 'i');

export function problemIntent(text: string): boolean {
  return PROBLEM.test(text.replace(/’/g, "'"));
}
