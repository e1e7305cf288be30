import type { ConfidenceModel } from './confidence.ts';

// Written by test/rag-eval/fit-confidence.ts --write (2026-11-28): 847 first results of 918 tuning queries (the first Tasklane list and mails, the off-topic tuning lists and mails in both help desks).
// Not to be edited by hand.

export const CONFIDENCE_MODEL: ConfidenceModel = {
  short: {
    base: -6.597,
    steps: [
      // fused
      [],
      // full-text
      [[0.1682, 1.1613], [0.1986, 0.9181], [0.2095, 0.253], [0.2389, 0.6287], [0.3045, 0.2428], [0.3415, 0.4716], [0.3458, 0.1968], [0.469, 0.3295], [0.4752, 0.133], [0.5887, 0.1269], [0.6955, 0.6456]],
      // meaning
      [[0.3342, 0.5535], [0.4903, 0.2249]],
      // trigram
      [],
      // lead
      [[0.3793, 0.488], [0.5019, 0.1857]],
      // known
      [],
      // found
      [[0.6569, 0.8505]],
      // explained
      [[0.7456, 0.109], [0.907, 0.7665]],
      // words
      [[0.875, -0.0861]],
      // social
      [[0.0294, -0.8158]],
      // matched
      [[0.2521, 1.6942]],
      // long
      [],
    ],
  },
  long: {
    base: -6.4239,
    steps: [
      // fused
      [[1.3777, 0.6163], [1.3931, 0.1694], [1.4151, 0.2297], [1.4258, 0.0602], [1.5222, 0.7471]],
      // full-text
      [[0.0696, 0.1661], [0.0801, 0.5183], [0.0979, 0.4985], [0.1158, 1.3231]],
      // meaning
      [[0.2796, 0.3745]],
      // trigram
      [],
      // lead
      [[0.09, 0.3991], [0.2278, 0.1594]],
      // known
      [[0.4665, 0.8791], [0.5528, 0.5369], [0.5752, 0.2349], [0.5836, 0.1038]],
      // found
      [[0.5969, 0.5437], [0.6435, 0.3818], [0.6733, 0.0483]],
      // explained
      [[0.4473, 0.8829], [0.5624, 0.2858], [0.6034, 0.4878]],
      // words
      [],
      // social
      [],
      // matched
      [[0.505, 0.2892]],
      // long
      [],
    ],
  },
  suggestAt: 0.0698,
};
