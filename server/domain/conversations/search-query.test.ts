import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_TERMS, parseConversationSearch } from './search-query.ts';
import type { ConversationSearch } from './search-query.ts';

const EMPTY: ConversationSearch = { statuses: [], assignedEmails: [], assignedToMe: false, unassigned: false, ids: [], tags: [], sla: [], words: [], phrases: [] };

function parsed(input: string): ConversationSearch {
  const r = parseConversationSearch(input);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(input)} to parse, got: ${r.error}`);
  return r.query;
}

function error(input: string): string {
  const r = parseConversationSearch(input);
  if (r.ok) throw new Error(`expected ${JSON.stringify(input)} to fail, got: ${JSON.stringify(r.query)}`);
  return r.error;
}

describe('parseConversationSearch: empty input', () => {
  it.each(['', '   ', '\t\n'])('gives empty lists for %j', (input) => {
    expect(parsed(input)).toEqual(EMPTY);
  });
});

describe('parseConversationSearch: status', () => {
  it.each(['opened', 'closed', 'spam', 'snoozed'])('reads status:%s', (status) => {
    expect(parsed(`status:${status}`)).toEqual({ ...EMPTY, statuses: [status] });
  });

  it('is case-insensitive in key and value', () => {
    expect(parsed('Status:Opened STATUS:SPAM')).toEqual({ ...EMPTY, statuses: ['opened', 'spam'] });
  });

  it('ORs repeated statuses and drops repeats', () => {
    expect(parsed('status:opened status:snoozed status:opened').statuses).toEqual(['opened', 'snoozed']);
  });

  it('accepts a quoted value', () => {
    expect(parsed('status:"closed"').statuses).toEqual(['closed']);
  });

  it('rejects an unknown status', () => {
    expect(error('status:archived')).toBe('unknown status "archived" in search: use opened, closed, spam or snoozed, or all');
    expect(error('status:Archived')).toBe('unknown status "Archived" in search: use opened, closed, spam or snoozed, or all');
    expect(error('status:opened,closed')).toBe('unknown status "opened,closed" in search: use opened, closed, spam or snoozed, or all');
  });

  it('rejects a missing status, also when a space follows the colon', () => {
    const message = 'status: needs a status right after the colon: opened, closed, spam or snoozed (or all)';
    expect(error('status:')).toBe(message);
    expect(error('status: opened')).toBe(message);
    expect(error('status:""')).toBe(message);
  });
});

describe('parseConversationSearch: assigned', () => {
  it('reads an agent email, lower-cased', () => {
    expect(parsed('assigned:Ana@Example.COM')).toEqual({ ...EMPTY, assignedEmails: ['ana@example.com'] });
  });

  it('ORs repeated agents and drops repeats', () => {
    expect(parsed('assigned:ana@example.com Assigned:bo@example.com assigned:ANA@example.com').assignedEmails).toEqual([
      'ana@example.com',
      'bo@example.com',
    ]);
  });

  it('accepts a quoted email', () => {
    expect(parsed('assigned:"ana@example.com"').assignedEmails).toEqual(['ana@example.com']);
  });

  it('rejects a missing or malformed email', () => {
    expect(error('assigned:')).toBe('assigned: needs an agent email (or me, or none) right after the colon');
    expect(error('assigned: ana@example.com')).toBe('assigned: needs an agent email (or me, or none) right after the colon');
    expect(error('assigned:notanemail')).toBe('assigned: needs an agent email, me or none; "notanemail" is none of them');
    expect(error('assigned:"ana @example.com"')).toBe('assigned: needs an agent email, me or none; "ana @example.com" is none of them');
  });
});

describe('parseConversationSearch: unassigned', () => {
  it('reads unassigned:true in any case', () => {
    expect(parsed('unassigned:true')).toEqual({ ...EMPTY, unassigned: true });
    expect(parsed('Unassigned:TRUE unassigned:true')).toEqual({ ...EMPTY, unassigned: true });
    expect(parsed('unassigned:"true"').unassigned).toBe(true);
  });

  it('rejects any other value, false included', () => {
    const hint = '(use assigned:<agent email> for one agent)';
    expect(error('unassigned:false')).toBe(`unassigned: only takes true, not "false" ${hint}`);
    expect(error('unassigned:maybe')).toBe(`unassigned: only takes true, not "maybe" ${hint}`);
    expect(error('unassigned:1')).toBe(`unassigned: only takes true, not "1" ${hint}`);
    expect(error('unassigned:')).toBe(`unassigned: only takes true, not nothing ${hint}`);
  });

  it('cannot be combined with assigned:, in either order', () => {
    const message = 'search cannot combine assigned: with unassigned:true';
    expect(error('unassigned:true assigned:ana@example.com')).toBe(message);
    expect(error('assigned:ana@example.com unassigned:true')).toBe(message);
  });
});

describe('parseConversationSearch: tag', () => {
  it('reads a tag, lower-cased', () => {
    expect(parsed('tag:Billing')).toEqual({ ...EMPTY, tags: ['billing'] });
    expect(parsed('TAG:vip-customer')).toEqual({ ...EMPTY, tags: ['vip-customer'] });
  });

  it('ANDs repeated tags and drops repeats', () => {
    expect(parsed('tag:billing tag:urgent tag:BILLING').tags).toEqual(['billing', 'urgent']);
  });

  it('accepts a quoted tag and a tag with a colon', () => {
    expect(parsed('tag:"refund"').tags).toEqual(['refund']);
    expect(parsed('tag:team:sales').tags).toEqual(['team:sales']);
  });

  it('accepts 50 characters and rejects 51', () => {
    expect(parsed(`tag:${'a'.repeat(50)}`).tags).toEqual(['a'.repeat(50)]);
    expect(error(`tag:${'a'.repeat(51)}`)).toBe(`tag "${'a'.repeat(40)}…" in search is invalid: must be at most 50 characters`);
  });

  it('rejects a missing tag', () => {
    expect(error('tag:')).toBe('tag: needs a tag right after the colon');
    expect(error('tag: billing')).toBe('tag: needs a tag right after the colon');
    expect(error('tag:""')).toBe('tag: needs a tag right after the colon');
  });

  it('rejects what TagSchema rejects', () => {
    expect(error('tag:a,b')).toBe('tag "a,b" in search is invalid: must not contain spaces, commas or quotes');
    expect(error("tag:it's")).toBe('tag "it\'s" in search is invalid: must not contain spaces, commas or quotes');
    expect(error('tag:"two words"')).toBe('tag "two words" in search is invalid: must not contain spaces, commas or quotes');
  });
});

describe('parseConversationSearch: words and phrases', () => {
  it('splits words on any whitespace, lower-cased, repeats dropped', () => {
    expect(parsed('  Refund\tplease\nREFUND  ')).toEqual({ ...EMPTY, words: ['refund', 'please'] });
  });

  it('keeps unknown key:value words, URLs and times as plain words', () => {
    expect(parsed('foo:bar http://x.example/a 10:30 priority:high').words).toEqual([
      'foo:bar',
      'http://x.example/a',
      '10:30',
      'priority:high',
    ]);
  });

  it('keeps words with letters or digits in other scripts, drops punctuation-only words', () => {
    expect(parsed('- ... café ?! 日本 & 42 — n°1').words).toEqual(['café', '日本', '42', 'n°1']);
  });

  it('reads quoted phrases, whitespace collapsed and lower-cased', () => {
    expect(parsed('"Credit  card\tdeclined" refund "out of  stock"')).toEqual({
      ...EMPTY,
      words: ['refund'],
      phrases: ['credit card declined', 'out of stock'],
    });
  });

  it('drops empty and punctuation-only phrases and repeated phrases', () => {
    expect(parsed('"" "   " "?!" "Out of stock" "out of stock"').phrases).toEqual(['out of stock']);
  });

  it('does not read filters inside a phrase', () => {
    expect(parsed('"status:closed tag:x"')).toEqual({ ...EMPTY, phrases: ['status:closed tag:x'] });
  });

  it('lets a quote end a word and start a phrase', () => {
    expect(parsed('refund"card declined"now')).toEqual({ ...EMPTY, words: ['refund', 'now'], phrases: ['card declined'] });
  });

  it('rejects an unclosed quote', () => {
    const message = 'search has an unclosed quote: add the closing "';
    expect(error('"credit card')).toBe(message);
    expect(error('refund "a" "b')).toBe(message);
    expect(error('tag:"billing')).toBe(message);
  });

  it(`accepts ${SEARCH_MAX_TERMS} words and phrases and rejects more`, () => {
    const words = Array.from({ length: SEARCH_MAX_TERMS - 1 }, (_, i) => `w${i}`);
    expect(parsed(`${words.join(' ')} "a phrase"`).words).toHaveLength(SEARCH_MAX_TERMS - 1);
    expect(error(`${words.join(' ')} "a phrase" extra`)).toBe(
      `search has too many words: at most ${SEARCH_MAX_TERMS} words and quoted phrases`,
    );
  });

  it('does not count repeats, punctuation or filters against the limit', () => {
    const words = Array.from({ length: SEARCH_MAX_TERMS }, (_, i) => `w${i}`).join(' ');
    expect(parsed(`${words} w0 W1 - ... status:opened tag:x`).words).toHaveLength(SEARCH_MAX_TERMS);
  });

  it('accepts 100-character words and 200-character phrases, and rejects longer ones', () => {
    expect(parsed('a'.repeat(100)).words).toEqual(['a'.repeat(100)]);
    expect(error('a'.repeat(101))).toBe(`search word "${'a'.repeat(20)}…" is too long: at most 100 characters`);
    const phrase = `${'b'.repeat(99)} ${'c'.repeat(100)}`;
    expect(parsed(`"${phrase}"`).phrases).toEqual([phrase]);
    expect(error(`"${phrase}c"`)).toBe(`search phrase "${'b'.repeat(20)}…" is too long: at most 200 characters`);
  });
});

describe('parseConversationSearch: mixes', () => {
  it('reads filters, words and phrases in any order', () => {
    expect(parsed('status:opened tag:billing refund "credit card" Status:snoozed tag:VIP assigned:ana@example.com later')).toEqual({
      ...EMPTY,
      statuses: ['opened', 'snoozed'],
      assignedEmails: ['ana@example.com'],
      tags: ['billing', 'vip'],
      words: ['refund', 'later'],
      phrases: ['credit card'],
    });
  });

  it('reads the example of the contract', () => {
    expect(parsed('status:opened tag:billing refund')).toEqual({ ...EMPTY, statuses: ['opened'], tags: ['billing'], words: ['refund'] });
  });

  it('combines unassigned with status, tags and text', () => {
    expect(parsed('unassigned:true status:opened tag:urgent "cannot log in"')).toEqual({
      ...EMPTY,
      statuses: ['opened'],
      unassigned: true,
      tags: ['urgent'],
      phrases: ['cannot log in'],
    });
  });

  it('reports the first malformed filter', () => {
    expect(error('refund status:archived tag:')).toBe('unknown status "archived" in search: use opened, closed, spam or snoozed, or all');
  });

  it('returns errors instead of throwing', () => {
    expect(parseConversationSearch('tag:')).toEqual({ ok: false, error: 'tag: needs a tag right after the colon' });
  });
});

describe('parseConversationSearch: the forms agents type', () => {
  it('reads status:all as every status', () => {
    expect(parsed('status:all').statuses).toEqual(['opened', 'closed', 'spam', 'snoozed']);
    expect(parsed('STATUS:All refund')).toEqual({ ...EMPTY, statuses: ['opened', 'closed', 'spam', 'snoozed'], words: ['refund'] });
  });

  it('reads assigned:me as the caller and assigned:none as unassigned', () => {
    expect(parsed('assigned:me')).toEqual({ ...EMPTY, assignedToMe: true });
    expect(parsed('assigned:ME assigned:kenji@acme.example')).toEqual({ ...EMPTY, assignedToMe: true, assignedEmails: ['kenji@acme.example'] });
    expect(parsed('assigned:none')).toEqual({ ...EMPTY, unassigned: true });
    expect(error('assigned:none assigned:me')).toBe('search cannot combine assigned: with unassigned:true');
    expect(error('assigned:someone')).toBe('assigned: needs an agent email, me or none; "someone" is none of them');
  });

  it('reads #123 as a conversation id, and leaves # inside words alone', () => {
    expect(parsed('#123')).toEqual({ ...EMPTY, ids: [123] });
    expect(parsed('#123 #7 #123')).toEqual({ ...EMPTY, ids: [123, 7] });
    expect(parsed('#0 #abc issue#5')).toEqual({ ...EMPTY, words: ['#0', '#abc', 'issue#5'] });
    expect(parsed('#1234567890123456').words).toEqual(['#1234567890123456']);
  });
});
