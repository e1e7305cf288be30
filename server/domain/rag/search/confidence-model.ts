import type { ConfidenceModel } from './confidence.ts';

// Written by test/rag-eval/fit-confidence.ts --write (2026-11-28): 858 first results of 958 tuning queries (the first Tasklane list, its mails and long mails, the off-topic tuning lists and mails in both help desks).
// Not to be edited by hand.

export const CONFIDENCE_MODEL: ConfidenceModel = {
  short: {
    base: -6.2948,
    steps: [
      // fused
      [],
      // full-text
      [[0.1664, 1.2039], [0.1986, 1.3419], [0.2389, 0.6277], [0.3045, 0.4418], [0.3415, 0.2503], [0.3458, 0.1858], [0.469, 0.3377], [0.4752, 0.1355], [0.5887, 0.1386], [0.6955, 1.1144]],
      // meaning
      [[0.2073, 0.1948], [0.2819, 0.1079], [0.3342, 0.3768], [0.4903, 0.1708]],
      // trigram
      [],
      // lead
      [[0.3793, 0.5324], [0.5016, 0.0975]],
      // known
      [],
      // found
      [[0.6569, 0.769]],
      // explained
      [[0.7456, 0.0447], [0.907, 1.2296]],
      // words
      [],
      // social
      [[0.0294, -0.5614]],
      // matched
      [[0.2521, 1.0678]],
      // long
      [],
      // closing
      [],
    ],
  },
  long: {
    base: -5.8415,
    steps: [
      // fused
      [[1.2523, 0.1041], [1.3777, 0.5144], [1.5222, 0.5205]],
      // full-text
      [[0.0418, 0.3533], [0.044, 0.0764], [0.0801, 0.0799], [0.1158, 0.0606], [0.1178, 0.1538]],
      // meaning
      [[0.5342, 0.0856]],
      // trigram
      [],
      // lead
      [[-0.078, 0.0772], [0.09, 0.1725], [0.1201, 0.0956]],
      // known
      [[0.4542, 1.4721], [0.5822, 0.1774], [0.5948, 0.4572], [0.6921, 0.112]],
      // found
      [],
      // explained
      [[0.425, 0.5352], [0.4349, 0.7456], [0.4495, 0.2847], [0.4739, 0.1762], [0.4977, 0.1134], [0.5645, 0.185], [0.6037, 0.3749]],
      // words
      [],
      // social
      [],
      // matched
      [[0.5025, 0.1318], [0.6402, 0.1297], [0.6911, 0.4228], [0.7578, 0.3269], [0.7812, 0.6262], [0.8335, 0.1744], [0.8602, 0.5261]],
      // long
      [],
      // closing
      [],
    ],
  },
  suggestAt: 0.1176,
};
