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
    base: -5.9758,
    steps: [
      // fused
      [[1.3777, 0.703], [1.4519, 0.0644], [1.5222, 0.5181]],
      // full-text
      [[0.0418, 0.3258], [0.1158, 0.1946]],
      // meaning
      [],
      // trigram
      [],
      // lead
      [[0.0513, 0.0493], [0.0757, 0.3188], [0.09, 0.2695]],
      // known
      [[0.4542, 1.5275], [0.5948, 0.7748], [0.6921, 0.0537]],
      // found
      [[0.7132, 0.2351]],
      // explained
      [[0.4228, 0.3393], [0.4349, 1.0365], [0.4495, 0.4485], [0.5633, 0.1584], [0.606, 0.2746]],
      // words
      [],
      // social
      [],
      // matched
      [[0.6402, 0.0497], [0.6911, 0.4797], [0.7587, 0.6898], [0.7796, 0.4364], [0.8335, 0.1902], [0.8602, 0.1261]],
      // long
      [],
    ],
  },
  suggestAt: 0.0909,
};
