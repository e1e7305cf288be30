import { describe, expect, it } from 'vitest';
import { authoredPart } from '../../contract/customer-question.ts';
import { HELD_OUT_QUERIES } from './held-out-queries.ts';
import { HELP_DESK_LONG_MAILS } from './help-desk-long-mails.ts';
import { HELP_DESK_MAILS } from './help-desk-mails.ts';
import { HELP_DESK_QUERIES, type EvalQuery } from './help-desk-queries.ts';
import { HELP_DESK_SOURCES, type EvalSource } from './help-desk-sources.ts';
import { INBOX_DESK_LONG_MAILS } from './inbox-desk-long-mails.ts';
import { INBOX_DESK_MAILS } from './inbox-desk-mails.ts';
import { INBOX_DESK_QUERIES } from './inbox-desk-queries.ts';
import { INBOX_DESK_SOURCES } from './inbox-desk-sources.ts';
import { mailQuestion } from './mail-question.ts';
import { OFF_TOPIC_FRESH } from './off-topic-fresh.ts';
import { OFF_TOPIC_MAILS } from './off-topic-mails.ts';
import { OFF_TOPIC_SECOND, OFF_TOPIC_TUNING } from './off-topic-messages.ts';
import { OFF_TOPIC_TUNING_MORE } from './off-topic-tuning-more.ts';

// The evaluation lists are data that a quality number rests on: this checks their shape without a database, so a
// mislabelled query, a query that repeats a stored question, or a "no-overlap" query that does share a word with
// its answer is caught when the list is written, not when a retrieval result looks odd.

