import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyQuestions } from '#test/support/rag-test-kit';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { analyzeQuery } from './analyze-query.ts';

// What a query becomes before any passage is read: its concepts, and what stands in for each.

let t: TestApp;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.createOrg('Analysis Co');
  organizationId = org.organization.id;
  await readyQuestions(t, org.api_key, ['How do I log in with SSO?', 'Where is my API key?'], 'Use the login page; keys are under Settings.');
  await readyQuestions(t, org.api_key, ['Can I get a free trial?'], 'Yes, 14 days, no card needed.');
});
afterAll(() => t.close());

const analyze = (q: string) => analyzeQuery(t.database.db, organizationId, q);

describe('analyzeQuery', () => {
  it('keeps the words typed at full weight and the words of asking weak', async () => {
    const { terms } = await analyze('I want a trial');
    expect(terms.map((x) => [x.tsquery, x.origin, x.weight])).toEqual([["'trial'", 'query', 1]]);
    expect((await analyze('need keys')).terms.find((x) => x.tsquery === "'key'")?.weight).toBe(1);
  });

  it('adds the WordNet derived forms the organization uses, standing in for a word it never uses', async () => {
    // "try" is in no passage: "trial" is all there is, yet never weighs more than the word typed
    const { terms } = await analyze('can I try it');
    expect(terms.map((x) => [x.tsquery, x.origin])).toContainEqual(["'trial'", 'derived']);
    expect(terms.find((x) => x.tsquery === "'trial'")!.weight).toBeLessThanOrEqual(1);
    expect(terms.some((x) => x.tsquery === "'tri'")).toBe(false); // the word typed matches nothing: dropped
  });

  it('reads a word the support thesaurus knows as a synonym, not as a typo of another word', async () => {
    const { terms } = await analyze('signin');
    expect(terms.some((x) => x.origin === 'correction')).toBe(false);
    expect(terms.some((x) => x.origin === 'thesaurus' && x.tsquery.includes("'login'"))).toBe(true);
  });

  it('corrects a word that is neither the organization\'s nor English', async () => {
    const { terms, unmatched } = await analyze('tiral');
    expect(terms.map((x) => [x.tsquery, x.origin])).toEqual([["'trial'", 'correction']]);
    expect(unmatched).toEqual([]);
  });

  it('counts every word of a thesaurus phrase as matched, and lists the words nothing matched', async () => {
    expect((await analyze('api key')).unmatched).toEqual([]);
    expect((await analyze('api key xylophone')).unmatched).toEqual(['xylophone']);
  });

  it('reads a mail\'s question after its story, however many words carry meaning before it', async () => {
    // 20 different stop words and 40 words of story come before the question
    const stop = 'so we are in the of it and was all that had to do for them but they were not';
    const story =
      'office team monday budget project client meeting report design review plan week month quarter sales print paper desk chair lamp ' +
      'coffee parking travel hotel flight taxi lunch dinner party garden window door floor wall roof kitchen printer scanner laptop screen';
    const { keywords } = await analyze(`${stop} ${story} can I get a free trial`);
    expect(keywords).toContain('trial');
    expect(keywords).toContain('office');
  });

  it('tells words of asking from adverbs and negations, which say how something went', async () => {
    expect((await analyze('can anyone help me please')).asking).toEqual(['anyone', 'help', 'please']);
    expect((await analyze('never received')).asking).toEqual([]);
    expect((await analyze('still not fixed')).asking).toEqual([]);
  });

  it('corrects the first 12 unknown words only: the rest of a mail\'s unknown words are mostly names', async () => {
    const names = ['qzxv', 'wqpz', 'zxqw', 'vqzx', 'pqzw', 'xzqv', 'qwzx', 'zvqx', 'wzqp', 'qxzv', 'zpqw', 'vxqz'];
    const terms = async (words: string[]) => (await analyze(words.join(' '))).terms;
    expect((await terms([...names.slice(0, 11), 'tiral'])).some((x) => x.origin === 'correction' && x.tsquery === "'trial'")).toBe(true);
    expect((await terms([...names, 'tiral'])).some((x) => x.origin === 'correction')).toBe(false);
  });
});
