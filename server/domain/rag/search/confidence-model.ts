import type { ConfidenceModel } from './confidence.ts';

// Written by test/rag-eval/fit-confidence.ts --write (2026-11-28): 860 first results of 958 tuning queries (the first Tasklane list, its mails and long mails, the off-topic tuning lists and mails in both help desks).
// Not to be edited by hand.

export const CONFIDENCE_MODEL: ConfidenceModel = {
  short: {
    base: -6.1332,
    steps: [
      // fused
      [],
      // full-text
      [[0.1664, 1.1351], [0.1986, 1.3509], [0.2389, 0.6302], [0.3045, 0.2229], [0.3415, 0.46], [0.3458, 0.1853], [0.469, 0.3372], [0.4752, 0.1384], [0.5887, 0.1384], [0.6955, 1.1078]],
      // meaning
      [[0.2073, 0.2441], [0.3342, 0.4286], [0.4903, 0.196]],
      // trigram
      [],
      // lead
      [[0.3793, 0.4977], [0.5016, 0.1019]],
      // known
      [],
      // found
      [[0.6569, 0.7547]],
      // explained
      [[0.7456, 0.0525], [0.907, 1.2293]],
      // words
      [],
      // social
      [[0.0294, -0.7428]],
      // matched
      [[0.2521, 0.9969]],
      // long
      [],
      // closing
      [],
    ],
  },
  long: {
    base: -5.6025,
    steps: [
      // fused
      [[1.3777, 0.489], [1.5222, 0.7935]],
      // full-text
      [[0.0801, 0.0669], [0.1158, 0.3407]],
      // meaning
      [],
      // trigram
      [],
      // lead
      [[0.09, 0.0527], [0.1201, 0.1915]],
      // known
      [[0.4542, 1.57], [0.5822, 0.1623], [0.5948, 0.3689], [0.6921, 0.1673]],
      // found
      [[0.5506, 0.1473]],
      // explained
      [[0.4228, 0.3319], [0.4349, 1.2305], [0.4495, 0.138], [0.4739, 0.1759], [0.5956, 0.2293], [0.6018, 0.4446]],
      // words
      [],
      // social
      [],
      // matched
      [[0.5028, 0.1291], [0.6402, 0.3021], [0.6911, 0.4963], [0.7587, 0.4629], [0.7669, 0.4331], [0.8602, 0.5804]],
      // long
      [],
      // closing
      [],
    ],
  },
  suggestAt: 0.1072,
};
