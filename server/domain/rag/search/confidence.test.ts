import { describe, expect, it } from 'vitest';
import { CONFIDENCE_FEATURES, confidenceOf, EVIDENCE_DIRECTION, isLongMessage, LONG_MESSAGE, suggestions, type ConfidenceModel } from './confidence.ts';
import { CONFIDENCE_MODEL } from './confidence-model.ts';

const features = (set: Partial<Record<(typeof CONFIDENCE_FEATURES)[number], number>>) => CONFIDENCE_FEATURES.map((name) => set[name] ?? 0);
const p = (z: number) => 1 / (1 + Math.exp(-z));

describe('the confidence model', () => {
  const model: ConfidenceModel = {
    short: { base: -2, steps: CONFIDENCE_FEATURES.map((name) => (name === 'full-text' ? [[0.2, 1], [0.6, 2]] : name === 'social' ? [[0.5, -3]] : [])) },
    long: { base: -1, steps: CONFIDENCE_FEATURES.map((name) => (name === 'full-text' ? [[0.1, 3]] : [])) },
    following: { base: -4, steps: CONFIDENCE_FEATURES.map((name) => (name === 'full-text' ? [[0.6, 2]] : name === 'rank' ? [[1.5, -1]] : [])) },
    suggestAt: 0.5,
  };

  it('adds each step the evidence is above to the log-odds', () => {
    expect(confidenceOf(features({ 'full-text': 0.1 }), model)).toBeCloseTo(p(-2));
    expect(confidenceOf(features({ 'full-text': 0.3 }), model)).toBeCloseTo(p(-1));
    expect(confidenceOf(features({ 'full-text': 0.9 }), model)).toBeCloseTo(p(1));
    expect(confidenceOf(features({ 'full-text': 0.9, social: 0.6 }), model)).toBeCloseTo(p(-2));
  });

  it('weighs a mail by its own steps: a small share of its words found is evidence there', () => {
    expect(confidenceOf(features({ 'full-text': 0.15, long: 1 }), model)).toBeCloseTo(p(2));
    expect(confidenceOf(features({ 'full-text': 0.15 }), model)).toBeCloseTo(p(-2));
  });

  it("weighs a search's result after the first by its own steps, and less the later it comes; a mail's by the mail's", () => {
    expect(confidenceOf(features({ 'full-text': 0.9, rank: 1 }), model)).toBeCloseTo(p(-2));
    expect(confidenceOf(features({ 'full-text': 0.9, rank: 2 }), model)).toBeCloseTo(p(-3));
    expect(confidenceOf(features({ 'full-text': 0.9, rank: 1, long: 1 }), model)).toBeCloseTo(p(2));
  });

  it('offers a result from the threshold on, and one after the first only when the first is offered', () => {
    expect(suggestions([0.9, 0.6, 0.2], 0.5)).toEqual([true, true, false]);
    expect(suggestions([0.4, 0.6], 0.5)).toEqual([false, false]);
    expect(suggestions([], 0.5)).toEqual([]);
  });

  it('gives a message of social words only no confidence, whatever its other evidence', () => {
    expect(confidenceOf(features({ 'full-text': 1, social: 1 }), model)).toBe(0);
  });

  it('tells a mail from a search by its number of words', () => {
    expect(isLongMessage('how do I get a refund')).toBe(false);
    expect(isLongMessage(Array.from({ length: LONG_MESSAGE }, (_, i) => `word${i}`).join(' '))).toBe(true);
  });

  it('as fitted, moves each piece of evidence only the way it may, and suggests from a probability', () => {
    for (const part of [CONFIDENCE_MODEL.short, CONFIDENCE_MODEL.long, CONFIDENCE_MODEL.following]) {
      expect(part.steps).toHaveLength(CONFIDENCE_FEATURES.length);
      part.steps.forEach((steps, i) => {
        const direction = EVIDENCE_DIRECTION[CONFIDENCE_FEATURES[i]!];
        for (const [, add] of steps) if (direction) expect(add * direction, CONFIDENCE_FEATURES[i]).toBeGreaterThanOrEqual(0);
      });
    }
    expect(CONFIDENCE_MODEL.suggestAt).toBeGreaterThan(0);
    expect(CONFIDENCE_MODEL.suggestAt).toBeLessThan(1);
    // more of the query found by its words never lowers it
    const evidence = { found: 1, known: 1, explained: 0.5, matched: 0.5 };
    for (const long of [0, 1]) {
      expect(confidenceOf(features({ ...evidence, 'full-text': 0.9, long }))).toBeGreaterThan(confidenceOf(features({ ...evidence, 'full-text': 0.05, long })));
    }
    // the same evidence makes a second result less likely right than a first
    expect(confidenceOf(features({ ...evidence, 'full-text': 0.9, rank: 1 }))).toBeLessThan(confidenceOf(features({ ...evidence, 'full-text': 0.9 })));
  });
});
