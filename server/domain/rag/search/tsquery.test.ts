import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { queryRows } from '../../../db/query-rows.ts';
import { parseTsVector } from './passage-terms.ts';
import { loosePhrase } from './thesaurus.ts';
import { matchesTsQuery, parseTsQuery, requiredLexemes } from './tsquery.ts';

// The full-text retriever matches the query's terms in the process, over postings parsed from the passages'
// search documents: it must answer what PostgreSQL's own @@ answers, for every kind of term the search builds.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DOCUMENTS = [
  { title: 'Refund policy', text: 'Annual plans are refunded within 30 days of payment.' },
  { title: '', text: 'How do I get my money back? My e-mail address changed and I cannot log in.' },
  { title: 'Single sign-on', text: "Log in with your company's identity provider; the credit card on file isn't charged." },
  { title: '', text: 'Back up your money: the plan gets you the money back in two weeks.' },
];

const QUERIES = [
  "'refund'",
  "'refund':A",
  "'refund':D",
  "'plan' & 'annual'",
  "'money' <-> 'back'",
  "'money' <2> 'back'",
  "'log' <-> 'in'",
  "'e-mail' & 'e' & 'mail'",
  "'e-mail' <-> 'e' <-> 'mail'",
  "'credit' <-> 'card' <-> 'file'",
  "'credit' <-> 'card' <2> 'file'",
  "'singl':A <-> 'sign':A",
  "'annual':A & 'plan':D",
  "'compani' | 'refund'",
  "!'refund' & 'money'",
  loosePhrase(['money', 'back']),
  loosePhrase(['ident', 'provid']),
  loosePhrase(['log', 'card']),
];

describe('matching a tsquery in the process', () => {
  it('answers as PostgreSQL does for every document and every kind of term the search builds', async () => {
    for (const document of DOCUMENTS) {
      const [row] = await queryRows<{ v: string }>(
        t.database.db,
        sql`select (setweight(to_tsvector('english', ${document.title}), 'A') || setweight(to_tsvector('english', ${document.text}), 'D'))::text as v`,
      );
      const lexemes = new Map(parseTsVector(row!.v));
      for (const q of QUERIES) {
        const [expected] = await queryRows<{ m: boolean }>(
          t.database.db,
          sql`select (setweight(to_tsvector('english', ${document.title}), 'A') || setweight(to_tsvector('english', ${document.text}), 'D')) @@ ${q}::tsquery as m`,
        );
        const query = parseTsQuery(q);
        expect(query, q).not.toBeNull();
        expect(matchesTsQuery(query!, (l) => lexemes.get(l)), `${q} in "${document.text}"`).toBe(expected!.m);
      }
    }
  });

  it('reads a document with quotes, weights and positions', () => {
    expect(parseTsVector("'don''t':3 'refund':1A,7 'x':2B,4C")).toEqual([
      ["don't", [12]],
      ['refund', [7, 28]],
      ['x', [10, 17]],
    ]);
  });

  it('knows which lexemes every match holds, so that a term is looked for by its rarest', () => {
    expect(requiredLexemes(parseTsQuery("'money' <-> 'back'")!)).toEqual(['money', 'back']);
    expect(requiredLexemes(parseTsQuery(loosePhrase(['log', 'in']))!)).toEqual(['log', 'in']);
    expect(requiredLexemes(parseTsQuery("'a' | 'b'")!)).toEqual([]);
    expect(requiredLexemes(parseTsQuery("!'a' & 'b'")!)).toEqual(['b']);
  });

  it('refuses what is no tsquery', () => {
    for (const bad of ['', "'a' &", "'a' <-> ", '& b']) expect(parseTsQuery(bad), bad).toBeNull();
  });
});
