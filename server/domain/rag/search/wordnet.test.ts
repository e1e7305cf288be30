import { describe, expect, it } from 'vitest';
import { isEnglishWord, wordNetRelations } from './wordnet.ts';

// WordNet as query expansion reads it: English words, derived forms, and the synonyms of common senses only.

describe('wordNetRelations', () => {
  it('gives the forms derived from the same root, in any part of speech', () => {
    expect(wordNetRelations('try', 2).derived).toContain('trial');
    expect(wordNetRelations('notify', 2).derived).toContain('notification');
    expect(wordNetRelations('secure', 2).derived).toContain('security');
    expect(wordNetRelations('compare', 2).derived).toContain('comparison');
  });

  it('gives the synonyms of the first senses, in inflected forms too', () => {
    expect(wordNetRelations('refused', 2).synonyms).toEqual(expect.arrayContaining(['decline', 'reject']));
    expect(wordNetRelations('customer', 2).synonyms).toContain('client');
    expect(wordNetRelations('refused', 2).synonyms).not.toContain('refused');
  });

  it('leaves out the synonyms of a part of speech the word is rarely used as', () => {
    // "second" is mostly a noun; as a verb it means to back or support a motion
    const { synonyms } = wordNetRelations('seconds', 2);
    expect(synonyms).toContain('moment');
    expect(synonyms).not.toContain('back');
  });

  it('knows nothing of words that are not English', () => {
    expect(wordNetRelations('pasword', 2)).toEqual({ synonyms: [], derived: [] });
    expect(isEnglishWord('pasword')).toBe(false);
    expect(isEnglishWord('passwords')).toBe(true);
  });

  it('takes the words of grammar WordNet leaves out for English: they are no typos', () => {
    for (const word of ['anything', 'Whenever', 'among', 'wouldn']) expect(isEnglishWord(word), word).toBe(true);
    expect(isEnglishWord('anythng')).toBe(false);
  });
});
