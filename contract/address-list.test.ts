import { describe, expect, it } from 'vitest';
import { parseAddressList } from './address-list.ts';

describe('parseAddressList', () => {
  it('parses plain addresses, lower-casing them', () => {
    expect(parseAddressList('A@Example.com, b@example.org')).toEqual({
      ok: true,
      addresses: [
        { name: '', email: 'a@example.com' },
        { name: '', email: 'b@example.org' },
      ],
    });
  });

  it('parses names with angle brackets, quoted names with commas and escaped quotes', () => {
    const r = parseAddressList('Jane Doe <jane@x.com>, "Doe, John \\"JD\\"" <john@x.com>; <only@x.com>');
    expect(r).toEqual({
      ok: true,
      addresses: [
        { name: 'Jane Doe', email: 'jane@x.com' },
        { name: 'Doe, John "JD"', email: 'john@x.com' },
        { name: '', email: 'only@x.com' },
      ],
    });
  });

  it('ignores comments, empty entries and surrounding whitespace', () => {
    expect(parseAddressList('  bob@x.com (Bob, at work) ,, \n alice@y.org ,')).toEqual({
      ok: true,
      addresses: [
        { name: '', email: 'bob@x.com' },
        { name: '', email: 'alice@y.org' },
      ],
    });
  });

  it('gives no addresses for an empty input', () => {
    expect(parseAddressList('  ')).toEqual({ ok: true, addresses: [] });
  });

  it('reports every invalid entry, naming the field', () => {
    const r = parseAddressList('ok@x.com, not-an-address, Jane <jane@>, @x.com', 'to');
    expect(r).toEqual({ ok: false, error: 'to has an invalid address: not-an-address', invalid: ['not-an-address', 'Jane <jane@>', '@x.com'] });
  });

  it('rejects unclosed quotes and angle brackets', () => {
    expect(parseAddressList('"Jane <jane@x.com>', 'cc')).toMatchObject({ ok: false, error: 'cc has an unclosed quote or angle bracket' });
    expect(parseAddressList('Jane <jane@x.com', 'cc')).toMatchObject({ ok: false });
  });

  it('rejects more than 100 addresses', () => {
    const many = Array.from({ length: 101 }, (_, i) => `u${i}@x.com`).join(',');
    expect(parseAddressList(many, 'bcc')).toMatchObject({ ok: false, error: 'bcc has more than 100 addresses' });
  });
});
