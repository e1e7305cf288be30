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
    base: -6.725,
    steps: [
      // fused
      [[1.2796, 0.7083], [1.3928, 0.6133]],
      // full-text
      [[0.0766, 0.5047], [0.0979, 0.7689], [0.1316, 0.5599], [0.1495, 0.1301], [0.1799, 0.419]],
      // meaning
      [],
      // trigram
      [],
      // lead
      [[0.0925, 0.0548], [0.1197, 0.4161], [0.2349, 0.8637]],
      // known
      [[0.5119, 0.1287], [0.5528, 0.5424], [0.5836, 1.1496], [0.5955, 0.0524]],
      // found
      [[0.6056, 0.4185]],
      // explained
      [[0.4463, 0.8734], [0.5652, 1.1809], [0.5671, 0.1131]],
      // words
      [],
      // social
      [],
      // matched
      [[0.5038, 0.578]],
      // long
      [],
    ],
  },
  suggestAt: 0.0586,
};
