import { describe, expect, it } from 'vitest';
import type { RagSearchResult } from '#contract/rag';
import { confidenceText, keepsAnswer, shownSuggestions, usedSourceOf } from './used-answer';

const result = (uuid: string, suggested: boolean, type: RagSearchResult['type'] = 'question'): RagSearchResult => ({
  uuid, type, suggested, score: 1, confidence: suggested ? 0.8 : 0.1, matched: 'q', answer: 'a', title: null, url: null,
});

describe('the AI answers of the reply box', () => {
  it('shows only what the store is confident of, less what the agent dismissed', () => {
    const results = [result('a', true), result('b', false), result('c', true)];
    expect(shownSuggestions(results, new Set()).map((r) => r.uuid)).toEqual(['a', 'c']);
    expect(shownSuggestions(results, new Set(['a'])).map((r) => r.uuid)).toEqual(['c']);
    expect(shownSuggestions([result('b', false)], new Set())).toEqual([]);
  });

  it('records the source of an answer put into the reply, a help text\'s too, with how the agent came to it', () => {
    expect(usedSourceOf(result('a', true), 'suggested')).toEqual({ uuid: 'a', origin: 'suggested' });
    expect(usedSourceOf(result('b', false), 'searched')).toEqual({ uuid: 'b', origin: 'searched' });
    expect(usedSourceOf(result('t', true, 'text'), 'suggested')).toEqual({ uuid: 't', origin: 'suggested' });
  });

  it('says the confidence as a whole percentage', () => {
    expect(confidenceText({ confidence: 0.823 })).toBe('82% sure');
    expect(confidenceText({ confidence: 0.004 })).toBe('0% sure');
  });
});

describe('keepsAnswer', () => {
  const answer = 'A double charge happens when the payment processor retries a payment that already went through. Tell us the date and the last four digits of the card, and we refund the duplicate the same day.';

  it('is true for the answer as inserted, shortened or reworded in part', () => {
    expect(keepsAnswer(`<p>Hi Paula,</p><p>${answer}</p><p>Best, Dana</p>`, answer)).toBe(true);
    expect(keepsAnswer('<p>Hi! A double charge happens when the payment processor retries a payment that already went through. Send us the date and the card\'s last four digits and we refund it today.</p>', answer)).toBe(true);
  });

  it('is false once the answer was deleted and the agent wrote their own', () => {
    expect(keepsAnswer('<p>Hi Paula, I have refunded the second payment myself, it shows within a week.</p>', answer)).toBe(false);
    expect(keepsAnswer('<p>Hi Paula,</p><p>Tell us the date.</p>', answer)).toBe(false); // three words of it left
  });

  it('counts each word as often as the reply has it', () => {
    expect(keepsAnswer('<p>payment payment payment payment</p>', 'payment payment refund refund date date')).toBe(false);
  });
});
