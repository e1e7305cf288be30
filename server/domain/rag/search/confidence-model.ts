import type { ConfidenceModel } from './confidence.ts';

// Written by test/rag-eval/fit-confidence.ts --write (2026-11-28): 882 first results of 958 tuning queries (the first Tasklane list, its mails and long mails, the off-topic tuning lists and mails in both help desks).
// Not to be edited by hand.

export const CONFIDENCE_MODEL: ConfidenceModel = {
  short: {
    base: -6.1478,
    steps: [
      // fused
      [],
      // full-text
      [[0.1682, 1.2509], [0.1986, 0.9241], [0.2095, 0.2548], [0.2389, 0.632], [0.3045, 0.2449], [0.3415, 0.4727], [0.3458, 0.1972], [0.469, 0.3383], [0.4752, 0.1356], [0.5887, 0.1363], [0.6955, 1.025]],
      // meaning
      [[0.2073, 0.2449], [0.3342, 0.4378], [0.4528, 0.0803], [0.4903, 0.1215]],
      // trigram
      [],
      // lead
      [[0.3793, 0.4916], [0.5019, 0.1142]],
      // known
      [],
      // found
      [[0.6569, 0.789]],
      // explained
      [[0.7456, 0.0514], [0.907, 1.2343]],
      // words
      [],
      // social
      [[0.0294, -0.853]],
      // matched
      [[0.2521, 0.9931]],
      // long
      [],
    ],
  },
  long: {
    base: -6.0776,
    steps: [
      // fused
      [[1.3777, 0.2966], [1.3929, 0.1812], [1.4519, 0.1537], [1.5222, 0.6641]],
      // full-text
      [[0.0419, 0.0766], [0.1158, 0.6332]],
      // meaning
      [[0.2796, 0.109]],
      // trigram
      [],
      // lead
      [[0.0757, 0.2576], [0.09, 0.3764]],
      // known
      [[0.4542, 1.233], [0.5948, 0.7661]],
      // found
      [],
      // explained
      [[0.425, 0.4555], [0.4426, 1.0968], [0.4491, 0.3732], [0.6034, 0.5393]],
      // words
      [],
      // social
      [],
      // matched
      [[0.5028, 0.521], [0.6911, 0.7859], [0.7578, 0.4194], [0.7796, 0.1683], [0.8602, 0.646]],
      // long
      [],
    ],
  },
  suggestAt: 0.0758,
};