const normalise = (s: string) => s.toLowerCase().replace(/['’]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

// Words that carry no topic: articles, pronouns, prepositions, auxiliaries, question words, quantifiers
// (apostrophes dropped, as customers often type them: "dont", "cant").
const FUNCTION_WORDS = new Set(
  `a an the and or but if then than so as to of in on at by for from with without into onto about up down out off over under
  again among between after before while until since via per is are was were be been being am do does did done doing have has had
  having can could will would shall should may might must i me my mine we us our ours you your yours he him his she her it its they
  them their theirs this that these those what which who whom whose when where why how there here not no nor all any some each every
  both either neither other another such own same only just also too very more most much many few less one now someone something
  anyone anything everyone everything nothing somebody anybody im ive id ill youre were weve theyre dont doesnt didnt cant wont isnt
  arent wasnt werent havent hasnt hadnt shouldnt couldnt wouldnt s t d ll m re ve please`.split(/\s+/),
);

const contentWords = (text: string) => normalise(text).split(' ').filter((w) => w && !FUNCTION_WORDS.has(w));

// A crude stemmer that errs towards finding overlap: it strips one common suffix (keeping at least 3 letters, 4
// before "ly" and "er", so that "reply" and "order" stay whole) and the final "e" of a longer word ("merge").
const SUFFIXES = [['ies', 'y', 3], ['ied', 'y', 3], ['ing', '', 3], ['ed', '', 3], ['es', '', 3], ['s', '', 3], ['ly', '', 4], ['er', '', 4]] as const;
function stem(word: string): string {
  for (const [suffix, replacement, keep] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= keep) {
      word = word.slice(0, -suffix.length) + replacement;
      break;
    }
  }
  return word.length > 4 && word.endsWith('e') ? word.slice(0, -1) : word;
}

/** Whether two words share a stem: same stem, or stems of 3+ letters agreeing on their first five letters
 * (or all of the shorter one): "merging"/"merge", "replies"/"reply", "team"/"teammate", "custom"/"customer". */
function shareStem(a: string, b: string): boolean {
  const [sa, sb] = [stem(a), stem(b)];
  if (sa === sb) return true;
  const n = Math.min(sa.length, sb.length, 5);
  return n >= 3 && sa.slice(0, n) === sb.slice(0, n);
}

const sourceWords = (s: EvalSource) => contentWords([...s.questions, s.answer].join(' '));
const sharedWords = (query: string, source: EvalSource) =>
  contentWords(query).filter((w) => sourceWords(source).some((v) => shareStem(w, v)));

function checkDesk(sources: EvalSource[], queries: EvalQuery[]) {
  const keys = new Set(sources.map((s) => s.key));
  expect(keys.size, 'source keys are unique').toBe(sources.length);
  for (const s of sources) expect(s.questions.length, s.key).toBeGreaterThanOrEqual(2);
  const stored = new Set(sources.flatMap((s) => s.questions.map(normalise)));
  for (const q of queries) {
    expect(keys.has(q.expected), `"${q.query}" names an unknown source ${q.expected}`).toBe(true);
    expect(stored.has(normalise(q.query)), `"${q.query}" repeats a stored question`).toBe(false);
  }
}

describe('the stem check behind no-overlap queries', () => {
  it('sees inflections and compounds of one word as shared, and different words as not', () => {
    const shared: [string, string][] = [['merging', 'merge'], ['replies', 'reply'], ['team', 'teammates'], ['servers', 'server'], ['assigned', 'assign']];
    const different: [string, string][] = [['combine', 'merge'], ['agent', 'teammate'], ['unsend', 'undo'], ['reply', 'report'], ['data', 'date']];
    for (const [a, b] of shared) expect(shareStem(a, b), `${a} / ${b}`).toBe(true);
    for (const [a, b] of different) expect(shareStem(a, b), `${a} / ${b}`).toBe(false);
  });
});

describe('the Mailroom help desk (held-out)', () => {
  const byKey = new Map(INBOX_DESK_SOURCES.map((s) => [s.key, s]));

  it('has at least 45 sources with unique keys, at least 2 questions each, and queries that label real sources and repeat no stored question', () => {
    expect(INBOX_DESK_SOURCES.length).toBeGreaterThanOrEqual(45);
    expect(INBOX_DESK_QUERIES.length).toBeGreaterThanOrEqual(130);
    checkDesk(INBOX_DESK_SOURCES, INBOX_DESK_QUERIES);
  });

  it('spreads its queries over every source, 2 to 4 each', () => {
    const counts = new Map<string, number>();
    for (const q of INBOX_DESK_QUERIES) counts.set(q.expected, (counts.get(q.expected) ?? 0) + 1);
    for (const s of INBOX_DESK_SOURCES) {
      expect(counts.get(s.key) ?? 0, s.key).toBeGreaterThanOrEqual(2);
      expect(counts.get(s.key) ?? 0, s.key).toBeLessThanOrEqual(4);
    }
  });

  it('has at least 40 no-overlap queries, none sharing a content word or its stem with the source that answers it', () => {
    const noOverlap = INBOX_DESK_QUERIES.filter((q) => q.kind === 'no-overlap');
    expect(noOverlap.length).toBeGreaterThanOrEqual(40);
    const overlapping = noOverlap.flatMap((q) => {
      const source = byKey.get(q.expected);
      if (!source) throw new Error(`unknown source ${q.expected}`);
      expect(contentWords(q.query).length, `"${q.query}" has a content word`).toBeGreaterThan(0);
      const shared = sharedWords(q.query, source);
      return shared.length ? [`"${q.query}" shares ${shared.join(', ')} with ${q.expected}`] : [];
    });
    expect(overlapping).toEqual([]);
  });

  it('repeats no query within itself or from the Tasklane lists', () => {
    const own = INBOX_DESK_QUERIES.map((q) => normalise(q.query));
    expect(new Set(own).size).toBe(own.length);
    const tasklane = new Set([...HELP_DESK_QUERIES, ...HELD_OUT_QUERIES].map((q) => normalise(q.query)));
    for (const q of own) expect(tasklane.has(q), q).toBe(false);
  });
});

describe('the Tasklane help desk', () => {
  it('labels only real sources and repeats no stored question, in both of its lists', () => {
    checkDesk(HELP_DESK_SOURCES, [...HELP_DESK_QUERIES, ...HELD_OUT_QUERIES]);
  });
});

describe('the off-topic messages', () => {
  it('has at least 290 messages to tune on and 90 held out, with no message twice, in one list or across them', () => {
    expect(OFF_TOPIC_TUNING.length + OFF_TOPIC_SECOND.length + OFF_TOPIC_TUNING_MORE.length).toBeGreaterThanOrEqual(290);
    expect(OFF_TOPIC_FRESH.length).toBeGreaterThanOrEqual(90);
    // An emoji alone normalises to nothing: one per list may be that.
    const seen = new Set<string>();
    for (const list of [OFF_TOPIC_TUNING, OFF_TOPIC_SECOND, OFF_TOPIC_TUNING_MORE, OFF_TOPIC_FRESH]) {
      const words = list.map(normalise).filter(Boolean);
      expect(list.length - words.length).toBeLessThanOrEqual(1);
      for (const m of words) {
        expect(seen.has(m), m).toBe(false);
        seen.add(m);
      }
    }
  });

  it('repeats no labelled query and no stored question of either help desk', () => {
    const labelled = new Set(
      [...HELP_DESK_QUERIES, ...HELD_OUT_QUERIES, ...INBOX_DESK_QUERIES]
        .map((q) => q.query)
        .concat([...HELP_DESK_SOURCES, ...INBOX_DESK_SOURCES].flatMap((s) => s.questions))
        .map(normalise),
    );
    for (const m of [...OFF_TOPIC_TUNING, ...OFF_TOPIC_SECOND, ...OFF_TOPIC_TUNING_MORE, ...OFF_TOPIC_FRESH]) expect(labelled.has(normalise(m)), m).toBe(false);
  });
});

describe('the labelled mails', () => {
  it('label real sources of their help desk, spread over at least 40 of them, and each asks something once cut as the reply box cuts it', () => {
    for (const [mails, sources] of [
      [HELP_DESK_MAILS, HELP_DESK_SOURCES],
      [INBOX_DESK_MAILS, INBOX_DESK_SOURCES],
    ] as const) {
      expect(mails.length).toBeGreaterThanOrEqual(60);
      const keys = new Set(sources.map((s) => s.key));
      for (const m of mails) expect(keys.has(m.expected), `"${m.subject}" names an unknown source ${m.expected}`).toBe(true);
      expect(new Set(mails.map((m) => m.expected)).size).toBeGreaterThanOrEqual(40);
      for (const m of mails) expect(contentWords(mailQuestion(m)).length, m.subject).toBeGreaterThan(2);
    }
  });

  it('have 40 long mails in each help desk, each telling more than the old 500 characters of search held, none repeating a mail', () => {
    for (const [mails, shorter, sources] of [
      [HELP_DESK_LONG_MAILS, HELP_DESK_MAILS, HELP_DESK_SOURCES],
      [INBOX_DESK_LONG_MAILS, INBOX_DESK_MAILS, INBOX_DESK_SOURCES],
    ] as const) {
      expect(mails.length).toBeGreaterThanOrEqual(40);
      const keys = new Set(sources.map((s) => s.key));
      for (const m of mails) expect(keys.has(m.expected), `"${m.subject}" names an unknown source ${m.expected}`).toBe(true);
      expect(new Set(mails.map((m) => m.expected)).size).toBeGreaterThanOrEqual(25);
      for (const m of mails) expect(authoredPart(m.text).length, m.subject).toBeGreaterThan(600);
      const seen = new Set(shorter.map((m) => normalise(m.text)));
      for (const m of mails) expect(seen.has(normalise(m.text)), m.subject).toBe(false);
    }
  });

  it('has 50 off-topic mails to tune on, none a labelled mail', () => {
    expect(OFF_TOPIC_MAILS.length).toBeGreaterThanOrEqual(50);
    const labelled = new Set([...HELP_DESK_MAILS, ...INBOX_DESK_MAILS].map((m) => normalise(m.text)));
    for (const m of OFF_TOPIC_MAILS) expect(labelled.has(normalise(m.text)), m.subject).toBe(false);
  });
});
